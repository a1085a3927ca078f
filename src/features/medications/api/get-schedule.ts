import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type MedicationSchedule = ResponseBody<'getMedicationSchedule', 200>;
export type ScheduledDose = MedicationSchedule['doses'][number];

/** Today's doses in time order, each upcoming, due, taken or missed, and the as-needed medicines. */
export function getSchedule(): Promise<MedicationSchedule> {
  return apiJson<MedicationSchedule>('GET', '/api/medications/schedule');
}

/** A dose turns from due to missed with the clock: the schedule is read afresh every minute. */
const MINUTE_MS = 60_000;

export const scheduleQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/medications/schedule'],
    queryFn: getSchedule,
    refetchInterval: MINUTE_MS,
  });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}
