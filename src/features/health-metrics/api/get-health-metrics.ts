import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';

export type HealthMetrics = Schema<'HealthMetrics'>;
export type MetricRange = HealthMetrics['range'];

/** The six overview cards and each tab's series for a range: by hour for 1d, by day otherwise. */
export function getHealthMetrics(range: MetricRange): Promise<HealthMetrics> {
  return apiJson<HealthMetrics>('GET', `/api/health-metrics?range=${encodeURIComponent(range)}`);
}

/**
 * The range is part of the key (SPEC.md 4), so changing it reads afresh; a write that adds a
 * measurement invalidates every range through the `['/api/health-metrics']` prefix.
 */
export const healthMetricsQueryOptions = (range: MetricRange) =>
  queryOptions({
    queryKey: ['/api/health-metrics', range] as const,
    queryFn: () => getHealthMetrics(range),
  });

export function useHealthMetrics(range: MetricRange) {
  return useQuery(healthMetricsQueryOptions(range));
}
