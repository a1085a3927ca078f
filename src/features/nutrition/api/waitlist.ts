import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';

export type Waitlist = Schema<'MealPlanWaitlist'>;

export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/meal-planning/waitlist'] as const,
    queryFn: () => apiJson<Waitlist>('GET', '/api/meal-planning/waitlist'),
  });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions());
}

/** Joins the Meal Planning waitlist; the answer is the user's place. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Waitlist>('POST', '/api/meal-planning/waitlist'),
    onSuccess: (place) => queryClient.setQueryData(waitlistQueryOptions().queryKey, place),
  });
}
