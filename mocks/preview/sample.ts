import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import { decodePoints, type SeriesName } from '@/lib/health/series';
import { dashboardFrom } from '../health/dashboard';
import { DEMO_PERSONA, generateHistory, type Persona } from '../health/generate';
import type { DayValues } from '../health/daily-metrics';

/** The live demo's sample person: the demo user's devices, their own days (another key). */
const SAMPLE_PERSONA: Persona = { ...DEMO_PERSONA, key: 'preview-sample' };
/** The dashboard reads the last 30 days. */
const SAMPLE_DAYS = 30;

let cached: { minute: string; dashboard: Schema<'Dashboard'> } | null = null;

/**
 * The live demo's dashboard: generated days ending now (deterministic per date, like the seed),
 * computed as a user's dashboard is, and stored nowhere, so it belongs to no account. Kept for
 * the minute it was computed in.
 */
export function previewDashboard(): Schema<'Dashboard'> {
  const now = dayjs();
  const minute = now.format('YYYY-MM-DD HH:mm');
  if (cached?.minute === minute) return cached.dashboard;
  const days = new Map<string, DayValues>();
  for (const day of generateHistory(SAMPLE_PERSONA, SAMPLE_DAYS, now)) {
    const values: DayValues = {};
    for (const { series, values: text } of day.series) {
      values[series as SeriesName] = decodePoints(text);
    }
    days.set(day.date, values);
  }
  cached = { minute, dashboard: dashboardFrom(days) };
  return cached.dashboard;
}
