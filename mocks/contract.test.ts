import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { handle } from './http';
import { server } from './node';
import { call } from './testing/api';
import { takeContractViolations } from './testing/contract';
import { sessionToken } from './testing/fixtures';

describe('the contract check against docs/openapi.yaml', () => {
  it('passes the real mocked server', async () => {
    const token = await sessionToken('demo');
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email: 'x' } })).status).toBe(400);
    expect(takeContractViolations()).toEqual([]);
  });

  it('names the operation, the status and the field of a response that drifts', async () => {
    server.use(
      http.get(
        '/api/auth/me',
        handle({ public: true }, () => ({ id: 'local_demo', username: 'alex', plan: 'gold' })),
      ),
    );
    await call('GET', '/api/auth/me');
    const [violation, ...rest] = takeContractViolations();
    expect(rest).toEqual([]);
    expect(violation).toMatch(/^GET \/api\/auth\/me \(getTokenUser\) → 200: the response body/);
    expect(violation).toContain("must have required property 'email'");
    expect(violation).toContain('/plan must be equal to one of the allowed values');
  });

  it('reports a status the document does not list', async () => {
    server.use(
      http.get(
        '/api/demo/outbox',
        handle({ public: true }, () => HttpResponse.json({ message: 'Gone' }, { status: 410 })),
      ),
    );
    await call('GET', '/api/demo/outbox');
    expect(takeContractViolations()).toEqual([
      'GET /api/demo/outbox (getOutbox) answered 410, which the document does not list',
    ]);
  });

  it('reports a request the server accepted although the document refuses it', async () => {
    server.use(
      http.post(
        '/api/auth/forgot-password',
        handle({ public: true, body: yup.object({ email: yup.string() }) }, () => ({
          message: 'ok',
        })),
      ),
    );
    await call('POST', '/api/auth/forgot-password', { body: { email: 'not-an-address' } });
    expect(takeContractViolations()).toEqual([
      'POST /api/auth/forgot-password (forgotPassword) → 200: the server accepted a request body the document refuses: /email must match format "email"',
    ]);
  });

  it('leaves injected failures and unknown paths alone', async () => {
    const { injectFailure } = await import('./failures');
    injectFailure({ path: '/api/demo/outbox', status: 503, once: true });
    expect((await call('GET', '/api/demo/outbox')).status).toBe(503);
    expect((await call('GET', '/api/nowhere')).status).toBe(404);
    expect(takeContractViolations()).toEqual([]);
  });
});
