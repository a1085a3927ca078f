import { matchRequestUrl } from 'msw';

/**
 * Failure injection, for stories, tests and demos of error states: a rule makes the next request
 * (`once`), or every request, to a path fail with the chosen status. Rules live in localStorage
 * under this key, so they can also be set from the browser console in a demo build:
 *
 *   localStorage['vitalis:mock-failures'] = '[{"path":"/api/auth/login","status":500}]'
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
  /** Fail only the next matching request, then the rule is spent. */
  once?: boolean;
}

function isRule(value: unknown): value is FailureRule {
  const rule = value as Partial<FailureRule> | null;
  return (
    typeof rule === 'object' &&
    rule !== null &&
    typeof rule.path === 'string' &&
    typeof rule.status === 'number' &&
    rule.status >= 400 &&
    rule.status <= 599
  );
}

function readRules(): FailureRule[] {
  const raw = globalThis.localStorage?.getItem(FAILURES_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRule) : [];
  } catch {
    return [];
  }
}

function writeRules(rules: FailureRule[]): void {
  if (rules.length) localStorage.setItem(FAILURES_STORAGE_KEY, JSON.stringify(rules));
  else localStorage.removeItem(FAILURES_STORAGE_KEY);
}

export function injectFailure(rule: FailureRule): void {
  writeRules([...readRules(), rule]);
}

export function clearInjectedFailures(): void {
  writeRules([]);
}

const DEFAULT_MESSAGES: Record<number, string> = {
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  429: 'Too many requests. Please try again later.',
  500: 'Something went wrong on the mocked server.',
  503: 'The service is temporarily unavailable.',
};

/** The failure this request must answer with, if a rule matches it; a `once` rule is spent. */
export function takeInjectedFailure(request: Request): { status: number; message: string } | null {
  const rules = readRules();
  const index = rules.findIndex(
    (rule) =>
      (!rule.method || rule.method.toUpperCase() === request.method) &&
      matchRequestUrl(new URL(request.url), rule.path, new URL(request.url).origin).matches,
  );
  if (index === -1) return null;
  const rule = rules[index];
  if (rule.once) writeRules(rules.filter((_, i) => i !== index));
  return {
    status: rule.status,
    message: rule.message ?? DEFAULT_MESSAGES[rule.status] ?? `Injected failure (${rule.status})`,
  };
}
