import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schema, User } from '@/lib/api/contract';
import { MODEL_NAMES, db } from '../db';
import { call, holdNextHash, startWithHeldBody } from '../testing/api';
import { describeResourceContract } from '../testing/resource-contract';
import { newAccount, sessionToken } from '../testing/fixtures';

type DataExport = Schema<'DataExport'>;

/** Every record of every table, as one flat list of [table, record]. */
const allRecords = () =>
  MODEL_NAMES.flatMap((name) =>
    (db[name] as unknown as { getAll(): Record<string, unknown>[] })
      .getAll()
      .map((record) => [name, record] as const),
  );

/** The token in the latest link of this kind sent to the address (the demo outbox). */
function linkTokenSentTo(address: string, kind: string): string {
  const [message] = db.outboxMessage
    .findMany({ where: { to: { equals: address }, kind: { equals: kind } } })
    .sort((a, b) => b.createdAt - a.createdAt);
  return new URL(message.link, 'http://x').searchParams.get('token')!;
}

const changeEmail = (token: string, email: string) =>
  call('PUT', '/api/settings/profile', { token, body: { firstName: 'Nia', lastName: '', email } });

const NEW_PASSWORD = 'Better456';

/** No record in any table still holds any of these (ids, addresses). */
function expectNoTraceOf(...traces: string[]): void {
  const left = JSON.stringify(allRecords());
  for (const trace of traces) expect(left).not.toContain(trace);
}

