import { describe, expect, it } from 'vitest';
import type { ApiReply, User } from '@/lib/api/contract';
import { call } from '../testing/api';
import { describeResourceContract } from '../testing/resource-contract';
import { findUserByEmail } from '../sessions';
import { sessionToken } from '../testing/fixtures';

describeResourceContract({
  operation: 'POST /api/account/plan',
  validBody: { plan: 'premium' },
  invalid: { body: { plan: 'gold' }, field: 'plan' },
});

describe('POST /api/account/plan', () => {
  it('moves the signed-in account to Premium and back to Free at once', async () => {
    const token = await sessionToken('free');
    const up = await call('POST', '/api/account/plan', { token, body: { plan: 'premium' } });
    expect(up.status).toBe(200);
    expect((up.body as User).plan).toBe('premium');
    expect(findUserByEmail('free@vitalis.health')?.plan).toBe('premium');
    const me = await call('GET', '/api/auth/me', { token });
    expect((me.body as User).plan).toBe('premium');
    const down = await call('POST', '/api/account/plan', { token, body: { plan: 'free' } });
    expect((down.body as User).plan).toBe('free');
  });
});

describe('POST /api/demo/accounts', () => {
  it('signs in a brand-new, verified, empty Free account each time', async () => {
    const first = await call('POST', '/api/demo/accounts');
    const second = await call('POST', '/api/demo/accounts');
    expect(first.status).toBe(201);
    const { token, user } = first.body as ApiReply<'createDemoAccount'>;
    expect(user).toMatchObject({ emailVerified: true, plan: 'free', role: 'user' });
    expect((second.body as { user: User }).user.id).not.toBe(user.id);
    const me = await call('GET', '/api/auth/me', { token });
    expect((me.body as User).id).toBe(user.id);
    const dashboard = await call('GET', '/api/dashboard', { token });
    expect((dashboard.body as ApiReply<'getDashboard'>).hasData).toBe(false);
  });
});

describe('GET /api/demo/preview-dashboard', () => {
  it('answers without a session: sample data computed like a dashboard, the same on each call', async () => {
    const reply = await call('GET', '/api/demo/preview-dashboard');
    expect(reply.status).toBe(200);
    const dashboard = reply.body as ApiReply<'getPreviewDashboard'>;
    expect(dashboard.hasData).toBe(true);
    expect(dashboard.cards.map((card) => card.id)).toEqual([
      'healthScore',
      'heartRate',
      'sleepScore',
      'steps',
      'recovery',
      'hrv',
    ]);
    expect(dashboard.bodySystems.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/demo/preview-dashboard')).body).toEqual(dashboard);
  });

  it("is nobody's data: it differs from the demo user's dashboard", async () => {
    const token = await sessionToken('demo');
    const own = await call('GET', '/api/dashboard', { token });
    const preview = await call('GET', '/api/demo/preview-dashboard');
    expect(preview.body).not.toEqual(own.body);
  });
});
