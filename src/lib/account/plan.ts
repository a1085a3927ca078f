import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, User } from '@/lib/api-contract';
import { currentUserQuery } from '@/lib/auth';

export type Plan = RequestBody<'changePlan'>['plan'];

/** The simulated upgrade or downgrade (PRODUCT.md): no payment, effective at once. */
export function changePlan(plan: Plan): Promise<User> {
  return apiJson<User>('POST', '/api/account/plan', { plan });
}

/** Changes the plan; the signed-in user (and whatever reads it) follows at once. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
