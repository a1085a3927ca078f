import { DB_SCHEMA_VERSION, type ModelName } from './db';

export type StoredRecord = Record<string, unknown>;
export type StoredTables = Partial<Record<ModelName, StoredRecord[]>>;
type LegacyTables = Record<string, StoredRecord[]>;

/**
 * One step per schema version: MIGRATIONS[n] turns a version-n store into version n + 1. A step
 * is pure: it receives the stored tables and returns new ones.
 */
const MIGRATIONS: Record<number, (tables: LegacyTables) => LegacyTables> = {
  1: ({ loginThrottle = [], session: _rawTokenSessions, ...tables }) => ({
    ...tables,
    // Passwords hashed so far used 100,000 PBKDF2 iterations.
    user: (tables.user ?? []).map((user) => ({ passwordIterations: 100_000, ...user })),
    // Sessions were keyed by the raw token; they are now keyed by its hash and cannot be
    // converted without the tokens, so everyone signs in again.
    session: [],
    // The login throttle became one rate-limit table for every limited action.
    rateLimit: loginThrottle.map(({ id, failures, windowStartedAt, lockedUntil }) => ({
      id: `login:${String(id)}`,
      count: failures,
      windowStartedAt,
      lockedUntil,
    })),
  }),
};

/** The tables at the current schema version, or null when no migration path exists. */
export function migrateTables(tables: StoredTables, fromVersion: number): StoredTables | null {
  if (fromVersion > DB_SCHEMA_VERSION) return null;
  let current = tables as LegacyTables;
  for (let version = fromVersion; version < DB_SCHEMA_VERSION; version++) {
    const step = MIGRATIONS[version];
    if (!step) return null;
    current = step(current);
  }
  return current as StoredTables;
}
