// The demo's one service worker, dist/api-worker.js (`npm run build` writes it: scripts/offline-worker.mjs):
// msw's own script (mockServiceWorker.js, from `npx msw init`, imported unchanged) answers `/api`,
// and Workbox keeps the build, so that the demo opens with no network once it has been used:
// every file of the build is precached (the manifest the build writes into `self.__WB_MANIFEST`)
// and served from the cache first. The listeners here are added before msw's, and stop the event
// where they answer it, so msw's never sees what the precache answers (decision 0026).
import { copyResponse } from 'workbox-core';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import {
  ACTIVATE_MESSAGE,
  PAUSE_PRECACHE_MESSAGE,
  PRECACHE_MESSAGE,
  contentRevision,
  isAppPage,
  withoutTrailingSlash,
} from '../lib/offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

/** The message msw's client sends its worker as its page closes (mockServiceWorker.js). */
const MSW_CLIENT_CLOSED = 'CLIENT_CLOSED';

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

/** The revision the manifest gives a page, from its entry's cache key (Workbox's parameter). */
const revisionOf = (cacheKey: string) => new URL(cacheKey).searchParams.get('__WB_REVISION__');

/**
 * A file of the build, for the precache. A file of `assets/` (its name changes with its content)
 * is asked of the HTTP cache first, where the page has usually put it. A page is taken from the
 * HTTP cache too when the copy there is the build's (its digest is the revision), so the page the
 * visitor opened is not asked for again; otherwise the host is asked.
 */
async function fetchForPrecache(url: string, cacheKey: string, signal: AbortSignal) {
  const init: RequestInit = { credentials: 'same-origin', priority: 'low', signal };
  if (cacheKey === url) return fetch(url, { ...init, cache: 'default' });
  const kept = await fetch(url, { ...init, cache: 'force-cache' });
  if (
    kept.ok &&
    (await contentRevision(await kept.clone().arrayBuffer())) === revisionOf(cacheKey)
  ) {
    return kept;
  }
  return fetch(url, { ...init, cache: 'no-cache' });
}

/**
 * Fills the precache with what it lacks, one file at a time at low priority. The page asks for
 * the fill once the visitor leaves it alone and stops it as they come back
 * (`PAUSE_PRECACHE_MESSAGE`: the file under way is dropped), so it never competes with what a page
 * asks for; the next fill goes on from there. Concurrent calls share one fill.
 */
let filling: Promise<void> | null = null;
let paused = new AbortController();
function fillPrecache(): Promise<void> {
  filling ??= (async () => {
    const { signal } = (paused = new AbortController());
    const cache = await caches.open(precache.strategy.cacheName);
    for (const [url, cacheKey] of precache.getURLsToCacheKeys()) {
      signal.throwIfAborted();
      if (await cache.match(cacheKey)) continue;
      const response = await fetchForPrecache(url, cacheKey, signal);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      // A host that redirects a page (`/about` to `/about/`) answered for the address asked: a
      // navigation refuses a redirected response (Workbox's own precaching copies it so too).
      await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response);
    }
  })().finally(() => (filling = null));
  return filling;
}

const router = new Router();
// The build's files, and each page rendered at build time at its own address.
router.registerRoute(
  new PrecacheRoute(precache, {
    ignoreURLParametersMatching: [/./],
    urlManipulation: ({ url }) => withoutTrailingSlash(url),
  }),
);
// Any other page of the app: the app without a page (404.html), whichever fallback the host has.
const scope = new URL('./', self.location.href).pathname;
router.registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && isAppPage(url, scope),
    precache.createHandlerBoundToURL('404.html'),
  ),
);

self.addEventListener('install', (event) => {
  // The build's files go to the precache, never to a worker: found there, or fetched from the
  // network. msw's worker would hand every request of a page it mocks to that page and wait for its
  // busy main thread to answer "not mine" (decision 0021). Chrome 123 on; without static routing,
  // the router below answers them.
  // InstallEvent.addRoutes is not in TypeScript's worker types yet.
  const installing = event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
  if (installing.addRoutes && typeof URLPattern !== 'undefined') {
    const assets = new URL('./assets/', self.location.href).pathname;
    event.waitUntil(
      installing
        .addRoutes({
          condition: { urlPattern: new URLPattern({ pathname: `${assets}*` }) },
          source: { cacheName: precache.strategy.cacheName },
        })
        // Routing refused: the router answers them.
        .catch(() => {}),
    );
  }
  // A first install precaches nothing: the page asks once the visitor has signed in and leaves it
  // alone (src/app/offline.tsx). A new version (a worker is active) precaches what changed and then waits
  // for the visitor's Reload: msw's own listener, which would take over the page at once
  // (`skipWaiting`), is not run.
  if (self.registration.active) {
    event.stopImmediatePropagation();
    event.waitUntil(fillPrecache());
  }
});

self.addEventListener('activate', (event) => {
  // The files of the version before that this one no longer has.
  void precache.activate(event);
});

self.addEventListener('message', (event) => {
  // msw's worker unregisters itself as the last page it mocks closes: the demo would then not open
  // again offline. It stays; msw keeps the closed page's id, which only makes it look at requests
  // of a page that has not started the API (and pass them on) instead of ignoring them.
  if (event.data === MSW_CLIENT_CLOSED) {
    event.stopImmediatePropagation();
  } else if (event.data === PRECACHE_MESSAGE) {
    event.stopImmediatePropagation();
    // The answer says the fill is done (or why it stopped), to whoever asked with a port.
    event.waitUntil(
      fillPrecache().then(
        () => event.ports[0]?.postMessage({ done: true }),
        (error: unknown) => event.ports[0]?.postMessage({ done: false, error: String(error) }),
      ),
    );
  } else if (event.data === PAUSE_PRECACHE_MESSAGE) {
    event.stopImmediatePropagation();
    paused.abort(new DOMException('The visitor is using the page', 'AbortError'));
  } else if (event.data === ACTIVATE_MESSAGE) {
    event.stopImmediatePropagation();
    void self.skipWaiting();
  }
});

self.addEventListener('fetch', (event) => {
  const answer = router.handleRequest({ event, request: event.request });
  if (!answer) return;
  event.respondWith(answer);
  event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
