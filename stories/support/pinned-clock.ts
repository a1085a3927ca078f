/**
 * Stories run at one time of day, whatever the hour they are opened: 15:30 local today, time
 * moving on from there. A story's data (seeded relative to now) then looks the same at 00:20 as
 * at noon, and a "last 24 hours" view always has a day behind it. The date stays today's, so
 * cookies and sessions the mocked server dates keep their real lifetimes.
 */
const RealDate = Date;

function pinnedInstant(): number {
  const now = new RealDate();
  return new RealDate(now.getFullYear(), now.getMonth(), now.getDate(), 15, 30).getTime();
}

const offset = pinnedInstant() - RealDate.now();

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
