import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiReply } from '@/lib/api/client';
import type { RequestBody, Schema } from '@/lib/api-contract';
import { apiQuery, useApiMutation } from '@/lib/api/queries';

/**
 * Meals, the one home of their client side (reads, writes, form, dialog, log) shared by the
 * Glucose and Nutrition screens; the rules the mocked server shares stay in `@/lib/meals/rules`.
 * Every meal write refreshes every read that shows meals (`REFRESHES`), so a logged meal shows on
 * both screens at once.
 */
export type Meal = Schema<'Meal'>;
export type MealRequest = RequestBody<'createMeal'>;

/** The meals of a day. */
export const mealsQuery = (date: string) => apiQuery('listMeals', { query: { date } });

export const useMeals = (date: string) => useQuery(mealsQuery(date));

/** Logs a meal (or changes one, given its id). */
export const useSaveMeal = () =>
  useApiMutation('createMeal', {
    failure: { text: 'The meal could not be saved. Please try again.' },
    mutationFn: ({ id, body }: { id?: string; body: MealRequest }): Promise<Meal> =>
      id ? callApi('updateMeal', { path: { id }, body }) : callApi('createMeal', { body }),
  });

export const useDeleteMeal = () =>
  useApiMutation('deleteMeal', {
    failure: { text: 'The meal could not be deleted.' },
    mutationFn: (id: string): Promise<ApiReply<'deleteMeal'>> =>
      callApi('deleteMeal', { path: { id } }),
  });
