import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { API_READY_KEY, type DatabaseOrigin } from '@/lib/database-origin';
import { loadDatabaseBeforeAnswering } from './http';
import { loadDatabaseInSlices, persistDatabase } from './persistence';
import { yieldToBrowser } from './slices';

export const worker = setupWorker(...handlers);

/** The started API: its database's load, asked for or awaited. */
export interface MockedApi {
  /** Starts loading the database, if nothing has yet; resolves once it is loaded. */
  loadDatabase: () => Promise<DatabaseOrigin>;
  /** Resolves once the database is loaded, without asking for it. */
  databaseLoaded: Promise<DatabaseOrigin>;
}

let settleDatabase: [(origin: DatabaseOrigin) => void, (error: unknown) => void];
const databaseLoaded = new Promise<DatabaseOrigin>((...settle) => (settleDatabase = settle));
let databaseAsked = false;

/**
 * Loads (or, on a first visit, seeds) the in-browser database and keeps it saved, once: on the
 * first request that reads or writes it (`handle` waits for it), or sooner when the page expects
 * one (src/main.tsx). A visitor who only looks at the live demo's dashboard, which reads nothing
 * stored, never pays for the seed.
 */
function loadDatabase(): Promise<DatabaseOrigin> {
  if (databaseAsked) return databaseLoaded;
  databaseAsked = true;
  void (async () => {
    // The API's code was evaluated in the task before; the restore (or the seed's slices) after.
    await yieldToBrowser();
    persistDatabase();
    // Measured by `npm run bench` (User Timing, visible in the browser's performance panel too).
    performance.mark('vitalis:restore-start');
    const origin = await loadDatabaseInSlices(yieldToBrowser);
    performance.measure('vitalis:restore', 'vitalis:restore-start');
    return origin;
  })().then(...settleDatabase);
  return databaseLoaded;
}

/** Starts the worker; the database loads on need (`loadDatabase`). */
export async function startMockedApi(): Promise<MockedApi> {
  await yieldToBrowser();
  loadDatabaseBeforeAnswering(loadDatabase);
  await worker.start({
    // The build's worker keeps the app as well (src/worker/api-worker.ts); the dev server, whose
    // files change as they are edited, has msw's own and keeps nothing.
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}${import.meta.env.DEV ? 'mockServiceWorker.js' : 'api-worker.js'}`,
    },
    // Only API calls matter; the app's own files and fonts pass through silently.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
  Object.assign(globalThis, { [API_READY_KEY]: true });
  return { loadDatabase, databaseLoaded };
}
