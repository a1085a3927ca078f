import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import {
  STEP_GOAL,
  average,
  bloodOxygenStatus,
  bloodPressureStatus,
  restingHeartRateStatus,
  round,
  sleepHoursStatus,
  statusLabel,
  stepsStatus,
  type HealthStatus,
} from '@/lib/health/formulas';
import { hoursAndMinutes } from './dashboard';
import { DATE_FORMAT } from './generate';
import {
  dailyMetrics,
  datesEnding,
  readDays,
  sleepOf,
  today,
  type DailyMetrics,
} from './daily-metrics';
import { formatNumber } from '@/lib/format-number';

type HealthMetrics = Schema<'HealthMetrics'>;
export type Range = HealthMetrics['range'];
export const RANGE_DAYS: Record<Range, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The 7-day moving average of the weights weighed, ending each day. */
function weightTrend(metrics: DailyMetrics[]): (number | null)[] {
  return metrics.map((_, i) => {
    const mean = average(metrics.slice(Math.max(0, i - 6), i + 1).map((day) => day.weight));
    return mean === null ? null : round(mean, 1);
  });
}

function card(
  id: HealthMetrics['cards'][number]['id'],
  title: string,
  value: { average: string; status: HealthStatus; description: string } | null,
  trend: (number | null)[],
): HealthMetrics['cards'][number] {
  if (!value) {
    return {
      id,
      title,
      average: 'No data',
      status: 'none',
      statusLabel: 'No data',
      description: 'Nothing recorded in this period.',
      trend,
    };
  }
  return { id, title, ...value, statusLabel: statusLabel(value.status), trend };
}

function cardsOf(metrics: DailyMetrics[], range: Range): HealthMetrics['cards'] {
  const of = (key: keyof DailyMetrics) => metrics.map((day) => day[key] as number | null);
  // Today's steps are still counting: over several days they average the complete ones.
  const completeSteps = range === '1d' ? of('steps') : of('steps').slice(0, -1);
  const hours = average(of('sleepHours'));
  const score = average(of('sleepScore'));
  const resting = average(of('restingHeartRate'));
  const hrv = average(of('hrv'));
  const steps = average(completeSteps);
  const active = average(of('activeMinutes'));
  const weights = of('weight').filter((value): value is number => value !== null);
  const oxygen = average(of('bloodOxygen'));
  const systolic = average(of('systolic'));
  const diastolic = average(of('diastolic'));
  const period = range === '1d' ? 'today' : `over the last ${RANGE_DAYS[range]} days`;
  const daily = range === '1d' ? 'Today' : `A day on average ${period}`;

  return [
    card(
      'sleep',
      'Sleep Quality',
      hours === null
        ? null
        : {
            average: hoursAndMinutes(hours),
            status: sleepHoursStatus(hours),
            description:
              range === '1d'
                ? `Sleep score ${Math.round(score ?? 0)}/100 last night; adults need 7 hours or more.`
                : `Sleep score ${Math.round(score ?? 0)}/100 on average ${period}; adults need 7 hours or more.`,
          },
      of('sleepScore'),
    ),
    card(
      'heartRate',
      'Heart Rate',
      resting === null
        ? null
        : {
            average: `${Math.round(resting)} bpm`,
            status: restingHeartRateStatus(resting),
            description: `Resting heart rate ${period}${hrv === null ? '' : `; HRV ${Math.round(hrv)} ms`}.`,
          },
      of('restingHeartRate'),
    ),
    card(
      'activity',
      'Activity',
      steps === null
        ? null
        : {
            average: `${formatNumber(Math.round(steps))} steps`,
            status: stepsStatus(steps),
            description: `${daily}, with ${Math.round(active ?? 0)} active minutes; the goal is ${formatNumber(STEP_GOAL)} steps.`,
          },
      of('steps'),
    ),
    card(
      'weight',
      'Weight',
      weights.length === 0
        ? null
        : {
            average: `${weights[weights.length - 1]} kg`,
            status: 'normal',
            description:
              weights.length > 1
                ? `${round(weights[weights.length - 1] - weights[0], 1) > 0 ? '+' : ''}${round(weights[weights.length - 1] - weights[0], 1)} kg ${period}.`
                : `Latest weighing ${period}.`,
          },
      of('weight'),
    ),
    card(
      'bloodOxygen',
      'Oxygen Saturation',
      oxygen === null
        ? null
        : {
            average: `${round(oxygen, 1)}%`,
            status: bloodOxygenStatus(oxygen),
            description: `Average ${period}; 95–100% is normal.`,
          },
      of('bloodOxygen'),
    ),
    card(
      'bloodPressure',
      'Blood Pressure',
      systolic === null || diastolic === null
        ? null
        : {
            average: `${Math.round(systolic)}/${Math.round(diastolic)} mmHg`,
            status: bloodPressureStatus(systolic, diastolic),
            description: `Average ${period}; below 120/80 is normal.`,
          },
      of('systolic'),
    ),
  ];
}

