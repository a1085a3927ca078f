import { describe, expect, it } from 'vitest';
import type { Schema, User } from '@/lib/api-contract';
import { MODEL_NAMES, db } from '../db';
import { call, sessionTokenFor } from '../testing/api';
import { newAccount } from '../testing/new-account';
import { describeResourceContract } from '../testing/resource-contract';

type DataExport = Schema<'DataExport'>;

/** Every record of every table, as one flat list of [table, record]. */
const allRecords = () =>
  MODEL_NAMES.flatMap((name) =>
    (db[name] as unknown as { getAll(): Record<string, unknown>[] })
      .getAll()
      .map((record) => [name, record] as const),
  );

describe('POST /api/account/plan', () => {
  it('upgrades and downgrades at once, answering the user', async () => {
    const token = await sessionTokenFor('free');
    const up = await call('POST', '/api/account/plan', { token, body: { plan: 'premium' } });
    expect(up.status).toBe(200);
    expect((up.body as User).plan).toBe('premium');
    expect(((await call('GET', '/api/auth/me', { token })).body as User).plan).toBe('premium');
    const down = await call('POST', '/api/account/plan', { token, body: { plan: 'free' } });
    expect((down.body as User).plan).toBe('free');
  });
});

describe('POST /api/account/password', () => {
  it('checks the current password, ends the other sessions, and the old password stops working', async () => {
    const { token, email, password } = await newAccount();
    const other = await call('POST', '/api/auth/login', { body: { email, password } });
    const otherToken = (other.body as { token: string }).token;

    const wrong = await call('POST', '/api/account/password', {
      token,
      body: { currentPassword: 'nope', newPassword: 'Better456' },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: object }).errors).toHaveProperty('currentPassword');

    const weak = await call('POST', '/api/account/password', {
      token,
      body: { currentPassword: password, newPassword: 'weakpass' },
    });
    expect((weak.body as { errors: Record<string, string> }).errors.newPassword).toBe(
      'Password must contain at least one uppercase letter',
    );

    const changed = await call('POST', '/api/account/password', {
      token,
      body: { currentPassword: password, newPassword: 'Better456' },
    });
    expect(changed).toMatchObject({ status: 200, body: { otherSessionsEnded: 1 } });
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: otherToken })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email, password } })).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', { body: { email, password: 'Better456' } })).status,
    ).toBe(200);
  });
});

describe('GET /api/account/export', () => {
  it("holds every record of the user's in every table, no secrets, and nothing of anyone else", async () => {
    const token = await sessionTokenFor('demo');
    // Another user's records in every table that has them must stay out.
    const { token: otherToken, userId: otherId } = await newAccount('other@example.com');
    await call('POST', '/api/connect-device', {
      token: otherToken,
      body: { provider: 'apple_health', auth: { type: 'manual' } },
    });
    const reply = await call('GET', '/api/account/export', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="vitalis-export-/,
    );
    const data = reply.body as DataExport;

    expect(data.account).toMatchObject({ id: 'local_demo', email: 'demo@vitalis.health' });
    const text = JSON.stringify(data);
    for (const secret of ['passwordHash', 'passwordSalt', 'tokenHash', otherId]) {
      expect(text).not.toContain(secret);
    }
    // Table-agnostic: every record anywhere whose userId is the demo's is in the export, under its
    // table, except the session and token tables, which are never exported.
    const expected = allRecords().filter(
      ([name, record]) =>
        record.userId === 'local_demo' && !['session', 'verificationToken'].includes(name),
    );
    expect(expected.length).toBeGreaterThan(100);
    for (const [name, record] of expected) {
      expect(data.tables[name]).toContainEqual(JSON.parse(JSON.stringify(record)));
    }
    const exported = Object.values(data.tables).flat();
    expect(exported).toHaveLength(expected.length);
    expect(data.tables).not.toHaveProperty('session');
    expect(data.tables).not.toHaveProperty('rateLimit');
  });

  it('gives one table as CSV', async () => {
    const token = await sessionTokenFor('demo');
    const reply = await call('GET', '/api/account/export/connectedDevice', { token });
    expect(reply.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (reply.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,userId,provider,deviceName,deviceType,connectedAt,lastSynced,lastSyncSummary',
    );
    expect(lines).toHaveLength(4);
    const secret = await call('GET', '/api/account/export/session', { token });
    expect(secret.status).toBe(400);
    expect((secret.body as { errors: object }).errors).toHaveProperty('table');
  });

  it('is Premium only', async () => {
    const token = await sessionTokenFor('free');
    expect((await call('GET', '/api/account/export/healthSeries', { token })).status).toBe(403);
    const reply = await call('GET', '/api/account/export', { token });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      message: 'Data export is a Premium feature. Upgrade to Premium to download your data.',
    });
  });
});

