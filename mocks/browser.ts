import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import type { DatabaseOrigin } from '@/lib/database-origin';
import { loadDatabase, persistDatabase } from './persistence';

export const worker = setupWorker(...handlers);

/** Loads (or seeds) the in-browser database, keeps it saved, and starts the worker. */
export async function startMockedApi(): Promise<DatabaseOrigin> {
  persistDatabase();
  // Measured by `npm run bench` (User Timing, visible in the browser's performance panel too).
  performance.mark('vitalis:restore-start');
  const origin = loadDatabase();
  performance.measure('vitalis:restore', 'vitalis:restore-start');
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Only API calls matter; the app's own files and fonts pass through silently.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
  return origin;
}
