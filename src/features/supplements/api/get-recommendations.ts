import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type SupplementRecommendations = ResponseBody<'getSupplementRecommendations', 200>;
export type Recommendation = SupplementRecommendations['recommendations'][number];

/** Six picks from the user's own blood work and sleep, or why they are locked. */
export function getRecommendations(): Promise<SupplementRecommendations> {
  return apiJson<SupplementRecommendations>('GET', '/api/supplement-recommendations');
}

export const recommendationsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/supplement-recommendations'], queryFn: getRecommendations });

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
