import { readRequestLogRecording } from './demo-controls';

/**
 * The last requests the mocked server answered in this tab, newest first, for the Demo controls'
 * request log: the mocked server (mocks/http.ts) adds each exchange while the log records, the
 * panel reads them. Bodies are read only when someone opens an entry.
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
  request: Request;
  response: Response;
}

let entries: LoggedRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export function logRequest(entry: Omit<LoggedRequest, 'id'>): void {
  entries = [{ ...entry, id: nextId++ }, ...entries].slice(0, REQUEST_LOG_SIZE);
  listeners.forEach((listener) => listener());
}

/**
 * Whether the exchanges are kept now: while someone subscribes (the panel shows the log) or
 * recording is switched on. Otherwise the mocked server logs nothing and clones no body for it.
 */
export const isRecordingRequests = (): boolean => listeners.size > 0 || readRequestLogRecording();

export const readRequestLog = (): readonly LoggedRequest[] => entries;

export function onRequestLogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A body as text, JSON indented; bodies are cloned, so an entry can be opened again. */
export async function bodyText(message: Request | Response): Promise<string> {
  const text = await message.clone().text();
  if (!text) return '(no body)';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
