import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { ApiError, apiJson, apiRequest, startApiWith, whenApiReady } from './api-client';
import { setToken } from './auth-token';

describe('apiRequest', () => {
  it('raises "status: body text" for a non-OK reply', async () => {
    server.use(http.get('/api/probe', () => new HttpResponse('Nope, not here', { status: 404 })));
    await expect(apiRequest('GET', '/api/probe')).rejects.toThrow('404: Nope, not here');
  });

  it('falls back to the status text when the body is empty', async () => {
    server.use(
      http.get(
        '/api/probe',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(apiRequest('GET', '/api/probe')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps the parsed body and the server message on the error', async () => {
    server.use(
      http.post('/api/probe', () =>
        HttpResponse.json({ message: 'Verify first', needsVerification: true }, { status: 403 }),
      ),
    );
    const error = await apiRequest('POST', '/api/probe', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).serverMessage).toBe('Verify first');
    expect((error as ApiError).body).toEqual({ message: 'Verify first', needsVerification: true });
  });

  it('sends a JSON body with a JSON content type, and the stored bearer token', async () => {
    let seen: { type: string | null; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/probe', async ({ request }) => {
        seen = {
          type: request.headers.get('Content-Type'),
          auth: request.headers.get('Authorization'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    setToken('secret-token');
    await expect(apiJson('POST', '/api/probe', { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ type: 'application/json', auth: 'Bearer secret-token', body: { a: 1 } });
  });

  it('sends no body, content type or token when there are none', async () => {
    let seen: { type: string | null; auth: string | null; text: string } | undefined;
    server.use(
      http.delete('/api/probe', async ({ request }) => {
        seen = {
          type: request.headers.get('Content-Type'),
          auth: request.headers.get('Authorization'),
          text: await request.text(),
        };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(apiJson('DELETE', '/api/probe')).resolves.toBeNull();
    expect(seen).toEqual({ type: null, auth: null, text: '' });
  });
});

describe('the readiness promise', () => {
  it('holds every request until the API is up, and starts it once, at the first request', async () => {
    const sent: string[] = [];
    server.use(
      http.get('/api/probe', ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('n') ?? '');
        return HttpResponse.json({ ok: true });
      }),
    );
    let starts = 0;
    let up: () => void = () => undefined;
    startApiWith(() => {
      starts += 1;
      return new Promise<void>((resolve) => (up = resolve));
    });
    try {
      const first = apiJson('GET', '/api/probe?n=1');
      const second = apiJson('GET', '/api/probe?n=2');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toEqual([]);
      expect(starts).toBe(1);
      up();
      await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
      expect(sent.sort()).toEqual(['1', '2']);
      await whenApiReady();
      expect(starts).toBe(1);
    } finally {
      startApiWith(() => Promise.resolve());
    }
  });
});

describe('the server the client calls', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The client module as a build with these variables has it. */
  async function clientWith(env: Record<string, string>) {
    Object.entries(env).forEach(([name, value]) => vi.stubEnv(name, value));
    vi.resetModules();
    return import('./api-client');
  }

  it('is VITE_API_BASE when mocking is off, at the same paths', async () => {
    const client = await clientWith({
      VITE_API_MOCKING: 'off',
      VITE_API_BASE: 'https://staging.example.test/',
    });
    server.use(
      http.get('https://staging.example.test/api/probe', () =>
        HttpResponse.json({ at: 'staging' }),
      ),
    );
    await expect(client.apiJson('GET', '/api/probe?n=1')).resolves.toEqual({ at: 'staging' });
    expect(client.apiUrl('/api/logout')).toBe('https://staging.example.test/api/logout');
  });

  it("is the page's own origin while mocking is on, whatever VITE_API_BASE says", async () => {
    const client = await clientWith({ VITE_API_BASE: 'https://staging.example.test' });
    expect(client.apiUrl('/api/logout')).toBe(new URL('/api/logout', window.location.href).href);
  });
});
