import dayjs from 'dayjs';
import { seedBloodwork } from './bloodwork/seed';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { db } from './db';
import { seedAccounts } from './devices/seed';
import { DEMO_PERSONA, FREE_PERSONA, historyDays, type Persona } from './health/generate';
import { seedMedicalHistory } from './medical-history/seed';
import { seedMedications } from './medications/seed';

/**
 * The full profile is the demo; the small one serves unit tests and stories: password hashes of
 * 1,000 PBKDF2 iterations instead of 100,000, and 14 days of the demo user's history instead of 90.
 */
export type SeedProfile = 'full' | 'small';

/** The demo accounts listed in the README (shared with the app's demo shortcuts). */
export { DEMO_ACCOUNTS } from '@/lib/demo-accounts';

/** Days of history ending today: the demo user's 90, the Free user's 5 (below the 7 insights need). */
export const HISTORY_DAYS = { full: 90, small: 14, free: 5 } as const;

/** The identity the simulated Google consent screen signs in as. */
export const DEMO_GOOGLE_IDENTITY = {
  email: 'jordan.lee@gmail.example',
  firstName: 'Jordan',
  lastName: 'Lee',
  username: 'jordanlee',
} as const;

/** A fixed instant, so the seed is the same on every machine and every day. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1);

/** A seeded hash at the profile's cost: the full one at 100,000 iterations, the small at 1,000. */
function password(profile: SeedProfile, full: string, small: string) {
  return profile === 'full'
    ? { passwordHash: full, passwordIterations: 100_000 }
    : { passwordHash: small, passwordIterations: 1_000 };
}

/** Creates the seed's records. */
export function seedDatabase(profile: SeedProfile = 'full'): void {
  const steps = seedSteps(profile);
  while (!steps.next().done);
}

/**
 * The seed, a step at a time: `seedDatabase` takes every step at once, the browser's first visit
 * a few steps per task (`loadDatabaseInSlices`), so no task of it is long. A step is at most a day
 * of history; every record is dated from the one `now`, however long the steps take.
 */
export function* seedSteps(
  profile: SeedProfile = 'full',
  now = Date.now(),
): Generator<void, void, void> {
  const demoDays = profile === 'full' ? HISTORY_DAYS.full : HISTORY_DAYS.small;
  seedUsers(profile);
  yield;
  yield* seedHistory('local_demo', DEMO_PERSONA, demoDays, now);
  yield* seedHistory('local_free', FREE_PERSONA, HISTORY_DAYS.free, now);
  seedBloodwork('local_demo', now);
  seedMedicalHistory('local_demo', now);
  yield;
  seedMedications('local_demo', demoDays, dayjs(now));
  yield;
  seedAccounts({ demo: demoDays, free: HISTORY_DAYS.free }, now);
}

function seedUsers(profile: SeedProfile): void {
  db.user.create({
    id: 'local_demo',
    username: 'alexmorgan',
    email: DEMO_ACCOUNTS.demo.email,
    firstName: 'Alex',
    lastName: 'Morgan',
    role: 'user',
    profileImageUrl: null,
    emailVerified: true,
    plan: 'premium',
    authProvider: 'password',
    passwordSalt: 'seed-salt-demo-0001',
    ...password(
      profile,
      '99a71ac75e2f9d5ee33d33ea3ad3532c50f527776fa5b72e10be57d1f9056b07',
      '522a9fc79d5f94e9dd2c1ca590e25733de6d23fb3d7498001dddcbe3f5d6db35',
    ),
    createdAt: SEED_EPOCH,
  });
  db.user.create({
    id: 'local_unverified',
    username: 'samrivera',
    email: DEMO_ACCOUNTS.unverified.email,
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'user',
    profileImageUrl: null,
    emailVerified: false,
    plan: 'free',
    authProvider: 'password',
    passwordSalt: 'seed-salt-demo-0002',
    ...password(
      profile,
      '95b0cf7c7864a77f7829309259ce734bf2a9f27be32b9dcd0e7837a4de8701c0',
      '54a45377577379ae6a9dc7be4e6062419695693a79ea86afb4d5df3dffdfef4d',
    ),
    createdAt: SEED_EPOCH,
  });
  db.user.create({
    id: 'local_admin',
    username: 'admin',
    email: DEMO_ACCOUNTS.admin.email,
    firstName: 'Avery',
    lastName: 'Admin',
    role: 'admin',
    profileImageUrl: null,
    emailVerified: true,
    plan: 'premium',
    authProvider: 'password',
    passwordSalt: 'seed-salt-demo-0003',
    ...password(
      profile,
      '55a4611275cb96574d45699d2705b6e4e272c0731e31ef406c20c118eef9e8b0',
      'fa86327864e29efe596d0c46375f1f13798e4aba284886ced82afde58ae3618b',
    ),
    createdAt: SEED_EPOCH,
  });
  db.user.create({
    id: 'local_free',
    username: 'jamiepark',
    email: DEMO_ACCOUNTS.free.email,
    firstName: 'Jamie',
    lastName: 'Park',
    role: 'user',
    profileImageUrl: null,
    emailVerified: true,
    plan: 'free',
    authProvider: 'password',
    passwordSalt: 'seed-salt-demo-0004',
    ...password(
      profile,
      '22d94bdbb597c979606d8a6b14680244f2f2f2b2f98e74cd23b147d2a0de39fd',
      '4e190f41639e2155d2aa9b66bc700e3c78a86f51c70fd542f1252ded93ea6f3c',
    ),
    createdAt: SEED_EPOCH,
  });
}

/** The persona's generated days, ending now, as the user's health series and meals; a step a day. */
function* seedHistory(
  userId: string,
  persona: Persona,
  days: number,
  now: number,
): Generator<void, void, void> {
  for (const day of historyDays(persona, days, dayjs(now))) {
    for (const { series, source, values } of day.series) {
      db.healthSeries.create({
        id: `${userId}:${series}:${day.date}:${source}`,
        userId,
        series,
        date: day.date,
        source,
        values,
        updatedAt: now,
      });
    }
    day.meals.forEach((meal, index) =>
      db.meal.create({
        id: `${userId}:meal:${day.date}:${index}`,
        userId,
        date: day.date,
        photo: null,
        createdAt: now,
        ...meal,
      }),
    );
    yield;
  }
}
