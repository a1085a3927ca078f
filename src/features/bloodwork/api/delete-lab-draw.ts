import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshBloodwork } from './invalidate';

export async function deleteLabDraw(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/bloodwork/${encodeURIComponent(id)}`);
}

export function useDeleteLabDraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLabDraw, onSuccess: () => refreshBloodwork(queryClient) });
}
