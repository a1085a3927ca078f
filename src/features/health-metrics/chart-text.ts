import type { HealthMetrics } from './api';
import { formatDay, formatInteger, formatMinutes, formatOneDecimal } from './format';
import { rangePhrase, type MetricRange } from './view-params';
import { longLabel, type Granularity } from '@/components/charts/point-labels';
import { extremes } from '@/lib/charts/extremes';
import { formatTenths } from '@/lib/format-number';

/**
 * The text alternative of every chart: a one-line summary and the table of its points. Both are
 * read from the same series the chart draws, so what a screen-reader user hears is what the
 * chart shows.
 */

export type SleepPoint = HealthMetrics['sleep'][number];
export type ActivityPoint = HealthMetrics['activity'][number];
export type HeartPoint = HealthMetrics['heartRate'][number];
export type WeightPoint = HealthMetrics['weight'][number];

/** A table cell's text; null is a gap in the data. */
export type Cell = string | null;

export interface ChartTable {
  caption: string;
  /** The first column names the row (the day or the hour). */
  columns: string[];
  rows: { key: string; cells: Cell[] }[];
}

export interface ChartText {
  summary: string;
  table: ChartTable;
  /** True when the series has no value at all in the range. */
  empty: boolean;
}

const cell = <T>(value: T | null, format: (value: T) => string): Cell =>
  value === null ? null : format(value);

const rowLabel = (granularity: Granularity) => (granularity === 'hour' ? 'Hour' : 'Day');

/** Where a moment sits in a sentence: "on Nov 14", or "at 14:00". */
const at = (label: string, granularity: Granularity) =>
  granularity === 'hour' ? `at ${label}` : `on ${formatDay(label)}`;

/** Minutes asleep in a night: deep, light and REM (a night entered by hand has light only). */
export function minutesAsleep(point: SleepPoint): number | null {
  if (point.deep === null && point.light === null && point.rem === null) return null;
  return (point.deep ?? 0) + (point.light ?? 0) + (point.rem ?? 0);
}

/** Sleep stages per night; for 1d, last night's. */
export function sleepStagesText(
  points: readonly SleepPoint[],
  range: MetricRange,
  granularity: Granularity,
): ChartText {
  const stats = extremes(points, minutesAsleep);
  const table: ChartTable = {
    caption: 'Sleep stages per night, in minutes, by the morning the night ended',
    columns: ['Night', 'Deep', 'Light', 'REM', 'Awake', 'Asleep'],
    rows: points.map((point) => ({
      key: point.label,
      cells: [
        longLabel(point.label, 'day'),
        cell(point.deep, formatInteger),
        cell(point.light, formatInteger),
        cell(point.rem, formatInteger),
        cell(point.awake, formatInteger),
        cell(minutesAsleep(point), formatMinutes),
      ],
    })),
  };
  if (!stats) {
    const when = granularity === 'hour' ? 'last night' : `over ${rangePhrase(range)}`;
    return { summary: `No sleep recorded ${when}.`, table, empty: true };
  }
  if (granularity === 'hour') {
    const night = points.find((point) => minutesAsleep(point) !== null)!;
    const asleep = formatMinutes(minutesAsleep(night)!);
    const staged = night.deep !== null && night.rem !== null;
    const stages = staged
      ? ` (${formatMinutes(night.deep!)} deep, ${formatMinutes(night.light ?? 0)} light, ${formatMinutes(night.rem!)} REM) and ${formatMinutes(night.awake ?? 0)} awake`
      : ', entered by hand without stages';
    const score = night.score === null ? '' : `; sleep score ${night.score}`;
    return {
      summary: `Last night, to the morning of ${formatDay(night.label)}: ${asleep} asleep${stages}${score}.`,
      table,
      empty: false,
    };
  }
  return {
    summary:
      `Average ${formatMinutes(stats.mean)} asleep a night over ${rangePhrase(range)}; ` +
      `longest ${formatMinutes(stats.high.value)} on ${formatDay(stats.high.label)}, ` +
      `shortest ${formatMinutes(stats.low.value)} on ${formatDay(stats.low.label)}, ` +
      `latest ${formatMinutes(stats.latest.value)} on ${formatDay(stats.latest.label)}.`,
    table,
    empty: false,
  };
}

export function sleepScoreText(points: readonly SleepPoint[], range: MetricRange): ChartText {
  const stats = extremes(points, (point) => point.score);
  const table: ChartTable = {
    caption: 'Sleep score per night, out of 100',
    columns: ['Night', 'Score'],
    rows: points.map((point) => ({
      key: point.label,
      cells: [longLabel(point.label, 'day'), cell(point.score, String)],
    })),
  };
  if (!stats) {
    return { summary: `No sleep score over ${rangePhrase(range)}.`, table, empty: true };
  }
  return {
    summary:
      `Average sleep score ${Math.round(stats.mean)} out of 100 over ${rangePhrase(range)}; ` +
      `best ${stats.high.value} on ${formatDay(stats.high.label)}, ` +
      `lowest ${stats.low.value} on ${formatDay(stats.low.label)}, ` +
      `latest ${stats.latest.value} on ${formatDay(stats.latest.label)}.`,
    table,
    empty: false,
  };
}

