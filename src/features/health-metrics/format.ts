import dayjs from 'dayjs';

/**
 * Axis ticks' compact notation ("12K"), the one number format left to Intl (its rules are the
 * locale's), made on first use: a page's first `Intl.NumberFormat` loads the browser's
 * number-format data (see formatNumber).
 */
let compact: Intl.NumberFormat | undefined;

export { formatInteger, formatOneDecimal } from '@/lib/format-number';

/** Axis ticks: "12K" rather than "12,000", so a phone's narrow margin fits them. */
export const formatCompact = (value: number) =>
  (compact ??= new Intl.NumberFormat('en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  })).format(value);

/** Minutes as "7 h 12 min", "45 min" or "8 h". */
export function formatMinutes(total: number): string {
  const minutes = Math.round(total);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Axis ticks in hours for minute values: "6 h", "7.5 h". */
export const formatHoursTick = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

/** "Nov 14" for a date. */
export const formatDay = (date: string) => dayjs(date).format('MMM D');
