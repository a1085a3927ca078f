import { useConnectedDevices, type ConnectedDevice } from '@/lib/devices/api';
import { providerById } from '@/lib/devices/catalogue';
import type { GlucoseDay } from './get-glucose-day';

/**
 * The user's glucose monitor, from their connected devices (a provider whose dataTypes include
 * glucose, SPEC.md 3): connected (synced through the device sync), disconnected (its readings
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
