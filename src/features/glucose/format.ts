import dayjs from 'dayjs';

/** Minutes after midnight as a clock time: 450 → "07:30"; 1440 → "24:00". */
export function clockLabel(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(Math.round(minute % 60)).padStart(2, '0')}`;
}

/** The glucose picker shows a date as MMM dd, yyyy ("Mar 04, 2026"). */
export const pickerDate = (date: string) => dayjs(date).format('MMM DD, YYYY');

/** Dates in lists as MMMM d, yyyy ("March 4, 2026"). */
export const listDate = (date: string) => dayjs(date).format('MMMM D, YYYY');

export const shortDate = (date: string) => dayjs(date).format('MMM D');
