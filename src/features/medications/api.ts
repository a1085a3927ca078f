import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@/lib/api/contract';
import { apiQuery, useApiMutation } from '@/lib/api/queries';

/**
 * The Medications screen's reads and writes. Each read is the registry's query for its operation;
 * each write names its failure text, and what it refreshes is declared once, in `REFRESHES`.
 */
export type Medication = ApiReply<'listMedications'>[number];
export type MedicationSchedule = ApiReply<'getMedicationSchedule'>;
export type ScheduledDose = MedicationSchedule['doses'][number];
export type Interaction = ApiReply<'getMedicationInteractions'>[number];
export type MedicationHistoryReport = ApiReply<'getMedicationHistory'>;
export type MedicationHistory = MedicationHistoryReport['medications'][number];

/** A dose turns from due to missed with the clock: the schedule is read afresh every minute. */
const MINUTE_MS = 60_000;

export const scheduleQuery = () =>
  queryOptions({ ...apiQuery('getMedicationSchedule'), refetchInterval: MINUTE_MS });

/** The screen's first reads, started by its route with its code: the schedule and the list. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(scheduleQuery());
  void queryClient.prefetchQuery(apiQuery('listMedications'));
}

export const useMedications = () => useQuery(apiQuery('listMedications'));
export const useSchedule = () => useQuery(scheduleQuery());
export const useInteractions = () => useQuery(apiQuery('getMedicationInteractions'));
export const useHistory = () => useQuery(apiQuery('getMedicationHistory'));

const SAVE_FAILURE = { text: 'The medication could not be saved. Please try again.' };

export const useAddMedication = () => useApiMutation('addMedication', { failure: SAVE_FAILURE });

export const useUpdateMedication = () =>
  useApiMutation('updateMedication', { failure: SAVE_FAILURE });

export const useDeleteMedication = () =>
  useApiMutation('deleteMedication', {
    failure: { text: 'Please try again.', toast: 'Not deleted' },
  });

/** Marks today's dose at a reminder time taken now; without a time, logs an as-needed dose now. */
export const useRecordDose = () =>
  useApiMutation('recordDose', {
    failure: { text: 'The dose could not be saved. Please try again.', toast: 'Not saved' },
  });

export const useUndoDose = () =>
  useApiMutation('undoDose', {
    failure: { text: 'The dose could not be undone. Please try again.', toast: 'Not saved' },
  });
