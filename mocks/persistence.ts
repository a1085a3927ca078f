import { reportSuperseded, type DatabaseOrigin } from '@/lib/database-origin';
import {
  DEMO_DATA_FORMAT,
  NOT_DEMO_DATA,
  checkDemoFile,
  readDemoFile,
  type DemoFileCheck,
} from '@/lib/demo-data-file';
import { DB_SCHEMA_VERSION, MODEL_NAMES, database, db, type ModelName } from './db';
import { checkDemoTables, withoutOrphans } from './demo-file';
import { migrateTables, type StoredRecord, type StoredTables } from './migrations';
import { seedDatabase, seedSteps, type SeedProfile } from './seed';
import { recordsFittingModel } from './stored-records';
import { SLICE_MS, takeSlice } from './slices';

/**
 * The mocked database in localStorage: `vitalis:mock-db` holds the schema version, and each table
 * is saved under `vitalis:mock-db:{table}`, so a write re-saves only the tables it changed. A
 * reset touches only keys with this prefix.
 */
export const DB_STORAGE_KEY = 'vitalis:mock-db';
export const TABLE_KEY_PREFIX = `${DB_STORAGE_KEY}:`;
const tableKey = (name: string) => `${TABLE_KEY_PREFIX}${name}`;
/** What a recovery replaced is kept under `vitalis:mock-db-backup:{ISO time}`. */
export const BACKUP_KEY_PREFIX = `${DB_STORAGE_KEY}-backup:`;
/** Each backup holds at most what the store held; a few are kept, the oldest dropped first. */
const MAX_BACKUPS = 3;

/** Thrown when a write is not stored; the wrapper answers 507 with its message. */
export class NotStoredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotStoredError';
  }
}

/** The 507 messages, worded for where the store lives: the browser's storage, or a file on disk. */
const WORDINGS = {
  browser: {
    storageFull:
      "This browser's storage for the demo is full, so this change was not saved. Use Reset demo data, or free some space for this site in the browser's settings, then try again.",
    superseded: 'This demo was updated in another tab; reload to continue.',
  },
  server: {
    storageFull:
      'The mocked API could not write its database file (the disk may be full), so this change was not saved. Free some disk space, or restart it with --reset, then try again.',
    superseded:
      'This database was saved by a newer version of the mocked API, so this change was not saved. Restart it with --reset, or run the newer version.',
  },
};
let wording = WORDINGS.browser;

/**
 * Words the 507 replies for where the store lives: 'browser' (the default), or 'server' for the
 * mocked API in Node (mocks/server), whose store is a file.
 */
export function setStorageWording(place: keyof typeof WORDINGS): void {
  wording = WORDINGS[place];
}

type Table = Map<string, unknown>;

/** A record as a store that keeps records one by one takes it: the record, and its JSON. */
export interface SavedRecord {
  record: StoredRecord;
  json: string;
}

/** One save, by table key: tables saved whole, and records saved one by one (null: deleted). */
export interface RecordChanges {
  tables: Map<string, SavedRecord[]>;
  records: Map<string, Map<string, SavedRecord | null>>;
}

/**
 * A store that saves the records a write changed, not whole tables: the mocked API in Node keeps
 * its database so (mocks/server/file-storage.ts), and it is `localStorage` for everything else
 * (the schema version, the keys a load reads). `saveRecords` has the changes on disk when it
 * returns, or throws NotStoredError and keeps nothing of them.
 */
export interface RecordStore {
  saveRecords(changes: RecordChanges): void;
}

let recordStore: RecordStore | null = null;

let persisting = false;
/** Set while records are loaded from storage: such writes are neither counted nor saved. */
let applying = false;
let transactionDepth = 0;
let flushQueued = false;
let writeCount = 0;
const dirty = new Set<ModelName>();
/**
 * For a record store: the ids each dirty table's writes touched. A dirty table without an entry
 * (emptied, reset, migrated, taken from another tab) is saved whole.
 */
const touched = new Map<ModelName, Set<string>>();
/** Each table as this tab last wrote or read it, to notice another tab's newer save. */
const lastSeen = new Map<ModelName, string | null>();
/** Set when the schema version could not be written yet; the next successful save writes it. */
let metaStale = false;
/** Set once a newer schema version has saved the store: this tab never writes to it again. */
let superseded = false;

