import { matchRequestUrl } from 'msw';

import { failureMessage, readFailures, writeFailures, type FailureRule } from '@/lib/demo-controls';

export type { FailureRule };

export function injectFailure(rule: FailureRule): void {
  writeFailures([...readFailures(), rule]);
}

export function clearInjectedFailures(): void {
  writeFailures([]);
}

/** A client outside the browser (a mobile app, curl, the API tour) asks one request to fail. */
export const FAILURE_HEADER = 'X-Mock-Failure';

function failureOf(status: number, message?: string) {
  return { status, message: failureMessage(status, message) };
}

/**
 * The failure this request must answer with: the status its `X-Mock-Failure` header asks for
 * (400–599), or a matching rule's (a `once` rule is spent).
 */
export function takeInjectedFailure(request: Request): { status: number; message: string } | null {
  const asked = Number(request.headers.get(FAILURE_HEADER));
  if (Number.isInteger(asked) && asked >= 400 && asked <= 599) return failureOf(asked);
  const rules = readFailures();
  const index = rules.findIndex(
    (rule) =>
      (!rule.method || rule.method.toUpperCase() === request.method) &&
      matchRequestUrl(new URL(request.url), rule.path, new URL(request.url).origin).matches,
  );
  if (index === -1) return null;
  const rule = rules[index];
  if (rule.once) writeFailures(rules.filter((_, i) => i !== index));
  return failureOf(rule.status, rule.message);
}
