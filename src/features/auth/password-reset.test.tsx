import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { fillIn, heldPost, latestLink, logIn, readOutbox, toasts } from './test-helpers';
import { advanceNow } from '@mocks/testing/clock';

const { demo } = DEMO_ACCOUNTS;
const NEW_PASSWORD = 'Fresh2026pw';

async function requestReset(email: string) {
  const view = renderApp('/auth/forgot-password');
  await fillIn(view.user, { Email: email });
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return view;
}

/** Asks for a reset link and returns it, as read from the demo outbox. */
async function resetLinkFor(email: string): Promise<string> {
  const view = await requestReset(email);
  await screen.findByRole('heading', { name: 'Check Your Email' });
  view.unmount();
  return latestLink(email, 'reset-password');
}

async function submitNewPassword(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirm = password,
) {
  await fillIn(user, { 'New password': password, 'Confirm new password': confirm });
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('forgot password', () => {
  it('needs a valid e-mail', async () => {
    const { user } = renderApp('/auth/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await fillIn(user, { Email: 'demo.vitalis.health' });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('confirms by toast, shows "Check Your Email", and "Try a different email" returns to the form', async () => {
    const { user } = await requestReset(demo.email);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText(demo.email)).toBeInTheDocument();
    expect(await (await toasts()).findByText('Reset link sent')).toBeInTheDocument();
    expect(
      (await toasts()).getByText(
        'If an account exists with that email, you will receive a password reset link shortly.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );

    await user.click(screen.getByRole('button', { name: 'Try a different email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    await requestReset('nobody@vitalis.health');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(await readOutbox()).toEqual([]);
  });

  it('reports a failed request by toast and keeps the form', async () => {
    server.use(
      http.post('/api/auth/forgot-password', () => new HttpResponse(null, { status: 500 })),
    );
    await requestReset(demo.email);
    expect(await (await toasts()).findByText('Request failed')).toBeInTheDocument();
    expect(
      (await toasts()).getByText('There was a problem processing your request. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('hides the form without a token or an e-mail', async () => {
    for (const path of [
      '/auth/reset-password',
      '/auth/reset-password?email=demo%40vitalis.health',
      '/auth/reset-password?token=abc',
    ]) {
      const view = renderApp(path);
      expect(
        await screen.findByText(
          'Invalid or missing reset token or email. Please request a new password reset link.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
        'href',
        '/auth/forgot-password',
      );
      view.unmount();
    }
  });

  it('goes from the e-mail to a new password: every weak rule, then a strong one', async () => {
    const link = await resetLinkFor(demo.email);
    expect(link).toMatch(/^\/auth\/reset-password\?token=.+&email=demo%40vitalis\.health$/);
    const { user, router } = renderApp(link);
    expect(await screen.findByText(demo.email)).toBeInTheDocument();

    const weak: [string, string][] = [
      ['Ab1', 'Password must be at least 8 characters'],
      ['lowercase1', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
      ['NoDigitsHere', 'Password must contain at least one number'],
      [`Aa1${'x'.repeat(98)}`, 'Password must be at most 100 characters'],
    ];
    for (const [password, message] of weak) {
      await submitNewPassword(user, password);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await submitNewPassword(user, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    await submitNewPassword(user, NEW_PASSWORD);
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Complete' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));

    await logIn(user, demo.email, demo.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await logIn(user, demo.email, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });

  it('shows "Resetting password..." while the request is on its way', async () => {
    const held = heldPost('/api/auth/reset-password', () => HttpResponse.json({}));
    server.use(held.handler);
    const { user } = renderApp('/auth/reset-password?token=t&email=demo%40vitalis.health');
    await submitNewPassword(user, NEW_PASSWORD);
    expect(await screen.findByRole('button', { name: 'Resetting password...' })).toBeDisabled();
    held.release();
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Complete' }),
    ).toBeInTheDocument();
  });

  it('refuses a link that was already used', async () => {
    const link = await resetLinkFor(demo.email);
    const first = renderApp(link);
    await submitNewPassword(first.user, NEW_PASSWORD);
    await screen.findByRole('heading', { name: 'Password Reset Complete' });
    first.unmount();

    const second = renderApp(link);
    await submitNewPassword(second.user, 'Another2026pw');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has already been used. Please request a new one.',
    );
  });

  it('refuses a link older than 1 hour, and the old password still works', async () => {
    const link = await resetLinkFor(demo.email);
    advanceNow(60 * 60 * 1000 + 1000);
    const { user } = renderApp(link);
    await submitNewPassword(user, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link has expired. Please request a new one.',
    );
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await logIn(user, demo.email, demo.password);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });

  it('accepts a link used within the hour', async () => {
    const link = await resetLinkFor(demo.email);
    advanceNow(59 * 60 * 1000);
    const { user } = renderApp(link);
    await submitNewPassword(user, NEW_PASSWORD);
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Complete' }),
    ).toBeInTheDocument();
  });

  it('falls back to its own texts without a server message and without a reply', async () => {
    server.use(
      http.post('/api/auth/reset-password', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderApp('/auth/reset-password?token=t&email=demo%40vitalis.health');
    await submitNewPassword(user, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );

    server.use(http.post('/api/auth/reset-password', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An unexpected error occurred. Please try again later.',
      ),
    );
  });
});
