// clock-matrix: it seeds and reloads the database, whose days end today.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { onSuperseded } from '@/lib/database-origin';
import { fillStorage, persistDuringTest, reloadDatabase } from './testing/persistence';
import { db } from './db';
import {
  BACKUP_KEY_PREFIX,
  DB_STORAGE_KEY,
  DEMO_DATA_FORMAT,
  databaseWrites,
  exportDatabase,
  importDatabase,
  loadDatabase,
  loadDatabaseInSlices,
  resetDatabase,
  setStorageWording,
  transaction,
} from './persistence';
import { MAX_ROWS_PER_ACTION } from './auth/limits';
import { DEMO_ACCOUNTS, HISTORY_DAYS } from './seed';
import { call } from './testing/api';
import { PINNED_NOW, advanceNow } from './testing/clock';
import { sessionToken } from './testing/fixtures';

const flushSaves = () => new Promise((resolve) => setTimeout(resolve, 0));
const tableKey = (name: string) => `${DB_STORAGE_KEY}:${name}`;
const stored = (name: string) => JSON.parse(localStorage.getItem(tableKey(name)) ?? 'null');
const userIds = () => db.user.getAll().map((user) => user.id);
const SEEDED_USERS = ['local_demo', 'local_unverified', 'local_admin', 'local_free'];
/** The backups kept in storage, oldest first, each as its document. */
const backups = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(BACKUP_KEY_PREFIX))
    .sort()
    .map((key) => JSON.parse(localStorage.getItem(key)!) as { keys: Record<string, string> });

beforeEach(() => {
  persistDuringTest();
});

