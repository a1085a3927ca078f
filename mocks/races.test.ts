import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { db } from './db';
import { sendVerificationEmail } from './mail';
import { DB_STORAGE_KEY } from './persistence';
import { DEMO_GOOGLE_IDENTITY } from './seed';
import { call, holdNextHash, startWithHeldBody, type Reply } from './testing/api';
import { setNow } from './testing/clock';
import { newAccount } from './testing/fixtures';
import { persistDuringTest, reloadDatabase } from './testing/persistence';

/**
 * A handler that checks, awaits (a hash), then writes re-checks in its write's transaction: a
 * request that lands during the await and changes what was checked makes it answer 401 or 409,
 * or write nothing, never tell its user something that is no longer true.
 */

const NEW_PASSWORD = 'Better456';
const OTHER_PASSWORD = 'Other789x';

const METFORMIN = {
  name: 'Metformin',
  dosage: '500 mg',
  frequency: 'daily',
  type: 'prescription',
  startDate: '2020-01-01',
  reminderTimes: ['08:00'],
  notes: '',
};

const SOUP = { type: 'lunch', date: '2026-03-03', time: '12:30', description: 'Soup' };

const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', { body: { email, password } });

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call('POST', '/api/account/password', { token, body: { currentPassword, newPassword } });

const saveEmail = (token: string, email: string) => ({
  token,
  body: { firstName: 'Nia', lastName: '', email },
});

/** Messages of this kind sent to the address (the demo outbox). */
const sent = (address: string, kind: string) =>
  db.outboxMessage.findMany({ where: { to: { equals: address }, kind: { equals: kind } } });

/** The token in the latest link of this kind sent to the address. */
function linkTokenSentTo(address: string, kind: string): string {
  const [message] = sent(address, kind).sort((a, b) => b.createdAt - a.createdAt);
  return new URL(message.link, 'http://x').searchParams.get('token')!;
}

/**
 * Starts `late`, holds its next hash of this kind, runs `meanwhile` to its end, then lets `late`
 * go on: `meanwhile` lands between `late`'s check and its write.
 */
async function whileHashHeld(
  kind: 'deriveBits' | 'digest',
  late: () => Promise<Reply>,
  meanwhile: () => Promise<Reply>,
): Promise<{ late: Reply; meanwhile: Reply }> {
  const hash = holdNextHash(kind);
  const lateReply = late();
  await hash.started;
  const meanwhileReply = await meanwhile().finally(hash.release);
  return { late: await lateReply, meanwhile: meanwhileReply };
}

