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

export interface InjectedFailure {
  status: number;
  message: string;
  fields?: FailureRule['fields'];
}

/**
 * The failure this request must answer with: the status its `X-Mock-Failure` header asks for
 * (400–599), or a matching rule's (a `once` rule is spent).
 */
export function takeInjectedFailure(request: Request): InjectedFailure | null {
  const asked = Number(request.headers.get(FAILURE_HEADER));
  if (Number.isInteger(asked) && asked >= 400 && asked <= 599) {
    return { status: asked, message: failureMessage(asked) };
  }
  const rules = readFailures();
  const index = rules.findIndex(
    (rule) =>
      (!rule.method || rule.method.toUpperCase() === request.method) &&
      matchRequestUrl(new URL(request.url), rule.path, new URL(request.url).origin).matches,
  );
  if (index === -1) return null;
  const rule = rules[index];
  if (rule.once) writeFailures(rules.filter((_, i) => i !== index));
  return {
    status: rule.status,
    message: failureMessage(rule.status, rule.message),
    fields: rule.fields,
  };
}
