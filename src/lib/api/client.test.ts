import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { operationsModule } from '../../../scripts/api-operations.mjs';
import type { RequestBody } from '@/lib/api-contract';
import { apiUrl, callApi } from './client';

describe('the operations table', () => {
  it('is generated from the current docs/openapi.yaml (run `npm run api:types`)', () => {
    const document = readFileSync('docs/openapi.yaml', 'utf8');
    expect(readFileSync('src/lib/api/operations.ts', 'utf8')).toBe(operationsModule(document));
  });
});

describe('apiUrl', () => {
  it("fills the operation's path parameters, encoded", () => {
    expect(apiUrl('undoDose', { path: { id: 'a/b', doseId: 'd 1' } })).toBe(
      '/api/medications/a%2Fb/doses/d%201',
    );
  });

  it('appends the query, leaving out what is not given', () => {
    expect(apiUrl('listMeals', { query: { date: '2026-03-04' } })).toBe(
      '/api/meals?date=2026-03-04',
    );
    expect(apiUrl('listMeals', { query: {} })).toBe('/api/meals');
    expect(apiUrl('listMeals')).toBe('/api/meals');
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
    const body: RequestBody<'updateMedication'> = {
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
});
