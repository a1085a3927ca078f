import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';
import { MEAL_READS } from '@/lib/meals/api';

export type Nutrition = Schema<'Nutrition'>;
export type NutritionRecommendations = Schema<'NutritionRecommendations'>;

/** A day's calories and macro split against the targets, and the 7 days ending with it. */
export const nutritionQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [MEAL_READS.nutrition, date] as const,
    queryFn: () => apiJson<Nutrition>('GET', `/api/nutrition?date=${encodeURIComponent(date)}`),
  });

export function useNutrition(date: string) {
  return useQuery(nutritionQueryOptions(date));
}

/** Glucose-based tips and meal lists; 403 says why they are locked. */
export const nutritionRecommendationsQueryOptions = () =>
  queryOptions({
    queryKey: [MEAL_READS.nutritionRecommendations] as const,
    queryFn: () => apiJson<NutritionRecommendations>('GET', '/api/nutrition/recommendations'),
  });

export function useNutritionRecommendations() {
  return useQuery(nutritionRecommendationsQueryOptions());
}
