import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { API_READY_KEY, type DatabaseOrigin } from '@/lib/database-origin';
import { loadDatabaseInSlices, persistDatabase } from './persistence';

export const worker = setupWorker(...handlers);

/**
 * Lets the browser run what waits (a tap, a frame) between two pieces of work: the API's code is
 * evaluated in one task, the database restored in the next (or seeded, on a first visit, in slices
 * with a yield between each).
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

/** Loads (or seeds) the in-browser database, keeps it saved, and starts the worker. */
export async function startMockedApi(): Promise<DatabaseOrigin> {
  await yieldToBrowser();
  persistDatabase();
  // Measured by `npm run bench` (User Timing, visible in the browser's performance panel too).
  performance.mark('vitalis:restore-start');
  const origin = await loadDatabaseInSlices(yieldToBrowser);
  performance.measure('vitalis:restore', 'vitalis:restore-start');
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Only API calls matter; the app's own files and fonts pass through silently.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
  Object.assign(globalThis, { [API_READY_KEY]: true });
  return origin;
}
