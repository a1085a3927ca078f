import { getToken } from './auth-token';

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

/**
 * The absolute URL of an API path (`/api/meals`): on VITE_API_BASE when set, else on the page's
 * origin, so the helper also works where fetch needs absolute URLs.
 */
export function apiUrl(path: string): string {
  return API_BASE ? `${API_BASE}${path}` : new URL(path, window.location.href).toString();
}

function requestHeaders(token: string | null, hasBody: boolean): HeadersInit {
  const headers: Record<string, string> = {};
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
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

/** Sends a request once the API is up, with the bearer token; a non-OK reply throws `ApiError`. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  await whenApiReady();
  const token = getToken();
  const response = await fetch(apiUrl(url), {
    method,
    headers: requestHeaders(token, data !== undefined),
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response, token);
  return response;
}

/** Sends a request and parses the JSON reply (an empty reply gives null). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