describe('the saved mocked database', () => {
  it('seeds on first start, one key per table beside the schema version', () => {
    localStorage.clear();
    expect(reloadDatabase()).toBe('seeded');
    expect(db.user.count()).toBe(SEEDED_USERS.length);
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!)).toEqual({ schemaVersion: 2 });
    expect(stored('user')).toHaveLength(SEEDED_USERS.length);
  });

  it('keeps what a request wrote across a reload', async () => {
    const token = await sessionToken('demo');
    await flushSaves();
    const reply = await call('POST', '/api/auth/forgot-password', {
      body: { email: DEMO_ACCOUNTS.demo.email },
    });
    expect(reply.status).toBe(200);
    expect(reloadDatabase()).toBe('restored');
    expect(db.outboxMessage.count()).toBe(1);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('keeps writes made outside a request, and deletions, across a reload', async () => {
    db.user.update({ where: { id: { equals: 'local_demo' } }, data: { firstName: 'Alexandra' } });
    db.user.delete({ where: { id: { equals: 'local_admin' } } });
    await flushSaves();
    reloadDatabase();
    expect(db.user.findFirst({ where: { id: { equals: 'local_demo' } } })?.firstName).toBe(
      'Alexandra',
    );
    expect(userIds()).not.toContain('local_admin');
  });

  it('saves only the tables a write changed', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await call('POST', '/api/auth/login', { body: DEMO_ACCOUNTS.demo });
    const saved = new Set(setItem.mock.calls.map(([key]) => key));
    setItem.mockRestore();
    expect([...saved].sort()).toEqual([tableKey('rateLimit'), tableKey('session')]);
  });

  it('re-seeds a store whose version cannot be read, keeps it under a backup key, and says so', () => {
    const savedUsers = localStorage.getItem(tableKey('user'));
    localStorage.setItem(DB_STORAGE_KEY, '{"schemaVersion": 2');
    const origin = loadDatabase();
    expect(db.user.count()).toBe(SEEDED_USERS.length);
    const [backup] = backups();
    expect(backup.keys[DB_STORAGE_KEY]).toBe('{"schemaVersion": 2');
    expect(backup.keys[tableKey('user')]).toBe(savedUsers);
    expect(origin).toEqual({ state: 'reseeded-corrupt', backup: JSON.stringify(backup) });
  });

  it('starts a table missing from the store empty and keeps the others', () => {
    localStorage.removeItem(tableKey('outboxMessage'));
    db.user.delete({ where: { id: { equals: 'local_admin' } } });
    return flushSaves().then(() => {
      expect(reloadDatabase()).toBe('restored');
      expect(db.outboxMessage.count()).toBe(0);
      expect(userIds()).toEqual(SEEDED_USERS.filter((id) => id !== 'local_admin'));
    });
  });

  it('re-seeds a store of an older schema it cannot migrate, keeping it under a backup key', () => {
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ schemaVersion: 0 }));
    expect(reloadDatabase()).toBe('reseeded-outdated');
    expect(backups()[0].keys[DB_STORAGE_KEY]).toBe('{"schemaVersion":0}');
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!).schemaVersion).toBe(2);
  });

  it('migrates a version 1 store: accounts stay, sessions end, the throttle carries over', () => {
    // A version 1 account had no iteration count.
    const v1Account: Record<string, unknown> = {
      ...db.user.findFirst({ where: { id: { equals: 'local_demo' } } }),
    };
    delete v1Account.passwordIterations;
    localStorage.clear();
    localStorage.setItem(
      DB_STORAGE_KEY,
      JSON.stringify({
        schemaVersion: 1,
        tables: {
          user: [{ ...v1Account, id: 'local_kept', email: 'kept@example.com' }],
          session: [
            { id: 'raw', userId: 'local_kept', kind: 'bearer', createdAt: 1, expiresAt: 2 },
          ],
          verificationToken: [],
          outboxMessage: [],
          loginThrottle: [
            { id: 'kept@example.com', failures: 3, windowStartedAt: 10, lockedUntil: 0 },
          ],
        },
      }),
    );
    expect(reloadDatabase()).toBe('restored');
    expect(db.user.findFirst({ where: { id: { equals: 'local_kept' } } })).toMatchObject({
      email: 'kept@example.com',
      passwordIterations: 100_000,
    });
    expect(db.session.count()).toBe(0);
    expect(JSON.parse(JSON.stringify(db.rateLimit.getAll()))).toEqual([
      { id: 'login:kept@example.com', count: 3, windowStartedAt: 10, lockedUntil: 0 },
    ]);
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!)).toEqual({ schemaVersion: 2 });
    expect(stored('user')[0].id).toBe('local_kept');
  });

  it('keeps the old store until a migration is saved, then saves it with the next write', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const v1Account: Record<string, unknown> = {
      ...db.user.findFirst({ where: { id: { equals: 'local_demo' } } }),
    };
    delete v1Account.passwordIterations;
    localStorage.clear();
    const v1 = JSON.stringify({
      schemaVersion: 1,
      tables: {
        user: [v1Account],
        session: [],
        verificationToken: [],
        outboxMessage: [],
        loginThrottle: [],
      },
    });
    localStorage.setItem(DB_STORAGE_KEY, v1);
    const freeStorage = fillStorage();
    expect(reloadDatabase()).toBe('restored');
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBe(v1);
    freeStorage();
    await call('POST', '/api/auth/forgot-password', { body: { email: DEMO_ACCOUNTS.demo.email } });
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!)).toEqual({ schemaVersion: 2 });
    expect(reloadDatabase()).toBe('restored');
    expect(db.outboxMessage.count()).toBe(1);
    expect(userIds()).toEqual(['local_demo']);
  });

  it('reset restores the seed and leaves other keys alone', async () => {
    db.user.delete({ where: { id: { equals: 'local_demo' } } });
    localStorage.setItem('another-site-key', 'keep me');
    localStorage.setItem(tableKey('retiredModel'), '[]');
    resetDatabase();
    await flushSaves();
    reloadDatabase();
    expect(userIds()).toContain('local_demo');
    expect(localStorage.getItem('another-site-key')).toBe('keep me');
    expect(localStorage.getItem(tableKey('retiredModel'))).toBeNull();
  });

  it('POST /api/demo/reset restores the seed', async () => {
    db.user.delete({ where: { id: { equals: 'local_demo' } } });
    expect((await call('POST', '/api/demo/reset')).status).toBe(200);
    expect(db.user.count()).toBe(SEEDED_USERS.length);
    expect(stored('user')).toHaveLength(SEEDED_USERS.length);
  });
});

