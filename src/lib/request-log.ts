import { readRequestLogRecording } from './demo-controls';
import { onUserChange } from './user-change';

/**
 * The last requests the mocked server answered in this tab, newest first, for the Demo controls'
 * request log: the mocked server (mocks/http.ts) adds a line for every exchange, with copies of
 * its bodies while the log records; the panel reads them. Bodies are read only when someone opens
 * an entry.
 */
export const REQUEST_LOG_SIZE = 100;

export interface LoggedRequest {
  id: number;
  method: string;
  /** The path with its query string. */
  path: string;
  status: number;
  /** From the request's arrival to its answer, latency included. */
  ms: number;
  /** Copies of what was sent and what came back, kept only while the log records. */
  bodies: { request: Request; response: Response } | null;
}

let entries: LoggedRequest[] = [];
let nextId = 1;
/** How many times the log was emptied for a new user: a request keeps the count it arrived at. */
let clears = 0;
const listeners = new Set<() => void>();

/**
 * Begins the line of a request arriving now; the function returned logs it once answered, unless
 * the user changed meanwhile: the last user's late answer is not the next one's to read.
 */
export function startLogLine(): (entry: Omit<LoggedRequest, 'id'>) => void {
  const arrivedAt = clears;
  return (entry) => {
    if (arrivedAt !== clears) return;
    entries = [{ ...entry, id: nextId++ }, ...entries].slice(0, REQUEST_LOG_SIZE);
    listeners.forEach((listener) => listener());
  };
}

/**
 * Whether the bodies are kept now: while someone subscribes (the panel shows the log) or recording
 * is switched on. Otherwise the mocked server logs the line alone and clones no body for it, so
 * the panel opened afterwards still says what a screen asked for.
 */
export const isRecordingRequests = (): boolean => listeners.size > 0 || readRequestLogRecording();

export const readRequestLog = (): readonly LoggedRequest[] => entries;

// The next user must not read the last one's requests, passwords or not.
onUserChange(() => {
  entries = [];
  clears += 1;
  listeners.forEach((listener) => listener());
});

export function onRequestLogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the log shows instead of a password or a token. */
export const MASKED = '••••••';

/** Keys whose values the log never shows, at any depth: passwords and tokens. */
const SECRET_KEYS = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
]);

/** A JSON value with every secret key's value (but `null`) replaced by {@link MASKED}. */
function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_KEYS.has(key) && field !== null ? MASKED : maskSecrets(field),
    ]),
  );
}

/**
 * A body as text, JSON indented with its passwords and tokens masked (someone may be watching the
 * demo); bodies are cloned, so an entry can be opened again.
 */
export async function bodyText(message: Request | Response): Promise<string> {
  const text = await message.clone().text();
  if (!text) return '(no body)';
  try {
    return JSON.stringify(maskSecrets(JSON.parse(text)), null, 2);
  } catch {
    return text;
  }
}
