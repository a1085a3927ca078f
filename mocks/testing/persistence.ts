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

/** What a page reload does to the mocked server: the database is read back from storage. */
export const reloadDatabase = loadDatabase;
