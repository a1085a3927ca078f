/**
 * The demo controls' settings, kept per browser in localStorage: the mocked server reads them on
 * every request (mocks/latency.ts, mocks/failures.ts) and the Demo controls panel writes them.
 * They mean nothing to a real server.
 */

import type { ErrorBody } from './api/contract';

/** `'0'`, or `'min-max'` in ms; absent means the realistic default. */
export const LATENCY_STORAGE_KEY = 'vitalis:mock-latency';
export const DEFAULT_LATENCY: [number, number] = [150, 450];
/** Longest delay the panel takes, so a typo cannot hang the demo for an hour. */
export const MAX_LATENCY_MS = 30_000;

export const LATENCY_PRESETS = [
  { id: 'none', label: 'None', setting: '0' },
  { id: 'realistic', label: 'Realistic (150–450 ms)', setting: null },
  { id: 'slow', label: 'Slow (1–3 s)', setting: '1000-3000' },
] as const;

export function parseLatency(setting: string | null): [number, number] {
  if (setting === null) return DEFAULT_LATENCY;
  const [min, max = min] = setting.split('-').map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) {
    return DEFAULT_LATENCY;
  }
  return [min, max];
}

export function readLatency(): [number, number] {
  return parseLatency(globalThis.localStorage?.getItem(LATENCY_STORAGE_KEY) ?? null);
}

/** Saves a range; the realistic default is saved as no setting at all. */
export function writeLatency(setting: string | null): void {
  if (setting === null) localStorage.removeItem(LATENCY_STORAGE_KEY);
  else localStorage.setItem(LATENCY_STORAGE_KEY, setting);
  notify();
}

/**
 * Failure injection, for stories, tests and demos of error states: a rule makes the next request
 * (`once`), or every request, to a path fail with the chosen status.
 */
export const FAILURES_STORAGE_KEY = 'vitalis:mock-failures';

export interface FailureRule {
  /** An MSW path pattern: '/api/auth/login', '/api/devices/:id', '/api/*'. */
  path: string;
  /** Only this method (any method when absent). */
  method?: string;
  status: number;
  /** The reply's message; a generic one by status when absent. */
  message?: string;
  /**
   * The reply's other fields, as the document's example for this status gives them
   * (`needsVerification`, `errors`), so a screen meets the failure as a real server sends it.
   */
  fields?: Omit<ErrorBody, 'message'>;
  /** Fail only the next matching request, then the rule is spent. */
  once?: boolean;
}

/** The reply's message for a status when a rule gives none. */
export const DEFAULT_FAILURE_MESSAGES: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  409: 'This conflicts with what is already saved.',
  429: 'Too many requests. Please try again later.',
  500: 'Something went wrong on the mocked server.',
  503: 'The service is temporarily unavailable.',
  507: "Not saved: this browser's storage is full.",
};

/** The message an injected failure's reply carries (`{ message }`): the rule's, else the status's. */
export function injectedReplyMessage(status: number, message?: string): string {
  return message ?? DEFAULT_FAILURE_MESSAGES[status] ?? `Injected failure (${status})`;
}

/** Failures any operation can meet, documented or not: the server itself failing. */
export const SERVER_FAILURES = [500, 503];

function isRule(value: unknown): value is FailureRule {
  const rule = value as Partial<FailureRule> | null;
  return (
    typeof rule === 'object' &&
    rule !== null &&
    typeof rule.path === 'string' &&
    typeof rule.status === 'number' &&
    rule.status >= 400 &&
    rule.status <= 599 &&
    (rule.fields === undefined || (typeof rule.fields === 'object' && rule.fields !== null))
  );
}

export function readFailures(): FailureRule[] {
  const raw = globalThis.localStorage?.getItem(FAILURES_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRule) : [];
  } catch {
    return [];
  }
}

export function writeFailures(rules: FailureRule[]): void {
  if (rules.length) localStorage.setItem(FAILURES_STORAGE_KEY, JSON.stringify(rules));
  else localStorage.removeItem(FAILURES_STORAGE_KEY);
  notify();
}

/**
 * `'on'` while the request log records with the panel closed. Otherwise it records only while
 * someone reads it (the panel open), so the app clones no body for it.
 */
export const REQUEST_LOG_STORAGE_KEY = 'vitalis:request-log';

export const readRequestLogRecording = (): boolean =>
  globalThis.localStorage?.getItem(REQUEST_LOG_STORAGE_KEY) === 'on';

export function writeRequestLogRecording(on: boolean): void {
  if (on) localStorage.setItem(REQUEST_LOG_STORAGE_KEY, 'on');
  else localStorage.removeItem(REQUEST_LOG_STORAGE_KEY);
  notify();
}

/** Tells the panel (and what shows the settings are active) that a setting changed. */
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

export function onDemoSettingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
