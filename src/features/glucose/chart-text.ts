import { extremes, type Extreme } from '@/lib/charts/extremes';
import {
  TARGET_RANGE,
  formatGlucose,
  formatGlucoseRange,
  type AgpPoint,
  type GlucoseUnit,
} from '@/lib/health/glucose';
import { clockLabel, listDate } from './format';

/**
 * The glucose charts' text alternatives, read from the series each chart draws: the period, the
 * unit, the lowest, highest and latest reading, and the 70–180 target band drawn behind them.
 */

const targetBand = (unit: GlucoseUnit) =>
  `the target band is ${formatGlucoseRange(TARGET_RANGE.low, TARGET_RANGE.high, unit)}`;

/** Readings every 5 minutes from a start minute, labelled by the time they were taken. */
const timed = (readings: readonly (number | null)[], label: (minute: number) => string) =>
  readings.map((value, i) => ({ label: label(i * 5), value }));

/** A day's trace (readings every 5 minutes from midnight), as the trend chart draws it. */
export function dayTrendSummary(
  readings: readonly (number | null)[],
  date: string,
  unit: GlucoseUnit,
): string {
  const stats = extremes(timed(readings, clockLabel), (point) => point.value);
  if (!stats) return `No glucose readings on ${listDate(date)}.`;
  const reading = ({ label, value }: Extreme) => `${formatGlucose(value, unit)} at ${label}`;
  return (
    `On ${listDate(date)} your glucose ranged from ${reading(stats.low)} to ${reading(stats.high)}; ` +
    `the latest reading was ${reading(stats.latest)}; ${targetBand(unit)}.`
  );
}

/** The AGP in words: where the median is lowest and highest, and the spread of most readings. */
export function agpSummary(agp: readonly AgpPoint[], days: number, unit: GlucoseUnit): string {
  const median = extremes(
    agp.map((point) => ({ label: clockLabel(point.minute), value: point.p50 })),
    (point) => point.value,
  )!;
  const p5 = Math.min(...agp.map((point) => point.p5));
  const p95 = Math.max(...agp.map((point) => point.p95));
  return `Over the last ${days} days your median glucose was lowest around ${median.low.label} (${formatGlucose(median.low.value, unit)}) and highest around ${median.high.label} (${formatGlucose(median.high.value, unit)}); 90% of readings at any time of day lay within ${formatGlucoseRange(p5, p95, unit)}; ${targetBand(unit)}.`;
}

/** Minutes from the meal: "30 min before", "the meal", "45 min after". */
const fromMeal = (minute: number) =>
  minute === 0 ? 'at the meal' : `${Math.abs(minute)} min ${minute < 0 ? 'before' : 'after'}`;

/** A meal's response curve: readings every 5 minutes from 30 minutes before the meal. */
export function curveSummary(curve: readonly (number | null)[], unit: GlucoseUnit): string {
  const stats = extremes(
    timed(curve, (minute) => fromMeal(minute - 30)),
    (point) => point.value,
  );
  if (!stats) return 'No readings around this meal.';
  const reading = ({ label, value }: Extreme) => `${formatGlucose(value, unit)} ${label}`;
  return (
    `Lowest ${reading(stats.low)}, highest ${reading(stats.high)}, ` +
    `latest ${reading(stats.latest)}; ${targetBand(unit)}.`
  );
}
