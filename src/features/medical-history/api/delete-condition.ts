import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conditionsQueryOptions } from './get-conditions';

export async function deleteCondition(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/medical-history/conditions/${encodeURIComponent(id)}`);
}

export function useDeleteCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCondition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsQueryOptions().queryKey }),
  });
}
