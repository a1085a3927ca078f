import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody, Schema } from '@/lib/api-contract';

export type Bloodwork = ResponseBody<'getBloodwork', 200>;
export type LabDraw = Schema<'LabDraw'>;
export type LabResult = Schema<'LabResult'>;

/** The user's lab draws, newest first, with statuses computed by the server, and the retest. */
export function getBloodwork(): Promise<Bloodwork> {
  return apiJson<Bloodwork>('GET', '/api/bloodwork');
}

export const bloodworkQueryOptions = () =>
  queryOptions({ queryKey: ['/api/bloodwork'], queryFn: getBloodwork });

export function useBloodwork() {
  return useQuery(bloodworkQueryOptions());
}
