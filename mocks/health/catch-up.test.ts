import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { decodePoints, encodePoints } from '@/lib/health/series';
import { db } from '../db';
import { catchUpSource, personaOf } from './catch-up';
import { DEMO_PERSONA, generateDay } from './generate';
import { DATE_FORMAT } from './read';

const glucoseId = (date: string) => `local_demo:glucose:${date}:dexcom`;
const stored = (date: string) =>
  db.healthSeries.findFirst({ where: { id: { equals: glucoseId(date) } } });
const generated = (date: string, untilMinute = 1440) =>
  decodePoints(
    generateDay(DEMO_PERSONA, date, untilMinute).series.find((s) => s.series === 'glucose')!.values,
  );

describe('catchUpSource', () => {
  it("delivers a device's points due since its last stored one, across days, and no more", () => {
    const now = dayjs();
    const today = now.format(DATE_FORMAT);
    const yesterday = now.subtract(1, 'day').format(DATE_FORMAT);
    // The sensor last delivered yesterday at 12:00, with a gap in the morning before it.
    const before = generated(yesterday).map((value, i) =>
      i >= 144 || (i >= 60 && i < 70) ? null : value,
    );
    db.healthSeries.update({
      where: { id: { equals: glucoseId(yesterday) } },
      data: { values: encodePoints(before) },
    });
    db.healthSeries.delete({ where: { id: { equals: glucoseId(today) } } });

    const result = catchUpSource('local_demo', personaOf('local_demo')!, 'dexcom', now);

    const caughtUp = decodePoints(stored(yesterday)!.values);
    expect(caughtUp.slice(144)).toEqual(generated(yesterday).slice(144));
    // The morning gap came before the last delivered reading: the device had nothing for it.
    expect(caughtUp.slice(60, 70).every((value) => value === null)).toBe(true);
    const nowMinute = now.hour() * 60 + now.minute();
    expect(decodePoints(stored(today)!.values)).toEqual(generated(today, nowMinute));
    const expected =
      generated(yesterday)
        .slice(144)
        .filter((value) => value !== null).length +
      generated(today, nowMinute).filter((value) => value !== null).length;
    expect(result).toEqual({ added: { glucose: expected }, total: expected });
    // A second sync finds nothing new.
    expect(catchUpSource('local_demo', DEMO_PERSONA, 'dexcom', now).total).toBe(0);
  });
});
