import dayjs from 'dayjs';
import { DATE_FORMAT } from './schedule';

/**
 * A medicine's dose history as text, kept on its record: 90 days of a twice-daily medicine are
 * about 1.5 KB. `since` is the first day; the days follow it, joined by ',', each a '.'-separated
 * list of doses taken, each dose as 'HHMMhhmm': its reminder time then the time it was taken (for
 * an as-needed dose both are the time it was logged). An empty day is a day with nothing taken.
 */
export interface TakenDose {
  /** HH:MM: the reminder time, or the time an as-needed dose was logged. */
  time: string;
  /** HH:MM. */
  takenAt: string;
}

export type DoseDays = Map<string, TakenDose[]>;

const packTime = (time: string) => time.replace(':', '');
const unpackTime = (text: string) => `${text.slice(0, 2)}:${text.slice(2, 4)}`;

export function decodeDoses(since: string, text: string): DoseDays {
  const days: DoseDays = new Map();
  if (!since || !text) return days;
  text.split(',').forEach((day, index) => {
    if (!day) return;
    const date = dayjs(since).add(index, 'day').format(DATE_FORMAT);
    days.set(
      date,
      day.split('.').map((dose) => ({
        time: unpackTime(dose.slice(0, 4)),
        takenAt: unpackTime(dose.slice(4, 8)),
      })),
    );
  });
  return days;
}

/** The text of a history: `since` is its first day with a dose, or '' when nothing was taken. */
export function encodeDoses(days: DoseDays): { since: string; text: string } {
  const dates = [...days.keys()].filter((date) => days.get(date)!.length > 0).sort();
  if (dates.length === 0) return { since: '', text: '' };
  const since = dates[0];
  const count = dayjs(dates.at(-1)).diff(since, 'day') + 1;
  const text = Array.from({ length: count }, (_, index) => {
    const date = dayjs(since).add(index, 'day').format(DATE_FORMAT);
    return (days.get(date) ?? [])
      .slice()
      .sort((a, b) => a.time.localeCompare(b.time))
      .map((dose) => packTime(dose.time) + packTime(dose.takenAt))
      .join('.');
  }).join(',');
  return { since, text };
}

/** `YYYY-MM-DDTHH:MM`: a dose by its day and time. */
export const doseId = (date: string, time: string) => `${date}T${time}`;

export function parseDoseId(id: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  return match ? { date: match[1], time: match[2] } : null;
}
