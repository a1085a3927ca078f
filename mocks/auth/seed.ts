import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import type { SeedContext } from '../resource';

/** A fixed instant, so the seed is the same on every machine and every day. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1);

/** A seeded hash at the profile's cost: the full one at 100,000 iterations, the small at 1,000. */
function password(profile: SeedContext['profile'], full: string, small: string) {
  return profile === 'full'
    ? { passwordHash: full, passwordIterations: 100_000 }
    : { passwordHash: small, passwordIterations: 1_000 };
}

/** The demo accounts (README), each with its password hashed at the profile's cost. */
export function seedUsers({ db, profile }: SeedContext): void {
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
