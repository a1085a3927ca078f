import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Schema } from '@/lib/api/contract';
import { apiQuery } from '@/lib/api/queries';
import { useConnectedDevices, type ConnectedDevice } from '@/lib/devices/api';
import { providerById } from '@/lib/devices/catalogue';
import { readUrlState } from '@/lib/url-state';
import { VIEW, type RangeDays } from './view-params';

/** The Glucose screen's reads. */
export type GlucoseDay = Schema<'GlucoseDay'>;
export type GlucoseRange = Schema<'GlucoseRange'>;
export type Insight = Schema<'Insight'>;
export type GlucoseInsights = Schema<'GlucoseInsights'>;
export type MealImpact = Schema<'MealImpact'>;

/** The selected date is part of the key: picking another day reads it afresh. */
const glucoseDayQuery = (date: string) => apiQuery('getGlucoseDay', { query: { date } });

/** The screen's first reads for the day in the address, started by its route with its code. */
export function prefetch(queryClient: QueryClient, search: URLSearchParams) {
  void queryClient.prefetchQuery(glucoseDayQuery(readUrlState(VIEW, search).date));
}

export const useGlucoseDay = (date: string) => useQuery(glucoseDayQuery(date));
export const useGlucoseRange = (days: RangeDays) =>
  useQuery(apiQuery('getGlucoseRange', { query: { days: `${days}` } }));
/** The Daily View's Dietary Insights; 403 says why they are locked. */
export const useDietaryInsights = () => useQuery(apiQuery('getDietaryInsights'));
/** The Insights tab's cards and recommendations; 403 says why they are locked. */
export const useGlucoseInsights = () => useQuery(apiQuery('getGlucoseInsights'));
export const useMealImpact = (days: RangeDays) =>
  useQuery(apiQuery('getMealImpact', { query: { days: `${days}` } }));

/**
 * The user's glucose monitor, from their connected devices (a provider whose dataTypes include
 * glucose): connected (synced through the device sync), disconnected (its readings
 * stay, nothing new arrives), none, or not known yet.
 */
export type CgmStatus =
  | { state: 'loading' }
  | { state: 'unavailable'; retry: () => void }
  | { state: 'connected'; device: ConnectedDevice; name: string }
  | { state: 'disconnected'; name: string }
  | { state: 'none' };

const isCgm = (device: ConnectedDevice) =>
  providerById(device.provider)?.dataTypes.includes('glucose') ?? false;

/** `day` tells whether readings of a monitor no longer connected are stored. */
export function useCgm(day: GlucoseDay | undefined): CgmStatus {
  const devices = useConnectedDevices();
  if (devices.isError) return { state: 'unavailable', retry: () => void devices.refetch() };
  if (devices.isPending || !day) return { state: 'loading' };
  const cgms = devices.data.filter(isCgm);
  // With two monitors linked, the one delivering glucose is the one to sync.
  const device = cgms.find((cgm) => cgm.delivers.includes('glucose')) ?? cgms[0];
  if (device) return { state: 'connected', device, name: device.providerName };
  if (day.hasCgm && day.source) {
    return { state: 'disconnected', name: providerById(day.source)?.name ?? day.source };
  }
  return { state: 'none' };
}
