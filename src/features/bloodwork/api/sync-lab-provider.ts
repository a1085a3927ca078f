import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';
import { refreshBloodwork } from './invalidate';

export type SyncResult = ResponseBody<'syncLabProvider', 200>;

/** Imports a draw from the simulated lab connection (at most one a day). */
export function syncLabProvider(): Promise<SyncResult> {
  return apiJson<SyncResult>('POST', '/api/bloodwork/sync');
}

export function useSyncLabProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLabProvider,
    onSuccess: () => refreshBloodwork(queryClient),
  });
}
