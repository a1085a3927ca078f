import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';
import { bloodworkQueryOptions } from './get-bloodwork';
import { DASHBOARD_KEY } from './invalidate';

export type FollowUp = ResponseBody<'setRetestReminder', 200>;

/** Adds the retest 3 months after the latest draw as a reminder on the dashboard. */
export function setRetestReminder(): Promise<FollowUp> {
  return apiJson<FollowUp>('PUT', '/api/bloodwork/follow-up');
}

export async function clearRetestReminder(): Promise<void> {
  await apiRequest('DELETE', '/api/bloodwork/follow-up');
}

/** Sets (true) or removes (false) the reminder; the screen and the dashboard then read it. */
export function useRetestReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (set: boolean) => {
      if (set) await setRetestReminder();
      else await clearRetestReminder();
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bloodworkQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}
