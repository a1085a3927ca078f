/**
 * What the page and the demo's service worker (src/worker/api-worker.ts) share: their messages, and
 * which addresses the worker answers from its precache. Nothing here reads a page's or a worker's
 * globals: both import it.
 */

/** The page asks the worker to fill its precache (once signed in, when the visitor leaves it alone). */
export const PRECACHE_MESSAGE = 'vitalis:precache';

/** The visitor is using the page again: a fill under way stops, to go on at the next request. */
export const PAUSE_PRECACHE_MESSAGE = 'vitalis:pause-precache';

/** The visitor chose Reload: the waiting version takes over. */
export const ACTIVATE_MESSAGE = 'vitalis:activate';

/**
 * Whether a navigation to `url` is to a page of the app, under the site's `base` path: not a file
 * (a name with an extension, such as `api-reference.html`) and not the Storybook built beside the
 * app (`storybook/`). The simulated consent pages under `api/` are pages of the app.
 */
export function isAppPage(url: URL, base: string): boolean {
  if (!url.pathname.startsWith(base)) return false;
  const within = url.pathname.slice(base.length);
  return !/^storybook(\/|$)/.test(within) && !/\.[^/]*$/.test(within);
}

/**
 * A page's address as the precache holds it, for an address ending in a slash (`/about/`): the
 * build writes each page rendered at build time under its address without one (`about`), as the
 * app links it. The site's root keeps its slash.
 */
export function withoutTrailingSlash(url: URL): URL[] {
  const trimmed = url.pathname.replace(/(.)\/+$/, '$1');
  return trimmed === url.pathname ? [] : [new URL(trimmed + url.search, url)];
}

/**
 * A page's revision in the precache's manifest: the SHA-256 of its bytes, in hex (the build writes
 * it: scripts/offline-worker.mjs), so the worker can tell whether the copy the browser has already
 * is the build's without asking the host.
 */
export async function contentRevision(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
