import dayjs from 'dayjs';
import { isRealDate } from '@/lib/health/measurements';
import type { Schema } from '@/lib/api/contract';
import { checked, oneOf } from '@/lib/url-state';

/** A period of the weekly trends and the meal ranking, in days. */
export type RangeDays = Schema<'GlucoseRange'>['days'];

export type GlucoseTab = 'daily' | 'weekly' | 'insights' | 'meal-impact';

/** The tabs, Daily View first and by default. */
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

/**
 * The date, the tab and the period live in the address (`?date=2026-03-14&tab=weekly&days=90`),
 * so a reload or a shared link opens the same view; defaults are left out.
 */
export const VIEW = {
  date: checked(parseDate),
  tab: oneOf(TABS.map((tab) => tab.value)),
  days: oneOf(PERIODS, DEFAULT_PERIOD),
};
