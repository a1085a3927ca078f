import dayjs from 'dayjs';
import {
  FULL_NIGHT_MINUTES,
  average,
  healthScore,
  minutesAsleep,
  recoveryScore,
  sleepScore,
  type SleepNight,
} from '@/lib/health/formulas';
import { decodePoints, type Points, type SeriesName } from '@/lib/health/series';
import { db } from '../db';
import { DATE_FORMAT } from './generate';

export type DayValues = Partial<Record<SeriesName, Points>>;

export const today = () => dayjs().format(DATE_FORMAT);

/** The user's days by date; a manual record of a day counts before a device's. */
export function readDays(userId: string): Map<string, DayValues> {
  const days = new Map<string, DayValues>();
  const records = db.healthSeries
    .findMany({ where: { userId: { equals: userId } } })
    .sort((a, b) => Number(a.source === 'manual') - Number(b.source === 'manual'));
  for (const record of records) {
    const day = days.get(record.date) ?? {};
    day[record.series as SeriesName] = decodePoints(record.values);
    days.set(record.date, day);
  }
  return days;
}

/** The `count` calendar days ending with `end`, oldest first. */
export function datesEnding(end: string, count: number): string[] {
  const last = dayjs(end);
  return Array.from({ length: count }, (_, i) =>
    last.subtract(count - 1 - i, 'day').format(DATE_FORMAT),
  );
}

/** The baselines' window: the 30 days before a day. */
const BASELINE_DAYS = 30;

/**
 * The 30 days before each date, oldest first. Consecutive dates' windows share all but a day, so
 * each day's predecessor is worked out once (with dayjs, 30 per date, 90 days of Health Metrics
 * took 60–80 ms in Node).
 */
function windowsBefore(): (date: string) => string[] {
  const dayBefore = new Map<string, string>();
  const previous = (date: string) => {
    let before = dayBefore.get(date);
    if (before === undefined) {
      before = dayjs(date).subtract(1, 'day').format(DATE_FORMAT);
      dayBefore.set(date, before);
    }
    return before;
  };
  return (date) => {
    const window = [previous(date)];
    while (window.length < BASELINE_DAYS) window.push(previous(window.at(-1)!));
    return window.reverse();
  };
}

const first = (points: Points | undefined) => points?.[0] ?? null;

export function sum(points: Points | undefined): number | null {
  if (!points || points.every((value) => value === null)) return null;
  return points.reduce<number>((total, value) => total + (value ?? 0), 0);
}

/** A night's stages; a manual entry knows only its length (light holds the minutes asleep). */
export function sleepOf(day: DayValues | undefined): SleepNight | null {
  const points = day?.sleep;
  if (!points) return null;
  const [deep, light, rem, awake] = points;
  return { deep: deep ?? 0, light: light ?? 0, rem: rem ?? 0, awake: awake ?? 0 };
}

/** A manual night has no stages; its score is then its duration's share alone. */
function nightScore(day: DayValues | undefined): number | null {
  const night = sleepOf(day);
  if (!night) return null;
  if (day?.sleep?.[0] === null)
    return Math.min(100, Math.round((minutesAsleep(night) / FULL_NIGHT_MINUTES) * 100));
  return sleepScore(night);
}

/** Everything one day contributes to the dashboard and the metrics, with its baselines. */
export interface DailyMetrics {
  date: string;
  sleepScore: number | null;
  sleepHours: number | null;
  restingHeartRate: number | null;
  hrv: number | null;
  steps: number | null;
  activeMinutes: number | null;
  recovery: number | null;
  healthScore: number | null;
  weight: number | null;
  bloodOxygen: number | null;
  systolic: number | null;
  diastolic: number | null;
  hrvBaseline: number | null;
}

/** The daily figures of each date; baselines average the 30 days before each date. */
export function dailyMetrics(days: Map<string, DayValues>, dates: string[]): DailyMetrics[] {
  const windowBefore = windowsBefore();
  return dates.map((date) => {
    const day = days.get(date);
    const before = windowBefore(date).map((previous) => days.get(previous));
    const night = sleepOf(day);
    const score = nightScore(day);
    const restingHeartRate = first(day?.restingHeartRate);
    const hrv = first(day?.hrv);
    const steps = sum(day?.steps);
    // Activity in the health score is the past week's habit: today's steps are still counting.
    const weekSteps = average(before.slice(-7).map((previous) => sum(previous?.steps)));
    const hrvBaseline = average(before.map((previous) => first(previous?.hrv))) ?? hrv;
    const restingBaseline =
      average(before.map((previous) => first(previous?.restingHeartRate))) ?? restingHeartRate;
    const recovery =
      hrv !== null && restingHeartRate !== null && score !== null
        ? recoveryScore({
            hrv,
            hrvBaseline: hrvBaseline ?? hrv,
            restingHeartRate,
            restingBaseline: restingBaseline ?? restingHeartRate,
            sleepScore: score,
          })
        : null;
    return {
      date,
      sleepScore: score,
      sleepHours: night ? minutesAsleep(night) / 60 : null,
      restingHeartRate,
      hrv,
      steps,
      activeMinutes: first(day?.activeMinutes),
      recovery,
      healthScore:
        score !== null && recovery !== null && restingHeartRate !== null
          ? healthScore({
              sleepScore: score,
              recovery,
              steps: weekSteps ?? steps ?? 0,
              restingHeartRate,
            })
          : null,
      weight: first(day?.weight),
      bloodOxygen: first(day?.bloodOxygen),
      systolic: first(day?.bloodPressure),
      diastolic: day?.bloodPressure?.[1] ?? null,
      hrvBaseline,
    };
  });
}
