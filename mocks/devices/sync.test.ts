// clock-matrix: a sync delivers the readings due up to now, across midnight.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { decodePoints, encodePoints } from '@/lib/health/series';
import { db } from '../db';
import { DEMO_PERSONA, generateDay } from '../health/generate';
import { DATE_FORMAT } from '../health/generate';
import { applySync, planSync } from './sync';

const DEXCOM = 'local_demo:device:dexcom';
const glucoseId = (date: string) => `local_demo:glucose:${date}:dexcom`;
const stored = (date: string) =>
  db.healthSeries.findFirst({ where: { id: { equals: glucoseId(date) } } });
const generated = (date: string, untilMinute = 1440) =>
  decodePoints(
    generateDay(DEMO_PERSONA, date, untilMinute).series.find((s) => s.series === 'glucose')!.values,
  );
const dexcom = () => db.connectedDevice.findFirst({ where: { id: { equals: DEXCOM } } })!;

describe('planSync and applySync', () => {
  it("deliver a CGM's readings due since its last sync, across days, keep earlier gaps, and no more", () => {
    const now = dayjs();
    const today = now.format(DATE_FORMAT);
    const yesterday = now.subtract(1, 'day').format(DATE_FORMAT);
    // The sensor last synced yesterday at 12:00, with a gap in the morning before it.
    const before = generated(yesterday).map((value, i) =>
      i >= 144 || (i >= 60 && i < 70) ? null : value,
    );
    db.healthSeries.update({
      where: { id: { equals: glucoseId(yesterday) } },
      data: { values: encodePoints(before) },
    });
    db.healthSeries.delete({ where: { id: { equals: glucoseId(today) } } });
    db.connectedDevice.update({
      where: { id: { equals: DEXCOM } },
      data: { lastSynced: dayjs(yesterday).hour(12).valueOf() },
    });

    const plan = planSync(dexcom(), now.valueOf());
    applySync(plan);

    const caughtUp = decodePoints(stored(yesterday)!.values);
    expect(caughtUp.slice(144)).toEqual(generated(yesterday).slice(144));
    // The morning gap came before the last sync: the device had nothing for it.
    expect(caughtUp.slice(60, 70).every((value) => value === null)).toBe(true);
    const nowMinute = now.hour() * 60 + now.minute();
    expect(decodePoints(stored(today)!.values)).toEqual(generated(today, nowMinute));
    const expected =
      generated(yesterday)
        .slice(144)
        .filter((value) => value !== null).length +
      generated(today, nowMinute).filter((value) => value !== null).length;
    expect(plan.delivered).toEqual([{ series: 'glucose', count: expected }]);
    expect(plan.summary).toBe(`${expected.toLocaleString('en-US')} new glucose readings`);
    expect(dexcom().lastSynced).toBe(now.valueOf());
    // A second sync finds nothing new.
    expect(planSync(dexcom(), now.valueOf()).summary).toBe('No new data since the last sync');
  });
});
