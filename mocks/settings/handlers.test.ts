import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { DEFAULT_NOTIFICATIONS } from '@/lib/settings/account';
import { call } from '../testing/api';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';
import { describeResourceContract } from '../testing/resource-contract';
import { sessionToken } from '../testing/fixtures';

type Profile = Schema<'Profile'>;

describe('/api/settings/profile', () => {
  it('saves the profile and the names, and keeps them after a reload', async () => {
    persistDuringTest();
    const token = await sessionToken('demo');
    const { pendingEmail, ...profile } = (await call('GET', '/api/settings/profile', { token }))
      .body as Profile;
    expect(profile).toMatchObject({ firstName: 'Alex', bloodType: 'o-positive', heightCm: 176 });
    // Read-only: a body sending it back is refused as an unknown field.
    expect(pendingEmail).toBeNull();
    const saved = await call('PUT', '/api/settings/profile', {
      token,
      body: { ...profile, firstName: 'Alexandra', heightCm: 181, healthGoals: ['reduce-stress'] },
    });
    expect(saved.status).toBe(200);
    reloadDatabase();
    expect((await call('GET', '/api/settings/profile', { token })).body).toMatchObject({
      firstName: 'Alexandra',
      heightCm: 181,
      healthGoals: ['reduce-stress'],
    });
    expect((await call('GET', '/api/auth/me', { token })).body).toMatchObject({
      firstName: 'Alexandra',
    });
  });

  it('refuses implausible values, naming each field', async () => {
    const token = await sessionToken('demo');
    const reply = await call('PUT', '/api/settings/profile', {
      token,
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'not-an-email',
        heightCm: 20,
        weightKg: 900,
        dateOfBirth: '2999-01-01',
        gender: 'robot',
      },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys((reply.body as { errors: object }).errors).sort()).toEqual([
      'dateOfBirth',
      'email',
      'gender',
      'heightCm',
      'weightKg',
    ]);
  });
});

describe('/api/settings/notifications and /api/settings/privacy', () => {
  it('reads the defaults, quiet hours 22:00 to 07:00, until saved', async () => {
    const token = await sessionToken('free');
    expect((await call('GET', '/api/settings/notifications', { token })).body).toEqual(
      DEFAULT_NOTIFICATIONS,
    );
    const body = {
      enabled: ['sms', 'device-sync'],
      quietHoursStart: '21:30',
      quietHoursEnd: '06:00',
    };
    expect((await call('PUT', '/api/settings/notifications', { token, body })).body).toEqual(body);
    expect((await call('GET', '/api/settings/notifications', { token })).body).toEqual(body);
    const privacy = { enabled: ['share-research'] };
    await call('PUT', '/api/settings/privacy', { token, body: privacy });
    expect((await call('GET', '/api/settings/privacy', { token })).body).toEqual(privacy);
  });
});

describeResourceContract({ operation: 'GET /api/settings/profile' });
describeResourceContract({
  operation: 'PUT /api/settings/profile',
  validBody: { firstName: 'Alex', lastName: 'Morgan', email: 'demo@vitalis.health' },
  invalid: {
    body: { firstName: 'Alex', lastName: 'Morgan', email: 'demo@vitalis.health', heightCm: 5 },
    field: 'heightCm',
  },
});
describeResourceContract({ operation: 'GET /api/settings/notifications' });
describeResourceContract({
  operation: 'PUT /api/settings/notifications',
  validBody: DEFAULT_NOTIFICATIONS,
  invalid: {
    body: { ...DEFAULT_NOTIFICATIONS, quietHoursStart: '25:00' },
    field: 'quietHoursStart',
  },
});
describeResourceContract({ operation: 'GET /api/settings/privacy' });
describeResourceContract({
  operation: 'PUT /api/settings/privacy',
  validBody: { enabled: [] },
  invalid: { body: { enabled: ['sell-my-data'] }, field: 'enabled[0]' },
});
