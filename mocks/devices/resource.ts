import { nullable, primaryKey } from '@mswjs/data';
import { PROVIDER_CATEGORIES, PROVIDER_IDS } from '@/lib/devices/catalogue';
import { id, ids, instant, oneOf, text } from '../record-rules';
import { defineResource } from '../resource';
import { seedDevices } from './seed';

/** Connected wearables and sensors, each delivering its provider's data types when it syncs. */
const devices = defineResource({
  tables: {
    connectedDevice: {
      model: {
        id: primaryKey(String),
        userId: String,
        /** A provider id (src/lib/devices/catalogue.ts). */
        provider: String,
        deviceName: String,
        deviceType: String,
        connectedAt: Number,
        /** When it last delivered, or null before its first sync. */
        lastSynced: nullable(Number),
        /** What its last sync brought, as the card says it ("36 new glucose readings"). */
        lastSyncSummary: nullable(String),
      },
      rules: {
        id,
        userId: id,
        provider: oneOf(PROVIDER_IDS),
        deviceName: text(100, 1),
        deviceType: oneOf(ids(PROVIDER_CATEGORIES)),
        connectedAt: instant,
        lastSynced: instant,
        lastSyncSummary: text(500),
      },
      label: 'Connected devices',
      example: (userId, { provider = 'fitbit', ...fields }) => ({
        id: `${userId}:device:${provider}`,
        userId,
        provider,
        deviceName: 'Fitbit Charge 6',
        deviceType: 'activity_tracker',
        connectedAt: 0,
        lastSynced: null,
        lastSyncSummary: null,
        ...fields,
      }),
    },
  },
  seed: seedDevices,
});

export default devices;

declare module '../resources' {
  interface Resources {
    devices: typeof devices;
  }
}
