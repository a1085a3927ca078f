import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './api-client';
import type { RequestBody, ResponseBody } from './api-contract';
import { currentUserQuery } from './auth';

export type Plan = RequestBody<'changePlan'>['plan'];

/** The simulated plan change (no payment): the server answers the user on the new plan. */
export function changePlan(plan: Plan): Promise<ResponseBody<'changePlan', 200>> {
  return apiJson<ResponseBody<'changePlan', 200>>('POST', '/api/account/plan', { plan });
}

/**
 * Moves the signed-in account to Free or Premium at once (Pricing, Settings); the signed-in user
 * everywhere on screen shows the new plan.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
