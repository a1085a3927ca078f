import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, type ApiReply } from '@/lib/api/client';
import type { RequestBody } from '@/lib/api-contract';
import { apiQuery, useApiMutation } from '@/lib/api/queries';

/** The dashboard's and the live demo's reads, and Add Data. */
export type Dashboard = ApiReply<'getDashboard'>;
export type MeasurementRequest = RequestBody<'addMeasurement'>;
export type Measurement = ApiReply<'addMeasurement'>;

/** The screen's first read, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('getDashboard'));
}

/** The six stat cards, the body systems and the alerts, computed by the server. */
export const useDashboard = () => useQuery(apiQuery('getDashboard'));

/** The live demo's dashboard: sample days computed by the server, no account, no sign-in. */
export const usePreviewDashboard = () => useQuery(apiQuery('getPreviewDashboard'));

/** Records a manual measurement (weight, blood pressure, resting heart rate, blood oxygen, sleep). */
export const useAddMeasurement = () =>
  useApiMutation('addMeasurement', {
    failure: { text: 'The measurement could not be saved. Please try again.' },
    mutationFn: (body: MeasurementRequest) => callApi('addMeasurement', { body }),
  });
