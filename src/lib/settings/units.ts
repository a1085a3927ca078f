import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';
import { MEAL_READS } from '@/lib/meals/api';

export type UnitSettings = Schema<'UnitSettings'>;
export type GlucoseUnit = UnitSettings['glucoseUnit'];

export const GLUCOSE_UNITS: readonly GlucoseUnit[] = ['mg/dL', 'mmol/L'];
export const DEFAULT_UNIT_SETTINGS: UnitSettings = { glucoseUnit: 'mg/dL' };

export function getUnitSettings(): Promise<UnitSettings> {
  return apiJson<UnitSettings>('GET', '/api/settings/units');
}

export function saveUnitSettings(body: UnitSettings): Promise<UnitSettings> {
  return apiJson<UnitSettings>('PUT', '/api/settings/units', body);
}

/** Read by every screen that shows a glucose value, and by Settings. */
export const unitSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/settings/units'], queryFn: getUnitSettings });

export function useUnitSettings() {
  return useQuery(unitSettingsQueryOptions());
}

/**
 * Saves the units; every reader of the setting follows at once, and the insights (whose sentences
 * the server writes in the user's unit) are read again.
 */
export function useSaveUnitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnitSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(unitSettingsQueryOptions().queryKey, saved);
      return Promise.all(
        [
          MEAL_READS.glucoseInsights,
          MEAL_READS.dietaryInsights,
          MEAL_READS.nutritionRecommendations,
        ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
