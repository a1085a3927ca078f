import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type Condition = ResponseBody<'getConditions', 200>[number];

export function getConditions(): Promise<Condition[]> {
  return apiJson<Condition[]>('GET', '/api/medical-history/conditions');
}

export const conditionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/medical-history/conditions'], queryFn: getConditions });

export function useConditions() {
  return useQuery(conditionsQueryOptions());
}
