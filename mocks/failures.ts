import { matchRequestUrl } from 'msw';

import {
  injectedReplyMessage,
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

/** A client outside the browser (a mobile app, curl, the API tour) asks one request to fail. */
export const FAILURE_HEADER = 'X-Mock-Failure';

export interface InjectedFailure {
  status: number;
  message: string;
  fields?: FailureRule['fields'];
}

/** Only a plain status from 400 to 599: `0x1f4` or `5e2` are not 500. */
const FAILURE_STATUS = /^[45]\d\d$/;

/**
 * The failure this request must answer with: the status its `X-Mock-Failure` header asks for, or
 * a matching rule's (a `once` rule is spent). A header that is not a status from 400 to 599 is a
 * 400 naming it: the request must not run as if it had not been sent.
 */
export function takeInjectedFailure(request: Request): InjectedFailure | null {
  const asked = request.headers.get(FAILURE_HEADER);
  if (asked !== null) {
    return FAILURE_STATUS.test(asked)
      ? { status: Number(asked), message: injectedReplyMessage(Number(asked)) }
      : {
          status: 400,
          message: `${FAILURE_HEADER} must be a status from 400 to 599, e.g. 503; nothing was done.`,
        };
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
    message: injectedReplyMessage(rule.status, rule.message),
    fields: rule.fields,
  };
}
