import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { operationsModule } from '../../../scripts/api-operations.mjs';
import type { ApiBody } from '@/lib/api/contract';
import { callApi } from './client';

describe('the operations table', () => {
  it('is generated from the current docs/openapi.yaml (run `npm run api:types`)', () => {
    const document = readFileSync('docs/openapi.yaml', 'utf8');
    expect(readFileSync('src/lib/api/operations.ts', 'utf8')).toBe(operationsModule(document));
  });
});

describe('callApi', () => {
  it("sends the operation's method, path and body, and answers the parsed reply", async () => {
    let seen: { method: string; path: string; body: unknown } | undefined;
    server.use(
      http.put('/api/medications/:id', async ({ request }) => {
        seen = {
          method: request.method,
          path: new URL(request.url).pathname,
          body: await request.json(),
        };
        return HttpResponse.json({ id: 'm1' });
      }),
    );
    const body: ApiBody<'updateMedication'> = {
      name: 'Metformin',
      dosage: '500 mg',
      frequency: 'daily',
      type: 'prescription',
      startDate: '2026-03-01',
      reminderTimes: ['08:00'],
      notes: null,
    };
    await expect(callApi('updateMedication', { path: { id: 'm1' }, body })).resolves.toEqual({
      id: 'm1',
    });
    expect(seen).toEqual({ method: 'PUT', path: '/api/medications/m1', body });
  });

  it("fills the operation's path parameters, encoded", async () => {
    let path: string | undefined;
    server.use(
      http.delete('/api/medications/:id/doses/:doseId', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    await callApi('undoDose', { path: { id: 'a/b', doseId: 'd 1' } }).catch(() => undefined);
    expect(path).toBe('/api/medications/a%2Fb/doses/d%201');
  });

  it('appends the query, leaving out what is not given', async () => {
    const searches: string[] = [];
    server.use(
      http.get('/api/meals', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    await callApi('listMeals', { query: { date: '2026-03-04' } });
    await callApi('listMeals', { query: {} });
    await callApi('listMeals');
    expect(searches).toEqual(['?date=2026-03-04', '', '']);
  });

  it('sends a JSON body with a JSON content type', async () => {
    let type: string | null | undefined;
    server.use(
      http.post('/api/auth/login', ({ request }) => {
        type = request.headers.get('Content-Type');
        return HttpResponse.json({ message: 'No' }, { status: 401 });
      }),
    );
    await callApi('login', { body: { email: 'a@example.com', password: 'x' } }).catch(
      () => undefined,
    );
    expect(type).toBe('application/json');
  });

  it('sends no body or content type when there is none', async () => {
    let seen: { type: string | null; text: string } | undefined;
    server.use(
      http.delete('/api/bloodwork/:id', async ({ request }) => {
        seen = { type: request.headers.get('Content-Type'), text: await request.text() };
        return HttpResponse.json({ message: 'Deleted.' });
      }),
    );
    await expect(callApi('deleteLabDraw', { path: { id: 'd1' } })).resolves.toEqual({
      message: 'Deleted.',
    });
    expect(seen).toEqual({ type: null, text: '' });
  });
});