describe('POST /api/account/plan', () => {
  it('upgrades and downgrades at once, answering the user', async () => {
    const token = await sessionToken('free');
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

  it('gives no session to a login whose password check began before the change', async () => {
    const { token, userId, email, password } = await newAccount();
    const loginHash = holdNextHash('deriveBits');
    const [login, changed] = await Promise.all([
      call('POST', '/api/auth/login', { body: { email, password } }),
      loginHash.started.then(() =>
        call('POST', '/api/account/password', {
          token,
          body: { currentPassword: password, newPassword: 'Better456' },
        }).finally(loginHash.release),
      ),
    ]);
    expect(changed.status).toBe(200);
    expect(login).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    // Only the session that changed the password.
    expect(db.session.count({ where: { userId: { equals: userId } } })).toBe(1);
  });
});

describe('GET /api/account/export', () => {
  it("holds every record of the user's in every table, no secrets, and nothing of anyone else", async () => {
    const token = await sessionToken('demo');
    // Another user's records in every table that has them must stay out.
    const { token: otherToken, userId: otherId } = await newAccount({ email: 'other@example.com' });
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
    const token = await sessionToken('demo');
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
    const token = await sessionToken('free');
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
    expect(summary).toEqual([
      { table: 'connectedDevice', label: 'Connected devices', count: 1 },
      { table: 'healthSeries', label: 'Health data records', count: expect.any(Number) },
      { table: 'notificationSettings', label: 'Notification settings', count: 1 },
    ]);
    // Sent to another address, and counted against the account's own e-mail limit.
    await changeEmail(token, 'nia.new@example.com');
    const othersBefore = allRecords().filter(
      ([, r]) => r.userId !== userId && r.id !== userId,
    ).length;

    const refused = await call('DELETE', '/api/account', { token, body: { confirm: 'yes' } });
    expect(refused.status).toBe(400);
    const deleted = await call('DELETE', '/api/account', { token, body: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(200);

    expect(allRecords().filter(([, r]) => r.userId === userId || r.id === userId)).toEqual([]);
    expectNoTraceOf(userId, email, 'nia.new@example.com');
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

describe('DELETE /api/account racing another write of the user', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a reset e-mail asked for meanwhile is not sent, and answers as for an unknown address', async () => {
    const { token, userId, email } = await newAccount();
    // The reset link's token is made, not yet stored, when the deletion lands.
    const linkHash = holdNextHash('digest');
    const [asked, deleted] = await Promise.all([
      call('POST', '/api/auth/forgot-password', { body: { email } }),
      linkHash.started.then(() =>
        call('DELETE', '/api/account', { token, body: { confirm: 'DELETE' } }).finally(
          linkHash.release,
        ),
      ),
    ]);
    expect(deleted.status).toBe(200);
    expect(asked.status).toBe(200);
    expectNoTraceOf(userId);
    expect(db.outboxMessage.count({ where: { to: { equals: email } } })).toBe(0);
  });

  it.each([
    [
      'an e-mail change',
      'PUT',
      '/api/settings/profile',
      { firstName: 'Nia', lastName: '', email: 'nia.new@example.com' },
    ],
    [
      'a meal',
      'POST',
      '/api/meals',
      { type: 'lunch', date: '2026-03-09', time: '12:30', description: 'Soup' },
    ],
    ['a cart add', 'POST', '/api/cart/add', { supplementId: 'vitamin-d3' }],
    ['a plan change', 'POST', '/api/account/plan', { plan: 'premium' }],
  ])(
    'leaves no record of the user in any table, and %s answers 401, never 500',
    async (_write, method, path, body) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-10T09:00:00Z'));
      const { token, userId, email } = await newAccount();
      // The write has its user but not yet its body when the deletion lands.
      const write = await startWithHeldBody(method, path, { token, body });
      const [deleted, written] = await Promise.all([
        call('DELETE', '/api/account', { token, body: { confirm: 'DELETE' } }).finally(
          write.sendBody,
        ),
        write.reply,
      ]);
      expect(deleted.status).toBe(200);
      expect(written).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
      expectNoTraceOf(userId, email, 'nia.new@example.com');
    },
  );
});

/** Ways the owner takes back an account whose session was stolen. */
const takeBacks: [
  string,
  (owner: { token: string; email: string; password: string }) => Promise<void>,
][] = [
  [
    'a password reset',
    async ({ email }) => {
      await call('POST', '/api/auth/forgot-password', { body: { email } });
      const token = linkTokenSentTo(email, 'reset-password');
      const reset = await call('POST', '/api/auth/reset-password', {
        body: { token, email, password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
    },
  ],
  [
    'a password change',
    async ({ token, password }) => {
      const changed = await call('POST', '/api/account/password', {
        token,
        body: { currentPassword: password, newPassword: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
    },
  ],
  [
    'a newer e-mail change',
    async ({ token }) => {
      expect((await changeEmail(token, 'nia.own@example.com')).status).toBe(200);
    },
  ],
];

describe('a stolen session cannot take the account', () => {
  it.each(takeBacks)('a pending e-mail change is revoked by %s', async (_takeBack, takeBack) => {
    const owner = await newAccount();
    const stolen = await call('POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    const stolenToken = (stolen.body as { token: string }).token;
    expect((await changeEmail(stolenToken, 'thief@example.com')).status).toBe(200);

    await takeBack(owner);

    const confirmed = await call('POST', '/api/account/email/confirm', {
      body: { token: linkTokenSentTo('thief@example.com', 'change-email') },
    });
    expect(confirmed).toMatchObject({
      status: 400,
      body: { message: 'This confirmation link is not valid or has already been used.' },
    });
    expect(db.user.findFirst({ where: { id: { equals: owner.userId } } })?.email).toBe(owner.email);
  });

  it('e-mail changes are limited to three e-mails per address and five per account in 15 minutes, yet the owner can still reset', async () => {
    const { token, email } = await newAccount();
    for (let i = 0; i < 3; i++) {
      expect((await changeEmail(token, 'thief@example.com')).status).toBe(200);
    }
    const perAddress = await changeEmail(token, 'thief@example.com');
    expect(perAddress).toMatchObject({
      status: 429,
      body: {
        message: 'Too many emails were requested for this address. Please try again in 15 minutes.',
      },
    });
    expect(perAddress.headers.get('Retry-After')).toBe('900');
    for (const address of ['thief2@example.com', 'thief3@example.com']) {
      expect((await changeEmail(token, address)).status).toBe(200);
    }
    const perAccount = await changeEmail(token, 'thief4@example.com');
    expect(perAccount).toMatchObject({
      status: 429,
      body: {
        message: 'Too many emails were requested for this account. Please try again in 15 minutes.',
      },
    });
    expect(perAccount.headers.get('Retry-After')).toBe('900');
    expect(db.outboxMessage.count({ where: { to: { equals: 'thief4@example.com' } } })).toBe(0);
    expect((await call('GET', '/api/settings/profile', { token })).body).toMatchObject({
      pendingEmail: 'thief3@example.com',
    });
    // The flood does not lock the owner out of a reset of their own address.
    expect((await call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
  });

  it('a password-reset link stops working once the e-mail has changed', async () => {
    const { token, email } = await newAccount();
    await call('POST', '/api/auth/forgot-password', { body: { email } });
    const resetToken = linkTokenSentTo(email, 'reset-password');
    await changeEmail(token, 'nia.own@example.com');
    await call('POST', '/api/account/email/confirm', {
      body: { token: linkTokenSentTo('nia.own@example.com', 'change-email') },
    });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: resetToken, email, password: NEW_PASSWORD },
    });
    expect(reset).toMatchObject({
      status: 400,
      body: {
        message:
          'This password reset link is invalid or has already been used. Please request a new one.',
      },
    });
  });
});

describe('POST /api/account/email/confirm', () => {
  it('changes the e-mail only when the link sent to the new address is opened', async () => {
    const token = await sessionToken('demo');
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
    const token = await sessionToken('demo');
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
