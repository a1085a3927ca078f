import { oneOf } from '@/lib/url-state';
import type { Schema } from '@/lib/api/contract';

export type MetricRange = Schema<'HealthMetrics'>['range'];

/** The time ranges, default 7d. */
export const RANGES: readonly { value: MetricRange; label: string }[] = [
  { value: '1d', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
];
export const DEFAULT_RANGE: MetricRange = '7d';

export type MetricTab = 'overview' | 'sleep' | 'activity' | 'heart-rate' | 'weight';

/** The tabs, Overview first and by default. */
export const TABS: readonly { value: MetricTab; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'sleep', label: 'Sleep' },
  { value: 'activity', label: 'Activity' },
  { value: 'heart-rate', label: 'Heart Rate' },
  { value: 'weight', label: 'Weight' },
];

/** "the last 7 days", for sentences; 1d is "the last 24 hours". */
export function rangePhrase(range: MetricRange): string {
  const label = RANGES.find((option) => option.value === range)?.label ?? '';
  return `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/**
 * The range and the tab live in the address (`?range=30d&tab=sleep`), so a reload or a shared
 * link opens the same view; Back leaves the screen rather than stepping through every tab.
 */
export const VIEW = {
  range: oneOf(
    RANGES.map((range) => range.value),
    DEFAULT_RANGE,
  ),
  tab: oneOf(TABS.map((tab) => tab.value)),
};
