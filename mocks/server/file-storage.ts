import {
  closeSync,
  fdatasyncSync,
  ftruncateSync,
  mkdirSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { StoredRecord } from '../migrations';
import { NotStoredError, type RecordChanges, type RecordStore } from '../persistence';
import { Usage, ownerOf, type RecordUsage, type UsageChange } from './quota';

/** A stored record: its JSON as the file holds it, and its share of the quotas. */
interface Entry extends RecordUsage {
  json: string;
}

/** A table: its records by id, or its text as found, when that is not a list of records with ids. */
type Table = Map<string, Entry> | string;

/** One line of the journal: what one save changed. */
interface JournalLine {
  clear?: true;
  set?: Record<string, unknown>;
  remove?: string[];
  tables?: Record<string, unknown[]>;
  records?: Record<string, Record<string, unknown>>;
}

/** The journal is compacted into the file once it is this long and longer than the file. */
const COMPACT_AFTER_BYTES = 4 * 1024 * 1024;
/** Each piece of a compaction written at once: the event loop runs between pieces. */
const PIECE_CHARS = 1024 * 1024;
/** After a compaction failed (the disk full), the next is tried this much later. */
const COMPACT_RETRY_MS = 5_000;

const LOST =
  'it was removed or replaced while the server ran; everything is being written to the database file again';

/** The disk is full (or the file at its size limit): 507 says so; any other failure names itself. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

function notWritten(file: string, error: unknown): NotStoredError {
  const { code, message } = error as NodeJS.ErrnoException;
  const why = DISK_FULL.has(code ?? '')
    ? `the disk is full: ${message}`
    : `it could not be written: ${message}`;
  return new NotStoredError(
    `The mocked API could not save this change to its database ${file} (${why}), so nothing was changed. ${DISK_FULL.has(code ?? '') ? 'Free some disk space' : 'Check the file'}, then try again.`,
  );
}

const entryOf = (tableKey: string, record: StoredRecord, json: string): Entry => ({
  json,
  owner: ownerOf(tableKey, record),
  bytes: Buffer.byteLength(json) + 1,
});

/** A stored value as a table of records with unique string ids, or null if it is not one. */
function tableOf(tableKey: string, value: unknown): Map<string, Entry> | null {
  if (!Array.isArray(value)) return null;
  const records = new Map<string, Entry>();
  for (const record of value as unknown[]) {
    const id = (record as StoredRecord | null)?.id;
    if (typeof record !== 'object' || typeof id !== 'string' || records.has(id)) return null;
    records.set(id, entryOf(tableKey, record as StoredRecord, JSON.stringify(record)));
  }
  return records;
}

const sameFile = (a: Stats | null, b: Stats | null) =>
  !!a && !!b && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/**
 * The mocked API's database in Node, as the browser's localStorage for its persistence
 * (mocks/persistence.ts), which runs unchanged on it, and as the RecordStore it saves each
 * transaction's changed records to. Keys that `persisted` picks are kept on disk; the others (the
 * latency and failure settings given as flags, the backups a recovery made, which are written to
 * a file of their own) live in memory only.
 *
 * On disk: the file (`db.json`), one JSON object whose tables read as the tables themselves, and
 * beside it a journal (`db.json.journal`), one JSON line per save. A save is appended to the
 * journal and flushed to disk (fdatasync) before it returns, and only then kept in memory: so
 * a change is applied only once it is on disk, and a save that fails changes nothing (the
 * journal is cut back to where it was). A save costs what it changes, not what the database
 * holds. Once the journal is longer than the file, it is compacted in the background: the file is
 * written anew, in pieces, to a temporary file, flushed and renamed over it, and the journal
 * keeps only what came after. Loading reads the file, then replays the journal; replaying a
 * line twice changes nothing, so a crash at any point leaves what was saved.
 */
export class FileStorage implements Storage, RecordStore {
  readonly #file: string;
  readonly #journal: string;
  readonly #persisted: (key: string) => boolean;
  readonly #isTable: (key: string) => boolean;
  /** Persisted keys that are not tables: their JSON. */
  readonly #values = new Map<string, string>();
  readonly #tables = new Map<string, Table>();
  /** Keys kept in memory only. */
  readonly #memory = new Map<string, string>();
  readonly #usage = new Usage();
  #fd: number | null = null;
  #journalBytes = 0;
  #fileBytes = 0;
  /** The file as this process last read or wrote it: any other change is a hand edit. */
  #fileStats: Stats | null = null;
  #compacting: Promise<void> | null = null;
  /**
   * Set when the journal on disk is no longer the one this process writes (removed or replaced
   * while it ran): no save is taken until a compaction has written everything to the file again
   * and started a new journal.
   */
  #journalLost = false;
  #retry: NodeJS.Timeout | null = null;
  #closed = false;

  /**
   * Reads the file and replays its journal (unless `fresh`, which starts empty and says so first
   * in a journal of its own); throws, naming the file, if either is not the mocked API's.
   */
  constructor(
    file: string,
    {
      persisted,
      isTable,
      fresh = false,
    }: { persisted: (key: string) => boolean; isTable: (key: string) => boolean; fresh?: boolean },
  ) {
    this.#file = file;
    this.#journal = `${file}.journal`;
    this.#persisted = persisted;
    this.#isTable = isTable;
    mkdirSync(path.dirname(file), { recursive: true });
    this.#removeTemporaries();
    this.#fileStats = statOrNull(file);
    if (fresh) {
      this.#startJournal('{"clear":true}\n');
      return;
    }
    this.#readFile();
    this.#replayJournal();
  }

  /**
   * Removes what a process stopped during a compaction left (`db.json.<pid>.tmp`): this process
   * holds the database's lock, so no other is writing one.
   */
  #removeTemporaries(): void {
    const directory = path.dirname(this.#file);
    const names = [path.basename(this.#file), path.basename(this.#journal)];
    for (const name of readdirSync(directory)) {
      const match = /^(.*)\.\d+\.tmp$/.exec(name);
      if (match && names.includes(match[1])) unlinkSync(path.join(directory, name));
    }
  }

  get length(): number {
    return this.#values.size + this.#tables.size + this.#memory.size;
  }

  key(index: number): string | null {
    return [...this.#values.keys(), ...this.#tables.keys(), ...this.#memory.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    const table = this.#tables.get(key);
    if (table === undefined) return this.#values.get(key) ?? this.#memory.get(key) ?? null;
    if (typeof table === 'string') return table;
    return `[${[...table.values()].map((entry) => entry.json).join(',')}]`;
  }

  setItem(key: string, value: string): void {
    const text = String(value);
    if (!this.#persisted(key)) {
      this.#memory.set(key, text);
      return;
    }
    this.#save(
      this.#isTable(key)
        ? `{"tables":{${JSON.stringify(key)}:${text}}}`
        : `{"set":{${JSON.stringify(key)}:${text}}}`,
      () => this.#apply({ [this.#isTable(key) ? 'tables' : 'set']: { [key]: JSON.parse(text) } }),
    );
  }

  removeItem(key: string): void {
    if (this.#memory.delete(key) || !(this.#values.has(key) || this.#tables.has(key))) return;
    this.#save(JSON.stringify({ remove: [key] }), () => this.#apply({ remove: [key] }));
  }

  clear(): void {
    this.#memory.clear();
    this.#save('{"clear":true}', () => this.#apply({ clear: true }));
  }

  /** Saves one transaction's changed records (RecordStore): on disk before it returns. */
  saveRecords({ tables, records }: RecordChanges): void {
    const changes: (UsageChange & { before: Entry | null; after: Entry | null })[] = [];
    for (const [tableKey, byId] of records) {
      const table = this.#tables.get(tableKey);
      if (typeof table === 'string') {
        throw new Error(`${tableKey} is not a table of records: it is saved whole first`);
      }
      for (const [id, saved] of byId) {
        changes.push({
          tableKey,
          before: table?.get(id) ?? null,
          after: saved && entryOf(tableKey, saved.record, saved.json),
        });
      }
    }
    this.#usage.check(changes);
    const line = [
      tables.size &&
        `"tables":{${[...tables].map(([key, saved]) => `${JSON.stringify(key)}:[${saved.map((each) => each.json).join(',')}]`).join(',')}}`,
      records.size &&
        `"records":{${[...records].map(([key, byId]) => `${JSON.stringify(key)}:{${[...byId].map(([id, saved]) => `${JSON.stringify(id)}:${saved ? saved.json : 'null'}`).join(',')}}`).join(',')}}`,
    ].filter(Boolean);
    this.#save(`{${line.join(',')}}`, () => {
      for (const [tableKey, saved] of tables) {
        this.#setTable(
          tableKey,
          new Map(
            saved.map((each) => [
              each.record.id as string,
              entryOf(tableKey, each.record, each.json),
            ]),
          ),
        );
      }
      let index = 0;
      for (const [tableKey, byId] of records) {
        let table = this.#tables.get(tableKey) as Map<string, Entry> | undefined;
        if (!table) this.#tables.set(tableKey, (table = new Map()));
        for (const id of byId.keys()) {
          const { before, after } = changes[index++];
          if (before) this.#usage.add(tableKey, before, -1);
          if (after) {
            table.set(id, after);
            this.#usage.add(tableKey, after, 1);
          } else {
            table.delete(id);
          }
        }
      }
    });
  }

  /**
   * Stops taking saves (each is then refused, changing nothing) and compacts the journal into the
   * file, which is then all there is. If that fails, the journal stays, and the next start reads it.
   */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#compacting;
    if (this.#journalBytes > 0 || this.#journalLost) {
      try {
        await this.#compact();
      } catch (error) {
        console.error(
          `The database ${this.#file} could not be written (${(error as Error).message}); everything is kept in ${this.#journal}, which the next start reads.`,
        );
        return;
      }
    }
    if (this.#fd !== null && this.#journalBytes === 0) {
      closeSync(this.#fd);
      this.#fd = null;
      unlinkSync(this.#journal);
    }
  }

  /** Appends `line` to the journal and flushes it, then applies it; on failure, nothing happened. */
  #save(line: string, apply: () => void): void {
    if (this.#closed) {
      throw new NotStoredError(
        'The mocked API is stopping, so this change was not saved; try again once it runs.',
      );
    }
    if (this.#journalLost) {
      this.#compactSoon();
      throw notWritten(this.#journal, new Error(LOST));
    }
    const bytes = Buffer.from(`${line}\n`);
    const before = this.#journalBytes;
    try {
      this.#fd ??= openSync(this.#journal, 'a+');
      for (let written = 0; written < bytes.length;) {
        written += writeSync(this.#fd, bytes, written);
      }
      fdatasyncSync(this.#fd);
      // Written to a file no longer there: as good as not written.
      if (fstatSync(this.#fd).nlink === 0) {
        this.#journalLost = true;
        this.#compactSoon();
        throw new Error(LOST);
      }
    } catch (error) {
      this.#cutJournal(before);
      throw notWritten(this.#journal, error);
    }
    this.#journalBytes += bytes.length;
    apply();
    if (this.#journalBytes > Math.max(COMPACT_AFTER_BYTES, this.#fileBytes)) this.#compactSoon();
  }

  /** Cuts what a failed save left of its line; if even that fails, no save is taken after it. */
  #cutJournal(length: number): void {
    if (this.#fd === null) return;
    try {
      ftruncateSync(this.#fd, length);
    } catch {
      closeSync(this.#fd);
      this.#fd = null;
      this.#closed = true;
      console.error(
        `The journal ${this.#journal} could not be cut back after a failed save; no save is taken until a restart, which reads it as it is.`,
      );
    }
  }

  #setTable(tableKey: string, table: Table): void {
    const old = this.#tables.get(tableKey);
    if (old && typeof old !== 'string')
      old.forEach((entry) => this.#usage.add(tableKey, entry, -1));
    if (typeof table !== 'string') table.forEach((entry) => this.#usage.add(tableKey, entry, 1));
    this.#tables.set(tableKey, table);
  }

  #setValue(key: string, value: unknown): void {
    if (!this.#isTable(key)) {
      this.#values.set(key, JSON.stringify(value));
      return;
    }
    this.#setTable(key, tableOf(key, value) ?? JSON.stringify(value));
  }

  #remove(key: string): void {
    this.#values.delete(key);
    const table = this.#tables.get(key);
    if (table && typeof table !== 'string') {
      table.forEach((entry) => this.#usage.add(key, entry, -1));
    }
    this.#tables.delete(key);
  }

  #apply(line: JournalLine): void {
    if (line.clear) {
      [...this.#values.keys(), ...this.#tables.keys()].forEach((key) => this.#remove(key));
    }
    for (const [key, value] of Object.entries(line.set ?? {})) this.#setValue(key, value);
    for (const [key, value] of Object.entries(line.tables ?? {})) this.#setValue(key, value);
    for (const key of line.remove ?? []) this.#remove(key);
    for (const [tableKey, byId] of Object.entries(line.records ?? {})) {
      let table = this.#tables.get(tableKey);
      if (typeof table === 'string') continue;
      if (!table) this.#tables.set(tableKey, (table = new Map()));
      for (const [id, record] of Object.entries(byId)) {
        const before = table.get(id);
        if (before) this.#usage.add(tableKey, before, -1);
        if (record === null) {
          table.delete(id);
          continue;
        }
        const entry = entryOf(tableKey, record as StoredRecord, JSON.stringify(record));
        table.set(id, entry);
        this.#usage.add(tableKey, entry, 1);
      }
    }
  }

  #readFile(): void {
    let text: string;
    try {
      text = readFileSync(this.#file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
      throw new Error(`${this.#file} is not a database of the mocked API (a JSON object).`);
    }
    this.#fileBytes = Buffer.byteLength(text);
    for (const [key, value] of Object.entries(stored)) {
      if (this.#persisted(key)) this.#setValue(key, value);
      else this.#memory.set(key, JSON.stringify(value));
    }
  }

  /**
   * Replays the journal. Its last line may be cut short by a crash during a save that was never
   * acknowledged: it is dropped, and the journal cut back, so the next save follows a whole line.
   */
  #replayJournal(): void {
    let text: Buffer;
    try {
      text = readFileSync(this.#journal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let start = 0;
    let lineNumber = 0;
    while (start < text.length) {
      const end = text.indexOf(10, start);
      lineNumber++;
      let line: JournalLine | null = null;
      try {
        line = JSON.parse(text.subarray(start, end === -1 ? text.length : end).toString('utf8'));
      } catch {
        // Reported below, unless it is the last line.
      }
      if (end === -1 || !line) {
        if (end !== -1 && text.indexOf(10, end + 1) !== -1) {
          throw new Error(`line ${lineNumber} of ${this.#journal} cannot be read`);
        }
        break;
      }
      this.#apply(line);
      start = end + 1;
    }
    if (start < text.length) truncateSync(this.#journal, start);
    this.#fd = openSync(this.#journal, 'a+');
    fdatasyncSync(this.#fd);
    this.#journalBytes = start;
    if (start > 0) this.#compactSoon();
  }

  /** Replaces the journal by one holding `text`, written whole before it takes its place. */
  #startJournal(text: string): void {
    const temporary = `${this.#journal}.${process.pid}.tmp`;
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, text);
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (this.#fd !== null) closeSync(this.#fd);
    this.#fd = null;
    try {
      renameSync(temporary, this.#journal);
    } catch (error) {
      unlinkSync(temporary);
      throw error;
    }
    syncDirectorySync(path.dirname(this.#journal));
    this.#fd = openSync(this.#journal, 'a+');
    this.#journalBytes = Buffer.byteLength(text);
  }

  #compactSoon(): void {
    if (this.#compacting || this.#retry || this.#closed) return;
    this.#compacting = this.#compact()
      .catch((error: Error) => {
        console.error(
          `The database ${this.#file} could not be compacted (${error.message}); everything is kept in ${this.#journal}, and it is tried again in ${COMPACT_RETRY_MS / 1000} s.`,
        );
        if (this.#closed) return;
        this.#retry = setTimeout(() => {
          this.#retry = null;
          this.#compactSoon();
        }, COMPACT_RETRY_MS);
      })
      .finally(() => (this.#compacting = null));
  }

  /**
   * Writes everything saved so far as the file, then drops from the journal what the file now
   * holds. Saves go on meanwhile: they are appended to the journal, and kept after it.
   */
  async #compact(): Promise<void> {
    const through = this.#journalBytes;
    const pieces = pieceByPiece(this.#snapshot());
    const temporary = `${this.#file}.${process.pid}.tmp`;
    let bytes = 0;
    try {
      const handle = await open(temporary, 'w');
      try {
        for (const piece of pieces) {
          const buffer = Buffer.from(piece);
          await handle.write(buffer);
          bytes += buffer.length;
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      this.#keepHandEdit();
      await rename(temporary, this.#file);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    syncDirectorySync(path.dirname(this.#file));
    this.#fileStats = statOrNull(this.#file);
    this.#fileBytes = bytes;
    this.#dropJournalThrough(through);
  }

  /** What the file is to hold, as it is now: each value's JSON, each table's records' JSON. */
  #snapshot(): [key: string, json: string | string[]][] {
    return [
      ...this.#values,
      ...[...this.#tables].map(([key, table]): [string, string | string[]] => [
        key,
        typeof table === 'string' ? table : [...table.values()].map((entry) => entry.json),
      ]),
    ];
  }

  /** A file changed by hand while the server ran is kept beside it, not overwritten unseen. */
  #keepHandEdit(): void {
    const now = statOrNull(this.#file);
    if (!now || sameFile(now, this.#fileStats)) return;
    const kept = path.join(
      path.dirname(this.#file),
      `${path.basename(this.#file, '.json')}.edited-${new Date().toISOString().replace(/:/g, '-')}.json`,
    );
    renameSync(this.#file, kept);
    console.error(
      `${this.#file} was changed while the mocked API ran; that version is kept in ${kept}, and the server's data is saved in its place.`,
    );
  }

  /**
   * Keeps in the journal only what was appended after `through`, which the file now holds (read
   * from the journal this process writes, whatever is at its path now). A lost journal had
   * nothing appended since: the file holds everything.
   */
  #dropJournalThrough(through: number): void {
    const rest = Buffer.alloc(this.#journalLost ? 0 : this.#journalBytes - through);
    if (rest.length) readSync(this.#fd!, rest, 0, rest.length, through);
    this.#startJournal(rest.toString('utf8'));
    this.#journalLost = false;
  }
}

/** A snapshot's file text in pieces of about PIECE_CHARS, each made as the last is written. */
function* pieceByPiece(snapshot: [key: string, json: string | string[]][]): Generator<string> {
  let piece = '{';
  for (const [index, [key, json]] of snapshot.entries()) {
    piece += `${index ? ',' : ''}${JSON.stringify(key)}:`;
    if (typeof json === 'string') {
      piece += json;
      continue;
    }
    piece += '[';
    for (const [position, record] of json.entries()) {
      piece += `${position ? ',' : ''}${record}`;
      if (piece.length >= PIECE_CHARS) {
        yield piece;
        piece = '';
      }
    }
    piece += ']';
  }
  yield `${piece}}`;
}

/** Makes a rename in `directory` survive a crash; where a directory cannot be opened, skipped. */
function syncDirectorySync(directory: string): void {
  let fd;
  try {
    fd = openSync(directory, 'r');
  } catch {
    return;
  }
  try {
    fdatasyncSync(fd);
  } catch {
    // Some systems (Windows) cannot flush a directory; the rename is as durable as they make it.
  } finally {
    closeSync(fd);
  }
}
