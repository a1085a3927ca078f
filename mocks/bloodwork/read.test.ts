// clock-matrix: the demo user's draws are dated back from today.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { BIOMARKER_IDS } from '@/lib/health/biomarkers';
import { db } from '../db';
import { today } from '../health/daily-metrics';
import { drawsOf, latestDrawOf } from './lab-draws';
import { DEMO_DRAW_DAYS_AGO } from './seed';

const valuesOf = (draw: ReturnType<typeof drawsOf>[number]) =>
  Object.fromEntries(draw.results.map((result) => [result.biomarker, result.value]));

describe("the demo user's blood work", () => {
  it('holds three draws over the last year, newest first, each with the twelve biomarkers', () => {
    const draws = drawsOf('local_demo');
    expect(draws.map((draw) => draw.date)).toEqual(
      [...DEMO_DRAW_DAYS_AGO]
        .reverse()
        .map((days) => dayjs(today()).subtract(days, 'day').format('YYYY-MM-DD')),
    );
    expect(dayjs(today()).diff(draws.at(-1)!.date, 'day')).toBeLessThanOrEqual(365);
    for (const draw of draws) {
      expect(draw.results.map((result) => result.biomarker)).toEqual(BIOMARKER_IDS);
    }
  });

  it('has vitamin D and iron low in the latest draw, and nothing else out of range', () => {
    const latest = latestDrawOf('local_demo')!;
    const outOfRange = latest.results.filter((result) => result.status !== 'Normal');
    expect(outOfRange.map((result) => [result.biomarker, result.status])).toEqual([
      ['vitaminD', 'Low'],
      ['iron', 'Low'],
    ]);
    expect(latest.results.find((result) => result.biomarker === 'vitaminD')).toMatchObject({
      unit: 'ng/mL',
      referenceRange: '30–100 ng/mL',
    });
  });

  it('moves between draws', () => {
    const [latest, middle, oldest] = drawsOf('local_demo').map(valuesOf);
    expect(latest.vitaminD).toBeLessThan(middle.vitaminD);
    expect(middle.vitaminD).toBeLessThan(oldest.vitaminD);
    expect(latest.ldl).toBeLessThan(oldest.ldl);
  });

  it('is nothing for a user without draws, and never another user’s', () => {
    expect(latestDrawOf('local_free')).toBeNull();
    expect(drawsOf('local_admin')).toEqual([]);
    expect(db.labResult.findMany({ where: { userId: { equals: 'local_free' } } })).toEqual([]);
  });
});
