import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, send } from '@/lib/api/transport';
import { WriteFailure } from '@/lib/api/failure';
import { apiQuery } from '@/lib/api/queries';
import { SOCIAL_SESSION_HINT_COOKIE } from '@/lib/constants';
import { mayHaveSocialSession } from '@/lib/session-hint';
import { renderApp } from '@/testing/render-app';
import { signIn, signInWithGoogle } from '@mocks/testing/fixtures';
import { server } from '@mocks/node';
import { resetDatabase } from '@mocks/persistence';
import { DEMO_ACCOUNTS } from '@mocks/seed';

const welcome = (name: string) => screen.findByRole('heading', { name: `Welcome back, ${name}!` });

/** A read of the previous user's data, left in the cache as a screen would leave it. */
const PREVIOUS_DATA = ['/api/previous-user-data'];

describe('a session that ends elsewhere', () => {
  it('a 401 from any read signs the visitor out, and the gate shows the login', async () => {
    await signIn('demo');
    const { router, queryClient } = renderApp('/dashboard');
    await welcome('Alex');
    // The demo data was reset in another tab: the session is gone on the server, and the next
    // read with it is refused.
    resetDatabase();
    await act(() => queryClient.fetchQuery(apiQuery('getTokenUser')).catch(() => undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('a 401 from a write signs the visitor out too', async () => {
    await signIn('demo');
    const { router, queryClient } = renderApp('/dashboard');
    await welcome('Alex');
    server.use(http.post('/api/probe', () => new HttpResponse(null, { status: 401 })));
    // As every write fails: wrapped in a WriteFailure that keeps the reply's error.
    const write = () =>
      send(new Request(apiUrl('/api/probe'), { method: 'POST' })).catch((error: unknown) => {
        throw new WriteFailure(error, 'Not saved.');
      });
    await act(() =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: write })
        .execute(undefined)
        .catch(() => undefined),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('a late 401 for an earlier session does not sign out the current one', async () => {
    const { token: before } = await signIn('demo');
    const { queryClient } = renderApp('/dashboard');
    await welcome('Alex');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/slow', async () => {
        await answered;
        return HttpResponse.json({ message: 'Not authenticated' }, { status: 401 });
      }),
    );
    const late = queryClient
      .fetchQuery({ queryKey: ['slow'], queryFn: () => send(new Request(apiUrl('/api/slow'))) })
      .catch(() => undefined);
    // Meanwhile this tab signed in again, with a new token.
    const { token: now } = await signIn('demo');
    expect(now).not.toBe(before);
    answer();
    await act(() => late);
    expect(localStorage.getItem('auth_token')).toBe(now);
    expect(screen.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });

  it('follows a sign-in as someone else in another tab, dropping the previous data', async () => {
    await signIn('demo');
    const { queryClient } = renderApp('/dashboard');
    await welcome('Alex');
    queryClient.setQueryData(PREVIOUS_DATA, { owner: 'Alex' });
    const { token } = await signIn('admin');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: token }));
    });
    expect(await welcome('Avery')).toBeInTheDocument();
    expect(queryClient.getQueryData(PREVIOUS_DATA)).toBeUndefined();
  });

  it('follows a logout in another tab', async () => {
    await signIn('demo');
    const { router } = renderApp('/dashboard');
    await welcome('Alex');
    localStorage.removeItem('auth_token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('changing user', () => {
  it('logging in starts from a clean cache', async () => {
    const { user, queryClient } = renderApp('/auth/login');
    queryClient.setQueryData(PREVIOUS_DATA, { owner: 'someone before' });
    await user.type(await screen.findByLabelText('Email'), DEMO_ACCOUNTS.demo.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ACCOUNTS.demo.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await welcome('Alex');
    expect(queryClient.getQueryData(PREVIOUS_DATA)).toBeUndefined();
  });

  it('Google sign-in over a password session ends that session: one user on screen and on the server', async () => {
    const { token } = await signIn('demo');
    const { user } = renderApp('/api/auth/google');
    await user.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(await welcome('Jordan')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    const me = await fetch(new URL('/api/auth/me', window.location.href), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
  });
});

describe('start-up', () => {
  it('sends both session checks at once, and shows a neutral placeholder meanwhile', async () => {
    const { user: account } = await signIn('demo');
    // A Google sign-in of this browser left its hint cookie, so the social session is asked for.
    document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=1; Path=/`;
    const started: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/auth/user', async () => {
        started.push('user');
        await held;
        return HttpResponse.json({ message: 'Not authenticated' }, { status: 401 });
      }),
      http.get('/api/auth/me', async () => {
        started.push('me');
        await held;
        return HttpResponse.json(account);
      }),
    );
    renderApp('/outbox');
    await waitFor(() => expect(started.sort()).toEqual(['me', 'user']));
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByTestId('account-placeholder')).toBeInTheDocument();
    expect(within(topBar).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-placeholder')).not.toBeInTheDocument();
  });

  it('a visitor who never signed in sends no session check at all, so no 401 is logged', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(new URL(request.url).pathname);
    });
    renderApp('/outbox');
    const topBar = await screen.findByRole('banner');
    expect(await within(topBar).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(requests).not.toContain('/api/auth/user');
    expect(requests).not.toContain('/api/auth/me');
    server.events.removeAllListeners('request:start');
  });

  it('a Google session sets its hint, and a 401 from the social check clears it', async () => {
    await signInWithGoogle();
    expect(mayHaveSocialSession()).toBe(true);
    resetDatabase('small');
    const reply = await fetch(new URL('/api/auth/user', window.location.href), {
      credentials: 'include',
    });
    expect(reply.status).toBe(401);
    expect(mayHaveSocialSession()).toBe(false);
  });
});
