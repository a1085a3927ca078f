import { describe, expect, it } from 'vitest';
import { apiHandlers } from './handlers';
import { call } from './testing/api';
import { routePath } from './testing/contract';
import { documentedOperationsWithExamples as operations } from './testing/examples';
import { newAccount, signInWithGoogle } from './testing/fixtures';

/**
 * An operation's `security` in docs/openapi.yaml is what its handler accepts, scheme by scheme: each
 * documented operation of the handler list is sent, with its documented example, carrying one
 * credential only (a bearer token, the Google session cookie, or none).
 * - Where one of its alternatives is met by that credential (`{ bearer: [] }`,
 *   `{ googleSession: [] }`, or `{}`: none needed) the handler must not answer 401; where none is,
 *   it must.
 * - A credential its security does not name must be left as it was: a generated client sends what
 *   the document declares and nothing else, so a session the handler would end (or use) unnamed is
 *   one such a client never hands it. A bystander's session, never sent, tells an operation that
 *   ends every session (the demo data's import and reset) from one that used the credential.
 */
const SCHEMES = {
  bearer: {
    sign: async () => ({ token: (await newAccount()).token }),
    valid: async ({ token }: { token?: string }) =>
      (await call('GET', '/api/auth/me', { token })).status === 200,
  },
  googleSession: {
    sign: async () => {
      await signInWithGoogle();
      return {};
    },
    valid: async () => (await call('GET', '/api/auth/user')).status === 200,
  },
  none: { sign: async () => ({}), valid: async () => true },
};
type Scheme = keyof typeof SCHEMES;

/** Whether one of the operation's alternatives is met by this credential alone. */
const accepts = (security: string[][], scheme: Scheme) =>
  security.some((schemes) =>
    scheme === 'none' ? schemes.length === 0 : schemes.every((each) => each === scheme),
  );

const served = apiHandlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);

describe.each(Object.keys(SCHEMES) as Scheme[])('with %s alone', (scheme) => {
  it.each(operations.map((operation) => [operation.id, operation]))(
    '%s answers 401 exactly when its documented security does not take it, and leaves a credential it does not name as it was',
    async (_, operation) => {
      expect(served).toContain(`${operation.method} ${routePath(operation.path)}`);
      const bystander = await newAccount({ email: 'bystander@example.com' });
      const { sign, valid } = SCHEMES[scheme];
      const credential = await sign();
      const reply = await call(operation.method, operation.url, {
        ...credential,
        body: operation.body,
      });
      const taken = accepts(operation.security, scheme);
      expect(reply.status === 401, `${reply.status} ${JSON.stringify(reply.body)}`).toBe(!taken);
      const named = operation.security.some((schemes) => schemes.includes(scheme));
      if (named) return;
      const everyoneOut = !(await SCHEMES.bearer.valid({ token: bystander.token }));
      expect(everyoneOut || (await valid(credential)), 'the credential was used unnamed').toBe(
        true,
      );
    },
  );
});

describe('logout, as its security says', () => {
  it('ends the bearer session it is sent with', async () => {
    const { token } = await newAccount();
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('ends the Google session of its cookie', async () => {
    await signInWithGoogle();
    expect((await call('POST', '/api/auth/logout')).status).toBe(200);
    expect((await call('GET', '/api/auth/user')).status).toBe(401);
  });

  it('sent with neither, ends nothing and answers the same', async () => {
    const { token } = await newAccount();
    const reply = await call('POST', '/api/auth/logout');
    expect(reply).toMatchObject({ status: 200, body: { message: 'Logged out' } });
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
