import dayjs from 'dayjs';
import type { ConnectedDevice } from '@/lib/devices/api';
import { SERIES_LABEL } from '@/lib/devices/catalogue';

/** The list format with the time: "March 10, 2026 at 1:05 PM"; 'Never synced' when empty. */
export function lastSyncedText(device: Pick<ConnectedDevice, 'lastSynced'>): string {
  if (!device.lastSynced) return 'Never synced';
  return `Last synced ${dayjs(device.lastSynced).format('MMMM D, YYYY [at] h:mm A')}`;
}

export function deliversText(device: ConnectedDevice): string {
  if (!device.delivers.length) {
    return 'Waiting: your other devices already measure everything this one does.';
  }
  return `Delivers ${device.delivers.map((series) => SERIES_LABEL[series]).join(', ')}`;
}
