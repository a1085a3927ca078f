import { useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@/lib/api-contract';
import { callApi } from '@/lib/api/client';
import { SESSION_KEY, useApiMutation } from '@/lib/api/queries';

export type Plan = RequestBody<'changePlan'>['plan'];

/**
 * The simulated upgrade or downgrade (no payment, effective at once); the signed-in user (and
 * whatever reads it) follows at once.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useApiMutation('changePlan', {
    failure: {
      text: 'Your plan could not be changed. Please try again.',
      toast: 'Plan not changed',
    },
    mutationFn: (plan: Plan) => callApi('changePlan', { body: { plan } }),
    onSuccess: (user) => queryClient.setQueryData(SESSION_KEY, user),
  });
}
