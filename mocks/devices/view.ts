import type { Schema } from '@/lib/api/contract';
import { providerById } from '@/lib/devices/catalogue';
import { seriesDeliveredBy, type DeviceRecord } from './sync';

export type ConnectedDevice = Schema<'ConnectedDevice'>;

/**
 * A device as the API shows it. It is Active while it delivers something: a device whose every
 * measurement another connected device takes (two sleep trackers) waits, Inactive, until that one
 * is disconnected.
 */
export function toConnectedDevice(device: DeviceRecord): ConnectedDevice {
  const delivers = seriesDeliveredBy(device);
  return {
    id: device.id,
    provider: device.provider as ConnectedDevice['provider'],
    providerName: providerById(device.provider)?.name ?? device.provider,
    deviceName: device.deviceName,
    deviceType: device.deviceType as ConnectedDevice['deviceType'],
    isActive: delivers.length > 0,
    delivers,
    connectedAt: new Date(device.connectedAt).toISOString(),
    lastSynced: device.lastSynced === null ? null : new Date(device.lastSynced).toISOString(),
    lastSyncSummary: device.lastSyncSummary,
  };
}
