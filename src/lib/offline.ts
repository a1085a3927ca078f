/**
 * What the page and the demo's service worker (src/worker/api-worker.ts) share: their messages, and
 * which addresses the worker answers from its precache. Nothing here reads a page's or a worker's
 * globals: both import it.
 */

/** The page asks the worker to fill its precache (once signed in, when idle). */
export const PRECACHE_MESSAGE = 'vitalis:precache';

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
