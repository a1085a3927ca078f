import { vi } from 'vitest';
import { resetDatabase } from '../persistence';

/**
 * "Now" in unit tests. Every test starts at one pinned local instant, so no test reads the
 * machine's clock; CI runs the date-dependent files again with `TEST_NOW` (a local ISO date-time,
 * in the zone of `TZ`) at other instants: just after midnight, just before it, daylight-saving
 * change days and 29 February.
 */
export const PINNED_NOW = process.env.TEST_NOW ?? '2026-03-04T15:30';

/**
 * Sets "now" (a local ISO date-time, a Date or epoch milliseconds). Only `Date` is faked and it
 * goes on moving in real time from there, so timers, promises and ordering by time behave as in
 * the browser.
 */
export function setNow(at: string | number | Date): void {
  const instant = new Date(at);
  if (Number.isNaN(instant.valueOf())) throw new Error(`setNow: not a date-time: ${String(at)}`);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(instant);
}

/** Moves "now" on by `ms` milliseconds (an hour later, 8 days later). */
export function advanceNow(ms: number): void {
  setNow(Date.now() + ms);
}

/**
 * For tests that read exact numbers of the seeded days: "now" at `at` in any run, and the seed
 * generated again for it.
 */
export function seedAt(at: string): void {
  setNow(at);
  resetDatabase('small');
}
