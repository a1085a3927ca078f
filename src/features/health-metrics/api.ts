import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Schema } from '@/lib/api/contract';
import { apiQuery } from '@/lib/api/queries';
import { readUrlState } from '@/lib/url-state';
import { VIEW, type MetricRange } from './view-params';

/** The Health Metrics screen's read. */
export type HealthMetrics = Schema<'HealthMetrics'>;

/** The six overview cards and each tab's series for a range: by hour for 1d, by day otherwise. */
const healthMetricsQuery = (range: MetricRange) =>
  apiQuery('getHealthMetrics', { query: { range } });

/** The screen's first read, for the range in the address, started by its route with its code. */
export function prefetch(queryClient: QueryClient, search: URLSearchParams) {
  void queryClient.prefetchQuery(healthMetricsQuery(readUrlState(VIEW, search).range));
}

export const useHealthMetrics = (range: MetricRange) => useQuery(healthMetricsQuery(range));
