import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody } from '@/lib/api-contract';
import { surgeriesQueryOptions, type Surgery } from './get-surgeries';

export type SurgeryRequest = RequestBody<'addSurgery'>;

export function addSurgery(body: SurgeryRequest): Promise<Surgery> {
  return apiJson<Surgery>('POST', '/api/medical-history/surgeries', body);
}

export function useAddSurgery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSurgery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surgeriesQueryOptions().queryKey }),
  });
}
