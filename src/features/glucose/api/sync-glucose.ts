import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';
import { MEAL_READS } from '@/lib/meals/api';

export type GlucoseSync = ResponseBody<'syncGlucose', 200>;

export function syncGlucose(): Promise<GlucoseSync> {
  return apiJson<GlucoseSync>('POST', '/api/glucose-data/sync');
}

/** Pulls the monitor's new readings; every read built on readings follows. */
export function useSyncGlucose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncGlucose,
    onSuccess: () =>
      Promise.all(
        Object.values(MEAL_READS).map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