/** Thrown when a write names a user who no longer exists; the wrapper answers 401. */
export class UserGoneError extends Error {
  constructor() {
    super('Not authenticated');
    this.name = 'UserGoneError';
  }
}

/** The users that records created or updated in the running transaction belong to. */
const ownersWritten = new Set<string>();

function onWrite(modelName: unknown, id: string): void {
  if (applying) return;
  writeCount++;
  const name = modelName as ModelName;
  if (!dirty.has(name)) touched.set(name, new Set());
  touched.get(name)?.add(id);
  dirty.add(name);
  if (transactionDepth === 0 && persisting) scheduleFlush();
}

/** Marks a table to be saved whole. */
function markWhole(name: ModelName): void {
  dirty.add(name);
  touched.delete(name);
}

function noteOwner(record: unknown): void {
  const owner = (record as { userId?: unknown } | undefined)?.userId;
  if (transactionDepth > 0 && !applying && typeof owner === 'string') ownersWritten.add(owner);
}

const idOf = (record: unknown) => (record as StoredRecord).id as string;

database.events.on('create', (_databaseId, name, record) => {
  onWrite(name, idOf(record));
  noteOwner(record);
});
database.events.on('update', (_databaseId, name, _previous, next) => {
  onWrite(name, idOf(next));
  noteOwner(next);
});
database.events.on('delete', (_databaseId, name, id) => onWrite(name, id as string));

/**
 * A request computes before it writes, so its user may have deleted the account meanwhile: a
 * write that would leave a record of a user who is gone is refused whole, whichever handler made it.
 */
function assertOwnersExist(): void {
  const users = database.models.user;
  for (const owner of ownersWritten) if (!users.has(owner)) throw new UserGoneError();
}

/**
 * How many records have been written since start (created, updated, deleted, or emptied with their
 * table): tests use it to prove a request wrote nothing, so every change to the tables counts.
 */
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
    throw new NotStoredError(wording.storageFull);
  }
}

function storedVersion(): unknown {
  const meta = parse(localStorage.getItem(DB_STORAGE_KEY) ?? '') as { schemaVersion?: unknown };
  return meta?.schemaVersion;
}

/**
 * True once a newer version of the demo (another tab, a new build) has saved the store: its
 * tables would lose their new fields if this tab wrote them back. The app is told once.
 */
function supersededByNewerVersion(): boolean {
  if (superseded) return true;
  const version = storedVersion();
  superseded = typeof version === 'number' && version > DB_SCHEMA_VERSION;
  if (superseded) reportSuperseded();
  return superseded;
}

const saved = (record: unknown): SavedRecord => ({
  record: record as StoredRecord,
  json: JSON.stringify(record),
});

/** The dirty tables' changes as a record store takes them: what each write touched, no more. */
function recordChanges(names: ModelName[]): RecordChanges {
  const changes: RecordChanges = { tables: new Map(), records: new Map() };
  for (const name of names) {
    const ids = touched.get(name);
    const table = database.models[name];
    if (!ids) {
      changes.tables.set(tableKey(name), [...table.values()].map(saved));
      continue;
    }
    const records = new Map<string, SavedRecord | null>();
    for (const id of ids) records.set(id, table.has(id) ? saved(table.get(id)) : null);
    changes.records.set(tableKey(name), records);
  }
  return changes;
}

