import { onTestFinished } from 'vitest';
import { loadDatabase, persistDatabase, resetDatabase } from '../persistence';

/**
 * Saves the mocked database in localStorage for the rest of this test, as the browser build
 * does; other tests run on memory alone. Starts from a saved seed.
 */
export function persistDuringTest(): void {
  onTestFinished(persistDatabase());
  resetDatabase('small');
}

/**
 * What a page reload does to the mocked server: the database is read back from storage. Returns
 * how it came up ('restored', 'tables-reset'…); `loadDatabase` gives the backup too.
 */
export const reloadDatabase = () => loadDatabase().state;

/** Fills the browser's storage quota with junk, and gives a way to free it again. */
export function fillStorage(): () => void {
  const keys: string[] = [];
  let chunk = 'x'.repeat(1 << 20);
  while (chunk.length > 0) {
    try {
      const key = `junk:${keys.length}`;
      localStorage.setItem(key, chunk);
      keys.push(key);
    } catch {
      chunk = chunk.slice(0, chunk.length >> 1);
    }
  }
  return () => keys.forEach((key) => localStorage.removeItem(key));
}
