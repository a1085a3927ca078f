import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { surgeriesQueryOptions } from './get-surgeries';

export async function deleteSurgery(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/medical-history/surgeries/${encodeURIComponent(id)}`);
}

export function useDeleteSurgery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSurgery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surgeriesQueryOptions().queryKey }),
  });
}
