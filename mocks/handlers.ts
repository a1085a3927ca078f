import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { handle } from './http';
import { HttpError } from './http-error';

const modules = import.meta.glob<{ handlers: HttpHandler[] }>('./*/handlers.ts', { eager: true });

/** The number of path parameters, `/api/bloodwork/:id` one: fixed paths are matched first. */
const parameterCount = (handler: HttpHandler) => String(handler.info.path).split(':').length - 1;

/**
 * Every documented endpoint of the mocked server: each resource's `handlers.ts`
 * (mocks/<resource>/handlers.ts), found by its file. msw answers with the first handler that
 * matches, so a fixed path is placed before the paths with parameters it could also match
 * (`/api/bloodwork/follow-up` before `/api/bloodwork/:id`), whichever folder declares either.
 */
export const apiHandlers: HttpHandler[] = Object.values(modules)
  .flatMap((module) => module.handlers)
  .sort((a, b) => parameterCount(a) - parameterCount(b));

const routes = apiHandlers.map(({ info }) => ({
  path: String(info.path),
  method: String(info.method),
}));

/** A fixed path as msw matches it: in any case, with or without a trailing slash. */
const fixedKey = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * The methods of each fixed path (no parameter), looked up at once. Matching each request against
 * every handler's path (msw compiles each to a regular expression as it matches), before msw's own
 * matching did the same, was a third of the task in which the first requests were answered (55–65
 * ms at 4× CPU).
 */
const fixedPathMethods = new Map<string, Set<string>>();
for (const { path, method } of routes) {
  if (path.includes(':')) continue;
  const key = fixedKey(path);
  fixedPathMethods.set(key, (fixedPathMethods.get(key) ?? new Set()).add(method));
}

/** The methods served at a URL. A fixed path (/api/medications/schedule) is not an id of a
 * parameter path (/api/medications/:id): where a fixed path matches, only its methods count. */
function methodsServing(url: URL): string[] {
  const fixed = fixedPathMethods.get(fixedKey(url.pathname));
  if (fixed) return [...fixed];
  const matching = routes.filter(
    ({ path }) => path.includes(':') && matchRequestUrl(url, path, url.origin).matches,
  );
  return [...new Set(matching.map(({ method }) => method))];
}

/**
 * Any other /api path is answered here, so it never falls through to the static host (which
 * would answer 200 with the app's page): 405 when the path exists with other methods, else 404.
 */
const refuse = handle({ public: true, stored: false }, ({ request }) => {
  const url = new URL(request.url);
  const allowed = methodsServing(url);
  if (allowed.length) {
    throw new HttpError(
      405,
      `${request.method} is not allowed on ${url.pathname}.`,
      {},
      { Allow: allowed.join(', ') },
    );
  }
  throw new HttpError(404, `No API endpoint at ${request.method} ${url.pathname}.`);
});

/** Refuses, before the parameter paths see it, a method a fixed path does not serve. */
const refuseOnFixedPaths = http.all('/api/*', (info) => {
  const fixed = fixedPathMethods.get(fixedKey(new URL(info.request.url).pathname));
  return fixed && !fixed.has(info.request.method) ? refuse(info) : undefined;
});

/** The one handler list: the browser worker, Vitest (msw/node) and Storybook all serve it. */
export const handlers = [refuseOnFixedPaths, ...apiHandlers, http.all('/api/*', refuse)];
