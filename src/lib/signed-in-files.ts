/**
 * The id of the list, in every page the build writes (scripts/prerender.mjs), of the files a
 * sign-in loads (`afterSignIn` in src/app/router.tsx): a JSON array of their addresses.
 */
export const SIGNED_IN_FILES_ID = 'signed-in-files';

/**
 * Links appended per task: each starts its fetch as it is appended, 3–20 ms of the main thread at
 * 4× CPU (decision 0014), and the visitor is typing.
 */
const LINKS_PER_TASK = 2;

const preloaded = new WeakSet<Document>();

/**
 * Fetches the files a sign-in will load, at low priority and without running them, once per page:
 * module preloads, which the router's imports after the press then find in the browser's module
 * map, fetched or under way (a prefetch into the HTTP cache was fetched a second time by an import
 * that came while it was still on its way). A file the page has a link to already is left out.
 */
export function preloadSignedIn(document: Document): void {
  if (preloaded.has(document)) return;
  preloaded.add(document);
  let files: string[];
  try {
    files = JSON.parse(document.getElementById(SIGNED_IN_FILES_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
  );
  const missing = files.filter((file) => !linked.has(new URL(file, document.baseURI).href));
  const appendSome = () => {
    for (const href of missing.splice(0, LINKS_PER_TASK)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      document.head.append(link);
    }
    if (missing.length > 0) setTimeout(appendSome);
  };
  appendSome();
}
