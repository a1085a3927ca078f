import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { seedKnownUser, signOutOnUnauthorized } from './auth';
import { needSessionWatch } from './session-store';

/**
 * Reads never go stale and are not read again on focus, on a timer or after a failure; a screen
 * refreshes what a write changed (`REFRESHES`). A 401 from any read or write signs the visitor out.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => signOutOnUnauthorized(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => signOutOnUnauthorized(client, error) }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

let appClient: QueryClient | undefined;

/**
 * The app's one client, created with the first screen that reads through React Query or the first
 * check of a session a page asks for (src/app/mount.tsx provides none, so a page of the public site
 * loads without React Query); it starts from the user last found with the browser's credential
 * (`seedKnownUser`), and the session watch runs on it from then on.
 */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    appClient = createQueryClient();
    seedKnownUser(appClient);
    needSessionWatch();
  }
  return appClient;
}