describe("a first visit's seed in slices, as the browser makes it", () => {
  /** The demo's stored keys, with their text. */
  const demoKeys = () =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith(DB_STORAGE_KEY))
        .map((key) => [key, localStorage.getItem(key)]),
    );
  /** A first visit's load with "now" standing still at the pinned instant, and what it made. */
  const firstVisit = async (load: () => ReturnType<typeof loadDatabase> | Promise<unknown>) => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date(PINNED_NOW));
    expect(await load()).toEqual({ state: 'seeded' });
    return { stored: demoKeys(), tables: exportDatabase().tables };
  };

  it('makes and saves exactly the database the seed at once makes', async () => {
    const atOnce = await firstVisit(loadDatabase);
    const inSlices = await firstVisit(() => loadDatabaseInSlices(() => Promise.resolve(), 0));
    expect(inSlices).toEqual(atOnce);
  });

  it('yields between slices, and neither shows nor saves anything until it is complete', async () => {
    const before = exportDatabase().tables;
    localStorage.clear();
    let yields = 0;
    const origin = await loadDatabaseInSlices(() => {
      yields++;
      expect(demoKeys()).toEqual({});
      expect(exportDatabase().tables).toEqual(before);
      return Promise.resolve();
    }, 0);
    expect(origin).toEqual({ state: 'seeded' });
    // A slice of 0 ms takes one step: a day of history at most.
    expect(yields).toBeGreaterThanOrEqual(HISTORY_DAYS.small + HISTORY_DAYS.free);
    expect(stored('user')).toHaveLength(SEEDED_USERS.length);
  });

  it("reads another tab's seed saved meanwhile instead of saving its own over it", async () => {
    db.user.update({ where: { id: { equals: 'local_demo' } }, data: { firstName: 'Alexandra' } });
    await flushSaves();
    const otherTab = demoKeys();
    localStorage.clear();
    const origin = await loadDatabaseInSlices(() => {
      Object.entries(otherTab).forEach(([key, text]) => localStorage.setItem(key, text!));
      return Promise.resolve();
    }, 0);
    expect(origin).toEqual({ state: 'restored' });
    expect(demoKeys()).toEqual(otherTab);
    expect(db.user.findFirst({ where: { id: { equals: 'local_demo' } } })?.firstName).toBe(
      'Alexandra',
    );
  });
});

describe('a write the browser cannot store', () => {
  let freeStorage: () => void = () => undefined;
  afterEach(() => freeStorage());

  it('answers 507 with a clear message and leaves the database as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = { users: userIds(), outbox: db.outboxMessage.count() };
    freeStorage = fillStorage();
    const reply = await call('POST', '/api/auth/register', {
      body: { username: 'riley', email: 'riley@example.com', password: 'secret12' },
    });
    expect(reply.status).toBe(507);
    expect((reply.body as { message: string }).message).toMatch(
      /^This browser's storage for the demo is full/,
    );
    expect(userIds()).toEqual(before.users);
    expect(db.outboxMessage.count()).toBe(before.outbox);

    freeStorage();
    expect(reloadDatabase()).toBe('restored');
    expect(userIds()).toEqual(before.users);
    // With room again, the same sign-up goes through and is kept.
    expect(
      (
        await call('POST', '/api/auth/register', {
          body: { username: 'riley', email: 'riley@example.com', password: 'secret12' },
        })
      ).status,
    ).toBe(201);
    reloadDatabase();
    expect(db.user.findFirst({ where: { email: { equals: 'riley@example.com' } } })).not.toBeNull();
  });

  it('leaves a reset link usable when the new password could not be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await call('POST', '/api/auth/forgot-password', { body: { email: DEMO_ACCOUNTS.demo.email } });
    const token = new URL(db.outboxMessage.getAll()[0].link, window.location.href).searchParams.get(
      'token',
    );
    const body = { token, email: DEMO_ACCOUNTS.demo.email, password: 'NewPassw0rd' };
    freeStorage = fillStorage();
    expect((await call('POST', '/api/auth/reset-password', { body })).status).toBe(507);
    freeStorage();
    expect((await call('POST', '/api/auth/reset-password', { body })).status).toBe(200);
  });

  it('puts back tables saved before the one that did not fit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const savedUsers = localStorage.getItem(tableKey('user'));
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === tableKey('outboxMessage')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(() =>
      transaction(() => {
        db.user.update({ where: { id: { equals: 'local_demo' } }, data: { firstName: 'X' } });
        db.outboxMessage.create({
          id: 'm1',
          to: 'a@b.c',
          subject: 'Hi',
          text: 'Hi',
          link: '/',
          kind: 'verify-email',
          createdAt: 1,
        });
      }),
    ).toThrow(/storage for the demo is full/);
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(localStorage.getItem(tableKey('user'))).toBe(savedUsers);
    expect(db.user.findFirst({ where: { id: { equals: 'local_demo' } } })?.firstName).toBe('Alex');
    expect(db.outboxMessage.count()).toBe(0);
  });

  it('a transaction whose code throws leaves nothing behind', () => {
    expect(() =>
      transaction(() => {
        db.user.delete({ where: { id: { equals: 'local_admin' } } });
        throw new Error('halfway');
      }),
    ).toThrow('halfway');
    expect(userIds()).toContain('local_admin');
  });
});

