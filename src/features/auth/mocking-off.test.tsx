import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

// The build that talks to a real server has no outbox to point at.
vi.mock('@/lib/env', () => ({ isMockingEnabled: false }));

describe('with mocking switched off', () => {
  it.each([
    ['/auth/login', 'Log In'],
    ['/auth/register', 'Create Account'],
    ['/register', 'Create Account'],
    ['/auth/forgot-password', 'Send Reset Link'],
  ])('%s has no demo outbox link', async (path, submit) => {
    renderApp(path);
    await screen.findByRole('button', { name: submit });
    expect(screen.queryByRole('link', { name: 'Open demo outbox' })).not.toBeInTheDocument();
  });
});

describe('navigation-only paths with mocking switched off', () => {
  it('leaves /api/auth/google and /api/logout to the real server', async () => {
    renderApp('/api/auth/google');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('points "Continue with Google" at the server address', async () => {
    renderApp('/auth/login');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
  });
});
