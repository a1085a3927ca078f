import type { QueryClient } from '@tanstack/react-query';
import { historyQueryOptions } from './get-history';
import { interactionsQueryOptions } from './get-interactions';
import { medicationsQueryOptions } from './get-medications';
import { scheduleQueryOptions } from './get-schedule';

/**
 * The Supplements screen's reads, which carry each supplement's interactions with the current
 * medicines and leave out what is already taken. That feature's endpoint modules cannot be
 * imported from here (features do not import each other), so their keys are named once, here.
 */
const SUPPLEMENT_KEYS = [['/api/supplements'], ['/api/supplement-recommendations']] as const;

/** After the list changes, everything read from it: schedule, interactions, history, supplements. */
export function invalidateMedicationReads(queryClient: QueryClient) {
  return Promise.all(
    [
      medicationsQueryOptions().queryKey,
      scheduleQueryOptions().queryKey,
      interactionsQueryOptions().queryKey,
      historyQueryOptions().queryKey,
      ...SUPPLEMENT_KEYS,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** After a dose is recorded or undone: the schedule and the adherence. */
export function invalidateDoseReads(queryClient: QueryClient) {
  return Promise.all(
    [scheduleQueryOptions().queryKey, historyQueryOptions().queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
