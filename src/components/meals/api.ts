import { useQuery } from '@tanstack/react-query';
import type { ApiBody, Schema } from '@/lib/api/contract';
import { apiQuery, useApiMutation } from '@/lib/api/queries';

/**
 * Meals, the one home of their client side (reads, writes, form, dialog, log) shared by the
 * Glucose and Nutrition screens; the rules the mocked server shares stay in `@/lib/meals/rules`.
 * Every meal write refreshes every read that shows meals (`REFRESHES`), so a logged meal shows on
 * both screens at once.
 */
export type Meal = Schema<'Meal'>;
export type MealRequest = ApiBody<'createMeal'>;

/** The meals of a day. */
export const mealsQuery = (date: string) => apiQuery('listMeals', { query: { date } });

export const useMeals = (date: string) => useQuery(mealsQuery(date));

const SAVE_FAILURE = { text: 'The meal could not be saved. Please try again.' };

export const useCreateMeal = () => useApiMutation('createMeal', { failure: SAVE_FAILURE });

export const useUpdateMeal = () => useApiMutation('updateMeal', { failure: SAVE_FAILURE });

export const useDeleteMeal = () =>
  useApiMutation('deleteMeal', { failure: { text: 'The meal could not be deleted.' } });
