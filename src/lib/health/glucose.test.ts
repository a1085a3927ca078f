import { describe, expect, it } from 'vitest';
import {
  agpProfile,
  bandLimits,
  bandOf,
  dailyOverview,
  formatGlucose,
  formatGlucoseChange,
  formatGlucoseRange,
  formatPercent,
  fromUnit,
  glucoseStats,
  gmiPercent,
  mealResponse,
  meetsTarget,
  percentile,
  targetText,
  toUnit,
} from './glucose';

describe('bandOf: the consensus bands, 70 and 180 in range', () => {
  it.each([
    [53, 'veryLow'],
    [54, 'low'],
    [69, 'low'],
    [70, 'inRange'],
    [180, 'inRange'],
    [181, 'high'],
    [250, 'high'],
    [251, 'veryHigh'],
  ] as const)('%i mg/dL is %s', (value, band) => expect(bandOf(value)).toBe(band));
});

describe('glucoseStats', () => {
  // Seven readings and one gap, of an 8-reading period:
  // sum 920, mean 131.43; squared deviations 6630.61 + 5102.04 + 3773.47 + 987.76 + 2359.18
  // + 4702.04 + 16530.61 = 40085.71; / 6 = 6680.95; SD 81.74; CV 81.74 / 131.43 = 62.19 %.
  const readings = [50, 60, 70, 100, 180, 200, 260, null];

  it('computes mean, SD, CV, range and coverage over the readings present', () => {
    const stats = glucoseStats(readings, 1, 8);
    expect(stats).toMatchObject({
      readings: 7,
      expected: 8,
      coveragePercent: 87.5,
      mean: 131.4,
      sd: 81.7,
      cvPercent: 62.2,
      min: 50,
      max: 260,
    });
  });

  it('puts each reading present in one band: 1, 1, 3, 1 and 1 of 7', () => {
    const { bands, tightRangePercent } = glucoseStats(readings, 1, 8);
    expect(bands).toEqual({ veryLow: 14.3, low: 14.3, inRange: 42.9, high: 14.3, veryHigh: 14.3 });
    // 70 and 100 are within 70–140: 2 of 7.
    expect(tightRangePercent).toBe(28.6);
  });

  it('counts the expected readings of whole days, 288 a day, so gaps lower coverage', () => {
    const day = Array.from({ length: 288 }, (_, i) => (i < 216 ? 100 : null));
    expect(glucoseStats(day, 1).coveragePercent).toBe(75);
  });

  it('gives GMI only with 14 days and 70 % of readings: 3.31 + 0.02392 × 154 = 6.99 → 7.0', () => {
    const expected = 14 * 288; // 4,032
    const enough = Array.from({ length: 2823 }, () => 154); // 70.01 %
    expect(glucoseStats(enough, 14, expected)).toMatchObject({ gmi: 7, gmiNote: null });
    // 2,822 of 4,032 is 69.99 %: just short, although it prints as 70.0.
    const short = glucoseStats(enough.slice(1), 14, expected);
    expect(short.gmi).toBeNull();
    expect(short.gmiNote).toBe('Not enough data: GMI needs 70% of readings; 70% are present.');
    const sevenDays = glucoseStats(
      Array.from({ length: 7 * 288 }, () => 154),
      7,
    );
    expect(sevenDays.gmi).toBeNull();
    expect(sevenDays.gmiNote).toBe('Not enough data: GMI needs at least 14 days of readings.');
    expect(gmiPercent(100)).toBeCloseTo(5.702, 6);
  });

  it('answers a period without readings with nulls, not zeros', () => {
    const stats = glucoseStats([null, null], 1);
    expect(stats).toMatchObject({ readings: 0, mean: null, cvPercent: null, gmi: null });
    expect(stats.gmiNote).toBe('No readings in this period.');
  });
});

describe('percentile (linear between ranks)', () => {
  it('interpolates: of 1, 2, 3, 4 the 25th is 1.75, the 50th 2.5, the 95th 3.85', () => {
    expect(percentile([1, 2, 3, 4], 25)).toBe(1.75);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 95)).toBeCloseTo(3.85, 10);
    expect(percentile([7], 5)).toBe(7);
  });
});

describe('agpProfile', () => {
  it('pools every reading of a slot across days, and leaves out slots without readings', () => {
    const day = (first: (number | null)[]) => [
      ...first,
      ...Array.from({ length: 288 - first.length }, () => null),
    ];
    // Slot 00:00–00:15 holds 100, 110, 120 and 130, 140 (a gap on day 2): sorted
    // 100 110 120 130 140; p5 at rank 0.2 = 102, p25 = 110, p50 = 120, p75 = 130, p95 at 3.8 = 138.
    const profile = agpProfile([day([100, 110, 120]), day([130, null, 140])]);
    expect(profile).toEqual([{ minute: 0, p5: 102, p25: 110, p50: 120, p75: 130, p95: 138 }]);
  });

  it('gives 96 slots of 15 minutes for full days', () => {
    const full = Array.from({ length: 288 }, (_, i) => 80 + (i % 10));
    const profile = agpProfile([full, full]);
    expect(profile).toHaveLength(96);
    expect(profile[95].minute).toBe(1425);
  });
});

