import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type BloodworkRecommendations = ResponseBody<'getBloodworkRecommendations', 200>;

/** SPEC.md 7's recommendations, from the latest draw's out-of-range results. */
export function getBloodworkRecommendations(): Promise<BloodworkRecommendations> {
  return apiJson<BloodworkRecommendations>('GET', '/api/bloodwork-recommendations');
}

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/bloodwork-recommendations'],
    queryFn: getBloodworkRecommendations,
  });

export function useBloodworkRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
