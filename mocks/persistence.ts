import type { DatabaseOrigin } from '@/lib/database-origin';
import { DB_SCHEMA_VERSION, MODEL_NAMES, database, db, type ModelName } from './db';
import { migrateTables, type StoredTables } from './migrations';
import { seedDatabase, type SeedProfile } from './seed';

/**
 * The mocked database in localStorage: `vitalis:mock-db` holds the schema version, and each table
 * is saved under `vitalis:mock-db:{table}`, so a write re-saves only the tables it changed. A
 * reset touches only keys with this prefix.
 */
export const DB_STORAGE_KEY = 'vitalis:mock-db';
const TABLE_KEY_PREFIX = `${DB_STORAGE_KEY}:`;
const tableKey = (name: ModelName) => `${TABLE_KEY_PREFIX}${name}`;

/** Thrown when the browser will not store a write; the wrapper answers 507 with this message. */
export class StorageFullError extends Error {
  constructor() {
    super(
      "This browser's storage for the demo is full, so this change was not saved. Use Reset demo data, or free some space for this site in the browser's settings, then try again.",
    );
    this.name = 'StorageFullError';
  }
}

type Table = Map<string, unknown>;

let persisting = false;
/** Set while records are loaded from storage: such writes are neither counted nor saved. */
let applying = false;
let transactionDepth = 0;
let flushQueued = false;
let writeCount = 0;
const dirty = new Set<ModelName>();
/** Each table as this tab last wrote or read it, to notice another tab's newer save. */
const lastSeen = new Map<ModelName, string | null>();
/** Set when the schema version could not be written yet; the next successful save writes it. */
let metaStale = false;

/** Thrown when a write names a user who no longer exists; the wrapper answers 401. */
export class UserGoneError extends Error {
  constructor() {
    super('Not authenticated');
    this.name = 'UserGoneError';
  }
}

/** The users that records created or updated in the running transaction belong to. */
const ownersWritten = new Set<string>();

function onWrite(_databaseId: unknown, modelName: unknown): void {
  if (applying) return;
  writeCount++;
  dirty.add(modelName as ModelName);
  if (transactionDepth === 0 && persisting) scheduleFlush();
}

function noteOwner(record: unknown): void {
  const owner = (record as { userId?: unknown } | undefined)?.userId;
  if (transactionDepth > 0 && !applying && typeof owner === 'string') ownersWritten.add(owner);
}

database.events.on('create', (id, name, record) => {
  onWrite(id, name);
  noteOwner(record);
});
database.events.on('update', (id, name, _previous, next) => {
  onWrite(id, name);
  noteOwner(next);
});
database.events.on('delete', onWrite);

/**
 * A request computes before it writes, so its user may have deleted the account meanwhile: a
 * write that would leave a record of a user who is gone is refused whole, whichever handler made it.
 */
function assertOwnersExist(): void {
  const users = database.models.user;
  for (const owner of ownersWritten) if (!users.has(owner)) throw new UserGoneError();
}

/** How many records have been written since start: tests use it to prove a request wrote nothing. */
export function databaseWrites(): number {
  return writeCount;
}

function tableRecords(name: ModelName): unknown[] {
  return db[name].getAll();
}

/**
 * Saves the given tables. If any of them cannot be stored, the ones already written are put back
 * as they were, so storage never holds half of a change.
 */
function writeTables(names: Iterable<ModelName>): void {
  const previous = new Map<string, string | null>();
  try {
    for (const name of names) {
      const key = tableKey(name);
      const json = JSON.stringify(tableRecords(name));
      previous.set(key, localStorage.getItem(key));
      localStorage.setItem(key, json);
      lastSeen.set(name, json);
    }
  } catch (error) {
    for (const [key, value] of previous) {
      localStorage.removeItem(key);
      lastSeen.set(key.slice(TABLE_KEY_PREFIX.length) as ModelName, value);
      try {
        // The old value fitted before, and fits again once the new one is gone.
        if (value !== null) localStorage.setItem(key, value);
      } catch {
        // Nothing more can be done for this table; the next successful save writes it whole.
      }
    }
    console.error('The demo data could not be saved in this browser:', error);
    throw new StorageFullError();
  }
}

