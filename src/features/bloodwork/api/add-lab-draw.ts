import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, ResponseBody } from '@/lib/api-contract';
import { refreshBloodwork } from './invalidate';

export type LabDrawRequest = RequestBody<'addLabDraw'>;
export type SavedLabDraw = ResponseBody<'addLabDraw', 201>;

/** Saves a draw entered by hand or read from a file; the server checks every row again. */
export function addLabDraw(body: LabDrawRequest): Promise<SavedLabDraw> {
  return apiJson<SavedLabDraw>('POST', '/api/bloodwork', body);
}

export function useAddLabDraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addLabDraw, onSuccess: () => refreshBloodwork(queryClient) });
}
