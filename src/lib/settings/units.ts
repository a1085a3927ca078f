import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/lib/api/contract';
import { apiKey, apiQuery, useApiMutation } from '@/lib/api/queries';

export type UnitSettings = Schema<'UnitSettings'>;
export type GlucoseUnit = UnitSettings['glucoseUnit'];

export const GLUCOSE_UNITS: readonly GlucoseUnit[] = ['mg/dL', 'mmol/L'];
export const DEFAULT_UNIT_SETTINGS: UnitSettings = { glucoseUnit: 'mg/dL' };

/** Read by every screen that shows a glucose value, and by Settings. */
export const useUnitSettings = () => useQuery(apiQuery('getUnitSettings'));

/**
 * Saves the units; every reader of the setting follows at once, and the insights (whose sentences
 * the server writes in the user's unit) are read again (`REFRESHES`).
 */
export function useSaveUnitSettings() {
  const queryClient = useQueryClient();
  return useApiMutation('saveUnitSettings', {
    failure: {
      text: 'Your glucose unit could not be saved. Please try again.',
      toast: 'Unit not changed',
    },
    onSuccess: (saved) => queryClient.setQueryData(apiKey('getUnitSettings'), saved),
  });
}
