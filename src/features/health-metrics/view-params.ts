import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MetricRange } from './api/get-health-metrics';

/** SPEC.md 2.4 and 9: the time ranges, default 7d. */
export const RANGES: readonly { value: MetricRange; label: string }[] = [
  { value: '1d', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
];
export const DEFAULT_RANGE: MetricRange = '7d';

export type MetricTab = 'overview' | 'sleep' | 'activity' | 'heart-rate' | 'weight';

/** SPEC.md 2.4: the tabs, Overview first and by default. */
export const TABS: readonly { value: MetricTab; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'sleep', label: 'Sleep' },
  { value: 'activity', label: 'Activity' },
  { value: 'heart-rate', label: 'Heart Rate' },
  { value: 'weight', label: 'Weight' },
];
export const DEFAULT_TAB: MetricTab = 'overview';

export function parseRange(value: string | null): MetricRange {
  return RANGES.find((range) => range.value === value)?.value ?? DEFAULT_RANGE;
}

export function parseTab(value: string | null): MetricTab {
  return TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_TAB;
}

/** "the last 7 days", for sentences; 1d is "the last 24 hours". */
export function rangePhrase(range: MetricRange): string {
  const label = RANGES.find((option) => option.value === range)?.label ?? '';
  return `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/**
 * The range and the tab live in the address (`?range=30d&tab=sleep`), so a reload or a shared
 * link opens the same view. Defaults are left out of the address, and an unknown value reads as
 * the default. Switching replaces the history entry: Back leaves the screen rather than stepping
 * through every tab visited.
 */
export function useMetricsView() {
  const [params, setParams] = useSearchParams();
  const range = parseRange(params.get('range'));
  const tab = parseTab(params.get('tab'));

  const update = useCallback(
    (key: 'range' | 'tab', value: string, fallback: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setRange = useCallback(
    (value: MetricRange) => update('range', value, DEFAULT_RANGE),
    [update],
  );
  const setTab = useCallback((value: MetricTab) => update('tab', value, DEFAULT_TAB), [update]);

  return { range, tab, setRange, setTab };
}