function flush(): void {
  if (!persisting || dirty.size === 0) return;
  if (supersededByNewerVersion()) throw new NotStoredError(wording.superseded);
  const names = [...dirty];
  const started = performance.now();
  if (recordStore) recordStore.saveRecords(recordChanges(names));
  else writeTables(names);
  dirty.clear();
  touched.clear();
  // Measured by `npm run bench`.
  performance.measure('vitalis:save', { start: started, detail: names });
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

/**
 * Takes the tables another tab saved since this tab last wrote or read them. One that does not fit
 * its model is kept under a backup key, and this tab's copy is saved over it.
 */
function catchUpWithOtherTabs(): void {
  for (const name of MODEL_NAMES) {
    const stored = localStorage.getItem(tableKey(name));
    if (stored === lastSeen.get(name) || stored === null) continue;
    const records = recordsFittingModel(name, parse(stored));
    if (records) {
      applyTable(name, records, stored);
    } else {
      keepBackup({ [tableKey(name)]: stored });
      lastSeen.set(name, stored);
      markWhole(name);
    }
  }
}

/**
 * Runs the writes of one request as one unit: they are saved together before the reply, and if
 * anything throws (the handler, or storage that is full) every table is put back as it was, so
 * nothing is half-written and nothing unsaved is acknowledged. Compute first (hashes, awaits),
 * then call this with synchronous code only: checks that must hold when the write happens (is the
 * e-mail still free, is the link still unused) belong inside, where no other request can come
 * between them and the write. Tables another tab saved meanwhile are taken first. A write that
 * would leave a record of a deleted user is refused whole (UserGoneError, answered 401). Once a
 * newer version of the demo has saved the store, every transaction fails and changes nothing.
 */
export function transaction<T>(write: () => T): T {
  return atomically(write, true);
}

function atomically<T>(write: () => T, catchUp: boolean): T {
  if (transactionDepth > 0) throw new Error('Transactions do not nest');
  if (write.constructor.name === 'AsyncFunction') {
    throw new Error('A transaction must be synchronous');
  }
  if (persisting && supersededByNewerVersion()) throw new NotStoredError(wording.superseded);
  try {
    flush();
  } catch {
    // Earlier unsaved writes stay dirty and are saved with this transaction, or fail with it.
  }
  // A record store belongs to one process (mocks/server/lock.ts): no other tab writes it.
  if (persisting && catchUp && !recordStore) catchUpWithOtherTabs();
  const before = copyTables();
  const dirtyBefore = new Set(dirty);
  const touchedBefore = new Map([...touched].map(([name, ids]) => [name, new Set(ids)]));
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
    touched.clear();
    touchedBefore.forEach((ids, name) => touched.set(name, ids));
    throw error;
  } finally {
    transactionDepth--;
  }
}

/**
 * Replaces one table with stored records that fit its model (`recordsFittingModel`), without
 * counting or saving those writes.
 */
function applyTable(name: ModelName, records: unknown[], json: string | null): void {
  database.models[name] = new Map();
  applying = true;
  try {
    const model = db[name] as unknown as { create: (record: unknown) => void };
    records.forEach((record) => model.create(record));
    lastSeen.set(name, json);
  } finally {
    applying = false;
  }
}

/** One empty table per model. */
function emptyTables(): Record<ModelName, Table> {
  return Object.fromEntries(MODEL_NAMES.map((name) => [name, new Map()])) as Record<
    ModelName,
    Table
  >;
}

/**
 * Runs `work` on the given tables instead of the live ones, which stay as they are; its writes
 * are neither counted nor saved.
 */
function onTables<T>(tables: Record<ModelName, Table>, work: () => T): T {
  const live = { ...database.models };
  applying = true;
  try {
    for (const name of MODEL_NAMES) database.models[name] = tables[name];
    return work();
  } finally {
    for (const name of MODEL_NAMES) database.models[name] = live[name];
    applying = false;
  }
}

/** The seed's tables, made aside: the live tables stay as they are. */
function seedTables(): Record<ModelName, Table> {
  const tables = emptyTables();
  onTables(tables, () => seedDatabase(seedProfile));
  return tables;
}

function storedKeys(prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/**
 * Keeps what a recovery replaces (each key's stored text, exactly) under a new backup key, the
 * oldest backups dropped beyond MAX_BACKUPS; returns the backup, which the notice offers too.
 */
function keepBackup(replaced: Record<string, string>): string {
  const replacedAt = new Date().toISOString();
  const backup = JSON.stringify({ replacedAt, schemaVersion: DB_SCHEMA_VERSION, keys: replaced });
  const backups = storedKeys(BACKUP_KEY_PREFIX).sort();
  backups.slice(0, backups.length - MAX_BACKUPS + 1).forEach((key) => localStorage.removeItem(key));
  try {
    localStorage.setItem(`${BACKUP_KEY_PREFIX}${replacedAt}`, backup);
  } catch (error) {
    // The notice still offers it for download.
    console.error('The replaced demo data could not be kept in this browser:', error);
  }
  return backup;
}

function writeMeta(): void {
  localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ schemaVersion: DB_SCHEMA_VERSION }));
}

