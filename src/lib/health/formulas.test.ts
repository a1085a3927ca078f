import { describe, expect, it } from 'vitest';
import {
  average,
  bloodOxygenStatus,
  bloodPressureStatus,
  healthScore,
  hrvStatus,
  percentChange,
  recoveryScore,
  restingHeartRateStatus,
  sleepHoursStatus,
  sleepScore,
  stepsStatus,
} from './formulas';
import { decodePoints, encodePoints } from './series';

describe('health formulas, against hand-computed figures', () => {
  it('sleep score: duration 60 %, efficiency 25 %, deep and REM 15 %', () => {
    // 420 min asleep: duration 87.5; efficiency 420/440 = 0.9545 → 88.9; (80+100)/420 = 0.4286
    // of the 0.45 target → 95.2; 0.6 × 87.5 + 0.25 × 88.9 + 0.15 × 95.2 = 89.0
    expect(sleepScore({ deep: 80, light: 240, rem: 100, awake: 20 })).toBe(89);
    expect(sleepScore({ deep: 0, light: 0, rem: 0, awake: 30 })).toBe(0);
    // Nine hours, no time awake, plenty of deep and REM: every component full.
    expect(sleepScore({ deep: 120, light: 300, rem: 120, awake: 0 })).toBe(100);
  });

  it('recovery: at baseline 70 for HRV and heart rate, plus the sleep score', () => {
    const baseline = { hrvBaseline: 52, restingBaseline: 60, sleepScore: 80 };
    // 0.5 × 70 + 0.2 × 70 + 0.3 × 80 = 73
    expect(recoveryScore({ ...baseline, hrv: 52, restingHeartRate: 60 })).toBe(73);
    // HRV 20 % above baseline scores 100: 50 + 14 + 24 = 88
    expect(recoveryScore({ ...baseline, hrv: 62.4, restingHeartRate: 60 })).toBe(88);
    // Heart rate 10 % above baseline scores 40: 35 + 8 + 24 = 67
    expect(recoveryScore({ ...baseline, hrv: 52, restingHeartRate: 66 })).toBe(67);
  });

  it('health score: sleep 30 %, recovery 30 %, activity 25 %, resting heart rate 15 %', () => {
    // activity 8,000/10,000 = 80; heart (100 − 64)/40 = 90; 24 + 21 + 20 + 13.5 = 78.5 → 79
    expect(healthScore({ sleepScore: 80, recovery: 70, steps: 8000, restingHeartRate: 64 })).toBe(
      79,
    );
    expect(
      healthScore({ sleepScore: 100, recovery: 100, steps: 20000, restingHeartRate: 50 }),
    ).toBe(100);
  });

  it('change against the previous period, in whole percent', () => {
    expect(percentChange(110, 100)).toEqual({ percent: 10, direction: 'up' });
    expect(percentChange(90, 100)).toEqual({ percent: -10, direction: 'down' });
    expect(percentChange(100, 100)).toEqual({ percent: 0, direction: 'flat' });
    expect(percentChange(5, null)).toBeNull();
    expect(percentChange(5, 0)).toBeNull();
  });

  it('averages only the values present', () => {
    expect(average([1, null, 3, undefined])).toBe(2);
    expect(average([null])).toBeNull();
  });

  it('statuses at their thresholds', () => {
    expect([38, 55, 70, 71, 100, 101].map(restingHeartRateStatus)).toEqual([
      'monitor',
      'good',
      'good',
      'normal',
      'normal',
      'monitor',
    ]);
    expect([7, 6.5, 5.9].map(sleepHoursStatus)).toEqual(['good', 'normal', 'monitor']);
    expect([10000, 7000, 6999].map(stepsStatus)).toEqual(['good', 'normal', 'monitor']);
    expect([95, 94.9].map(bloodOxygenStatus)).toEqual(['normal', 'monitor']);
    expect(hrvStatus(50, 50)).toBe('good');
    expect(hrvStatus(46, 50)).toBe('normal');
    expect(hrvStatus(44, 50)).toBe('monitor');
    expect(bloodPressureStatus(118, 76)).toBe('normal');
    expect(bloodPressureStatus(125, 78)).toBe('monitor');
    expect(bloodPressureStatus(131, 70)).toBe('high');
    expect(bloodPressureStatus(115, 85)).toBe('high');
  });

  it('stores points as text with gaps', () => {
    expect(encodePoints([62, null, 61.5])).toBe('62,,61.5');
    expect(decodePoints('62,,61.5')).toEqual([62, null, 61.5]);
  });
});
