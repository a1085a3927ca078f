import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { findUserByEmail } from '@mocks/sessions';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { fillIn, heldPost, latestLink, logIn, toasts } from './test-helpers';
import { MAIN_FORM_ACCOUNT } from '@/testing/sign-up-fixtures';
import { advanceNow } from '@mocks/testing/clock';

async function registerNewAccount(overrides: Partial<typeof MAIN_FORM_ACCOUNT> = {}) {
  const view = renderApp('/auth/register');
  await fillIn(view.user, { ...MAIN_FORM_ACCOUNT, ...overrides });
  await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
  return view;
}

describe('the main registration screen', () => {
  it('checks username, e-mail, password and the confirmation; names are optional', async () => {
    const { user } = renderApp('/auth/register');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('First name (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Last name (optional)')).not.toHaveAttribute('aria-invalid');

    await fillIn(user, { Username: 'ab', Password: 'secret12', 'Confirm password': 'secret13' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Creating account..." while the request is on its way', async () => {
    const held = heldPost('/api/auth/register', () =>
      HttpResponse.json({ message: 'Try later' }, { status: 503 }),
    );
    server.use(held.handler);
    await registerNewAccount();
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
  });

  it('sends empty names as null', async () => {
    await registerNewAccount({ 'First name (optional)': '', 'Last name (optional)': '' });
    await screen.findByRole('heading', { name: 'Registration Successful' });
    expect(findUserByEmail(MAIN_FORM_ACCOUNT.Email)).toMatchObject({
      firstName: null,
      lastName: null,
    });
  });

  it('shows the server message for an e-mail that is already registered', async () => {
    await registerNewAccount({ Email: DEMO_ACCOUNTS.demo.email });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(
      screen.queryByRole('heading', { name: 'Registration Successful' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server message for a username that is taken', async () => {
    await registerNewAccount({ Username: 'alexmorgan' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.');
  });

  it('reports a lost connection', async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.error()));
    await registerNewAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during signup');
  });
});

describe('from sign-up to the dashboard', () => {
  it('registers, verifies through the outbox, and logs in', async () => {
    const { user, router } = await registerNewAccount();
    expect(
      await screen.findByRole('heading', { name: 'Registration Successful' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MAIN_FORM_ACCOUNT.Email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );

    // No session yet: the account must verify its e-mail first.
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Open demo outbox' }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const message = within(messages).getByRole('listitem');
    expect(
      within(message).getByRole('heading', { name: 'Verify your email address' }),
    ).toBeInTheDocument();
    expect(within(message).getByText(/Hi Riley,/)).toBeInTheDocument();
    expect(
      within(message).getByText(`To ${MAIN_FORM_ACCOUNT.Email}`, { exact: false }),
    ).toBeInTheDocument();

    await user.click(within(message).getByRole('link', { name: 'Verify email address' }));
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?verified=success');

    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await (await toasts()).findByText('Email verified')).toBeInTheDocument();
    await logIn(user, MAIN_FORM_ACCOUNT.Email, MAIN_FORM_ACCOUNT.Password);
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Riley!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('answers the same link a second time with "Already verified"', async () => {
    const first = await registerNewAccount();
    await screen.findByRole('heading', { name: 'Registration Successful' });
    const link = await latestLink(MAIN_FORM_ACCOUNT.Email, 'verify-email');
    first.unmount();

    const visit = renderApp(link);
    await screen.findByRole('heading', { name: 'Email Verified' });
    visit.unmount();

    const again = renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Already Verified' })).toBeInTheDocument();
    await again.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await (await toasts()).findByText('Already verified')).toBeInTheDocument();
  });

  it('refuses a verification link older than 24 hours, and the account stays unverified', async () => {
    const first = await registerNewAccount();
    await screen.findByRole('heading', { name: 'Registration Successful' });
    const link = await latestLink(MAIN_FORM_ACCOUNT.Email, 'verify-email');
    first.unmount();

    advanceNow(24 * 60 * 60 * 1000 + 1000);
    const { user } = renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We encountered a problem verifying your email. Please try again or contact support.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    await logIn(user, MAIN_FORM_ACCOUNT.Email, MAIN_FORM_ACCOUNT.Password);
    expect(await screen.findByText('Email verification required')).toBeInTheDocument();
  });

  it('a verification link inside 24 hours still works', async () => {
    const first = await registerNewAccount();
    await screen.findByRole('heading', { name: 'Registration Successful' });
    const link = await latestLink(MAIN_FORM_ACCOUNT.Email, 'verify-email');
    first.unmount();

    advanceNow(23 * 60 * 60 * 1000);
    renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    await waitFor(() => expect(findUserByEmail(MAIN_FORM_ACCOUNT.Email)?.emailVerified).toBe(true));
  });
});