/** Table keys of models that no longer exist are removed, so storage does not keep dead data. */
function removeStaleTableKeys(): void {
  for (const key of storedKeys(TABLE_KEY_PREFIX)) {
    if (!MODEL_NAMES.includes(key.slice(TABLE_KEY_PREFIX.length) as ModelName)) {
      localStorage.removeItem(key);
    }
  }
}

function saveEverything(): void {
  MODEL_NAMES.forEach(markWhole);
  metaStale = true;
  flush();
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Each saved table's text, by table name; version 1 kept every table inside the meta key. */
function storedTableTexts(meta: {
  schemaVersion: number;
  tables?: unknown;
}): Record<string, string> {
  if (meta.schemaVersion === 1) {
    const tables = typeof meta.tables === 'object' && meta.tables !== null ? meta.tables : {};
    return Object.fromEntries(
      Object.entries(tables).map(([name, table]) => [name, JSON.stringify(table)]),
    );
  }
  // Every saved table, models since renamed or removed included, so a migration can reach them.
  return Object.fromEntries(
    storedKeys(TABLE_KEY_PREFIX).map((key) => [
      key.slice(TABLE_KEY_PREFIX.length),
      localStorage.getItem(key)!,
    ]),
  );
}

/**
 * Loads the saved database, or seeds it. A table missing from the store starts empty (a new model
 * must not wipe what is there); an older schema is migrated. A table whose records do not fit its
 * model is reset alone to the seed's rows of that table; a store whose version cannot be read or
 * migrated is replaced by the seed; either way what was replaced is kept under a backup key. A
 * store of a newer version is read, as far as it fits, and never written.
 */
export function loadDatabase(): DatabaseOrigin {
  superseded = false;
  if (storeIsEmpty()) {
    reseed();
    return { state: 'seeded' };
  }
  const rawMeta = localStorage.getItem(DB_STORAGE_KEY);
  const meta = parse(rawMeta ?? '') as { schemaVersion?: unknown; tables?: unknown } | undefined;
  if (typeof meta?.schemaVersion !== 'number') return replaceStore('reseeded-corrupt');
  const texts = storedTableTexts(meta as { schemaVersion: number });
  const stored = Object.fromEntries(
    Object.entries(texts).map(([name, text]) => [name, parse(text)]),
  );
  if (meta.schemaVersion > DB_SCHEMA_VERSION) {
    superseded = true;
    for (const name of MODEL_NAMES) {
      applyTable(name, recordsFittingModel(name, stored[name] ?? []) ?? [], null);
    }
    return { state: 'superseded' };
  }
  const damaged = MODEL_NAMES.filter((name) => name in stored && !Array.isArray(stored[name]));
  let tables: StoredTables | null;
  try {
    tables = migrateTables(
      Object.fromEntries(Object.entries(stored).filter(([, table]) => Array.isArray(table))),
      meta.schemaVersion,
    );
  } catch {
    return replaceStore('reseeded-corrupt');
  }
  if (!tables) return replaceStore('reseeded-outdated');
  const migrated = meta.schemaVersion !== DB_SCHEMA_VERSION;
  for (const name of MODEL_NAMES) {
    if (damaged.includes(name)) continue;
    const records = recordsFittingModel(name, tables[name] ?? []);
    if (records) applyTable(name, records, migrated ? null : (texts[name] ?? null));
    else damaged.push(name);
  }
  if (damaged.length === 0) {
    // Until every table and the new version are saved, the old store stays what a reload reads.
    if (migrated) saveQuietly(saveEverything);
    return { state: 'restored' };
  }
  const replaced = damaged.map((name) => [name, texts[name] ?? JSON.stringify(tables[name])]);
  return resetTables(Object.fromEntries(replaced), migrated);
}

/** True on a first visit: nothing of the demo's is stored. */
function storeIsEmpty(): boolean {
  return localStorage.getItem(DB_STORAGE_KEY) === null && storedKeys(TABLE_KEY_PREFIX).length === 0;
}

/**
 * `loadDatabase` for the browser: a first visit's seed runs in slices of about `sliceMs` each,
 * with `yieldToPage` awaited between them, so no task of it keeps a tap or a frame waiting. The
 * seed is made aside and saved at once when complete: a page closed meanwhile saved nothing, and
 * if another tab saved its own seed meanwhile, that one is read instead. Requests that read or
 * write stored data must wait for it (`handle` does: see mocks/browser.ts).
 */
export async function loadDatabaseInSlices(
  yieldToPage: () => Promise<void>,
  sliceMs = SLICE_MS,
): Promise<DatabaseOrigin> {
  if (!storeIsEmpty()) return loadDatabase();
  const tables = emptyTables();
  const steps = seedSteps(seedProfile);
  while (!onTables(tables, () => takeSlice(steps, sliceMs))) await yieldToPage();
  if (!storeIsEmpty()) return loadDatabase();
  superseded = false;
  reseed(() => MODEL_NAMES.forEach((name) => (database.models[name] = tables[name])));
  return { state: 'seeded' };
}

/**
 * Resets the given tables alone, to the seed's rows of each: the seeded accounts keep their data
 * in the other tables, which refer to them by the seed's ids. Records of accounts the seed does
 * not have stay, unreachable, until Reset demo data.
 */
function resetTables(
  replaced: Partial<Record<ModelName, string>>,
  migrated: boolean,
): DatabaseOrigin {
  const names = Object.keys(replaced) as ModelName[];
  const backup = keepBackup(
    Object.fromEntries(names.map((name) => [tableKey(name), replaced[name]!])),
  );
  const seeded = seedTables();
  for (const name of names) {
    database.models[name] = seeded[name];
    // Until it is saved, the damaged text is what this tab last read, not another tab's save.
    lastSeen.set(name, replaced[name]!);
    markWhole(name);
  }
  saveQuietly(migrated ? saveEverything : flush);
  return { state: 'tables-reset', tables: names, backup };
}

/** Replaces the whole store by the seed, keeping every key of it under a backup key first. */
function replaceStore(state: 'reseeded-corrupt' | 'reseeded-outdated'): DatabaseOrigin {
  const keys = [DB_STORAGE_KEY, ...storedKeys(TABLE_KEY_PREFIX)];
  const backup = keepBackup(
    Object.fromEntries(
      keys.flatMap((key) => {
        const text = localStorage.getItem(key);
        return text === null ? [] : [[key, text]];
      }),
    ),
  );
  reseed();
  return { state, backup };
}

function saveQuietly(save: () => void): void {
  try {
    if (persisting) save();
  } catch {
    // Already logged; the data stays usable in memory and the next write reports a full storage.
  }
}

/** Replaces every table with the seed (or what `fill` creates), and saves them all. */
function reseed(fill = () => seedDatabase(seedProfile)): void {
  try {
    replaceEveryTable(fill);
  } catch {
    // The seed is in memory; a full storage is reported with the first write that needs it.
  }
}

let seedProfile: SeedProfile = 'full';

/**
 * Restores the seed (of the given profile, or the one last used) and saves it; throws
 * NotStoredError, changing nothing, if it cannot be saved.
 */
export function resetDatabase(profile: SeedProfile = seedProfile): void {
  seedProfile = profile;
  replaceEveryTable(() => seedDatabase(profile));
}

/** Empties a table as a write: counted as its records' deletes would be, and saved. */
function emptyTable(name: ModelName): void {
  writeCount += database.models[name].size;
  database.models[name].clear();
  markWhole(name);
}

/**
 * Empties every table, runs `fill` and saves every table, as one transaction; throws
 * NotStoredError, changing nothing, if they cannot be saved.
 */
function replaceEveryTable(fill: () => void): void {
  metaStale = persisting;
  // Every table is replaced, so there is nothing of another tab's to take first.
  atomically(() => {
    MODEL_NAMES.forEach(emptyTable);
    fill();
  }, false);
}

export { DEMO_DATA_FORMAT, NOT_DEMO_DATA };

/**
 * The whole database as a file holds it: every table, with its schema version. Records of users
 * that are gone are left out (`withoutOrphans`), so the file is one `importDatabase` takes.
 */
export function exportDatabase() {
  return {
    format: DEMO_DATA_FORMAT,
    schemaVersion: DB_SCHEMA_VERSION,
    exportedAt: new Date().toISOString(),
    tables: withoutOrphans(
      Object.fromEntries(
        MODEL_NAMES.map((name) => [name, tableRecords(name) as StoredRecord[]]),
      ) as Record<ModelName, StoredRecord[]>,
    ),
  };
}

/** Why a file of demo data was refused, and the field it names, if any; nothing was changed. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Replaces every table with a file's text (as `exportDatabase` wrote it), migrated from an older
 * schema version: the one door of demo data, which the browser's Load demo data (through
 * PUT /api/demo/data) and `npm run mock:api -- --load` go through. Sessions are not taken:
 * everyone signs in again. A file too large or not demo data (`readDemoFile`), of a newer
 * version, or whose tables are too large, hold a value out of range or name a user the file does
 * not have (`checkDemoTables`), is refused whole (ImportRefused, with the reason), changing
 * nothing. Returns the number of records taken.
 */
export function importDemoFile(text: string): number {
  return importChecked(readDemoFile(text));
}

/** `importDemoFile` for a file already parsed. */
export function importDatabase(file: unknown): number {
  return importChecked(checkDemoFile(file));
}

function importChecked(check: DemoFileCheck): number {
  if ('refused' in check) throw new ImportRefused(check.refused, check.field);
  const { schemaVersion, tables: stored } = check.file;
  if (schemaVersion > DB_SCHEMA_VERSION) {
    throw new ImportRefused(
      `This file was saved by a newer version of the demo (data version ${schemaVersion}; this one reads up to ${DB_SCHEMA_VERSION}); nothing was changed.`,
      'schemaVersion',
    );
  }
  const migrated = migrateTables(stored as StoredTables, schemaVersion);
  if (!migrated) {
    throw new ImportRefused(
      `Data version ${schemaVersion} cannot be read by this version of the demo; nothing was changed.`,
    );
  }
  const checked = checkDemoTables(migrated);
  if ('refused' in checked) throw new ImportRefused(checked.refused);
  const { tables } = checked;
  atomically(() => {
    for (const [name, records] of tables) {
      emptyTable(name);
      const model = db[name] as unknown as { create: (record: unknown) => void };
      records.forEach((record) => model.create(record));
    }
  }, false);
  return tables.reduce((sum, [, records]) => sum + records.length, 0);
}

/**
 * Another tab saved a table: take it as storage holds it now (the event's value may already be
 * stale), unless that tab runs another schema version, whose data this tab must not read (a newer
 * one stops this tab's writes). A table that does not fit its model is set aside at the next save.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.storageArea !== localStorage || !event.key?.startsWith(DB_STORAGE_KEY)) return;
  if (supersededByNewerVersion() || !event.key.startsWith(TABLE_KEY_PREFIX)) return;
  const name = event.key.slice(TABLE_KEY_PREFIX.length) as ModelName;
  if (!MODEL_NAMES.includes(name) || storedVersion() !== DB_SCHEMA_VERSION) return;
  const stored = localStorage.getItem(event.key);
  const records = stored === null ? null : recordsFittingModel(name, parse(stored));
  if (records) applyTable(name, records, stored);
}

/**
 * Saves every write from now on and follows the other open tabs' saves; call it before
 * `loadDatabase`. Used by the browser entry point and the persistence tests; other tests and
 * stories run on memory alone. With a `store`, each transaction's changed records go to it
 * (the mocked API in Node), rather than its tables whole to localStorage.
 */
export function persistDatabase(store: RecordStore | null = null): () => void {
  persisting = true;
  superseded = false;
  recordStore = store;
  globalThis.addEventListener?.('storage', followOtherTabs);
  return () => {
    persisting = false;
    recordStore = null;
    globalThis.removeEventListener?.('storage', followOtherTabs);
  };
}
