import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resetDatabase, databaseWrites } from '../persistence';
import { call, sessionTokenFor } from '../testing/api';
import { apiHandlers } from '.';

/** Field names the endpoints read, so generated bodies reach the validators, not only the JSON parser. */
const FIELDS = [
  'email',
  'password',
  'username',
  'firstName',
  'lastName',
  'token',
  'decision',
  'id',
  'name',
  'date',
  'range',
];

const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    { $ne: 1 },
    { $gt: '' },
    ['a@b.c'],
    '',
    ' ',
    'a'.repeat(10_000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    -1,
    1e308,
    true,
    null,
  ),
);

const objectBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), hostileValue, { maxKeys: 6 })
  .map((body) => JSON.stringify(body));

/** Bodies as raw text, so some are not JSON at all and some smuggle prototype keys. */
const body = fc.oneof(
  objectBody,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  objectBody.map((json) => json.replace(/^\{/, '{"__proto__":{"role":"admin"},')),
  objectBody.map((json) => json.replace(/^\{/, '{"constructor":{"prototype":{"x":1}},')),
  fc.constant(undefined),
);

const segment = fc.oneof(
  fc.string(),
  fc.constantFrom('local_demo', 'local_admin', '__proto__', '..', '%00', '0', '-1'),
);

const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), fc.string(), {
  maxKeys: 4,
});

/** Writes that a refused request is still meant to make, each for a stated reason. */
function writeExpected(operation: string, status: number): boolean {
  // A failed login is counted before the password is checked, so bursts of guesses are limited.
  return operation === 'POST /api/auth/login' && status === 401;
}

describe('every registered handler, under generated hostile input', () => {
  for (const { info } of apiHandlers) {
    const method = String(info.method);
    const operation = `${method} ${String(info.path)}`;

    it(`${operation} never answers 5xx, and a refusal writes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          query,
          body,
          fc.boolean(),
          async (segments, params, rawBody, signedIn) => {
            resetDatabase('small');
            const token = signedIn ? await sessionTokenFor('demo') : undefined;
            let i = 0;
            const path = String(info.path).replace(/:[A-Za-z]+/g, () =>
              encodeURIComponent(segments[i++]),
            );
            const search = new URLSearchParams(params).toString();
            const writes = databaseWrites();
            const reply = await call(method, search ? `${path}?${search}` : path, {
              body: method === 'GET' ? undefined : rawBody,
              token,
            });
            expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
            if (reply.status >= 400 && !writeExpected(operation, reply.status)) {
              expect(databaseWrites(), `${reply.status} ${JSON.stringify(reply.body)}`).toBe(
                writes,
              );
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});
