import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, ResponseBody, Schema } from '@/lib/api-contract';

export type Meal = Schema<'Meal'>;
export type MealRequest = RequestBody<'createMeal'>;

/**
 * The reads a meal changes, by the first element of their query keys: the meals of a day, the
 * glucose day (its meals and their responses), the meal ranking, the nutrition analysis and the
 * insights. The glucose and nutrition screens build their keys from these, and every meal write
 * invalidates them all, so a logged meal shows on both screens at once.
 */
export const MEAL_READS = {
  meals: '/api/meals',
  glucoseDay: '/api/glucose-data',
  mealImpact: '/api/meal-impact',
  nutrition: '/api/nutrition',
  nutritionRecommendations: '/api/nutrition/recommendations',
  dietaryInsights: '/api/dietary-insights',
  glucoseInsights: '/api/glucose-insights',
} as const;

export function getMeals(date: string): Promise<Meal[]> {
  return apiJson<Meal[]>('GET', `/api/meals?date=${encodeURIComponent(date)}`);
}

export const mealsQueryOptions = (date: string) =>
  queryOptions({ queryKey: [MEAL_READS.meals, date] as const, queryFn: () => getMeals(date) });

export function useMeals(date: string) {
  return useQuery(mealsQueryOptions(date));
}

export function createMeal(body: MealRequest): Promise<ResponseBody<'createMeal', 201>> {
  return apiJson('POST', '/api/meals', body);
}

export function updateMeal(
  id: string,
  body: MealRequest,
): Promise<ResponseBody<'updateMeal', 200>> {
  return apiJson('PUT', `/api/meals/${encodeURIComponent(id)}`, body);
}

export function deleteMeal(id: string): Promise<ResponseBody<'deleteMeal', 200>> {
  return apiJson('DELETE', `/api/meals/${encodeURIComponent(id)}`);
}

function useInvalidateMealReads() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      Object.values(MEAL_READS).map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
}

/** Logs a meal (or changes one, given its id); every read that shows meals follows. */
export function useSaveMeal() {
  const invalidate = useInvalidateMealReads();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: MealRequest }) =>
      id ? updateMeal(id, body) : createMeal(body),
    onSuccess: invalidate,
  });
}

export function useDeleteMeal() {
  const invalidate = useInvalidateMealReads();
  return useMutation({ mutationFn: deleteMeal, onSuccess: invalidate });
}
