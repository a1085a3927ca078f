import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type Surgery = ResponseBody<'getSurgeries', 200>[number];

export function getSurgeries(): Promise<Surgery[]> {
  return apiJson<Surgery[]>('GET', '/api/medical-history/surgeries');
}

export const surgeriesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/medical-history/surgeries'], queryFn: getSurgeries });

export function useSurgeries() {
  return useQuery(surgeriesQueryOptions());
}
