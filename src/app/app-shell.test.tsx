import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { navEntries } from '@/app/route-manifest';
import { seedKnownUser } from '@/lib/auth';
import { rememberUser } from '@/lib/known-user';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/testing/render-app';
import { signIn, signInWithGoogle } from '@mocks/testing/fixtures';
import { server } from '@mocks/node';

describe('the auth gate', () => {
  it('shows a spinner while the session loads, then the page', async () => {
    const { user: account } = await signIn('demo');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/me', async () => {
        await answered;
        return HttpResponse.json(account);
      }),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByRole('status', { name: 'Checking your session' }),
    ).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
    expect(screen.getByText("Here's your health overview for today")).toBeInTheDocument();
  });

  it('draws a page opened again at once, from the user the last check found, while it checks again', async () => {
    const { user: account } = await signIn('demo');
    rememberUser(account);
    let checked = false;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/me', async () => {
        checked = true;
        await answered;
        return HttpResponse.json(account);
      }),
    );
    const queryClient = createQueryClient();
    seedKnownUser(queryClient);
    renderApp('/dashboard', { queryClient });
    // The page's content, with the check sent and not answered yet.
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument();
    expect(checked).toBe(true);
    answer();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });

  it('sends a page opened again to /auth/login when the check no longer finds its session', async () => {
    const { user: account } = await signIn('demo');
    rememberUser(account);
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
      ),
    );
    const queryClient = createQueryClient();
    seedKnownUser(queryClient);
    const { router } = renderApp('/dashboard', { queryClient });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('vitalis:known-user')).toBeNull();
  });

  it('sends a signed-out visitor to /auth/login', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
  });

  it('treats a token the server does not know as signed out, and forgets it', async () => {
    localStorage.setItem('auth_token', 'stale-token');
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('falls back to the stored token when the social session check fails', async () => {
    await signIn('demo');
    server.use(http.get('/api/auth/user', () => new HttpResponse(null, { status: 500 })));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });

  it('accepts a token kept under the legacy key', async () => {
    const { token } = await signIn('demo');
    localStorage.removeItem('auth_token');
    localStorage.setItem('token', token);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });
});

describe('the shell', () => {
  it('shows every navigation entry and highlights the current one', async () => {
    await signIn('demo');
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Alex!' });
    // jsdom has no media queries, so the shell is laid out as on a phone: the nav is in the drawer.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole(
      'navigation',
      { name: 'Main' },
    );
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual(
      navEntries.map((entry) => entry.nav.label),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      navEntries.map((entry) => entry.path),
    );
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent?.trim())).toEqual(['Dashboard']);
    expect(within(nav).getByText('User Profile')).toBeInTheDocument();
  });

  it('greets the signed-in user in the top bar', async () => {
    await signIn('demo');
    renderApp('/outbox');
    expect(await screen.findByText('Welcome, Alex')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('offers Log In and Sign Up to a signed-out visitor', async () => {
    renderApp('/outbox');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(within(header).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens the navigation as a drawer on phones and closes it after a choice', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/outbox');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    // The new page's heading takes the focus, so keyboard users start on the new page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Welcome back, Alex!' })).toHaveFocus(),
    );
  });

  it('closes the drawer with Escape', async () => {
    const { user } = renderApp('/outbox');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('remembers the chosen theme', async () => {
    const { user } = renderApp('/outbox');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('logs a local account out in the client and ends its token on the server', async () => {
    const { token } = await signIn('demo');
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Alex!' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    const me = await fetch(new URL('/api/auth/me', window.location.href), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
  });

  it('keeps a visitor who logs out on a public page of the shell where they are', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/outbox');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/outbox');
  });

  it('sends any other account through /api/logout, which ends the session and lands on /', async () => {
    await signInWithGoogle();
    const { user, router } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Jordan!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    const social = await fetch(new URL('/api/auth/user', window.location.href), {
      credentials: 'include',
    });
    expect(social.status).toBe(401);
  });
});

describe('unknown paths', () => {
  it('show the not-found screen', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
