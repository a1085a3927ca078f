import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api-contract';
import { db, DB_SCHEMA_VERSION } from '../db';
import { call } from '../testing/api';
import { personaId, record, sessionToken } from '../testing/fixtures';

type DemoData = Schema<'DemoData'>;

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
      "The file's medication table is damaged; nothing was changed.",
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
      body: { message: 'The request body is not valid JSON.' },
    });
    const file = await exported();
    const tables = await call('PUT', '/api/demo/data', {
      body: { ...file, tables: { ...file.tables, medication: 'none' } },
    });
    expect(tables).toMatchObject({
      status: 400,
      body: { errors: { 'tables.medication': 'The medication table must be a list of records.' } },
    });
  });
});
