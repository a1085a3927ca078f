import { mkdirSync, readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * The browser's localStorage for the mocked API in Node: the mocked server's own persistence
 * (mocks/persistence.ts) runs unchanged on it. Keys that `persisted` picks (whose values are JSON)
 * are kept in a JSON file, each value as the JSON it holds, so the file reads as the tables
 * themselves; the others (the latency and failure settings given as flags) live in memory only.
 *
 * A change is written soon after it is made; `durable()` tells when everything changed so far is
 * on disk, and the server waits for it before each reply, so nothing it acknowledged is lost to a
 * crash. Changes made while a write is under way share the next one (group commit).
 */
export class FileStorage implements Storage {
  readonly #items = new Map<string, string>();
  readonly #file: string;
  readonly #persisted: (key: string) => boolean;
  /** Counts changes to persisted keys; `#written` is the count the file on disk holds. */
  #changes = 0;
  #written = 0;
  #writing: Promise<void> | null = null;
  #writeQueued = false;

  /**
   * Reads the file if there is one (unless `fresh`, which starts empty and overwrites it at the
   * first save); throws, naming the file, if it is not a JSON object.
   */
  constructor(file: string, persisted: (key: string) => boolean, { fresh = false } = {}) {
    this.#file = file;
    this.#persisted = persisted;
    if (fresh) return;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
      throw new Error(`${file} is not a database of the mocked API (a JSON object).`);
    }
    for (const [key, value] of Object.entries(stored)) {
      this.#items.set(key, JSON.stringify(value));
    }
  }

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
    this.#changed(key);
  }

  removeItem(key: string): void {
    if (this.#items.delete(key)) this.#changed(key);
  }

  clear(): void {
    this.#items.clear();
    this.#changed(null);
  }

  /**
   * Resolves once every change made so far is on disk; rejects if the file could not be written
   * (the changes stay in memory, and the next write tries again).
   */
  async durable(): Promise<void> {
    const wanted = this.#changes;
    while (this.#written < wanted) {
      // A write under way may have started before the latest changes: wait, then write again.
      this.#writing ??= this.#write().finally(() => (this.#writing = null));
      await this.#writing;
    }
  }

  /**
   * Writes the persisted keys as they are now: to a temporary file, flushed to disk, renamed over
   * the file (and the rename flushed), so a crash leaves the old file or the new one, never half.
   */
  async #write(): Promise<void> {
    const changes = this.#changes;
    // The values are the JSON texts the mocked persistence stored: joined, not parsed again.
    const text = `{${[...this.#items]
      .filter(([key]) => this.#persisted(key))
      .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
      .join(',')}}`;
    const directory = path.dirname(this.#file);
    mkdirSync(directory, { recursive: true });
    const temporary = `${this.#file}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.#file);
    await syncDirectory(directory);
    this.#written = Math.max(this.#written, changes);
  }

  /** A request writes several tables in one go: they are written together, after it. */
  #changed(key: string | null): void {
    if (key !== null && !this.#persisted(key)) return;
    this.#changes++;
    if (this.#writeQueued) return;
    this.#writeQueued = true;
    setImmediate(() => {
      this.#writeQueued = false;
      this.durable().catch((error: Error) =>
        console.error(`The database ${this.#file} could not be written: ${error.message}`),
      );
    });
  }
}

/** Makes a rename in `directory` survive a crash; where a directory cannot be opened, skipped. */
async function syncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch {
    // Some systems (Windows) cannot flush a directory; the rename is as durable as they make it.
  } finally {
    await handle.close();
  }
}
