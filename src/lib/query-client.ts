import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { signOutOnUnauthorized } from './auth';

/**
 * SPEC.md section 9: never stale, no refetch on window focus, no polling, no retries. A 401 from
 * any read or write signs the visitor out.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => signOutOnUnauthorized(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => signOutOnUnauthorized(client, error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
