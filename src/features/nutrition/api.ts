import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import { callApiResponse } from '@/lib/api/client';
import { apiKey, apiQuery, useApiMutation } from '@/lib/api/queries';
import { mealsQuery } from '@/components/meals/api';

/** The Nutrition screen's reads and writes (the meals themselves are `@/components/meals`). */
export type Nutrition = Schema<'Nutrition'>;
export type NutritionRecommendations = Schema<'NutritionRecommendations'>;
export type Waitlist = Schema<'MealPlanWaitlist'>;

/** The screen's first read, today's meals, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(mealsQuery(todayIso()));
}

/** Today, as the screen's reads name it. */
export const todayIso = () => dayjs().format('YYYY-MM-DD');

/** A day's calories and macro split against the targets, and the 7 days ending with it. */
export const useNutrition = (date: string) =>
  useQuery(apiQuery('getNutrition', { query: { date } }));

/** Glucose-based tips and meal lists; 403 says why they are locked. */
export const useNutritionRecommendations = () => useQuery(apiQuery('getNutritionRecommendations'));

export const useWaitlist = () => useQuery(apiQuery('getMealPlanWaitlist'));

/** Joins the Meal Planning waitlist; the answer is the user's place. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useApiMutation('joinMealPlanWaitlist', {
    failure: { text: 'Joining the waitlist failed. Please try again.', toast: 'Not joined' },
    onSuccess: (place) => queryClient.setQueryData(apiKey('getMealPlanWaitlist'), place),
  });
}

/** Downloads every meal as CSV (Premium; a Free user gets a 403 saying why). */
async function exportMeals(): Promise<string> {
  const response = await callApiResponse('exportMeals');
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    'vitalis-meals.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

export const useExportMeals = () =>
  useApiMutation('exportMeals', {
    failure: {
      text: 'Your meals could not be exported. Please try again.',
      toast: 'Export failed',
      lockedToast: 'Export needs Premium',
    },
    mutationFn: exportMeals,
  });
