import { drop } from '@mswjs/data';
import { DB_SCHEMA_VERSION, MODEL_NAMES, db, type ModelName } from './db';
import type { DatabaseOrigin } from '@/lib/database-origin';
import { seedDatabase } from './seed';

/** The one localStorage key of the mocked database; nothing else is touched by a reset. */
export const DB_STORAGE_KEY = 'vitalis:mock-db';

interface Snapshot {
  schemaVersion: number;
  tables: Record<ModelName, Record<string, unknown>[]>;
}


let applying = false;
let saveQueued = false;

function snapshot(): Snapshot {
  const tables = {} as Snapshot['tables'];
  for (const name of MODEL_NAMES) {
    tables[name] = db[name].getAll().map((record) => ({ ...record }));
  }
  return { schemaVersion: DB_SCHEMA_VERSION, tables };
}

export function saveDatabase(): void {
  try {
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(snapshot()));
  } catch (error) {
    // A full or blocked storage must not break the request that wrote; the data stays in memory.
    console.error('The demo data could not be saved in this browser:', error);
  }
}

/** Replaces every record without writing to storage on each one. */
function replaceAll(fill: () => void): void {
  applying = true;
  try {
    drop(db);
    fill();
  } finally {
    applying = false;
  }
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { schemaVersion, tables } = value as Partial<Snapshot>;
  return (
    typeof schemaVersion === 'number' &&
    typeof tables === 'object' &&
    tables !== null &&
    MODEL_NAMES.every((name) => Array.isArray(tables[name]))
  );
}

function readSnapshot(raw: string): Snapshot | 'corrupt' | 'outdated' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'corrupt';
  }
  const version = (parsed as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version === 'number' && version !== DB_SCHEMA_VERSION) return 'outdated';
  return isSnapshot(parsed) ? parsed : 'corrupt';
}

function restore(saved: Snapshot): void {
  replaceAll(() => {
    for (const name of MODEL_NAMES) {
      const model = db[name] as unknown as { create: (record: Record<string, unknown>) => void };
      saved.tables[name].forEach((record) => model.create(record));
    }
  });
}

/** Loads the saved database, or seeds it; a store that cannot be used is replaced by the seed. */
export function loadDatabase(): DatabaseOrigin {
  const raw = localStorage.getItem(DB_STORAGE_KEY);
  if (raw !== null) {
    const saved = readSnapshot(raw);
    if (typeof saved === 'object') {
      try {
        restore(saved);
        return 'restored';
      } catch {
        // A record that does not fit its model counts as a corrupt store.
        resetDatabase();
        return 'reseeded-corrupt';
      }
    }
    resetDatabase();
    return saved === 'corrupt' ? 'reseeded-corrupt' : 'reseeded-outdated';
  }
  resetDatabase();
  return 'seeded';
}

/** Restores the seed and saves it. */
export function resetDatabase(): void {
  replaceAll(seedDatabase);
  saveDatabase();
}

/**
 * The factory keeps its Database under a symbol that the package's entry point does not export;
 * a deep import could load a second copy of the module (and so another symbol) once bundled.
 */
function databaseEvents() {
  const instance = Object.getOwnPropertySymbols(db)
    .map((key) => (db as unknown as Record<symbol, unknown>)[key])
    .find((value): value is { events: DatabaseEvents } => !!value && 'events' in (value as object));
  if (!instance) throw new Error('@mswjs/data: database instance not found');
  return instance.events;
}

interface DatabaseEvents {
  on(event: 'create' | 'update' | 'delete', listener: () => void): void;
  removeListener(event: 'create' | 'update' | 'delete', listener: () => void): void;
}

/**
 * Saves after every write. Open tabs share one database: @mswjs/data's own sync extension
 * replays every write of one tab in the others over a BroadcastChannel (without calling these
 * listeners there), so each tab's snapshot includes the other tabs' records.
 *
 * A `create` event fires before the record is stored, so the save waits for a microtask, which
 * also folds the writes of one request into one save.
 */
export function persistDatabase(): () => void {
  const events = databaseEvents();
  const schedule = () => {
    if (applying || saveQueued) return;
    saveQueued = true;
    queueMicrotask(() => {
      saveQueued = false;
      saveDatabase();
    });
  };
  events.on('create', schedule);
  events.on('update', schedule);
  events.on('delete', schedule);
  return () => {
    events.removeListener('create', schedule);
    events.removeListener('update', schedule);
    events.removeListener('delete', schedule);
  };
}
