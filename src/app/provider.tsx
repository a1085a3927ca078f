import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { SessionWatch } from './session-watch';
import { SiteProvider, type SiteProviderProps } from './site-provider';

interface AppProviderProps extends Omit<SiteProviderProps, 'watch'> {
  queryClient?: QueryClient;
}

/**
 * Everything a screen needs around it, in tests and in Storybook: with a query client of its own
 * (the one given, else a new one) and the session watch on it.
 */
export function AppProvider({ children, queryClient, ...site }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SiteProvider watch={<SessionWatch />} {...site}>
        {children}
      </SiteProvider>
    </QueryClientProvider>
  );
}
