import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@/lib/api/contract';
import { apiQuery } from '@/lib/api/queries';

/** The dashboard's and the live demo's reads; Add Data is in src/components/measurements. */
export type Dashboard = ApiReply<'getDashboard'>;

/** The screen's first read, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('getDashboard'));
}

/** The six stat cards, the body systems and the alerts, computed by the server. */
export const useDashboard = () => useQuery(apiQuery('getDashboard'));

/** The live demo's dashboard: sample days computed by the server, no account, no sign-in. */
export const usePreviewDashboard = () => useQuery(apiQuery('getPreviewDashboard'));