describe('transactions', () => {
  it('do not nest, and must be synchronous', () => {
    expect(() => transaction(() => transaction(() => 1))).toThrow('Transactions do not nest');
    expect(() => transaction(async () => 1)).toThrow('A transaction must be synchronous');
  });
});

describe('the count of writes', () => {
  it('counts a table emptied as its records deleted, so an import of empty tables writes', () => {
    resetDatabase('small');
    const records = db.medication.count();
    expect(records).toBeGreaterThan(0);
    const before = databaseWrites();
    const file = exportDatabase();
    const empty = Object.fromEntries(Object.keys(file.tables).map((name) => [name, []]));
    importDatabase({ ...file, format: DEMO_DATA_FORMAT, tables: empty });
    expect(db.medication.count()).toBe(0);
    expect(databaseWrites() - before).toBeGreaterThanOrEqual(records);
  });
});

describe('open tabs', () => {
  const otherTabSaves = (name: string, records: unknown[]) =>
    localStorage.setItem(tableKey(name), JSON.stringify(records));

  it("take another tab's save before writing, so neither tab's change is lost", async () => {
    const withoutAdmin = stored('user').filter((user: { id: string }) => user.id !== 'local_admin');
    otherTabSaves('user', withoutAdmin);
    // This tab never heard of it (events can arrive late); its next write still starts from it.
    expect(userIds()).toContain('local_admin');
    await call('POST', '/api/auth/forgot-password', { body: { email: DEMO_ACCOUNTS.demo.email } });
    expect(userIds()).not.toContain('local_admin');
    expect(stored('user').map((user: { id: string }) => user.id)).not.toContain('local_admin');
    expect(stored('outboxMessage')).toHaveLength(1);
  });

  it('read what storage holds when the event arrives, not the older value it carries', () => {
    const current = stored('user').filter((user: { id: string }) => user.id !== 'local_demo');
    otherTabSaves('user', current);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: tableKey('user'),
        newValue: '[]',
        storageArea: localStorage,
      }),
    );
    expect(userIds()).toEqual(SEEDED_USERS.filter((id) => id !== 'local_demo'));
  });

  it('ignore a tab of another schema version, and a table they cannot read', () => {
    const event = () =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: tableKey('user'), storageArea: localStorage }),
      );
    otherTabSaves('user', [{ id: 'local_x' }, { id: 'local_x' }]);
    event();
    expect(userIds()).toHaveLength(SEEDED_USERS.length);
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ schemaVersion: 99 }));
    otherTabSaves('user', []);
    event();
    expect(userIds()).toHaveLength(SEEDED_USERS.length);
  });

  it("take another tab's saved table without saving it again", () => {
    const records = stored('user').filter((user: { id: string }) => user.id !== 'local_admin');
    otherTabSaves('user', records);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(
      new StorageEvent('storage', { key: tableKey('user'), storageArea: localStorage }),
    );
    expect(userIds()).toEqual(SEEDED_USERS.filter((id) => id !== 'local_admin'));
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('hear nothing of a restore: loading broadcasts no records', () => {
    const postMessage = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    reloadDatabase();
    db.user.update({ where: { id: { equals: 'local_demo' } }, data: { firstName: 'Al' } });
    expect(postMessage).not.toHaveBeenCalled();
    postMessage.mockRestore();
  });
});

