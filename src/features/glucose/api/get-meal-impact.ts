import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';
import { MEAL_READS } from '@/lib/meals/api';
import type { RangeDays } from './get-glucose-range';

export type MealImpact = Schema<'MealImpact'>;

export const mealImpactQueryOptions = (days: RangeDays) =>
  queryOptions({
    queryKey: [MEAL_READS.mealImpact, days] as const,
    queryFn: () => apiJson<MealImpact>('GET', `/api/meal-impact?days=${days}`),
  });

export function useMealImpact(days: RangeDays) {
  return useQuery(mealImpactQueryOptions(days));
}
