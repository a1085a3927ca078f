import { describe, expect, it } from 'vitest';
import { call } from '../testing/api';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';
import { describeResourceContract } from '../testing/resource-contract';
import { sessionToken } from '../testing/fixtures';

describe('/api/settings/units', () => {
  it('reads mg/dL until the user chooses, then what they saved, after a reload too', async () => {
    persistDuringTest();
    const token = await sessionToken('demo');
    expect((await call('GET', '/api/settings/units', { token })).body).toEqual({
      glucoseUnit: 'mg/dL',
    });
    const saved = await call('PUT', '/api/settings/units', {
      token,
      body: { glucoseUnit: 'mmol/L' },
    });
    expect(saved).toMatchObject({ status: 200, body: { glucoseUnit: 'mmol/L' } });
    reloadDatabase();
    expect((await call('GET', '/api/settings/units', { token })).body).toEqual({
      glucoseUnit: 'mmol/L',
    });
  });

  it("keeps each user's choice their own", async () => {
    await call('PUT', '/api/settings/units', {
      token: await sessionToken('demo'),
      body: { glucoseUnit: 'mmol/L' },
    });
    const other = await call('GET', '/api/settings/units', {
      token: await sessionToken('free'),
    });
    expect(other.body).toEqual({ glucoseUnit: 'mg/dL' });
  });
});

describeResourceContract({ operation: 'GET /api/settings/units' });
describeResourceContract({
  operation: 'PUT /api/settings/units',
  validBody: { glucoseUnit: 'mg/dL' },
  invalid: { body: { glucoseUnit: 'mmol' }, field: 'glucoseUnit' },
});
