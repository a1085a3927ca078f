import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';
import { MEAL_READS } from '@/lib/meals/api';

export type GlucoseRange = Schema<'GlucoseRange'>;
export type RangeDays = GlucoseRange['days'];

export function getGlucoseRange(days: RangeDays): Promise<GlucoseRange> {
  return apiJson<GlucoseRange>('GET', `/api/glucose-data/range?days=${days}`);
}

/** Under the glucose day's key prefix, so a sync refreshes the periods too. */
export const glucoseRangeQueryOptions = (days: RangeDays) =>
  queryOptions({
    queryKey: [MEAL_READS.glucoseDay, 'range', days] as const,
    queryFn: () => getGlucoseRange(days),
  });

export function useGlucoseRange(days: RangeDays) {
  return useQuery(glucoseRangeQueryOptions(days));
}
