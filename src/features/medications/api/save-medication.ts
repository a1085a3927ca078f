import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, ResponseBody } from '@/lib/api-contract';
import type { Medication } from './get-medications';
import { invalidateMedicationReads } from './invalidate';

export type MedicationRequest = RequestBody<'addMedication'>;

export function addMedication(body: MedicationRequest): Promise<Medication> {
  return apiJson<ResponseBody<'addMedication', 201>>('POST', '/api/medications', body);
}

export function updateMedication(id: string, body: MedicationRequest): Promise<Medication> {
  return apiJson<ResponseBody<'updateMedication', 200>>(
    'PUT',
    `/api/medications/${encodeURIComponent(id)}`,
    body,
  );
}

export function deleteMedication(id: string): Promise<ResponseBody<'deleteMedication', 200>> {
  return apiJson('DELETE', `/api/medications/${encodeURIComponent(id)}`);
}

/** Adds a medication, or edits one when an id is given; the list and its readers refetch. */
export function useSaveMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: MedicationRequest }) =>
      id ? updateMedication(id, body) : addMedication(body),
    onSuccess: () => invalidateMedicationReads(queryClient),
  });
}

export function useDeleteMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedication,
    onSuccess: () => invalidateMedicationReads(queryClient),
  });
}