function flush(): void {
  if (!persisting || dirty.size === 0) return;
  const names = [...dirty];
  dirty.clear();
  const started = performance.now();
  try {
    writeTables(names);
    // Measured by `npm run bench`.
    performance.measure('vitalis:save', { start: started, detail: names });
  } catch (error) {
    names.forEach((name) => dirty.add(name));
    throw error;
  }
  if (metaStale) {
    writeMeta();
    removeStaleTableKeys();
    metaStale = false;
  }
}

/** Writes made outside a transaction (seeding a story, a test's setup) are saved together. */
function scheduleFlush(): void {
  if (flushQueued) return;
  flushQueued = true;
  // A `create` event fires before the record is stored, so the save waits for a microtask.
  queueMicrotask(() => {
    flushQueued = false;
    try {
      flush();
    } catch {
      // Already logged; the tables stay dirty and are saved with the next write.
    }
  });
}

function copyTables(): Record<ModelName, Table> {
  const copy = {} as Record<ModelName, Table>;
  for (const name of MODEL_NAMES) copy[name] = new Map(database.models[name]);
  return copy;
}

/** Takes the tables another tab saved since this tab last wrote or read them. */
function catchUpWithOtherTabs(): void {
  if (!persisting) return;
  for (const name of MODEL_NAMES) {
    const stored = localStorage.getItem(tableKey(name));
    if (stored === lastSeen.get(name) || stored === null) continue;
    const records = parse(stored);
    if (Array.isArray(records)) applyTable(name, records, stored);
  }
}

/**
 * Runs the writes of one request as one unit: they are saved together before the reply, and if
 * anything throws (the handler, or storage that is full) every table is put back as it was, so
 * nothing is half-written and nothing unsaved is acknowledged. Compute first (hashes, awaits),
 * then call this with synchronous code only: checks that must hold when the write happens (is the
 * e-mail still free, is the link still unused) belong inside, where no other request can come
 * between them and the write. Tables another tab saved meanwhile are taken first. A write that
 * would leave a record of a deleted user is refused whole (UserGoneError, answered 401).
 */
export function transaction<T>(write: () => T): T {
  if (transactionDepth > 0) throw new Error('Transactions do not nest');
  if (write.constructor.name === 'AsyncFunction') {
    throw new Error('A transaction must be synchronous');
  }
  try {
    flush();
  } catch {
    // Earlier unsaved writes stay dirty and are saved with this transaction, or fail with it.
  }
  catchUpWithOtherTabs();
  const before = copyTables();
  const dirtyBefore = new Set(dirty);
  transactionDepth++;
  ownersWritten.clear();
  try {
    const result = write();
    if (result instanceof Promise) throw new Error('A transaction must be synchronous');
    assertOwnersExist();
    flush();
    return result;
  } catch (error) {
    for (const name of MODEL_NAMES) database.models[name] = before[name];
    dirty.clear();
    dirtyBefore.forEach((name) => dirty.add(name));
    throw error;
  } finally {
    transactionDepth--;
  }
}

/**
 * Replaces one table with stored records, without counting or saving those writes. A record that
 * does not fit its model throws, and the table is left as it was.
 */
function applyTable(name: ModelName, records: unknown[], json: string | null = null): void {
  const previous = database.models[name];
  database.models[name] = new Map();
  applying = true;
  try {
    const model = db[name] as unknown as { create: (record: unknown) => void };
    records.forEach((record) => model.create(record));
    lastSeen.set(name, json);
  } catch (error) {
    database.models[name] = previous;
    throw error;
  } finally {
    applying = false;
  }
}

function writeMeta(): void {
  localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ schemaVersion: DB_SCHEMA_VERSION }));
}

/** Table keys of models that no longer exist are removed, so storage does not keep dead data. */
function removeStaleTableKeys(): void {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (!key?.startsWith(TABLE_KEY_PREFIX)) continue;
    if (!MODEL_NAMES.includes(key.slice(TABLE_KEY_PREFIX.length) as ModelName)) {
      localStorage.removeItem(key);
    }
  }
}

function saveEverything(): void {
  MODEL_NAMES.forEach((name) => dirty.add(name));
  metaStale = true;
  flush();
}

type ReadResult =
  { state: 'ok'; tables: StoredTables; migrated: boolean } | { state: 'corrupt' | 'outdated' };

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads the saved tables. A table missing from the store starts empty (a new model must not wipe
 * what is there); an older schema is migrated; a newer or unknown one counts as outdated.
 */
