import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@/lib/api/contract';
import type { ApiBody, Schema } from '@/lib/api/contract';
import { apiQuery, useApiMutation } from '@/lib/api/queries';

/** The Blood Work screen's reads and writes. */
export type Bloodwork = ApiReply<'getBloodwork'>;
export type LabDraw = Schema<'LabDraw'>;
export type LabResult = Schema<'LabResult'>;
export type LabDrawRequest = ApiBody<'addLabDraw'>;
export type SavedLabDraw = ApiReply<'addLabDraw'>;

/** The screen's first read, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('getBloodwork'));
}

/** The user's lab draws, newest first, with statuses computed by the server, and the retest. */
export const useBloodwork = () => useQuery(apiQuery('getBloodwork'));

/** Recommendations from the latest draw's out-of-range results. */
export const useBloodworkRecommendations = () => useQuery(apiQuery('getBloodworkRecommendations'));

/** Saves a draw entered by hand or read from a file; the server checks every row again. */
export const useAddLabDraw = () =>
  useApiMutation('addLabDraw', {
    failure: { text: 'The results could not be saved. Please try again.' },
  });

export const useDeleteLabDraw = () =>
  useApiMutation('deleteLabDraw', {
    failure: { text: 'The draw could not be deleted. Please try again.', toast: 'Not deleted' },
  });

const REMINDER_FAILURE = {
  text: 'The reminder could not be changed. Please try again.',
  toast: 'Not saved',
};

/** Sets the retest reminder shown in the dashboard's alerts. */
export const useSetRetestReminder = () =>
  useApiMutation('setRetestReminder', { failure: REMINDER_FAILURE });

export const useClearRetestReminder = () =>
  useApiMutation('clearRetestReminder', { failure: REMINDER_FAILURE });

/** Imports a draw from the simulated lab connection (at most one a day). */
export const useSyncLabProvider = () =>
  useApiMutation('syncLabProvider', {
    failure: {
      text: 'The simulated lab connection did not answer. Please try again.',
      toast: 'Sync Failed',
    },
  });