export function stepsText(
  points: readonly ActivityPoint[],
  range: MetricRange,
  granularity: Granularity,
  stepGoal: number,
): ChartText {
  const stats = extremes(points, (point) => point.steps);
  const goal = formatInteger(stepGoal);
  const table: ChartTable =
    granularity === 'hour'
      ? {
          caption: 'Steps per hour, last 24 hours',
          columns: ['Hour', 'Steps'],
          rows: points.map((point) => ({
            key: point.label,
            cells: [point.label, cell(point.steps, formatInteger)],
          })),
        }
      : {
          caption: `Steps per day, against the goal of ${goal}`,
          columns: ['Day', 'Steps', 'Goal met'],
          rows: points.map((point) => ({
            key: point.label,
            cells: [
              longLabel(point.label, 'day'),
              cell(point.steps, formatInteger),
              cell(point.steps, (steps) => (steps >= stepGoal ? 'Yes' : 'No')),
            ],
          })),
        };
  if (!stats) {
    const when = granularity === 'hour' ? 'in the last 24 hours' : `over ${rangePhrase(range)}`;
    return { summary: `No steps recorded ${when}.`, table, empty: true };
  }
  if (granularity === 'hour') {
    const total = stats.mean * stats.count;
    const share = Math.round((total / stepGoal) * 100);
    return {
      summary:
        `${formatInteger(total)} steps in the last 24 hours, ${share}% of the ${goal}-step goal; ` +
        `most ${formatInteger(stats.high.value)} at ${stats.high.label}, ` +
        `fewest ${formatInteger(stats.low.value)} at ${stats.low.label}, ` +
        `latest ${formatInteger(stats.latest.value)} at ${stats.latest.label}.`,
      table,
      empty: false,
    };
  }
  const met = points.filter((point) => point.steps !== null && point.steps >= stepGoal).length;
  return {
    summary:
      `Average ${formatInteger(stats.mean)} steps a day over ${rangePhrase(range)}; ` +
      `the ${goal}-step goal was met on ${met} of ${stats.count} days; ` +
      `most ${formatInteger(stats.high.value)} on ${formatDay(stats.high.label)}, ` +
      `fewest ${formatInteger(stats.low.value)} on ${formatDay(stats.low.label)}, ` +
      `latest ${formatInteger(stats.latest.value)} on ${formatDay(stats.latest.label)}.`,
    table,
    empty: false,
  };
}

export function activeMinutesText(points: readonly ActivityPoint[], range: MetricRange): ChartText {
  const stats = extremes(points, (point) => point.activeMinutes);
  const table: ChartTable = {
    caption: 'Active minutes per day',
    columns: ['Day', 'Active minutes'],
    rows: points.map((point) => ({
      key: point.label,
      cells: [longLabel(point.label, 'day'), cell(point.activeMinutes, formatInteger)],
    })),
  };
  if (!stats) {
    return { summary: `No active minutes over ${rangePhrase(range)}.`, table, empty: true };
  }
  return {
    summary:
      `Average ${formatInteger(stats.mean)} active minutes a day over ${rangePhrase(range)}; ` +
      `most ${formatInteger(stats.high.value)} min on ${formatDay(stats.high.label)}, ` +
      `fewest ${formatInteger(stats.low.value)} min on ${formatDay(stats.low.label)}, ` +
      `latest ${formatInteger(stats.latest.value)} min on ${formatDay(stats.latest.label)}.`,
    table,
    empty: false,
  };
}

/** Resting heart rate per day, or for 1d the heart rate of each of the last 24 hours. */
export function heartRateText(
  points: readonly HeartPoint[],
  range: MetricRange,
  granularity: Granularity,
): ChartText {
  const stats = extremes(points, (point) => point.heartRate);
  const hourly = granularity === 'hour';
  const table: ChartTable = {
    caption: hourly
      ? 'Average heart rate per hour, last 24 hours, bpm'
      : 'Resting heart rate per day, bpm',
    columns: [rowLabel(granularity), hourly ? 'Heart rate' : 'Resting heart rate'],
    rows: points.map((point) => ({
      key: point.label,
      cells: [longLabel(point.label, granularity), cell(point.heartRate, String)],
    })),
  };
  if (!stats) {
    const what = hourly
      ? 'No heart rate recorded in the last 24 hours'
      : 'No resting heart rate recorded';
    return {
      summary: hourly ? `${what}.` : `${what} over ${rangePhrase(range)}.`,
      table,
      empty: true,
    };
  }
  const extremesText =
    `lowest ${stats.low.value} bpm ${at(stats.low.label, granularity)}, ` +
    `highest ${stats.high.value} bpm ${at(stats.high.label, granularity)}, ` +
    `latest ${stats.latest.value} bpm ${at(stats.latest.label, granularity)}.`;
  return {
    summary: hourly
      ? `Heart rate in the last 24 hours averaged ${Math.round(stats.mean)} bpm; ${extremesText}`
      : `Average resting heart rate ${Math.round(stats.mean)} bpm over ${rangePhrase(range)}; ${extremesText}`,
    table,
    empty: false,
  };
}

