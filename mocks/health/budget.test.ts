// clock-matrix: the 90 seeded days end today, and what they hold depends on which days they are.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DB_STORAGE_KEY, resetDatabase } from '../persistence';
import { HISTORY_DAYS } from '../seed';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';

/** Bytes of the saved database as the browser keeps them (keys and values, UTF-16 counted once). */
function savedBytes(): number {
  let bytes = 0;
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    if (key.startsWith(DB_STORAGE_KEY)) bytes += key.length + localStorage.getItem(key)!.length;
  }
  return bytes;
}

describe('the seeded demo database', () => {
  it('holds 90 days of the demo user and stays within its 600 KB budget', () => {
    persistDuringTest();
    resetDatabase('full');
    const days = new Set(
      db.healthSeries.findMany({ where: { userId: { equals: 'local_demo' } } }).map((r) => r.date),
    );
    expect(days.size).toBe(HISTORY_DAYS.full);
    expect(savedBytes()).toBeLessThanOrEqual(600 * 1024);
    expect(reloadDatabase()).toBe('restored');
    expect(db.healthSeries.count()).toBeGreaterThan(HISTORY_DAYS.full * 8);
  });
});
