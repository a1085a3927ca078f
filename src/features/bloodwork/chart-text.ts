import { extremes, type Extreme } from '@/lib/charts/extremes';
import { formatMonth, formatValue } from './format';

/**
 * A biomarker's trend chart in words, from the points it draws: the tests' span, the unit, the
 * lowest, highest and latest result (by the month the axis prints) and the shaded reference range.
 */
export function biomarkerTrendSummary(
  name: string,
  points: readonly { x: string; y: number }[],
  unit: string,
  referenceRange: string,
): string {
  const stats = extremes(
    points.map((point) => ({ label: point.x, value: point.y })),
    (point) => point.value,
  );
  if (!stats) return `No ${name} results.`;
  const result = ({ label, value }: Extreme) => `${formatValue(value)} in ${formatMonth(label)}`;
  return (
    `${name} in ${unit} across ${stats.count} tests from ${formatMonth(points[0].x)} to ${formatMonth(points.at(-1)!.x)}: ` +
    `lowest ${result(stats.low)}, highest ${result(stats.high)}, latest ${result(stats.latest)}; ` +
    `the shaded reference range is ${referenceRange}.`
  );
}
