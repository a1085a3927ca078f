import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { signOutOnUnauthorized } from './auth';

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
