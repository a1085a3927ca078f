import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';
import { MEAL_READS } from '@/lib/meals/api';

export type Insight = Schema<'Insight'>;
export type GlucoseInsights = Schema<'GlucoseInsights'>;

/** The Daily View's Dietary Insights (SPEC.md 7); 403 says why they are locked. */
export const dietaryInsightsQueryOptions = () =>
  queryOptions({
    queryKey: [MEAL_READS.dietaryInsights] as const,
    queryFn: () => apiJson<Insight[]>('GET', '/api/dietary-insights'),
  });

export function useDietaryInsights() {
  return useQuery(dietaryInsightsQueryOptions());
}

/** The Insights tab's cards and recommendations; 403 says why they are locked. */
export const glucoseInsightsQueryOptions = () =>
  queryOptions({
    queryKey: [MEAL_READS.glucoseInsights] as const,
    queryFn: () => apiJson<GlucoseInsights>('GET', '/api/glucose-insights'),
  });

export function useGlucoseInsights() {
  return useQuery(glucoseInsightsQueryOptions());
}
