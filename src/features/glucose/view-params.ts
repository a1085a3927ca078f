import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRealDate } from '@/lib/health/measurements';
import type { RangeDays } from './api/get-glucose-range';

export type GlucoseTab = 'daily' | 'weekly' | 'insights' | 'meal-impact';

/** SPEC.md 2.6: the tabs, Daily View first and by default. */
export const TABS: readonly { value: GlucoseTab; label: string }[] = [
  { value: 'daily', label: 'Daily View' },
  { value: 'weekly', label: 'Weekly Trends' },
  { value: 'insights', label: 'Insights' },
  { value: 'meal-impact', label: 'Meal Impact' },
];

export const PERIODS: readonly RangeDays[] = [7, 14, 30, 90];
export const DEFAULT_PERIOD: RangeDays = 14;

export const todayIso = () => dayjs().format('YYYY-MM-DD');

/** A real past date, or today for anything else (a future day has no readings to show). */
export function parseDate(value: string | null): string {
  const today = todayIso();
  return value && isRealDate(value) && value <= today ? value : today;
}

export function parseTab(value: string | null): GlucoseTab {
  return TABS.find((tab) => tab.value === value)?.value ?? 'daily';
}

export function parsePeriod(value: string | null): RangeDays {
  return PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;
}

/**
 * The date, the tab and the period live in the address (`?date=2026-03-14&tab=weekly&days=90`),
 * so a reload or a shared link opens the same view; defaults are left out.
 */
export function useGlucoseView() {
  const [params, setParams] = useSearchParams();
  const date = parseDate(params.get('date'));
  const tab = parseTab(params.get('tab'));
  const days = parsePeriod(params.get('days'));

  const update = useCallback(
    (key: string, value: string, fallback: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    date,
    tab,
    days,
    setDate: useCallback((value: string) => update('date', value, todayIso()), [update]),
    setTab: useCallback((value: GlucoseTab) => update('tab', value, 'daily'), [update]),
    setDays: useCallback(
      (value: RangeDays) => update('days', String(value), String(DEFAULT_PERIOD)),
      [update],
    ),
  };
}
