import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { heldPost } from './test-helpers';

describe('Continue with Google', () => {
  it('opens the simulated consent screen; Allow signs in and shows the dashboard', async () => {
    const { user, router } = renderApp('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Continue with Google' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in with Google' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Simulated sign-in — no data leaves this browser')).toBeInTheDocument();
    expect(screen.getByText('Demo Google account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/api/auth/google');

    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Jordan!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The Google session is a cookie, not a stored token.
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('Cancel lands on "Authentication Failed" with the ways back', async () => {
    const { user, router } = renderApp('/api/auth/google');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't log you in with Google. This could be due to a temporary issue or because you denied permission.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/auth/error');
    const social = await fetch(new URL('/api/auth/user', window.location.href), {
      credentials: 'include',
    });
    expect(social.status).toBe(401);
  });

  it('shows "Signing in..." while the consent is sent, and a failure lands on the error page', async () => {
    const held = heldPost('/api/auth/google/callback', () =>
      HttpResponse.json({ message: 'Down' }, { status: 502 }),
    );
    server.use(held.handler);
    const { user, router } = renderApp('/api/auth/google');
    await user.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/error'));
  });
});