/** The health metrics of a range: by day, or for 1d today by hour. */
/** The last 24 hours ending with the current one, across midnight: a date and an hour each. */
function last24Hours(): { date: string; hour: number }[] {
  const now = dayjs();
  return Array.from({ length: 24 }, (_, i) => {
    const time = now.subtract(23 - i, 'hour');
    return { date: time.format(DATE_FORMAT), hour: time.hour() };
  });
}

export function healthMetricsOf(userId: string, range: Range): HealthMetrics {
  const days = readDays(userId);
  const hours = last24Hours();
  const hourly = range === '1d';
  const byHour = (series: 'steps' | 'heartRate') =>
    hours.map(({ date, hour }) => days.get(date)?.[series]?.[hour] ?? null);
  const dates = datesEnding(today(), RANGE_DAYS[range]);
  // Six days more, so the weight trend of the first days also averages a full week.
  const withWeekBefore = dailyMetrics(days, datesEnding(dates[dates.length - 1], dates.length + 6));
  const metrics = withWeekBefore.slice(6);

  const sleep = metrics.map((day) => {
    const night = sleepOf(days.get(day.date));
    const staged = days.get(day.date)?.sleep?.[0] !== null;
    return {
      label: day.date,
      deep: night && staged ? night.deep : null,
      light: night ? night.light : null,
      rem: night && staged ? night.rem : null,
      awake: night && staged ? night.awake : null,
      hours: day.sleepHours === null ? null : round(day.sleepHours, 2),
      score: day.sleepScore,
    };
  });
  const trend = weightTrend(withWeekBefore).slice(6);

  return {
    hasData: days.size > 0,
    range,
    granularity: hourly ? 'hour' : 'day',
    from: dates[0],
    to: dates[dates.length - 1],
    stepGoal: STEP_GOAL,
    cards: cardsOf(metrics, range).map((item) =>
      hourly && item.id === 'activity'
        ? { ...item, trend: byHour('steps') }
        : hourly && item.id === 'heartRate'
          ? { ...item, trend: byHour('heartRate') }
          : item,
    ),
    sleep,
    activity: hourly
      ? hours.map(({ date, hour }) => ({
          label: hourLabel(hour),
          steps: days.get(date)?.steps?.[hour] ?? null,
          activeMinutes: null,
        }))
      : metrics.map((day) => ({
          label: day.date,
          steps: day.steps,
          activeMinutes: day.activeMinutes,
        })),
    heartRate: hourly
      ? hours.map(({ date, hour }) => ({
          label: hourLabel(hour),
          heartRate: days.get(date)?.heartRate?.[hour] ?? null,
          hrv: null,
        }))
      : metrics.map((day) => ({ label: day.date, heartRate: day.restingHeartRate, hrv: day.hrv })),
    weight: metrics.map((day, i) => ({ label: day.date, weight: day.weight, trend: trend[i] })),
  };
}
