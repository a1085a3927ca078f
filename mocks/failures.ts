import { matchRequestUrl } from 'msw';

import {
  DEFAULT_FAILURE_MESSAGES,
  readFailures,
  writeFailures,
  type FailureRule,
} from '@/lib/demo-controls';

export type { FailureRule };

export function injectFailure(rule: FailureRule): void {
  writeFailures([...readFailures(), rule]);
}

export function clearInjectedFailures(): void {
  writeFailures([]);
}

/** The failure this request must answer with, if a rule matches it; a `once` rule is spent. */
export function takeInjectedFailure(request: Request): { status: number; message: string } | null {
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
    message:
      rule.message ?? DEFAULT_FAILURE_MESSAGES[rule.status] ?? `Injected failure (${rule.status})`,
  };
}
