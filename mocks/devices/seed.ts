import dayjs from 'dayjs';
import { providerById, type ProviderId } from '@/lib/devices/catalogue';
import { db } from '../db';
import { DEMO_PERSONA, FREE_PERSONA, type Persona } from '../health/generate';

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
function seedDevices(userId: string, persona: Persona, days: number, now: number): void {
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

/** The demo user's devices and profile, and the Free user's tracker. */
export function seedAccounts(days: { demo: number; free: number }, now = Date.now()): void {
  seedDevices('local_demo', DEMO_PERSONA, days.demo, now);
  seedDevices('local_free', FREE_PERSONA, days.free, now);
  db.profileSettings.create({
    id: 'local_demo',
    userId: 'local_demo',
    phone: '+1 415 555 0142',
    bio: 'Runner in training, tracking sleep and glucose to find what keeps my energy steady.',
    dateOfBirth: '1988-06-14',
    gender: 'non-binary',
    bloodType: 'o-positive',
    heightCm: 176,
    weightKg: DEMO_PERSONA.weight,
    activityLevel: 'moderately-active',
    healthGoals: 'improve-sleep,increase-activity,stabilize-glucose',
    updatedAt: now,
  });
}