describe('what grows is bounded', () => {
  it("the outbox keeps each recipient's latest 10 messages for 30 days: one account's flood never drops another address's mail", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:00:00Z'));
    const resetFor = (email: string) =>
      call('POST', '/api/auth/forgot-password', { body: { email } });
    const outboxOf = (to: string) => db.outboxMessage.findMany({ where: { to: { equals: to } } });
    await resetFor(DEMO_ACCOUNTS.admin.email);
    const flood = [];
    for (let i = 0; i < 60; i++) {
      // Past the e-mail limit's window each time, so every one is sent.
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      flood.push(Date.now());
      expect((await resetFor(DEMO_ACCOUNTS.demo.email)).status).toBe(200);
    }
    expect(outboxOf(DEMO_ACCOUNTS.admin.email)).toHaveLength(1);
    expect(outboxOf(DEMO_ACCOUNTS.demo.email).map((message) => message.createdAt)).toEqual(
      flood.slice(-10),
    );

    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    await resetFor(DEMO_ACCOUNTS.demo.email);
    expect(db.outboxMessage.getAll().map((message) => message.createdAt)).toEqual([Date.now()]);
    vi.useRealTimers();
  });

  it('expired sessions are dropped when a new one starts', async () => {
    await sessionToken('demo');
    advanceNow(8 * 24 * 60 * 60 * 1000);
    await call('POST', '/api/auth/login', { body: DEMO_ACCOUNTS.admin });
    expect(db.session.count()).toBe(1);
  });

  it('rate-limit rows of addresses nobody uses again are dropped after their window', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await call('POST', '/api/auth/forgot-password', { body: { email } });
    }
    expect(db.rateLimit.count()).toBe(3);
    advanceNow(16 * 60 * 1000);
    await call('POST', '/api/auth/forgot-password', { body: { email: 'd@example.com' } });
    expect(db.rateLimit.getAll().map((row) => row.id)).toEqual(['email:d@example.com']);
  });
});

