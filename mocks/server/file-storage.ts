import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser's localStorage for the mocked API in Node: the mocked server's own persistence
 * (mocks/persistence.ts) runs unchanged on it. Keys that `persisted` picks (whose values are JSON)
 * are kept in a JSON file, each value as the JSON it holds, so the file reads as the tables
 * themselves; the others (the latency and failure settings given as flags) live in memory only.
 */
export class FileStorage implements Storage {
  readonly #items = new Map<string, string>();
  readonly #file: string;
  readonly #persisted: (key: string) => boolean;
  #saveQueued = false;

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

  /** Writes the persisted keys now (atomically: a crash leaves the old file or the new one). */
  save(): void {
    this.#saveQueued = false;
    const stored = Object.fromEntries(
      [...this.#items]
        .filter(([key]) => this.#persisted(key))
        .map(([key, value]) => [key, JSON.parse(value)]),
    );
    mkdirSync(path.dirname(this.#file), { recursive: true });
    const temporary = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, this.#file);
  }

  /** A request writes several tables in one go: the file is written once, after it. */
  #changed(key: string | null): void {
    if (this.#saveQueued || (key !== null && !this.#persisted(key))) return;
    this.#saveQueued = true;
    setImmediate(() => {
      if (this.#saveQueued) this.save();
    });
  }
}
