import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type PreviewDashboard = ResponseBody<'getPreviewDashboard', 200>;

/** The live demo's dashboard: sample days computed by the server, no account, no sign-in. */
export function getPreviewDashboard(): Promise<PreviewDashboard> {
  return apiJson<PreviewDashboard>('GET', '/api/demo/preview-dashboard');
}

export const previewDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['/api/demo/preview-dashboard'], queryFn: getPreviewDashboard });

export function usePreviewDashboard() {
  return useQuery(previewDashboardQueryOptions());
}
