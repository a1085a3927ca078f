/**
 * What a sighted reader takes from any chart's series, for its text alternative: the mean, the
 * lowest, the highest and the latest value, each with the label (day, hour, time) it sits at.
 * Every chart summary reads them from the series the chart draws.
 */

export interface Extreme {
  label: string;
  value: number;
}

export interface Extremes {
  mean: number;
  low: Extreme;
  high: Extreme;
  /** The last value present. */
  latest: Extreme;
  count: number;
}

/** Mean, lowest, highest (the first of equal ones) and latest of the values present. */
export function extremes<P extends { label: string }>(
  points: readonly P[],
  value: (point: P) => number | null,
): Extremes | null {
  let low: Extreme | null = null;
  let high: Extreme | null = null;
  let latest: Extreme | null = null;
  let total = 0;
  let count = 0;
  for (const point of points) {
    const v = value(point);
    if (v === null) continue;
    total += v;
    count += 1;
    latest = { label: point.label, value: v };
    if (!low || v < low.value) low = latest;
    if (!high || v > high.value) high = latest;
  }
  if (!low || !high || !latest) return null;
  return { mean: total / count, low, high, latest, count };
}
