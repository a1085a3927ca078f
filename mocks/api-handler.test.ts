import { HttpHandler, HttpResponse, getResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-handler';
import { apiHandlers } from './handlers';

const ORIGIN = 'http://localhost';

/** Answers with the handler's own name and the path parameters msw read. */
const echo = (name: string) => () => HttpResponse.json({ name });
const echoParams =
  (name: string) =>
  ({ params }: { params: Record<string, unknown> }) =>
    HttpResponse.json({ name, params });

const ROUTES = [
  ['GET', '/api/medications'],
  ['POST', '/api/medications'],
  ['GET', '/api/medications/schedule'],
  ['GET', '/api/medications/:id'],
  ['PUT', '/api/medications/:id'],
  ['DELETE', '/api/medications/:id/doses/:doseId'],
] as const;

const REQUESTS: [string, string][] = [
  ['GET', '/api/medications'],
  ['GET', '/API/Medications/'],
  ['POST', '/api/medications?x=1'],
  ['PATCH', '/api/medications'],
  ['GET', '/api/medications/schedule'],
  ['GET', '/api/medications/Schedule/'],
  ['GET', '/api/medications/m%201'],
  ['PUT', '/api/MEDICATIONS/abc'],
  ['HEAD', '/api/medications/abc'],
  ['DELETE', '/api/medications/abc/doses/d9'],
  ['DELETE', '/api/medications/abc/doses'],
  ['GET', '/api/medications-old'],
  ['GET', '/api/med'],
  ['GET', '/other/api/medications'],
];

async function answer(handlers: HttpHandler[], method: string, path: string) {
  const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`, { method }), {
    baseUrl: ORIGIN,
  });
  return response ? await response.json() : null;
}

describe("the mocked server's handlers", () => {
  afterEach(() => vi.restoreAllMocks());

  it('match as msw matches: in any case, with or without a trailing slash, parameters decoded', async () => {
    const made = (route: typeof http.get | typeof api.get, path: `/api/${string}`) =>
      route(path, path.includes(':') ? echoParams(path) : echo(path));
    const ours = ROUTES.map(([method, path]) => made(api[method.toLowerCase() as 'get'], path));
    const msws = ROUTES.map(([method, path]) => made(http[method.toLowerCase() as 'get'], path));
    for (const [method, path] of REQUESTS) {
      const expected = await answer(msws, method, path);
      expect({ method, path, answer: await answer(ours, method, path) }).toEqual({
        method,
        path,
        answer: expected,
      });
    }
    // The table is not vacuous: it holds both answers and misses.
    const answers = await Promise.all(REQUESTS.map(([m, p]) => answer(msws, m, p)));
    expect(answers.filter(Boolean).length).toBeGreaterThan(5);
    expect(answers.filter((a) => a === null).length).toBeGreaterThan(3);
  });

  it('leave msw to match a request only on the handlers whose method and fixed start it has', async () => {
    const matched = vi.spyOn(HttpHandler.prototype, 'parse');
    await answer(apiHandlers, 'GET', '/api/medications/schedule');
    const parsedBy = matched.mock.contexts.map((handler) => (handler as HttpHandler).info.header);
    expect(parsedBy).toContain('GET /api/medications/schedule');
    expect(parsedBy.every((header) => header.startsWith('GET /api/medications'))).toBe(true);
    expect(parsedBy.length).toBeLessThanOrEqual(4);
  });
});
