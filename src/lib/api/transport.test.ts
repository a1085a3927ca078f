import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { setToken } from '@/lib/auth-token';
import { ApiError, apiUrl, send, startApiWith, whenApiReady } from './transport';

/** A request to a path outside the document, as the typed client hands it over. */
const probe = (path: string, init?: RequestInit) => send(new Request(apiUrl(path), init));

describe('send', () => {
  it('raises "status: body text" for a non-OK reply', async () => {
    server.use(http.get('/api/probe', () => new HttpResponse('Nope, not here', { status: 404 })));
    await expect(probe('/api/probe')).rejects.toThrow('404: Nope, not here');
  });

  it('falls back to the status text when the body is empty', async () => {
    server.use(
      http.get(
        '/api/probe',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(probe('/api/probe')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps the parsed body and the server message on the error', async () => {
    server.use(
      http.post('/api/probe', () =>
        HttpResponse.json({ message: 'Verify first', needsVerification: true }, { status: 403 }),
      ),
    );
    const error = await probe('/api/probe', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).serverMessage).toBe('Verify first');
    expect((error as ApiError).body).toEqual({ message: 'Verify first', needsVerification: true });
  });

  it('sends the stored bearer token, and none when there is none', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/probe', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await probe('/api/probe');
    setToken('secret-token');
    await probe('/api/probe');
    expect(seen).toEqual([null, 'Bearer secret-token']);
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
      const first = probe('/api/probe?n=1').then((response) => response.json());
      const second = probe('/api/probe?n=2').then((response) => response.json());
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

  /** The client modules as a build with these variables has them. */
  async function clientWith(env: Record<string, string>) {
    Object.entries(env).forEach(([name, value]) => vi.stubEnv(name, value));
    vi.resetModules();
    const [transport, client] = await Promise.all([import('./transport'), import('./client')]);
    return { ...transport, ...client };
  }

  it('is VITE_API_BASE when mocking is off, at the same paths', async () => {
    const client = await clientWith({
      VITE_API_MOCKING: 'off',
      VITE_API_BASE: 'https://staging.example.test/',
    });
    server.use(
      http.get('https://staging.example.test/api/demo/outbox', () => HttpResponse.json([])),
    );
    await expect(client.callApi('getOutbox')).resolves.toEqual([]);
    expect(client.apiUrl('/api/logout')).toBe('https://staging.example.test/api/logout');
  });

  it("is the page's own origin while mocking is on, whatever VITE_API_BASE says", async () => {
    const client = await clientWith({ VITE_API_BASE: 'https://staging.example.test' });
    expect(client.apiUrl('/api/logout')).toBe(new URL('/api/logout', window.location.href).href);
  });
});
