import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type Interaction = ResponseBody<'getMedicationInteractions', 200>[number];

/** Each interaction among the user's current medicines, from the curated demo table. */
export function getInteractions(): Promise<Interaction[]> {
  return apiJson<Interaction[]>('GET', '/api/medications/interactions');
}

export const interactionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/medications/interactions'], queryFn: getInteractions });

export function useInteractions() {
  return useQuery(interactionsQueryOptions());
}