describe('the rate-limit table', () => {
  const MINUTE = 60_000;
  const failedLogin = (email: string) =>
    call('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } });
  const rateLimitRow = (id: string, windowStartedAt: number, lockedUntil = 0) =>
    db.rateLimit.create({ id, count: 1, windowStartedAt, lockedUntil });

  it('a failed login costs a few queries of it, however many stale rows it holds', async () => {
    const stale = Date.now() - 60 * MINUTE;
    for (let i = 0; i < 10_000; i++) rateLimitRow(`login:guess${i}@example.com`, stale);
    // Each of these scans the whole table (@mswjs/data finds even by id with a scan).
    const queries = (
      ['delete', 'deleteMany', 'findFirst', 'findMany', 'getAll', 'update'] as const
    ).map((method) => vi.spyOn(db.rateLimit, method));
    expect((await failedLogin('nobody@example.com')).status).toBe(401);
    const count = queries.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    expect(count).toBeLessThanOrEqual(6);
    expect(db.rateLimit.getAll().map((row) => row.id)).toEqual(['login:nobody@example.com']);
  });

  it('holds at most MAX_ROWS_PER_ACTION rows an action: when full, the oldest that lock nothing go first', async () => {
    const now = Date.now();
    rateLimitRow('login:locked@example.com', now - 10 * MINUTE, now + 5 * MINUTE);
    for (let i = 0; i < MAX_ROWS_PER_ACTION; i++) {
      rateLimitRow(`login:guess${i}@example.com`, now - 5 * MINUTE + i);
    }
    await failedLogin('new@example.com');
    const ids = db.rateLimit.getAll().map((row) => row.id);
    expect(ids).toHaveLength(MAX_ROWS_PER_ACTION);
    expect(ids).toEqual(
      expect.arrayContaining(['login:locked@example.com', 'login:new@example.com']),
    );
    expect(ids).not.toContain('login:guess0@example.com');
    expect(ids).not.toContain('login:guess1@example.com');
  });

  it('counts afresh for an address whose window is over', async () => {
    for (let i = 0; i < 4; i++) await failedLogin('a@example.com');
    advanceNow(16 * MINUTE);
    for (let i = 0; i < 4; i++) await failedLogin('a@example.com');
    expect(db.rateLimit.getAll()).toMatchObject([
      { id: 'login:a@example.com', count: 4, lockedUntil: 0 },
    ]);
  });
});

describe('the 507 messages of the mocked API in Node', () => {
  afterEach(() => setStorageWording('browser'));

  it('say that a newer version of the mocked API saved its database, and what to do', async () => {
    setStorageWording('server');
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ schemaVersion: 3 }));
    expect(reloadDatabase()).toBe('superseded');
    const reply = await call('POST', '/api/demo/reset');
    expect(reply).toMatchObject({
      status: 507,
      body: {
        message:
          'This database was saved by a newer version of the mocked API, so this change was not saved. Restart it with --reset, or run the newer version.',
      },
    });
  });

  it('say that its database file could not be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setStorageWording('server');
    onTestFinished(fillStorage());
    const reply = await call('POST', '/api/auth/register', {
      body: { username: 'riley', email: 'riley@example.com', password: 'secret12' },
    });
    expect(reply.status).toBe(507);
    expect((reply.body as { message: string }).message).toMatch(
      /^The mocked API could not write its database file/,
    );
  });
});