describe('mealResponse', () => {
  // The meal at index 6; readings 5 minutes apart.
  const before = [90, 92, 94, null, 96, 98, 100];

  it('takes the mean of the 30 minutes before as baseline, the highest of 2 hours after as peak', () => {
    const after = Array.from({ length: 24 }, (_, i) => (i === 8 ? 150 : i === 3 ? 120 : 110));
    // Baseline (90 + 92 + 94 + 96 + 98 + 100) / 6 = 95; peak 150 at index 6 + 9 = 45 minutes.
    expect(mealResponse([...before, ...after], 6)).toEqual({
      baseline: 95,
      peak: 150,
      peakAfterMinutes: 45,
      rise: 55,
    });
  });

  it('ignores readings beyond 2 hours, and never reports a fall as a negative rise', () => {
    const flat = Array.from({ length: 24 }, () => 80);
    expect(mealResponse([...before, ...flat, 300], 6)?.rise).toBe(0);
  });

  it('peaks at the meal, at its baseline, when glucose only fell after it', () => {
    // Baseline 95; the highest reading after, 94 at 5 minutes, is below it: no rise, and the
    // peak is where the curve started, not a reading lower than the baseline.
    const falling = Array.from({ length: 24 }, (_, i) => 94 - i);
    expect(mealResponse([...before, ...falling], 6)).toEqual({
      baseline: 95,
      peak: 95,
      peakAfterMinutes: 0,
      rise: 0,
    });
  });

  it('answers null when the sensor has no reading before or after the meal', () => {
    const gap = Array.from({ length: 7 }, () => null);
    expect(mealResponse([...gap, 140, 150], 6)).toBeNull();
    expect(mealResponse([...before, null, null], 6)).toBeNull();
  });
});

describe('units', () => {
  it('converts with 18.0156 mg/dL per mmol/L', () => {
    expect(toUnit(180.156, 'mmol/L')).toBeCloseTo(10, 10);
    expect(toUnit(102, 'mg/dL')).toBe(102);
    expect(fromUnit(5.5, 'mmol/L')).toBeCloseTo(99.0858, 4);
  });

  it('formats each unit as it is written: whole mg/dL, one decimal of mmol/L', () => {
    expect(formatGlucose(102, 'mg/dL')).toBe('102 mg/dL');
    // 102 / 18.0156 = 5.662
    expect(formatGlucose(102, 'mmol/L')).toBe('5.7 mmol/L');
    expect(formatGlucoseRange(78, 145, 'mmol/L')).toBe('4.3–8.0 mmol/L');
    expect(formatGlucoseChange(38, 'mg/dL')).toBe('+38 mg/dL');
    expect(formatGlucoseChange(-36.0312, 'mmol/L')).toBe('−2.0 mmol/L');
    // A change that rounds to nothing in the unit has no sign: never "+0 mg/dL".
    expect(formatGlucoseChange(0.4, 'mg/dL')).toBe('0 mg/dL');
    expect(formatGlucoseChange(-0.4, 'mg/dL')).toBe('0 mg/dL');
    expect(formatGlucoseChange(0.8, 'mmol/L')).toBe('0.0 mmol/L');
    expect(formatGlucoseChange(0.5, 'mg/dL')).toBe('+1 mg/dL');
  });

  it('writes the band limits of each unit as the consensus does', () => {
    expect(bandLimits('veryLow', 'mg/dL')).toBe('<54 mg/dL');
    expect(bandLimits('low', 'mg/dL')).toBe('54–69 mg/dL');
    expect(bandLimits('inRange', 'mg/dL')).toBe('70–180 mg/dL');
    expect(bandLimits('high', 'mg/dL')).toBe('181–250 mg/dL');
    expect(bandLimits('veryHigh', 'mg/dL')).toBe('>250 mg/dL');
    expect(bandLimits('veryLow', 'mmol/L')).toBe('<3.0 mmol/L');
    expect(bandLimits('low', 'mmol/L')).toBe('3.0–3.8 mmol/L');
    expect(bandLimits('inRange', 'mmol/L')).toBe('3.9–10.0 mmol/L');
    expect(bandLimits('high', 'mmol/L')).toBe('10.1–13.9 mmol/L');
    expect(bandLimits('veryHigh', 'mmol/L')).toBe('>13.9 mmol/L');
  });
});

describe('targets and text', () => {
  it('checks each band against its target', () => {
    expect(meetsTarget('inRange', 82)).toBe(true);
    expect(meetsTarget('inRange', 70)).toBe(false);
    expect(meetsTarget('low', 3.9)).toBe(true);
    expect(meetsTarget('veryLow', 1)).toBe(false);
    expect(targetText('inRange')).toBe('> 70%');
    expect(targetText('high')).toBe('< 25%');
    expect(formatPercent(0.3)).toBe('<1%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(82.4)).toBe('82%');
  });

  it('writes a day in one sentence from its numbers', () => {
    const day = Array.from({ length: 288 }, (_, i) => (i < 144 ? 100 : i < 279 ? 120 : 60));
    const stats = glucoseStats(day, 1);
    expect(dailyOverview(stats, 'mg/dL')).toBe(
      'Your glucose averaged 108 mg/dL with 97% of readings in range (70–180 mg/dL), above the 70% target; 3% of readings were below 70 mg/dL; variability was stable (CV 12.1%, stable at 36% or less).',
    );
    expect(dailyOverview(glucoseStats([], 1), 'mg/dL')).toBe(
      'No glucose readings were recorded on this day.',
    );
  });
});
