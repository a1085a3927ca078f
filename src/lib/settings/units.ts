import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, useApiMutation } from '@/lib/api/queries';

export {
  DEFAULT_UNIT_SETTINGS,
  GLUCOSE_UNITS,
  type GlucoseUnit,
  type UnitSettings,
} from './unit-values';

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
