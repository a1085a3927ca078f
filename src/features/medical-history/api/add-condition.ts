import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody } from '@/lib/api-contract';
import { conditionsQueryOptions, type Condition } from './get-conditions';

export type ConditionRequest = RequestBody<'addCondition'>;

export function addCondition(body: ConditionRequest): Promise<Condition> {
  return apiJson<Condition>('POST', '/api/medical-history/conditions', body);
}

export function useAddCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCondition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsQueryOptions().queryKey }),
  });
}
