import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type Dashboard = ResponseBody<'getDashboard', 200>;

/** The six stat cards, the body systems and the alerts, computed by the server from the user's data. */
export function getDashboard(): Promise<Dashboard> {
  return apiJson<Dashboard>('GET', '/api/dashboard');
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['/api/dashboard'], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
