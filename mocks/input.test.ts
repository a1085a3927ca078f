import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseWrites } from './persistence';
import { call, type Reply } from './testing/api';
import { sessionToken } from './testing/fixtures';

const PROFILE = { firstName: 'Alex', lastName: 'Morgan', email: 'demo@vitalis.health' };

/** A 400 naming the field, and nothing written. */
async function refused(send: () => Promise<Reply>, field: string) {
  const writes = databaseWrites();
  const reply = await send();
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(Object.keys((reply.body as { errors: object }).errors)).toContain(field);
  expect(databaseWrites()).toBe(writes);
  return reply;
}

describe('input the document refuses is refused', () => {
  let token: string;
  const send = (method: string, path: string, body?: unknown) => () =>
    call(method, path, { token, body });

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00'));
    token = await sessionToken('demo');
  });
  afterEach(() => vi.useRealTimers());

  it('numbers arrive as numbers: "5", [7], ["70"] are refused, not converted', async () => {
    await refused(send('PUT', '/api/cart/items/vitamin-d3', { quantity: '5' }), 'quantity');
    await refused(send('PUT', '/api/cart/items/vitamin-d3', { quantity: [7] }), 'quantity');
    const measurement = { kind: 'weight', unit: 'kg' };
    await refused(send('POST', '/api/health-metrics', { ...measurement, value: ['70'] }), 'value');
    const meal = { type: 'lunch', time: '12:30', description: 'Soup' };
    await refused(send('POST', '/api/meals', { ...meal, calories: '100' }), 'calories');
    const reply = await refused(
      send('PUT', '/api/settings/profile', { ...PROFILE, heightCm: '170', phone: 42 }),
      'heightCm',
    );
    // Every bad field is named, the mistyped ones with the field's own words.
    expect((reply.body as { errors: object }).errors).toEqual({
      heightCm: 'Height must be a number',
      phone: 'phone must be a text value.',
    });
    expect(
      (await send('PUT', '/api/settings/profile', { ...PROFILE, heightCm: 170 })()).status,
    ).toBe(200);
  });

  it("a body's unknown field answers 400 naming it; a query string's is ignored", async () => {
    await refused(
      send('PUT', '/api/settings/units', { glucoseUnit: 'mmol/L', theme: 'dark' }),
      'theme',
    );
    await refused(
      send('POST', '/api/connect-device', {
        provider: 'apple_health',
        auth: { type: 'manual', scope: 'all' },
      }),
      'auth.scope',
    );
    expect((await call('GET', '/api/health-metrics?range=7d&utm=x', { token })).status).toBe(200);
  });

  it('a list has a size limit and no duplicates: 200,000 copies of a goal are refused, naming the field', async () => {
    // Refused by the list's length: before, every copy was checked one by one (1.5 s here) and all
    // were stored. (How long it takes is not asserted: a busy machine stretched it past a bound.)
    const long = await refused(
      send('PUT', '/api/settings/profile', {
        ...PROFILE,
        healthGoals: Array.from({ length: 200_000 }, () => 'improve-sleep'),
      }),
      'healthGoals',
    );
    expect((long.body as { errors: Record<string, string> }).errors.healthGoals).toMatch(
      /^Choose at most \d+ options/,
    );
    const twice = ['improve-sleep', 'improve-sleep'];
    await refused(
      send('PUT', '/api/settings/profile', { ...PROFILE, healthGoals: twice }),
      'healthGoals',
    );
    const quiet = { quietHoursStart: '22:00', quietHoursEnd: '07:00' };
    await refused(
      send('PUT', '/api/settings/notifications', { ...quiet, enabled: ['sms', 'sms'] }),
      'enabled',
    );
    await refused(
      send('PUT', '/api/settings/privacy', { enabled: ['share-research', 'share-research'] }),
      'enabled',
    );
  });

  it('dates are from 1900-01-01 on: a measurement dated 1000-01-01 is refused', async () => {
    const weight = { kind: 'weight', value: 70, unit: 'kg' };
    await refused(send('POST', '/api/health-metrics', { ...weight, date: '1000-01-01' }), 'date');
    await refused(send('POST', '/api/health-metrics', { ...weight, date: '1899-12-31' }), 'date');
    const meal = { type: 'lunch', time: '12:30', description: 'Soup', date: '1899-12-31' };
    await refused(send('POST', '/api/meals', meal), 'date');
    expect((await call('GET', '/api/meals?date=1899-12-31', { token })).status).toBe(400);
    expect(
      (await send('POST', '/api/health-metrics', { ...weight, date: '1900-01-01' })()).status,
    ).toBe(201);
  });
});
