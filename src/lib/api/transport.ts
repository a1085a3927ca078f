import { getToken } from '@/lib/auth-token';

/**
 * A non-OK reply. The message is "{status}: {body text}", or the status text when the body is
 * empty; the parsed body is kept so screens can read fields such as
 * `needsVerification`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The bearer token the request carried, so a late reply can be told from a current one. */
  readonly sentToken: string | null;

  constructor(status: number, message: string, body: unknown, sentToken: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.sentToken = sentToken;
  }

  /** The server's own `message` field, when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    const body = this.body as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response, sentToken: string | null): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    parseJson(text),
    sentToken,
  );
}

/**
 * The server's origin when it is not the page's: VITE_API_BASE (e.g. `https://staging.example.com`),
 * read only with mocking off, as the mocked API answers on the page's own origin.
 */
const API_BASE =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '')
    : '';

/** Where the API answers: VITE_API_BASE when set, else the page's origin. */
export function apiOrigin(): string {
  return API_BASE || window.location.origin;
}

/**
 * The absolute URL of an API path (`/api/logout`), for navigations to the server and wherever
 * fetch needs absolute URLs.
 */
export function apiUrl(path: string): string {
  return `${apiOrigin()}${path}`;
}

/**
 * What must be up before any request leaves: the mocked API's service worker, while mocking is
 * on. The page renders at once and `src/main.tsx` starts the worker once something needs it (a
 * session, the visitor's intent), so each request waits here, on one promise, and none can slip
 * past the worker. The first request starts it when nothing did before.
 */
let startApi: (() => Promise<unknown>) | null = null;
let apiReady: Promise<unknown> | null = null;

/** Sets what `whenApiReady` runs, once, before the first request. */
export function startApiWith(start: () => Promise<unknown>): void {
  startApi = start;
  apiReady = null;
}

/** Resolves when requests may be sent; the first call starts what `startApiWith` set. */
export function whenApiReady(): Promise<unknown> {
  apiReady ??= startApi ? startApi() : Promise.resolve();
  return apiReady;
}

/**
 * Sends a request once the API is up, with the bearer token; a non-OK reply throws `ApiError`.
 * The typed client (`callApi`) builds every request and hands it here.
 */
export async function send(request: Request): Promise<Response> {
  await whenApiReady();
  const token = getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(request);
  await throwIfNotOk(response, token);
  return response;
}
