import { drop } from '@mswjs/data';
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { DB_STORAGE_KEY, loadDatabase, resetDatabase, saveDatabase } from './persistence';
import { DEMO_ACCOUNTS } from './seed';

/** What a reload does: the in-memory database is gone and is read back from storage. */
function reload() {
  drop(db);
  return loadDatabase();
}

const flushSaves = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the persisted mocked database', () => {
  it('seeds on first start', () => {
    localStorage.clear();
    expect(reload()).toBe('seeded');
    expect(db.user.count()).toBe(3);
    expect(localStorage.getItem(DB_STORAGE_KEY)).not.toBeNull();
  });

  it('keeps a written record across a reload', async () => {
    db.outboxMessage.create({
      id: 'm1',
      to: 'a@b.c',
      subject: 'Hello',
      text: 'Hi',
      link: '/',
      kind: 'verify-email',
      createdAt: 1,
    });
    db.user.update({ where: { id: { equals: 'local_demo' } }, data: { firstName: 'Alexandra' } });
    await flushSaves();
    expect(reload()).toBe('restored');
    expect(db.outboxMessage.findFirst({ where: { id: { equals: 'm1' } } })?.subject).toBe('Hello');
    expect(db.user.findFirst({ where: { id: { equals: 'local_demo' } } })?.firstName).toBe(
      'Alexandra',
    );
  });

  it('keeps a deletion across a reload', async () => {
    db.user.delete({ where: { id: { equals: 'local_admin' } } });
    await flushSaves();
    reload();
    expect(db.user.findFirst({ where: { id: { equals: 'local_admin' } } })).toBeNull();
  });

  it('re-seeds a corrupt store and says so', () => {
    localStorage.setItem(DB_STORAGE_KEY, '{"schemaVersion": 1, "tables": ');
    expect(reload()).toBe('reseeded-corrupt');
    expect(
      db.user.findFirst({ where: { email: { equals: DEMO_ACCOUNTS.demo.email } } }),
    ).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!).schemaVersion).toBe(1);
  });

  it('re-seeds a store whose tables are missing', () => {
    localStorage.setItem(
      DB_STORAGE_KEY,
      JSON.stringify({ schemaVersion: 1, tables: { user: [] } }),
    );
    expect(reload()).toBe('reseeded-corrupt');
    expect(db.user.count()).toBe(3);
  });

  it('re-seeds a store written by another schema version', () => {
    saveDatabase();
    const stored = JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!);
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ ...stored, schemaVersion: 0 }));
    expect(reload()).toBe('reseeded-outdated');
    expect(db.user.count()).toBe(3);
  });

  it('reset restores the seed and leaves other keys alone', async () => {
    db.user.delete({ where: { id: { equals: 'local_demo' } } });
    localStorage.setItem('another-site-key', 'keep me');
    resetDatabase();
    await flushSaves();
    reload();
    expect(db.user.findFirst({ where: { id: { equals: 'local_demo' } } })).not.toBeNull();
    expect(localStorage.getItem('another-site-key')).toBe('keep me');
  });

  it('POST /api/demo/reset restores the seed', async () => {
    db.user.delete({ where: { id: { equals: 'local_demo' } } });
    const response = await fetch(new URL('/api/demo/reset', window.location.href), {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(db.user.count()).toBe(3);
  });
});
