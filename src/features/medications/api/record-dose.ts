import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';
import { invalidateDoseReads } from './invalidate';

export type Dose = ResponseBody<'recordDose', 201>;

/** Marks today's dose at a reminder time taken now; without a time, logs an as-needed dose now. */
export function recordDose(medicationId: string, time?: string): Promise<Dose> {
  return apiJson<Dose>('POST', `/api/medications/${encodeURIComponent(medicationId)}/doses`, {
    ...(time ? { time } : {}),
  });
}

export function undoDose(medicationId: string, doseId: string) {
  return apiJson<ResponseBody<'undoDose', 200>>(
    'DELETE',
    `/api/medications/${encodeURIComponent(medicationId)}/doses/${encodeURIComponent(doseId)}`,
  );
}

export function useRecordDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ medicationId, time }: { medicationId: string; time?: string }) =>
      recordDose(medicationId, time),
    onSuccess: () => invalidateDoseReads(queryClient),
  });
}

export function useUndoDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ medicationId, doseId }: { medicationId: string; doseId: string }) =>
      undoDose(medicationId, doseId),
    onSuccess: () => invalidateDoseReads(queryClient),
  });
}
