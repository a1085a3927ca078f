import dayjs from 'dayjs';
import { providerById, type ProviderId } from '@/lib/devices/catalogue';
import type { Db } from '../db';
import { DEMO_PERSONA, FREE_PERSONA, type Persona } from '../health/generate';
import type { SeedContext } from '../resource';

/** The providers a persona's seeded data came from (its `sources`, without manual entries). */
function providersOf(persona: Persona): ProviderId[] {
  return [...new Set(Object.values(persona.sources))].filter(
    (source): source is ProviderId => source !== 'manual',
  );
}

/**
 * The devices whose data the seed generated, connected when that history began and synced now,
 * so the list matches the sources of the user's data and the next sync picks up from here.
 */
function seedDevicesOf(db: Db, userId: string, persona: Persona, days: number, now: number): void {
  const start = dayjs(now).subtract(days, 'day').startOf('day');
  providersOf(persona).forEach((id, index) => {
    const provider = providerById(id)!;
    db.connectedDevice.create({
      id: `${userId}:device:${id}`,
      userId,
      provider: id,
      deviceName: provider.deviceName,
      deviceType: provider.deviceType,
      // A few minutes apart, in the persona's order.
      connectedAt: start.add(index * 5, 'minute').valueOf(),
      lastSynced: now,
      lastSyncSummary: null,
    });
  });
}

/** The demo user's devices and the Free user's tracker. */
export function seedDevices({ db, days, now }: SeedContext): void {
  seedDevicesOf(db, 'local_demo', DEMO_PERSONA, days.demo, now);
  seedDevicesOf(db, 'local_free', FREE_PERSONA, days.free, now);
}
