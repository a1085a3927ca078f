import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ROWS_PER_ACTION, RATE_LIMITS } from './auth/limits';
import { hashPassword, limitPasswordHashing } from './crypto';
import { db } from './db';
import { call, holdNextHash } from './testing/api';
import { documentedOperationsWithExamples as operations } from './testing/examples';
import { sessionToken } from './testing/fixtures';
import { openapiDocument } from './testing/contract';

/**
 * 429 is documented, with Retry-After, exactly where the server throttles. Every documented
 * operation is sent its example (as the demo user where it needs a session, and with every e-mail
 * address one no account has, which no limit has counted yet) while the server throttles all it
 * can: no password may be hashed now (one is, the one the queue of mocks/crypto.ts takes at once,
 * and none may wait), and every rate limit
 * keeps as many counts as it takes, none of which it may drop (mocks/rate-limit.ts), so a use it
 * would count is refused. An operation that then answers 429 must document it; one that documents
 * it must answer it.
 */
const HASHING = { concurrent: 4, waiting: 256 };
afterEach(() => limitPasswordHashing(HASHING));

/** Every limit full of counts near their lock: a new address or account has no room. */
function fillRateLimits() {
  const now = Date.now();
  for (const limit of RATE_LIMITS) {
    for (let i = 0; i < MAX_ROWS_PER_ACTION; i++) {
      db.rateLimit.create({
        id: `${limit.action}:someone-${i}@example.com`,
        count: limit.max - 1,
        windowStartedAt: now,
        lockedUntil: 0,
      });
    }
  }
}

const NEW_ADDRESS = 'no.account.yet@example.com';
const withNewAddress = (body: unknown) =>
  body && typeof body === 'object' && 'email' in body ? { ...body, email: NEW_ADDRESS } : body;

interface Reply429 {
  headers?: Record<string, unknown>;
  $ref?: string;
}
const responses = (
  openapiDocument as unknown as { components: { responses: Record<string, Reply429> } }
).components.responses;

describe('while the server throttles all it can', () => {
  it.each(operations.map((operation) => [operation.id, operation]))(
    '%s answers 429 with Retry-After if and only if it documents 429 with Retry-After',
    async (_, operation) => {
      const token = operation.security.some((each) => each.includes('bearer'))
        ? await sessionToken('demo')
        : undefined;
      fillRateLimits();
      limitPasswordHashing({ concurrent: 1, waiting: 0 });
      const held = holdNextHash('deriveBits');
      const hashing = hashPassword('held', 'salt');
      await held.started;
      const reply = await call(operation.method, operation.url, {
        token,
        body: withNewAddress(operation.body),
      });
      held.release();
      await hashing;
      const documented = (operation.operation.responses as Record<string, Reply429>)['429'];
      const response = documented?.$ref ? responses[documented.$ref.split('/').pop()!] : documented;
      expect(reply.status === 429, `${reply.status} ${JSON.stringify(reply.body)}`).toBe(
        !!documented,
      );
      if (!documented) return;
      expect(Number(reply.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(Object.keys(response!.headers ?? {})).toContain('Retry-After');
    },
  );
});