describe('a tab running an older schema than the store', () => {
  const NEWER = JSON.stringify({ schemaVersion: 3 });
  const SIGN_UP = { username: 'riley', email: 'riley@example.com', password: 'secret12' };
  /** The users as a newer version saves them, with a field this version does not know. */
  const newerUsers = () =>
    JSON.stringify(stored('user').map((user: object) => ({ ...user, pronouns: 'they/them' })));
  const storage = () => ({ ...localStorage });

  it("never writes over a newer version's tables: it reads them, saves nothing and says why", async () => {
    const users = newerUsers();
    localStorage.setItem(tableKey('user'), users);
    localStorage.setItem(DB_STORAGE_KEY, NEWER);
    expect(reloadDatabase()).toBe('superseded');
    expect(userIds()).toEqual(SEEDED_USERS);
    const before = storage();
    const reply = await call('POST', '/api/auth/register', { body: SIGN_UP });
    expect(reply).toMatchObject({
      status: 507,
      body: { message: 'This demo was updated in another tab; reload to continue.' },
    });
    expect((await call('POST', '/api/demo/reset')).status).toBe(507);
    expect(storage()).toEqual(before);
    expect(localStorage.getItem(tableKey('user'))).toBe(users);
  });

  it('stops writing, and tells the app, once another tab saves a newer version', async () => {
    const told = vi.fn();
    onTestFinished(onSuperseded(told));
    localStorage.setItem(DB_STORAGE_KEY, NEWER);
    window.dispatchEvent(
      new StorageEvent('storage', { key: DB_STORAGE_KEY, storageArea: localStorage }),
    );
    expect(told).toHaveBeenCalledTimes(1);
    const before = storage();
    expect((await call('POST', '/api/auth/register', { body: SIGN_UP })).status).toBe(507);
    expect(storage()).toEqual(before);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('stops writing at its next save when no event told it of the newer version', async () => {
    const told = vi.fn();
    onTestFinished(onSuperseded(told));
    const users = newerUsers();
    localStorage.setItem(tableKey('user'), users);
    localStorage.setItem(DB_STORAGE_KEY, NEWER);
    db.user.update({ where: { id: { equals: 'local_demo' } }, data: { firstName: 'Alexandra' } });
    await flushSaves();
    expect(localStorage.getItem(tableKey('user'))).toBe(users);
    expect(told).toHaveBeenCalledTimes(1);
    expect((await call('POST', '/api/auth/register', { body: SIGN_UP })).status).toBe(507);
    expect(localStorage.getItem(tableKey('user'))).toBe(users);
  });
});

describe('a damaged table', () => {
  const DAMAGE: [string, (users: Record<string, unknown>[]) => string][] = [
    ['a duplicate id', (users) => JSON.stringify([...users, users[0]])],
    [
      'a missing required field',
      (users) => JSON.stringify(users.map(({ email: _email, ...user }) => user)),
    ],
    [
      'a number where text belongs',
      (users) => JSON.stringify(users.map((user) => ({ ...user, username: 42 }))),
    ],
    [
      'null in a field that is not nullable',
      (users) => JSON.stringify([{ ...users[0], plan: null }]),
    ],
    ['text that is not JSON', (users) => JSON.stringify(users).slice(0, 100)],
    // Saved before the stored records were held to their ranges, by an import or another tab.
    [
      'a password cost no login could pay',
      (users) => JSON.stringify(users.map((user) => ({ ...user, passwordIterations: 1e9 }))),
    ],
    [
      'a time stamp no date can print',
      (users) => JSON.stringify(users.map((user) => ({ ...user, createdAt: 1e20 }))),
    ],
  ];

  it.each(DAMAGE)(
    'with %s is reset alone, kept under a backup key and named, and nothing answers 500 after',
    async (_, damage) => {
      await call('POST', '/api/auth/forgot-password', {
        body: { email: DEMO_ACCOUNTS.demo.email },
      });
      const damaged = damage(stored('user'));
      localStorage.setItem(tableKey('user'), damaged);

      const origin = loadDatabase();
      const [backup] = backups();
      expect(backup.keys).toEqual({ [tableKey('user')]: damaged });
      expect(origin).toEqual({
        state: 'tables-reset',
        tables: ['user'],
        backup: JSON.stringify(backup),
      });
      expect(userIds()).toEqual(SEEDED_USERS);
      expect(db.outboxMessage.count()).toBe(1);

      expect((await call('POST', '/api/auth/login', { body: DEMO_ACCOUNTS.demo })).status).toBe(
        200,
      );
      expect(
        (
          await call('POST', '/api/auth/register', {
            body: { username: 'riley', email: 'riley@example.com', password: 'secret12' },
          })
        ).status,
      ).toBe(201);
      expect((await call('POST', '/api/demo/reset')).status).toBe(200);
      expect(reloadDatabase()).toBe('restored');
    },
  );

  it('keeps only the latest three backups, so they cannot fill the storage', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 1; i <= 5; i++) {
      vi.setSystemTime(Date.UTC(2026, 2, i));
      localStorage.setItem(tableKey('user'), `damaged ${i}`);
      reloadDatabase();
    }
    vi.useRealTimers();
    expect(backups().map((backup) => backup.keys[tableKey('user')])).toEqual([
      'damaged 3',
      'damaged 4',
      'damaged 5',
    ]);
  });

  it("saved by another tab is kept under a backup key, and this tab's copy saved over it", async () => {
    localStorage.setItem(tableKey('user'), '[{"id": "local_x"}]');
    const reply = await call('POST', '/api/auth/forgot-password', {
      body: { email: DEMO_ACCOUNTS.demo.email },
    });
    expect(reply.status).toBe(200);
    expect(backups()[0].keys).toEqual({ [tableKey('user')]: '[{"id": "local_x"}]' });
    expect(userIds()).toEqual(SEEDED_USERS);
    expect(stored('user').map((user: { id: string }) => user.id)).toEqual(SEEDED_USERS);
  });

  it('Reset demo data works whatever the store holds', async () => {
    localStorage.setItem(tableKey('user'), '[{"id": "a"}, {"id": "a"}]');
    localStorage.setItem(tableKey('session'), 'not json');
    expect((await call('POST', '/api/demo/reset')).status).toBe(200);
    expect(stored('user').map((user: { id: string }) => user.id)).toEqual(SEEDED_USERS);
    expect(reloadDatabase()).toBe('restored');
  });
});
