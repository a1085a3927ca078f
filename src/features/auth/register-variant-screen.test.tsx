import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiReply } from '@/lib/api/contract';
import { clearToken } from '@/lib/auth-token';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';
import { server } from '@mocks/node';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { fillIn, toasts } from './test-helpers';
import { VARIANT_FORM_ACCOUNT } from '@/testing/sign-up-fixtures';

async function submitVariant(overrides: Partial<typeof VARIANT_FORM_ACCOUNT> = {}) {
  const view = renderApp('/register');
  await fillIn(view.user, { ...VARIANT_FORM_ACCOUNT, ...overrides });
  await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
  return view;
}

describe('the second registration screen (/register)', () => {
  it('requires the names and words every rule its own way', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();

    await fillIn(user, { Email: 'noor@', Password: 'secret12', 'Confirm password': 'secret' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();

    await fillIn(user, { 'Confirm password': 'abc' });
    expect(await screen.findByText('Confirm password is required')).toBeInTheDocument();
  });

  it('shows the shared "Registration Successful" panel while the e-mail awaits verification', async () => {
    await submitVariant();
    expect(
      await screen.findByRole('heading', { name: 'Registration Successful' }),
    ).toBeInTheDocument();
    expect(screen.getByText(VARIANT_FORM_ACCOUNT.Email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('stores a returned token under auth_token and goes to the dashboard', async () => {
    // A token the mocked server knows, so the dashboard's reads are answered.
    const { token } = await signIn('demo');
    clearToken();
    server.use(
      http.post('/api/auth/register', () => {
        const reply: ApiReply<'register'> = {
          ok: true,
          token,
          needsVerification: false,
          message: 'Registration successful',
          user: {
            id: 'local_noor',
            username: 'noorh',
            email: VARIANT_FORM_ACCOUNT.Email,
            firstName: 'Noor',
            lastName: 'Haddad',
            role: 'user',
            profileImageUrl: null,
            emailVerified: true,
            plan: 'free',
            authProvider: 'password',
          },
        };
        return HttpResponse.json(reply, { status: 201 });
      }),
    );
    const { router } = await submitVariant();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Noor!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('auth_token')).toBe(token);
  });

  it('reports a refusal by toast with the server message', async () => {
    const { router } = await submitVariant({ Email: DEMO_ACCOUNTS.demo.email });
    expect(await (await toasts()).findByText('Registration failed')).toBeInTheDocument();
    expect(
      (await toasts()).getByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('falls back to its own text when no reply came', async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.error()));
    await submitVariant();
    expect(await (await toasts()).findByText('Registration failed')).toBeInTheDocument();
    expect((await toasts()).getByText('Failed to register. Please try again.')).toBeInTheDocument();
  });

  it('links to the login, home and the demo outbox', async () => {
    renderApp('/register');
    expect(
      await screen.findByRole('link', { name: 'Already have an account? Log in' }),
    ).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open demo outbox' })).toHaveAttribute(
      'href',
      '/outbox',
    );
  });
});
