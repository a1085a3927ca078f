import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { database, db, DB_SCHEMA_VERSION, MODEL_NAMES } from '../db';
import { DEMO_FILE_LIMITS } from '../demo-file';
import { resetDatabase } from '../persistence';
import { DEMO_ACCOUNTS } from '../seed';
import { call } from '../testing/api';
import { personaId, record, sessionToken } from '../testing/fixtures';

type DemoData = Schema<'DemoData'>;
type Row = Record<string, unknown>;

const exported = async () => (await call('GET', '/api/demo/data')).body as DemoData;
const medicationNames = () =>
  db.medication
    .findMany({ where: { userId: { equals: personaId('demo') } } })
    .map((medication) => medication.name)
    .sort();

describe('the demo data to a file and back', () => {
  it('restores every table as the file holds it, and everyone signs in again', async () => {
    const token = await sessionToken('demo');
    const file = await exported();
    expect(file).toMatchObject({ format: 'vitalis-demo-data', schemaVersion: DB_SCHEMA_VERSION });
    expect(Object.keys(file.tables)).toEqual(expect.arrayContaining(['user', 'medication']));
    const before = medicationNames();
    record.medication(personaId('demo'), { name: 'Added after the export' });

    const reply = await call('PUT', '/api/demo/data', { body: file });
    expect(reply.status).toBe(200);
    expect((reply.body as { message: string }).message).toMatch(
      /^Imported [\d,]+ records\. Everyone signs in again\.$/,
    );
    expect(medicationNames()).toEqual(before);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('migrates a file of an older schema version', async () => {
    const file = await exported();
    // Version 1 kept the login throttle in a table of its own.
    const tables = Object.fromEntries(
      Object.entries(file.tables).filter(([name]) => name !== 'rateLimit'),
    );
    const old = { ...file, schemaVersion: 1, tables: { ...tables, loginThrottle: [] } };
    expect((await call('PUT', '/api/demo/data', { body: old })).status).toBe(200);
    expect(db.user.findFirst({ where: { id: { equals: personaId('demo') } } })).not.toBeNull();
  });

  it.each([
    [
      'a newer version',
      (file: DemoData) => ({ ...file, schemaVersion: DB_SCHEMA_VERSION + 1 }),
      `This file was saved by a newer version of the demo (data version ${DB_SCHEMA_VERSION + 1}; this one reads up to ${DB_SCHEMA_VERSION}); nothing was changed.`,
    ],
    [
      'a damaged table',
      (file: DemoData) => ({ ...file, tables: { ...file.tables, medication: [{ id: 1 }] } }),
      "The file's medication table is damaged: record 1 has a bad id; nothing was changed.",
    ],
    [
      'a file that is not demo data',
      () => ({ format: 'something-else', schemaVersion: 1, tables: {} }),
      'This file is not Vitalis demo data; nothing was changed.',
    ],
  ])('refuses %s and changes nothing', async (_, damage, message) => {
    const file = await exported();
    record.medication(personaId('demo'), { name: 'Kept' });
    const before = medicationNames();
    const reply = await call('PUT', '/api/demo/data', { body: damage(file) });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message });
    expect(medicationNames()).toEqual(before);
  });

  it('refuses a body that is not JSON, or tables that are not lists of records', async () => {
    const reply = await call('PUT', '/api/demo/data', { body: '{ not json' });
    expect(reply).toMatchObject({
      status: 400,
      body: { message: 'This file is not Vitalis demo data; nothing was changed.' },
    });
    const file = await exported();
    const tables = await call('PUT', '/api/demo/data', {
      body: { ...file, tables: { ...file.tables, medication: 'none' } },
    });
    expect(tables).toMatchObject({
      status: 400,
      body: {
        errors: {
          'tables.medication':
            'The medication table must be a list of records; nothing was changed.',
        },
      },
    });
  });

  it("the hand-off's example file holds every table the seed fills", () => {
    const file = JSON.parse(readFileSync('docs/hand-off/demo-data.json', 'utf8')) as DemoData;
    const filled = MODEL_NAMES.filter((name) => (db[name] as { count(): number }).count() > 0);
    expect(
      filled.filter((name) => !file.tables[name]?.length),
      'docs/hand-off/demo-data.json lacks the seed of these tables: write it again with `npm run hand-off:data`',
    ).toEqual([]);
  });

  it("takes the hand-off's example file as it is, and its users sign in with it", async () => {
    const file = JSON.parse(readFileSync('docs/hand-off/demo-data.json', 'utf8')) as DemoData;
    expect((await call('PUT', '/api/demo/data', { body: file })).status).toBe(200);
    // The Premium and Free users the API tour signs in as by default.
    for (const { email, password } of [DEMO_ACCOUNTS.demo, DEMO_ACCOUNTS.free]) {
      const login = await call('POST', '/api/auth/login', { body: { email, password } });
      expect(login.status, email).toBe(200);
    }
  });
});

/** The file with one field of the first record of a table set to a value. */
const withField = (file: DemoData, table: string, field: string, value: unknown): DemoData => ({
  ...file,
  tables: {
    ...file.tables,
    [table]: file.tables[table].map((row, i) => (i === 0 ? { ...row, [field]: value } : row)),
  },
});
const damaged = (table: string, field: string) =>
  `The file's ${table} table is damaged: record 1 has a bad ${field}; nothing was changed.`;

