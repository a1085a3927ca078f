import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, ResponseBody } from '@/lib/api-contract';
import { dashboardQueryOptions } from './get-dashboard';

export type MeasurementRequest = RequestBody<'addMeasurement'>;
export type Measurement = ResponseBody<'addMeasurement', 201>;

/**
 * The Health Metrics screen's reads (`['/api/health-metrics', range]`, one per range). That
 * feature's endpoint module cannot be imported from here (features do not import each other), so
 * its key prefix is named once, here, and every range is invalidated through it.
 */
export const HEALTH_METRICS_KEY_PREFIX = ['/api/health-metrics'] as const;

/** Records a manual measurement (weight, blood pressure, resting heart rate, blood oxygen, sleep). */
export function addMeasurement(body: MeasurementRequest): Promise<Measurement> {
  return apiJson<Measurement>('POST', '/api/health-metrics', body);
}

/** Adds a measurement; the dashboard and every Health Metrics range then read the new data. */
export function useAddMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeasurement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: HEALTH_METRICS_KEY_PREFIX }),
      ]),
  });
}
