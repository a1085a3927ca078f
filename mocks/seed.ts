import { db } from './db';
import type { SeedContext } from './resource';
import { RESOURCES } from './resources';

/**
 * The full profile is the demo; the small one serves unit tests and stories: password hashes of
 * 1,000 PBKDF2 iterations instead of 100,000, and 14 days of the demo user's history instead of 90.
 */
export type SeedProfile = SeedContext['profile'];

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

/** Creates the seed's records. */
export function seedDatabase(profile: SeedProfile = 'full'): void {
  const steps = seedSteps(profile);
  while (!steps.next().done);
}

/**
 * The seed, a step at a time: `seedDatabase` takes every step at once, the browser's first visit
 * a few steps per task (`loadDatabaseInSlices`), so no task of it is long. Each resource's seed
 * (its declaration's `seed`) runs in turn, the one that declares the users first; a step is at
 * most a day of history, and every record is dated from the one `now`, however long they take.
 */
export function* seedSteps(
  profile: SeedProfile = 'full',
  now = Date.now(),
): Generator<void, void, void> {
  const context: SeedContext = {
    db,
    now,
    profile,
    days: {
      demo: profile === 'full' ? HISTORY_DAYS.full : HISTORY_DAYS.small,
      free: HISTORY_DAYS.free,
    },
  };
  const usersFirst = [...RESOURCES].sort(
    (a, b) => Number(!!b.tables && 'user' in b.tables) - Number(!!a.tables && 'user' in a.tables),
  );
  for (const { seed } of usersFirst) {
    if (!seed) continue;
    const steps = seed(context);
    if (steps) yield* steps;
    yield;
  }
}