function readStore(rawMeta: string): ReadResult {
  const meta = parse(rawMeta) as { schemaVersion?: unknown; tables?: unknown } | undefined;
  if (typeof meta !== 'object' || meta === null || typeof meta.schemaVersion !== 'number') {
    return { state: 'corrupt' };
  }
  const stored: Record<string, unknown> = {};
  // Version 1 kept every table inside the one key.
  if (meta.schemaVersion === 1) {
    if (typeof meta.tables !== 'object' || meta.tables === null) return { state: 'corrupt' };
    Object.assign(stored, meta.tables);
  } else {
    // Every saved table, models since renamed or removed included, so a migration can reach them.
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(TABLE_KEY_PREFIX)) continue;
      const table = parse(localStorage.getItem(key)!);
      if (table === undefined) return { state: 'corrupt' };
      stored[key.slice(TABLE_KEY_PREFIX.length)] = table;
    }
  }
  if (Object.values(stored).some((table) => !Array.isArray(table))) return { state: 'corrupt' };
  const migrated = migrateTables(stored as StoredTables, meta.schemaVersion);
  if (!migrated) return { state: 'outdated' };
  return {
    state: 'ok',
    tables: migrated,
    migrated: meta.schemaVersion !== DB_SCHEMA_VERSION,
  };
}

/** Loads the saved database, or seeds it; a store that cannot be used is replaced by the seed. */
export function loadDatabase(): DatabaseOrigin {
  const rawMeta = localStorage.getItem(DB_STORAGE_KEY);
  if (rawMeta === null) return reseed('seeded');
  const read = readStore(rawMeta);
  if (read.state !== 'ok') {
    return reseed(read.state === 'corrupt' ? 'reseeded-corrupt' : 'reseeded-outdated');
  }
  try {
    for (const name of MODEL_NAMES) {
      applyTable(
        name,
        read.tables[name] ?? [],
        read.migrated ? null : localStorage.getItem(tableKey(name)),
      );
    }
  } catch {
    // A record that does not fit its model counts as a corrupt store.
    return reseed('reseeded-corrupt');
  }
  if (read.migrated) {
    // Until every table and the new version are saved, the old store stays what a reload reads.
    saveQuietly(saveEverything);
  }
  return 'restored';
}

function saveQuietly(save: () => void): void {
  try {
    if (persisting) save();
  } catch {
    // Already logged; the data stays usable in memory and the next write reports a full storage.
  }
}

function reseed(origin: DatabaseOrigin): DatabaseOrigin {
  try {
    resetDatabase();
  } catch {
    // The seed is in memory; a full storage is reported with the first write that needs it.
  }
  return origin;
}

let seedProfile: SeedProfile = 'full';

/**
 * Restores the seed (of the given profile, or the one last used) and saves it; throws
 * StorageFullError, changing nothing, if it cannot be saved.
 */
export function resetDatabase(profile: SeedProfile = seedProfile): void {
  seedProfile = profile;
  metaStale = persisting;
  transaction(() => {
    for (const name of MODEL_NAMES) database.models[name].clear();
    MODEL_NAMES.forEach((name) => dirty.add(name));
    seedDatabase(profile);
  });
}

/**
 * Another tab saved a table: take it as storage holds it now (the event's value may already be
 * stale), unless that tab runs another schema version, whose data this tab must not read.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.storageArea !== localStorage || !event.key?.startsWith(TABLE_KEY_PREFIX)) return;
  const name = event.key.slice(TABLE_KEY_PREFIX.length) as ModelName;
  if (!MODEL_NAMES.includes(name)) return;
  const meta = parse(localStorage.getItem(DB_STORAGE_KEY) ?? '') as { schemaVersion?: unknown };
  if (meta?.schemaVersion !== DB_SCHEMA_VERSION) return;
  const stored = localStorage.getItem(event.key);
  const records = stored === null ? undefined : parse(stored);
  if (!Array.isArray(records)) return;
  try {
    applyTable(name, records, stored);
  } catch (error) {
    console.error(`Another tab saved a ${name} table this tab cannot read:`, error);
  }
}

/**
 * Saves every write from now on and follows the other open tabs' saves; call it before
 * `loadDatabase`. Used by the browser entry point and the persistence tests; other tests and
 * stories run on memory alone.
 */
export function persistDatabase(): () => void {
  persisting = true;
  globalThis.addEventListener?.('storage', followOtherTabs);
  return () => {
    persisting = false;
    globalThis.removeEventListener?.('storage', followOtherTabs);
  };
}
