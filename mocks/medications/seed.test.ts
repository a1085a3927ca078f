// clock-matrix: the dose history ends now, and weekly doses fall on Mondays.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { dosesOf, toMedication } from './records';
import { generateDoses } from './seed';

const record = (key: string) =>
  db.medication.findFirst({ where: { id: { equals: `local_demo:medication:${key}` } } })!;

describe("the demo user's dose history", () => {
  it('is the same for the same dates, whatever day it is generated on', () => {
    const seed = { ...toMedication(record('omega-3')), key: 'omega-3', missRate: 0.12 };
    const now = dayjs('2026-03-10T21:00');
    const earlier = generateDoses(seed, 30, now);
    const later = generateDoses(seed, 40, now.add(10, 'day'));
    for (const [date, doses] of earlier) {
      if (date < '2026-03-10') expect(later.get(date), date).toEqual(doses);
    }
  });

  it('holds no dose later than now today, and has gaps but mostly taken doses', () => {
    const now = dayjs('2026-03-10T13:00');
    const seed = { ...toMedication(record('calcium')), key: 'calcium', missRate: 0.15 };
    const doses = generateDoses(seed, 90, now);
    const today = doses.get('2026-03-10') ?? [];
    expect(today.every((dose) => dose.takenAt <= '13:00')).toBe(true);
    const taken = [...doses.values()].reduce((sum, day) => sum + day.length, 0);
    // Twice daily for 90 days, today's evening dose still to come.
    expect(taken).toBeGreaterThan(0.6 * 179);
    expect(taken).toBeLessThan(179);
  });

  it('is seeded for the small profile over its 14 days, with weekly doses on Mondays only', () => {
    const b12 = dosesOf(record('b12'));
    expect([...b12.keys()].every((date) => dayjs(date).day() === 1)).toBe(true);
    const levothyroxine = dosesOf(record('levothyroxine'));
    const first = dayjs().subtract(13, 'day').format('YYYY-MM-DD');
    expect([...levothyroxine.keys()].every((date) => date >= first)).toBe(true);
  });
});