describe('a password change racing another', () => {
  it("from another session: the first wins and ends the other's session, which answers 401; the winner's password works", async () => {
    const { token, email, password } = await newAccount();
    const other = ((await login(email, password)).body as { token: string }).token;
    const race = await whileHashHeld(
      'deriveBits',
      () => changePassword(other, password, OTHER_PASSWORD),
      () => changePassword(token, password, NEW_PASSWORD),
    );
    expect(race.meanwhile).toMatchObject({ status: 200, body: { otherSessionsEnded: 1 } });
    expect(race.late).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, OTHER_PASSWORD)).status).toBe(401);
  });

  it('from the same session: the second answers 409, saying the password changed meanwhile', async () => {
    const { token, email, password } = await newAccount();
    const race = await whileHashHeld(
      'deriveBits',
      () => changePassword(token, password, OTHER_PASSWORD),
      () => changePassword(token, password, NEW_PASSWORD),
    );
    expect(race.meanwhile.status).toBe(200);
    expect(race.late).toMatchObject({
      status: 409,
      body: {
        message: 'Your password was changed meanwhile. Enter your current password and try again.',
      },
    });
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, OTHER_PASSWORD)).status).toBe(401);
  });

  it('from a password reset: the reset ends the session, and the change answers 401', async () => {
    const { token, email, password } = await newAccount();
    await call('POST', '/api/auth/forgot-password', { body: { email } });
    const race = await whileHashHeld(
      'deriveBits',
      () => changePassword(token, password, OTHER_PASSWORD),
      () =>
        call('POST', '/api/auth/reset-password', {
          body: { token: linkTokenSentTo(email, 'reset-password'), email, password: NEW_PASSWORD },
        }),
    );
    expect(race.meanwhile.status).toBe(200);
    expect(race.late.status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('an e-mail change racing', () => {
  it('a password change that ends its session: it answers 401 and sends no link', async () => {
    const owner = await newAccount();
    const stolen = ((await login(owner.email, owner.password)).body as { token: string }).token;
    // The change has its session and its body; its link's token is being hashed.
    const change = await startWithHeldBody(
      'PUT',
      '/api/settings/profile',
      saveEmail(stolen, 'thief@example.com'),
    );
    const race = await whileHashHeld(
      'digest',
      async () => (change.sendBody(), change.reply),
      () => changePassword(owner.token, owner.password, NEW_PASSWORD),
    );
    expect(race.meanwhile).toMatchObject({ status: 200, body: { otherSessionsEnded: 1 } });
    expect(race.late).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect(sent('thief@example.com', 'change-email')).toEqual([]);
    expect(db.verificationToken.count({ where: { userId: { equals: owner.userId } } })).toBe(0);
  });

  it('the confirmation of the same address: it answers 409 rather than leave a change to the address the account has', async () => {
    const { token, userId } = await newAccount();
    expect(
      (await call('PUT', '/api/settings/profile', saveEmail(token, 'nia.new@example.com'))).status,
    ).toBe(200);
    const link = linkTokenSentTo('nia.new@example.com', 'change-email');
    const change = await startWithHeldBody(
      'PUT',
      '/api/settings/profile',
      saveEmail(token, 'nia.new@example.com'),
    );
    const race = await whileHashHeld(
      'digest',
      async () => (change.sendBody(), change.reply),
      () => call('POST', '/api/account/email/confirm', { body: { token: link } }),
    );
    expect(race.meanwhile).toMatchObject({ status: 200, body: { email: 'nia.new@example.com' } });
    expect(race.late).toMatchObject({
      status: 409,
      body: { message: 'Your email address was changed meanwhile. Check it and save again.' },
    });
    expect((await call('GET', '/api/settings/profile', { token })).body).toMatchObject({
      email: 'nia.new@example.com',
      pendingEmail: null,
    });
    expect(sent('nia.new@example.com', 'change-email')).toHaveLength(1);
    expect(db.user.findFirst({ where: { id: { equals: userId } } })?.email).toBe(
      'nia.new@example.com',
    );
  });
});

describe('a write whose session ends while its body arrives', () => {
  it('writes nothing and answers 401', async () => {
    const owner = await newAccount();
    const stolen = ((await login(owner.email, owner.password)).body as { token: string }).token;
    const meal = await startWithHeldBody('POST', '/api/meals', {
      token: stolen,
      body: { type: 'lunch', date: '2026-03-03', time: '12:30', description: 'Soup' },
    });
    expect((await changePassword(owner.token, owner.password, NEW_PASSWORD)).status).toBe(200);
    meal.sendBody();
    expect(await meal.reply).toMatchObject({ status: 401 });
    expect(db.meal.count({ where: { userId: { equals: owner.userId } } })).toBe(0);
  });
});

describe('an e-mail asked for while the account changes', () => {
  it('a reset link asked for with the old address while the new one is confirmed is not sent', async () => {
    const { token, email } = await newAccount();
    await call('PUT', '/api/settings/profile', saveEmail(token, 'nia.new@example.com'));
    const link = linkTokenSentTo('nia.new@example.com', 'change-email');
    const race = await whileHashHeld(
      'digest',
      () => call('POST', '/api/auth/forgot-password', { body: { email } }),
      () => call('POST', '/api/account/email/confirm', { body: { token: link } }),
    );
    expect(race.meanwhile.status).toBe(200);
    // The same answer as for an address no account has.
    expect(race.late).toMatchObject({
      status: 200,
      body: {
        message:
          'If an account exists with that email, you will receive a password reset link shortly.',
      },
    });
    expect(sent(email, 'reset-password')).toEqual([]);
    expect(sent('nia.new@example.com', 'reset-password')).toEqual([]);
  });

  it('a new verification link asked for while the first one is opened is not sent', async () => {
    const { userId, email } = await newAccount({ verified: false });
    await sendVerificationEmail(db.user.findFirst({ where: { id: { equals: userId } } })!);
    const race = await whileHashHeld(
      'digest',
      () => call('POST', '/api/auth/resend-verification', { body: { email } }),
      () =>
        call('POST', '/api/auth/verify-email', {
          body: { token: linkTokenSentTo(email, 'verify-email') },
        }),
    );
    expect(race.meanwhile).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(race.late.status).toBe(200);
    expect(sent(email, 'verify-email')).toHaveLength(1);
  });
});

/**
 * Runs `write` as another open tab would: its save reaches storage, but this tab still holds the
 * tables as they were (the storage event has not arrived yet).
 */
async function inAnotherTab(write: () => Promise<Reply>): Promise<Reply> {
  const storedTables = () =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith(DB_STORAGE_KEY))
        .map((key) => [key, localStorage.getItem(key)!]),
    );
  const restore = (tables: Record<string, string>) =>
    Object.entries(tables).forEach(([key, value]) => localStorage.setItem(key, value));
  const before = storedTables();
  const reply = await write();
  const after = storedTables();
  restore(before);
  reloadDatabase();
  restore(after);
  return reply;
}

/** This tab writes after another tab's save that its memory does not hold yet. */
interface TabRace {
  what: string;
  /** Done in this tab first; gives the id the others act on. */
  setUp?: (token: string) => Promise<string>;
  other: (token: string, id: string) => Promise<Reply>;
  here: (token: string, id: string) => Promise<Reply>;
  expected: Partial<Reply>;
}

const addMedication = async (token: string) =>
  (
    (await call('POST', '/api/medications', { token, body: METFORMIN }))
      .body as Schema<'Medication'>
  ).id;
const addToCart = async (token: string) => {
  await call('POST', '/api/cart/add', { token, body: { supplementId: 'vitamin-d3' } });
  return 'vitamin-d3';
};
const oneOf = (method: string, path: string, body?: unknown) => (token: string, id: string) =>
  call(method, path.replace(':id', id), { token, body });

const tabRaces: TabRace[] = [
  {
    what: 'a medication edited after the other tab deleted it',
    setUp: addMedication,
    other: oneOf('DELETE', '/api/medications/:id'),
    here: oneOf('PUT', '/api/medications/:id', METFORMIN),
    expected: { status: 404 },
  },
  {
    what: 'a dose recorded after the other tab deleted the medication',
    setUp: addMedication,
    other: oneOf('DELETE', '/api/medications/:id'),
    here: oneOf('POST', '/api/medications/:id/doses', { time: '08:00' }),
    expected: { status: 404 },
  },
  {
    what: 'a dose recorded after the other tab recorded it',
    setUp: addMedication,
    other: oneOf('POST', '/api/medications/:id/doses', { time: '08:00' }),
    here: oneOf('POST', '/api/medications/:id/doses', { time: '08:00' }),
    expected: { status: 409, body: { message: 'This dose is already marked as taken.' } },
  },
  {
    what: 'a meal edited after the other tab deleted it',
    setUp: async (token) =>
      ((await call('POST', '/api/meals', { token, body: SOUP })).body as { id: string }).id,
    other: oneOf('DELETE', '/api/meals/:id'),
    here: oneOf('PUT', '/api/meals/:id', SOUP),
    expected: { status: 404 },
  },
  {
    what: 'a cart line changed after the other tab removed it',
    setUp: addToCart,
    other: oneOf('DELETE', '/api/cart/items/:id'),
    here: oneOf('PUT', '/api/cart/items/:id', { quantity: 3 }),
    expected: { status: 404 },
  },
  {
    what: 'a cart add after the other tab added the same',
    setUp: addToCart,
    other: oneOf('POST', '/api/cart/add', { supplementId: 'vitamin-d3' }),
    here: oneOf('POST', '/api/cart/add', { supplementId: 'vitamin-d3' }),
    expected: { status: 200, body: { cart: { itemCount: 3 } } },
  },
  {
    what: 'a checkout after the other tab checked out',
    setUp: addToCart,
    other: oneOf('POST', '/api/cart/checkout'),
    here: oneOf('POST', '/api/cart/checkout'),
    expected: { status: 409, body: { message: 'Your cart is empty.' } },
  },
  {
    what: 'joining the meal-plan waitlist after the other tab joined',
    other: oneOf('POST', '/api/meal-planning/waitlist'),
    here: oneOf('POST', '/api/meal-planning/waitlist'),
    expected: { status: 200, body: { joined: true } },
  },
  {
    what: "a lab sync after the other tab's sync today",
    other: oneOf('POST', '/api/bloodwork/sync'),
    here: oneOf('POST', '/api/bloodwork/sync'),
    expected: { status: 200, body: { draw: null } },
  },
  {
    what: 'a retest reminder after the other tab deleted the only draw',
    setUp: async (token) =>
      ((await call('POST', '/api/bloodwork/sync', { token })).body as { draw: { id: string } }).draw
        .id,
    other: oneOf('DELETE', '/api/bloodwork/:id'),
    here: oneOf('PUT', '/api/bloodwork/follow-up'),
    expected: { status: 404 },
  },
];

describe('two open tabs', () => {
  it('a Google sign-in in each makes one account', async () => {
    persistDuringTest();
    const allow = () => call('POST', '/api/auth/google/callback', { body: { decision: 'allow' } });
    expect((await inAnotherTab(allow)).status).toBe(200);
    expect((await allow()).status).toBe(200);
    expect(db.user.count({ where: { email: { equals: DEMO_GOOGLE_IDENTITY.email } } })).toBe(1);
  });

  it('an account deleted in one: a write in the other answers 401 and leaves no record', async () => {
    persistDuringTest();
    const { token, userId } = await newAccount();
    const deleted = await inAnotherTab(() =>
      call('DELETE', '/api/account', { token, body: { confirm: 'DELETE' } }),
    );
    expect(deleted.status).toBe(200);
    // This tab still holds the session and the user; the write's transaction takes the deletion.
    const meal = await call('POST', '/api/meals', {
      token,
      body: { type: 'lunch', date: '2026-03-03', time: '12:30', description: 'Soup' },
    });
    expect(meal).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect(db.meal.count({ where: { userId: { equals: userId } } })).toBe(0);
  });

  it.each(tabRaces.map((race) => [`${race.what} answers ${race.expected.status}`, race] as const))(
    '%s',
    async (_title, { setUp, other, here, expected }) => {
      persistDuringTest();
      const { token } = await newAccount();
      const id = (await setUp?.(token)) ?? '';
      expect((await inAnotherTab(() => other(token, id))).status).toBeLessThan(300);
      expect(await here(token, id)).toMatchObject(expected);
    },
  );

  it("a device synced in each delivers its data once: the second tab's sync says nothing is new", async () => {
    persistDuringTest();
    setNow('2026-03-10T10:01');
    const { token } = await newAccount();
    const device = (
      await call('POST', '/api/auth/dexcom/callback', { token, body: { decision: 'allow' } })
    ).body as Schema<'ConnectedDevice'>;
    const sync = () => call('POST', `/api/sync-device/${device.id}`, { token });
    const first = (await inAnotherTab(sync)).body as Schema<'SyncResult'>;
    expect(first.delivered[0].count).toBeGreaterThan(0);
    expect(((await sync()).body as Schema<'SyncResult'>).message).toBe(
      'No new data since the last sync',
    );
    const opened = () => call('POST', '/api/connected-devices/sync', { token });
    setNow('2026-03-10T13:01');
    expect(
      ((await inAnotherTab(opened)).body as Schema<'CatchUpResult'>).delivered,
    ).toBeGreaterThan(0);
    expect(await opened()).toMatchObject({ status: 200, body: { delivered: 0 } });
  });
});
