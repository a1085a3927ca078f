import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signInWithGoogle } from '@mocks/testing/fixtures';

// The build that talks to a real server: no outbox, and the navigation-only paths are the server's.
// Set before any module is imported, as a build sets it: modules read the setting themselves
// (src/lib/env.ts says why), so mocking one of them would leave the others mocking.
vi.hoisted(() => vi.stubEnv('VITE_API_MOCKING', 'off'));

/**
 * jsdom's `location.assign` cannot be spied on (it is non-configurable) and does not navigate, so
 * the test's `window.location` becomes the real one with a spy in place of `assign`.
 */
function spyOnLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  const real = window.location;
  vi.stubGlobal(
    'location',
    new Proxy({} as Location, {
      get: (_, key) => {
        if (key === 'assign') return assign;
        const value: unknown = Reflect.get(real, key);
        return typeof value === 'function' ? value.bind(real) : value;
      },
    }),
  );
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
  it.each(['/api/auth/google', '/api/logout'])(
    '%s is left to the real server: the app has no route for it',
    async (path) => {
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: '404 Page Not Found' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('"Continue with Google" makes a real browser navigation to the server, not a route change', async () => {
    const assign = spyOnLocationAssign();
    const { user, router } = renderApp('/auth/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/google');

    await user.click(google);
    // The page's own origin: VITE_API_BASE is not set (src/lib/api/transport.test.ts tests it).
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/api/auth/google`);
    // No router navigation was started (a routed one would be loading the consent screen now).
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('logs a Google account out through a real browser navigation to /api/logout', async () => {
    await signInWithGoogle();
    const assign = spyOnLocationAssign();
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Jordan!' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/api/logout`),
    );
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
