/**
 * Health formulas shared by the mocked server (which computes what it answers) and the tests.
 * Every threshold names its source; the composite scores are product formulas, documented here,
 * not clinical measures.
 */

/** The status words cards show; each has its colour ('none': no data, gray). */
export type HealthStatus = 'good' | 'normal' | 'monitor' | 'high' | 'none';

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const clamp = (value: number, min = 0, max = 100) => Math.min(max, Math.max(min, value));

/** The mean of the values present, or null when there are none. */
export function average(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((value): value is number => typeof value === 'number');
  if (present.length === 0) return null;
  return present.reduce((sum, value) => sum + value, 0) / present.length;
}

export interface Change {
  /** Whole percent, signed. */
  percent: number;
  direction: 'up' | 'down' | 'flat';
}

/** The change of a value against the previous period, in whole percent; null without both. */
export function percentChange(current: number | null, previous: number | null): Change | null {
  if (current === null || previous === null || previous === 0) return null;
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  return { percent, direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' };
}

/** One night: minutes in each stage, as wearables report them. */
export interface SleepNight {
  deep: number;
  light: number;
  rem: number;
  awake: number;
}

export const minutesAsleep = (night: SleepNight) => night.deep + night.light + night.rem;

/** The night length a sleep score counts as full: the middle of the 7–9 h the National Sleep
 * Foundation recommends for adults (Hirshkowitz et al., Sleep Health 2015). */
export const FULL_NIGHT_MINUTES = 8 * 60;

/**
 * Sleep score 0–100: duration against a full 8-hour night weighs 60; efficiency (asleep / in bed; 85 % and above is
 * healthy, Ohayon et al., Sleep Health 2017), scaled from 75 % to 98 %, 25; deep and REM sleep
 * together against 45 % of the night (about what a healthy adult gets, Ohayon et al., Sleep 2004)
 * 15.
 */
export function sleepScore(night: SleepNight): number {
  const asleep = minutesAsleep(night);
  if (asleep === 0) return 0;
  const duration = clamp((asleep / FULL_NIGHT_MINUTES) * 100);
  const efficiency = clamp(((asleep / (asleep + night.awake) - 0.75) / (0.98 - 0.75)) * 100);
  const restorative = clamp(((night.deep + night.rem) / asleep / 0.45) * 100);
  return Math.round(duration * 0.6 + efficiency * 0.25 + restorative * 0.15);
}

/**
 * Recovery 0–100 from the night's HRV and resting heart rate against the person's own 30-day
 * baseline (HRV-guided readiness, Plews et al., Sports Medicine 2013), and the sleep score:
 * HRV 50 %, resting heart rate 20 %, sleep 30 %.
 */
export function recoveryScore(input: {
  hrv: number;
  hrvBaseline: number;
  restingHeartRate: number;
  restingBaseline: number;
  sleepScore: number;
}): number {
  // At baseline each component scores 70. HRV 20 % above baseline scores 100 and about 47 %
  // below it 0; resting heart rate 10 % below baseline scores 100 and about 23 % above it 0.
  const hrv = clamp(70 + ((input.hrv / input.hrvBaseline - 1) / 0.2) * 30);
  const resting = clamp(70 - ((input.restingHeartRate / input.restingBaseline - 1) / 0.1) * 30);
  return Math.round(hrv * 0.5 + resting * 0.2 + input.sleepScore * 0.3);
}

/**
 * The product's daily step goal of 10,000. Mortality falls as steps rise and levels off at about
 * 8,000–10,000 a day under 60 and 6,000–8,000 from 60 (Paluch et al., Lancet Public Health 2022);
 * 7,000 a day already lowers it markedly (Paluch et al., JAMA Network Open 2021).
 */
export const STEP_GOAL = 10_000;
export const WEEKLY_STEP_GOAL = STEP_GOAL * 7;
/** Water: 8 glasses daily. */
export const WATER_GLASSES_GOAL = 8;

/**
 * Health score 0–100, the dashboard's "Overall wellness": sleep score 30 %, recovery 30 %,
 * activity (steps a day over the past week against the 10,000 goal) 25 %, resting heart rate 15 %
 * (full marks at 60 bpm or less, none at 100, the top of the adult normal range, American Heart
 * Association).
 */
export function healthScore(input: {
  sleepScore: number;
  recovery: number;
  steps: number;
  restingHeartRate: number;
}): number {
  const activity = clamp((input.steps / STEP_GOAL) * 100);
  const heart = clamp(((100 - input.restingHeartRate) / 40) * 100);
  return Math.round(input.sleepScore * 0.3 + input.recovery * 0.3 + activity * 0.25 + heart * 0.15);
}

/** Resting heart rate: 60–100 bpm is the adult normal range, lower is typical of fitness (AHA). */
export function restingHeartRateStatus(bpm: number): HealthStatus {
  if (bpm < 40 || bpm > 100) return 'monitor';
  return bpm <= 70 ? 'good' : 'normal';
}

/** Sleep: 7 h or more for adults (Watson et al., AASM/SRS consensus, Sleep 2015). */
export function sleepHoursStatus(hours: number): HealthStatus {
  if (hours >= 7) return 'good';
  return hours >= 6 ? 'normal' : 'monitor';
}

export function scoreStatus(score: number): HealthStatus {
  if (score >= 80) return 'good';
  return score >= 60 ? 'normal' : 'monitor';
}

/** Steps against the goal; 7,000 a day already counts (Paluch et al., JAMA Netw Open 2021). */
export function stepsStatus(steps: number): HealthStatus {
  if (steps >= STEP_GOAL) return 'good';
  return steps >= 7_000 ? 'normal' : 'monitor';
}

/** HRV is personal: judged against the person's own 30-day baseline (Plews et al., 2013). */
export function hrvStatus(hrv: number, baseline: number): HealthStatus {
  const ratio = hrv / baseline;
  if (ratio >= 1) return 'good';
  return ratio >= 0.9 ? 'normal' : 'monitor';
}

/** Blood oxygen: 95–100 % is the usual healthy range at rest (Mayo Clinic, "Hypoxemia"). */
export function bloodOxygenStatus(percent: number): HealthStatus {
  return percent >= 95 ? 'normal' : 'monitor';
}

/**
 * Blood pressure categories of the 2017 ACC/AHA guideline (Whelton et al., Hypertension 2018):
 * normal below 120/80; elevated 120–129 and below 80; stage 1 from 130 or 80; stage 2 from 140 or
 * 90.
 */
export function bloodPressureStatus(systolic: number, diastolic: number): HealthStatus {
  if (systolic >= 130 || diastolic >= 80) return 'high';
  return systolic >= 120 ? 'monitor' : 'normal';
}

/** The word a card shows for a status (Good, Normal, Monitor). */
export function statusLabel(
  status: HealthStatus,
): 'Good' | 'Normal' | 'Monitor' | 'High' | 'No data' {
  return (
    { good: 'Good', normal: 'Normal', monitor: 'Monitor', high: 'High', none: 'No data' } as const
  )[status];
}
