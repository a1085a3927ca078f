import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type MedicationHistoryReport = ResponseBody<'getMedicationHistory', 200>;
export type MedicationHistory = MedicationHistoryReport['medications'][number];

/** Adherence over 7 and 30 days, per medicine and together, and each of the last 30 days. */
export function getHistory(): Promise<MedicationHistoryReport> {
  return apiJson<MedicationHistoryReport>('GET', '/api/medications/history');
}

export const historyQueryOptions = () =>
  queryOptions({ queryKey: ['/api/medications/history'], queryFn: getHistory });

export function useHistory() {
  return useQuery(historyQueryOptions());
}
