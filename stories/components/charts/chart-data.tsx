import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Tone } from '@/components/charts/chart-kit';

/** The tones the app draws series in, offered as a select. */
export const SERIES_TONES: Tone[] = ['primary', 'info', 'success', 'warning', 'danger', 'neutral'];

/** The last day the stories' charts show, fixed so a chart looks the same on every run. */
const LAST_DAY = '2026-11-14';

/** `count` labels as the API gives them: days "YYYY-MM-DD" up to LAST_DAY, or hours "HH:00". */
export function pointLabels(count: number, granularity: 'day' | 'hour'): string[] {
  if (granularity === 'hour') {
    return Array.from(
      { length: Math.min(count, 24) },
      (_, i) => `${String(i).padStart(2, '0')}:00`,
    );
  }
  const last = dayjs(LAST_DAY);
  return Array.from({ length: count }, (_, i) =>
    last.subtract(count - 1 - i, 'day').format('YYYY-MM-DD'),
  );
}

/**
 * `count` values around `average`, rising and falling by up to `swing`, the same on every run;
 * every `gapEvery`th value is missing (0 leaves none out).
 */
export function wave(
  count: number,
  average: number,
  swing: number,
  gapEvery = 0,
): (number | null)[] {
  return Array.from({ length: count }, (_, i) => {
    if (gapEvery > 0 && i % gapEvery === gapEvery - 1) return null;
    const value = average + swing * (0.7 * Math.sin(i * 0.9) + 0.3 * Math.cos(i * 2.3));
    return Math.round(value * 10) / 10;
  });
}

/** The chart with its name and the summary its `aria-describedby` points to, as a screen has. */
export function ChartFrame({
  title,
  summaryId,
  summary,
  children,
}: {
  title: string;
  summaryId: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <main style={{ maxWidth: 880 }}>
      <h2>{title}</h2>
      {children}
      <p id={summaryId}>{summary}</p>
    </main>
  );
}
