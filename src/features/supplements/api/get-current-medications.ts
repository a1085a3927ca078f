import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type CurrentMedication = ResponseBody<'listMedications', 200>[number];

/**
 * The medication list, for Currently Taking. It is the Medications screen's read (same key, so
 * one cache entry and one invalidation); features do not import each other, so it is declared here
 * too.
 */
export const currentMedicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/medications'],
    queryFn: () => apiJson<CurrentMedication[]>('GET', '/api/medications'),
  });

export function useCurrentMedications() {
  return useQuery(currentMedicationsQueryOptions());
}
