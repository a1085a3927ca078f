import { PINNED_NOW_KEY } from './pinned-now';

/**
 * Stories run at one time of day, whatever the hour they are opened: 15:30 local today, time
 * moving on from there. A story's data (seeded relative to now) then looks the same at 00:20 as
 * at noon, and a "last 24 hours" view always has a day behind it. The date stays today's, so
 * cookies and sessions the mocked server dates keep their real lifetimes. A test may pin another
 * instant (PINNED_NOW_KEY). Only `Date` moves: timers run as they are.
 */
const RealDate = Date;
const pinnedByTest = (globalThis as Record<string, unknown>)[PINNED_NOW_KEY];

function pinnedInstant(): number {
  if (typeof pinnedByTest === 'number') return pinnedByTest;
  const now = new RealDate();
  return new RealDate(now.getFullYear(), now.getMonth(), now.getDate(), 15, 30).getTime();
}

let offset = pinnedInstant() - RealDate.now();

// A test that sets the instant again moves "now" back to it.
Object.defineProperty(globalThis, PINNED_NOW_KEY, {
  configurable: true,
  set: (instant: number) => {
    offset = instant - RealDate.now();
  },
});

class PinnedDate extends RealDate {
  constructor(...args: [] | ConstructorParameters<DateConstructor>) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string]));
  }

  static now(): number {
    return RealDate.now() + offset;
  }

  /** A date made before the clock was pinned is a date all the same. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

globalThis.Date = PinnedDate as DateConstructor;
