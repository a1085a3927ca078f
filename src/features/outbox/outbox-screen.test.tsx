import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { sendPasswordResetEmail, sendVerificationEmail } from '@mocks/mail';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { findUserByEmail, type UserRecord } from '@mocks/sessions';
import { setNow } from '@mocks/testing/clock';

function account(email: string): UserRecord {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No seeded account ${email}`);
  return user;
}

describe('the demo outbox', () => {
  it('explains itself and shows the empty state', async () => {
    renderApp('/outbox');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo outbox' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Every e-mail the mocked server would have sent/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('lists the messages newest first, with recipient, time, text and the working link', async () => {
    setNow('2026-03-02T09:15:00Z');
    await sendVerificationEmail(account(DEMO_ACCOUNTS.unverified.email));
    setNow('2026-03-02T10:45:00Z');
    await sendPasswordResetEmail(account(DEMO_ACCOUNTS.demo.email));

    renderApp('/outbox');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const [newest, oldest] = within(list).getAllByRole('listitem');

    expect(
      within(newest).getByRole('heading', { name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(within(newest).getByText(/To demo@vitalis\.health/)).toBeInTheDocument();
    expect(within(newest).getByText(/Hi Alex,/)).toBeInTheDocument();
    const sentAt = '2026-03-02T10:45:00.000Z';
    const time = within(newest).getByText(dayjs(sentAt).format('MMMM D, YYYY [at] h:mm A'));
    // Sent at 10:45 (the clock moves on from there while the test runs).
    expect(dayjs(time.getAttribute('datetime')).diff(sentAt, 'minute')).toBe(0);
    expect(within(newest).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\/reset-password\?token=.+&email=demo%40vitalis\.health$/),
    );

    expect(
      within(oldest).getByRole('heading', { name: 'Verify your email address' }),
    ).toBeInTheDocument();
    expect(within(oldest).getByText(/To unverified@vitalis\.health/)).toBeInTheDocument();
    expect(within(oldest).getByRole('link', { name: 'Verify email address' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\/verify\?token=.+$/),
    );
  });

  it('follows a reset link to the reset screen for that account', async () => {
    await sendPasswordResetEmail(account(DEMO_ACCOUNTS.demo.email));
    const { user, router } = renderApp('/outbox');
    await user.click(await screen.findByRole('link', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('demo@vitalis.health')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('Refresh fetches messages sent since the page opened', async () => {
    const { user } = renderApp('/outbox');
    await screen.findByRole('heading', { name: 'No messages yet' });
    await sendVerificationEmail(account(DEMO_ACCOUNTS.unverified.email));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByRole('heading', { name: 'Verify your email address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No messages yet' })).not.toBeInTheDocument();
  });

  it('fetches afresh each time it is opened', async () => {
    const { router } = renderApp('/outbox');
    await screen.findByRole('heading', { name: 'No messages yet' });
    await act(() => router.navigate('/'));
    await sendVerificationEmail(account(DEMO_ACCOUNTS.unverified.email));
    await act(() => router.navigate('/outbox'));
    expect(
      await screen.findByRole('heading', { name: 'Verify your email address' }),
    ).toBeInTheDocument();
  });

  it('says so when the outbox cannot be loaded', async () => {
    server.use(http.get('/api/demo/outbox', () => new HttpResponse(null, { status: 500 })));
    renderApp('/outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent('The outbox could not be loaded');
  });
});
