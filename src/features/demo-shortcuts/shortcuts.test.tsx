// clock-matrix: it signs in the demo accounts, whose seeded days end today, without pinning its own time.
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';

/** The signed-in user of the stored token, asked of the mocked server. */
async function tokenUser(): Promise<string | null> {
  const token = localStorage.getItem('auth_token');
  if (!token) return null;
  const reply = await fetch(new URL('/api/auth/me', window.location.href), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return reply.ok ? ((await reply.json()) as { email: string }).email : null;
}

/** Records every login the screens send. */
function watchLogins(): string[] {
  const emails: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname !== '/api/auth/login') return;
    emails.push(((await request.clone().json()) as { email: string }).email);
  });
  return emails;
}

const AUTOMATIC = [
  ['/auth/test-login', 'Signing in with test access...', '/dashboard', 'demo@vitalis.health'],
  ['/debug', 'Redirecting to the dashboard...', '/dashboard', 'demo@vitalis.health'],
  ['/medical-direct', 'Logging in...', '/medical-history', 'demo@vitalis.health'],
  ['/medical-bypass', 'Bypassing authentication...', '/medical-history', 'demo@vitalis.health'],
  ['/instant', 'Logging in...', '/dashboard', 'admin@vitalis.health'],
] as const;

describe('demo shortcuts sign in through the mocked API', () => {
  it.each(AUTOMATIC)('%s shows "%s", signs in and lands on %s', async (path, text, to, email) => {
    const logins = watchLogins();
    const { router } = renderApp(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 4000 });
    expect(logins).toEqual([email]);
    expect(await tokenUser()).toBe(email);
    server.events.removeAllListeners('request:start');
  });

  it.each([
    ['/auth/quick-login', 'Quick Login'],
    ['/direct', 'Go to Dashboard'],
  ])('%s signs in as the demo user when its button is pressed', async (path, label) => {
    // The login answers after 300 ms (then as the mocked server does): a sign-in without a delay
    // of its own could otherwise end before the pending state is read.
    server.use(http.post('/api/auth/login', () => delay(300).then(() => undefined)));
    const { user, router } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: label }));
    // Label and state read in one go.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await tokenUser()).toBe('demo@vitalis.health');
  });

  it('/admin shows the test admin credentials and waits 0.8 s after "Log in as Admin"', async () => {
    const { user, router } = renderApp('/admin');
    expect(await screen.findByText('admin@vitalis.health')).toBeInTheDocument();
    // Elapsed time from the monotonic clock: the tests' Date starts at a pinned instant.
    const started = performance.now();
    await user.click(screen.getByRole('button', { name: 'Log in as Admin' }));
    // Label and state read in one go: the sign-in may end right after the pending render.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(780);
    expect(await tokenUser()).toBe('admin@vitalis.health');
  });

  it("quick login's failure shows the server's message, or 'Login failed'", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ message: 'Too many attempts' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/auth/quick-login');
    await user.click(await screen.findByRole('button', { name: 'Quick Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    // Quick login knows no verification: a 403 asking for it without a message says the same.
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ needsVerification: true }, { status: 403 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('a hand-made token (or debug flag) in local storage grants nothing: the gate shows the login', async () => {
    localStorage.setItem('token', 'debug-token-123');
    localStorage.setItem('bypass-auth', 'true');
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Log in to Vitalis' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the persona switch', () => {
  it.each([
    ['Premium demo user', 'demo@vitalis.health'],
    ['Free user', 'free@vitalis.health'],
    ['Admin', 'admin@vitalis.health'],
  ])('on the login screen, "%s" signs in with one click', async (label, email) => {
    const { user, router } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${label}`) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await tokenUser()).toBe(email);
  });

  it('"New empty account" signs in a new account, which sees the empty dashboard', async () => {
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: /^New empty account/ }));
    expect(await screen.findByText('No health data yet')).toBeInTheDocument();
    expect(await tokenUser()).toMatch(/^new-.+@vitalis\.health$/);
  });

  it('"Unverified user" shows the verification notice for that address, with the resend button', async () => {
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: /^Unverified user/ }));
    expect(await screen.findByText('Email verification required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('unverified@vitalis.health');
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("is in the side navigation's demo tools", async () => {
    const { user, router } = renderApp('/outbox');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    await user.click(await screen.findByRole('button', { name: 'Switch persona' }));
    await user.click(await screen.findByRole('button', { name: /^Free user/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await tokenUser()).toBe('free@vitalis.health');
  });
});
