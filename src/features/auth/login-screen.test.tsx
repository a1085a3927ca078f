import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';
import { renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { fillIn, heldPost, logIn, readOutbox, toasts } from './test-helpers';

const { demo, unverified } = DEMO_ACCOUNTS;

describe('the login screen', () => {
  it('offers the ways around: reset, Google, sign-up, home and the demo outbox', async () => {
    renderApp('/auth/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Vitalis' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Vitalis home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open demo outbox' })).toHaveAttribute(
      'href',
      '/outbox',
    );
  });

  it('validates the e-mail and the password length before sending anything', async () => {
    const { user, router } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await fillIn(user, { Email: 'not-an-email', Password: '12345' });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('logs a verified account in and goes to the dashboard', async () => {
    const { user, router } = renderApp('/auth/login');
    await logIn(user, demo.email, demo.password);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('auth_token')).toBeTruthy();
  });

  it('works from the keyboard alone', async () => {
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByLabelText('Email'));
    await user.keyboard(`${demo.email}`);
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard(`${demo.password}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });

  it('shows "Logging in..." on a disabled button while the request is on its way', async () => {
    const held = heldPost('/api/auth/login', () =>
      HttpResponse.json({ message: 'Unavailable' }, { status: 503 }),
    );
    server.use(held.handler);
    const { user } = renderApp('/auth/login');
    await logIn(user, demo.email, demo.password);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('rejects a wrong password and an unknown account with the same message', async () => {
    const { user, router } = renderApp('/auth/login');
    await logIn(user, demo.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await logIn(user, 'nobody@vitalis.health', demo.password);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password'),
    );
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('falls back to "Failed to login" without a server message, and reports a lost connection', async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/auth/login');
    await logIn(user, demo.email, demo.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login');

    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during login'),
    );
  });

  it('locks an address after five failures: the next attempt shows the 429 message', async () => {
    const { user } = renderApp('/auth/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await logIn(user, demo.email, `wrong-${attempt}`);
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password'),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
    }
    await logIn(user, demo.email, demo.password);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many failed login attempts. Please try again in 15 minutes.',
      ),
    );
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('an account that has not verified its e-mail', () => {
  it('gets the verification notice, a disabled login button and a working resend', async () => {
    const held = heldPost('/api/auth/resend-verification', () =>
      HttpResponse.json({ message: 'Sent' }),
    );
    const { user } = renderApp('/auth/login');
    await logIn(user, unverified.email, unverified.password);

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Email verification required')).toBeInTheDocument();
    expect(
      within(notice).getByText('Please verify your email address before logging in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();

    server.use(held.handler);
    await user.click(within(notice).getByRole('button', { name: 'Resend verification email' }));
    expect(await within(notice).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release();
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      `A new verification link is on its way to ${unverified.email}.`,
    );
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('really sends a new verification e-mail', async () => {
    const { user } = renderApp('/auth/login');
    await logIn(user, unverified.email, unverified.password);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await screen.findByText(/A new verification link is on its way/);
    const messages = await readOutbox();
    expect(messages).toEqual([
      expect.objectContaining({
        to: unverified.email,
        kind: 'verify-email',
        subject: 'Verify your email address',
      }),
    ]);
  });

  it('tells when the resend fails and lets the visitor try again', async () => {
    server.use(
      http.post('/api/auth/resend-verification', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderApp('/auth/login');
    await logIn(user, unverified.email, unverified.password);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await (await toasts()).findByText('Failed to Resend')).toBeInTheDocument();
    expect(
      (await toasts()).getByText(
        'There was a problem sending the verification email. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  it('clears the notice once another address is typed', async () => {
    const { user } = renderApp('/auth/login');
    await logIn(user, unverified.email, unverified.password);
    await screen.findByText('Email verification required');
    await fillIn(user, { Email: demo.email });
    expect(screen.queryByText('Email verification required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });
});

describe('arriving from the verification result', () => {
  it('greets ?verified=success with "Email verified", once, and tidies the address', async () => {
    const { router } = renderApp('/auth/login?verified=success');
    expect(await (await toasts()).findByText('Email verified')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const shown = (await toasts()).getAllByRole('listitem');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Email verified');
  });

  it('greets ?verified=already with "Already verified"', async () => {
    renderApp('/auth/login?verified=already');
    expect(await (await toasts()).findByText('Already verified')).toBeInTheDocument();
  });

  it('shows no toast for any other value', async () => {
    renderApp('/auth/login?verified=error');
    await screen.findByRole('button', { name: 'Log In' });
    // No toast, so not even the notification region's code.
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
  });
});

describe('the session', () => {
  it('survives a reload, and logging out ends it', async () => {
    persistDuringTest();
    const first = renderApp('/auth/login');
    await logIn(first.user, demo.email, demo.password);
    await screen.findByRole('heading', { name: 'Welcome back, Alex!' });
    first.unmount();

    // A reload: the database comes back from browser storage, the token from localStorage.
    expect(reloadDatabase()).toBe('restored');
    const second = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
    // A local account logs out in the client; the protected page then sends it to the login.
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/auth/login'));
    second.unmount();

    const third = renderApp('/dashboard');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/auth/login'));
  });
});