describe('DELETE /api/account', () => {
  it('removes the user and every record of theirs, ends the session, and frees the e-mail', async () => {
    const { token, userId, email, password } = await newAccount();
    await call('POST', '/api/auth/dexcom/callback', { token, body: { decision: 'allow' } });
    const [device] = (await call('GET', '/api/connected-devices', { token })).body as {
      id: string;
    }[];
    await call('POST', `/api/sync-device/${device.id}`, { token });
    await call('PUT', '/api/settings/notifications', {
      token,
      body: { enabled: ['email'], quietHoursStart: '23:00', quietHoursEnd: '06:30' },
    });
    const summary = (await call('GET', '/api/account/data-summary', { token }))
      .body as Schema<'DataSummary'>;
    expect(summary.tables.map((t) => t.table)).toEqual([
      'healthSeries',
      'connectedDevice',
      'notificationSettings',
    ]);
    const othersBefore = allRecords().filter(
      ([, r]) => r.userId !== userId && r.id !== userId,
    ).length;

    const refused = await call('DELETE', '/api/account', { token, body: { confirm: 'yes' } });
    expect(refused.status).toBe(400);
    const deleted = await call('DELETE', '/api/account', { token, body: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(200);

    expect(allRecords().filter(([, r]) => r.userId === userId || r.id === userId)).toEqual([]);
    expect(
      allRecords().filter(([, r]) => r.userId !== userId && r.id !== userId).length,
    ).toBeLessThanOrEqual(othersBefore);
    expect(db.user.count({ where: { id: { equals: 'local_demo' } } })).toBe(1);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email, password } })).status).toBe(401);
    const again = await call('POST', '/api/auth/register', {
      body: { username: 'newperson', email, password },
    });
    expect(again.status).toBe(201);
  });
});

describe('POST /api/account/email/confirm', () => {
  it('changes the e-mail only when the link sent to the new address is opened', async () => {
    const token = await sessionTokenFor('demo');
    // The pending address is read-only: a body sending it back is refused.
    const { pendingEmail, ...profile } = (await call('GET', '/api/settings/profile', { token }))
      .body as Schema<'Profile'>;
    expect(pendingEmail).toBeNull();
    const saved = await call('PUT', '/api/settings/profile', {
      token,
      body: { ...profile, email: 'alex.new@example.com' },
    });
    expect(saved.body).toMatchObject({
      email: 'demo@vitalis.health',
      pendingEmail: 'alex.new@example.com',
    });
    const message = db.outboxMessage.findFirst({
      where: { to: { equals: 'alex.new@example.com' } },
    })!;
    expect(message.subject).toBe('Confirm your new email address');
    const tokenInLink = new URL(message.link, 'http://x').searchParams.get('token')!;
    const confirmed = await call('POST', '/api/account/email/confirm', {
      body: { token: tokenInLink },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { email: 'alex.new@example.com' } });
    expect(((await call('GET', '/api/auth/me', { token })).body as User).email).toBe(
      'alex.new@example.com',
    );
    const reused = await call('POST', '/api/account/email/confirm', {
      body: { token: tokenInLink },
    });
    expect(reused.status).toBe(400);
  });

  it('refuses an address another account has', async () => {
    const token = await sessionTokenFor('demo');
    // The pending address is read-only: a body sending it back is refused.
    const { pendingEmail, ...profile } = (await call('GET', '/api/settings/profile', { token }))
      .body as Schema<'Profile'>;
    expect(pendingEmail).toBeNull();
    const taken = await call('PUT', '/api/settings/profile', {
      token,
      body: { ...profile, email: 'free@vitalis.health' },
    });
    expect(taken.status).toBe(409);
  });
});

describeResourceContract({
  operation: 'POST /api/account/plan',
  validBody: { plan: 'premium' },
  invalid: { body: { plan: 'gold' }, field: 'plan' },
});
describeResourceContract({
  operation: 'POST /api/account/password',
  validBody: { currentPassword: 'Demo1234!', newPassword: 'Better456' },
  invalid: { body: { currentPassword: 'Demo1234!', newPassword: 'short' }, field: 'newPassword' },
});
describeResourceContract({ operation: 'GET /api/account/data-summary' });
describeResourceContract({ operation: 'GET /api/account/export' });
describeResourceContract({ operation: 'GET /api/account/export/connectedDevice' });
describeResourceContract({
  operation: 'DELETE /api/account',
  validBody: { confirm: 'DELETE' },
  invalid: { body: { confirm: 'please' }, field: 'confirm' },
});