export function hrvText(points: readonly HeartPoint[], range: MetricRange): ChartText {
  const stats = extremes(points, (point) => point.hrv);
  const table: ChartTable = {
    caption: 'Heart rate variability (overnight) per day, ms',
    columns: ['Day', 'HRV'],
    rows: points.map((point) => ({
      key: point.label,
      cells: [longLabel(point.label, 'day'), cell(point.hrv, String)],
    })),
  };
  if (!stats) {
    return { summary: `No HRV recorded over ${rangePhrase(range)}.`, table, empty: true };
  }
  return {
    summary:
      `Average HRV ${Math.round(stats.mean)} ms over ${rangePhrase(range)}; ` +
      `highest ${stats.high.value} ms on ${formatDay(stats.high.label)}, ` +
      `lowest ${stats.low.value} ms on ${formatDay(stats.low.label)}, ` +
      `latest ${stats.latest.value} ms on ${formatDay(stats.latest.label)}.`,
    table,
    empty: false,
  };
}

export function weightText(
  points: readonly WeightPoint[],
  range: MetricRange,
  granularity: Granularity,
): ChartText {
  const stats = extremes(points, (point) => point.weight);
  const trends = points.filter((point) => point.trend !== null);
  const table: ChartTable = {
    caption: 'Weight per day and its 7-day trend, kg',
    columns: ['Day', 'Weight', '7-day trend'],
    rows: points.map((point) => ({
      key: point.label,
      cells: [
        longLabel(point.label, 'day'),
        cell(point.weight, formatOneDecimal),
        cell(point.trend, formatOneDecimal),
      ],
    })),
  };
  if (!stats) {
    const when = granularity === 'hour' ? 'today' : `over ${rangePhrase(range)}`;
    return { summary: `No weight recorded ${when}.`, table, empty: true };
  }
  const kg = (point: { label: string; value: number }) =>
    `${formatOneDecimal(point.value)} kg on ${formatDay(point.label)}`;
  const latestText =
    `Latest weight ${kg(stats.latest)}` +
    (stats.count > 1 ? `; lowest ${kg(stats.low)}, highest ${kg(stats.high)}` : '');
  if (granularity === 'hour' || trends.length < 2) {
    return { summary: `${latestText}.`, table, empty: false };
  }
  const change = trends.at(-1)!.trend! - trends[0].trend!;
  const direction =
    Math.abs(change) < 0.05
      ? 'steady'
      : `${change < 0 ? 'down' : 'up'} ${formatOneDecimal(Math.abs(change))} kg`;
  return {
    summary:
      `${latestText}; the 7-day trend is ${formatOneDecimal(trends.at(-1)!.trend!)} kg, ` +
      `${direction} over ${rangePhrase(range)} (weighed on ${stats.count} of ${points.length} days).`,
    table,
    empty: false,
  };
}

export type MetricCard = HealthMetrics['cards'][number];

const TREND_NAMES: Record<MetricCard['id'], { day: string; hour: string; unit: string }> = {
  sleep: { day: 'Sleep score per night', hour: 'Sleep score last night', unit: '' },
  heartRate: { day: 'Resting heart rate', hour: 'Heart rate by hour', unit: ' bpm' },
  activity: { day: 'Steps per day', hour: 'Steps by hour', unit: '' },
  weight: { day: 'Weight', hour: 'Weight', unit: ' kg' },
  bloodOxygen: { day: 'Oxygen saturation', hour: 'Oxygen saturation', unit: '%' },
  bloodPressure: { day: 'Systolic pressure', hour: 'Systolic pressure', unit: ' mmHg' },
};

/** The text alternative of a card's sparkline: its range and its latest value. */
export function trendText(card: MetricCard, range: MetricRange, granularity: Granularity): string {
  const { day, hour, unit } = TREND_NAMES[card.id];
  const name = granularity === 'hour' ? hour : day;
  const stats = extremes(
    card.trend.map((value) => ({ label: '', value })),
    (point) => point.value,
  );
  const show = (value: number) => `${formatTenths(value)}${unit}`;
  if (!stats) return `${name}: no data.`;
  if (stats.count === 1) return `${name}: ${show(stats.latest.value)}.`;
  const when = granularity === 'hour' ? 'in the last 24 hours' : `over ${rangePhrase(range)}`;
  return `${name} ${when} ranged from ${show(stats.low.value)} to ${show(stats.high.value)}; latest ${show(stats.latest.value)}.`;
}