describe('a file of demo data, checked as fully as a request body', () => {
  it.each(['full', 'small'] as const)(
    "the server's own export of the %s seed is taken back",
    async (profile) => {
      resetDatabase(profile);
      const reply = await call('PUT', '/api/demo/data', { body: await exported() });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    },
  );

  it('leaves out records of users that are gone, so its own export is taken back', async () => {
    // A table reset alone to the seed leaves the records of other accounts, unreachable.
    record.medication('local_gone', { name: 'Orphan' });
    const file = await exported();
    expect(file.tables.medication.map((row) => row.userId)).not.toContain('local_gone');
    expect((await call('PUT', '/api/demo/data', { body: file })).status).toBe(200);
  });

  it.each([
    ['1e9 password iterations (hangs every login)', 'user', 'passwordIterations', 1e9],
    ['0 password iterations with a password', 'user', 'passwordIterations', 0],
    ['-1 password iterations', 'user', 'passwordIterations', -1],
    [
      '2,000 password iterations (not a count the server makes)',
      'user',
      'passwordIterations',
      2_000,
    ],
    ['a time stamp of 1e20', 'outboxMessage', 'createdAt', 1e20],
    ['a last sync of 1e20', 'connectedDevice', 'lastSynced', 1e20],
    ['an unknown token type', 'verificationToken', 'type', 'admin'],
    ['a time stamp before 1900', 'connectedDevice', 'connectedAt', -3e12],
    ['a time stamp that is not whole', 'user', 'createdAt', 1.5],
    ['a series without its points', 'healthSeries', 'values', ''],
    ['a series point that is not a number', 'healthSeries', 'values', 'x'],
    ['a day that does not exist', 'meal', 'date', '2021-02-30'],
    ['a time that does not exist', 'meal', 'time', '25:00'],
    ['an unknown meal type', 'meal', 'type', 'brunch'],
    ['an unknown role', 'user', 'role', 'root'],
    ['a negative amount', 'meal', 'calories', -1],
    ['a description longer than the form takes', 'meal', 'description', 'a'.repeat(201)],
    ['an empty owner', 'meal', 'userId', ''],
    ['a lab value outside what a person could have', 'labResult', 'value', 1e6],
    ['a dose history that does not parse', 'medication', 'doses', 'garbage'],
    ['an unknown reminder time', 'medication', 'reminderTimes', '08:00,99:99'],
    ['a cart of 11', 'cartItem', 'quantity', 11],
  ])(
    'refuses %s, naming the table and field, and changes nothing',
    async (_, table, field, value) => {
      // A record in every table: an e-mail in the outbox, a line in the cart.
      await call('POST', '/api/auth/forgot-password', {
        body: { email: DEMO_ACCOUNTS.demo.email },
      });
      const token = await sessionToken('demo');
      await call('POST', '/api/cart/add', { token, body: { supplementId: 'vitamin-d3' } });
      const file = await exported();
      expect(file.tables[table].length, `a ${table} record`).toBeGreaterThan(0);
      const before = medicationNames();
      const reply = await call('PUT', '/api/demo/data', {
        body: withField(file, table, field, value),
      });
      expect(reply).toMatchObject({ status: 400, body: { message: damaged(table, field) } });
      expect(medicationNames()).toEqual(before);
    },
  );

  it('refuses a lock longer than the login limit, or a window that starts in the future', async () => {
    const file = await exported();
    const now = Date.now();
    const rows = (row: Row) => ({ ...file, tables: { ...file.tables, rateLimit: [row] } });
    const row = { id: 'login:demo@vitalis.health', count: 5, windowStartedAt: now, lockedUntil: 0 };
    // The longest lock there is: 15 minutes from now.
    const longest = rows({ ...row, lockedUntil: now + 15 * 60_000 });
    expect((await call('PUT', '/api/demo/data', { body: longest })).status).toBe(200);
    for (const [field, value] of [
      ['lockedUntil', 1e17],
      ['lockedUntil', now + 15 * 60_000 + 60_000],
      ['windowStartedAt', now + 60_000],
      ['count', 6],
      ['id', 'unknown-action:demo@vitalis.health'],
    ] as const) {
      const reply = await call('PUT', '/api/demo/data', { body: rows({ ...row, [field]: value }) });
      expect(reply.body, `${field} ${value}`).toMatchObject({
        message: damaged('rateLimit', field),
      });
    }
  });

  it("refuses, with 400 and not the session's 401, a record of a user who is not in the file", async () => {
    const token = await sessionToken('demo');
    const file = await exported();
    const reply = await call('PUT', '/api/demo/data', {
      body: withField(file, 'meal', 'userId', 'local_nobody'),
    });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        message: "The file's meal table names a user that is not in the file; nothing was changed.",
      },
    });
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('refuses a table or a file larger than the demo takes, before looking at its records', async () => {
    const file = await exported();
    const meal = file.tables.meal[0];
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...meal, id: `m${i}` }));
    const table = await call('PUT', '/api/demo/data', {
      body: { ...file, tables: { ...file.tables, meal: many(DEMO_FILE_LIMITS.perTable + 1) } },
    });
    expect(table).toMatchObject({
      status: 400,
      body: {
        message:
          "The file's meal table has 10,001 records, more than the 10,000 the demo takes; nothing was changed.",
      },
    });
    const names = ['meal', 'surgery', 'condition', 'medication', 'labResult', 'outboxMessage'];
    const wide = Object.fromEntries(names.map((name) => [name, many(DEMO_FILE_LIMITS.perTable)]));
    const total = await call('PUT', '/api/demo/data', {
      body: { ...file, tables: { ...file.tables, ...wide } },
    });
    expect(total).toMatchObject({
      status: 400,
      body: {
        message: expect.stringMatching(
          /^The file has [\d,]+ records, more than the 50,000 the demo takes; nothing was changed\.$/,
        ),
      },
    });
    expect(database.models.meal.size).toBe(file.tables.meal.length);
  });
});
