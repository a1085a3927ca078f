import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import type { ResponseBody } from '@/lib/api-contract';
import { setToken } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { DEMO_ACCOUNTS } from '@mocks/seed';

/** Renders the whole app (router, providers, real mocked server) at a path. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Signs in through the mocked API, as the login screen would, and stores the token. */
export async function signIn(
  account: keyof typeof DEMO_ACCOUNTS = 'demo',
): Promise<ResponseBody<'login', 200>> {
  const response = await fetch(new URL('/api/auth/login', window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS[account]),
  });
  if (!response.ok) throw new Error(`Sign-in as ${account} failed: ${response.status}`);
  const reply = (await response.json()) as ResponseBody<'login', 200>;
  setToken(reply.token);
  return reply;
}

/** Signs the demo Google identity in by cookie, as the consent screen's Allow would. */
export async function signInWithGoogle(): Promise<void> {
  const consent = await fetch(new URL('/api/auth/google/callback', window.location.href), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision: 'allow' }),
  });
  if (!consent.ok) throw new Error(`Google sign-in failed: ${consent.status}`);
}
