import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';
import { MEAL_READS } from '@/lib/meals/api';

export type GlucoseDay = Schema<'GlucoseDay'>;

export function getGlucoseDay(date: string): Promise<GlucoseDay> {
  return apiJson<GlucoseDay>('GET', `/api/glucose-data?date=${encodeURIComponent(date)}`);
}

/** The selected date is part of the key (SPEC.md 4): picking another day reads it afresh. */
export const glucoseDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [MEAL_READS.glucoseDay, date] as const,
    queryFn: () => getGlucoseDay(date),
  });

export function useGlucoseDay(date: string) {
  return useQuery(glucoseDayQueryOptions(date));
}
