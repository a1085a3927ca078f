import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type Medication = ResponseBody<'listMedications', 200>[number];

/** The user's medications, supplements and vitamins, by name. */
export function getMedications(): Promise<Medication[]> {
  return apiJson<Medication[]>('GET', '/api/medications');
}

export const medicationsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/medications'], queryFn: getMedications });

export function useMedications() {
  return useQuery(medicationsQueryOptions());
}
