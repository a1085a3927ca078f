import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { appQueryClient } from './query-client';

/** Created as this module loads, before anything in it renders. */
const client = appQueryClient();

/**
 * React Query's client around content loaded apart from the page (a screen, the session watch, a
 * part only a signed-in visitor sees): the one given around it (tests, stories), else the app's
 * own (src/app/mount.tsx gives none).
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
