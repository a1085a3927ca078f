import dayjs from 'dayjs';
import type { Schema } from '../api/contract';
import type { DoseDays } from './doses';
import { DATE_FORMAT, dueTimesOn, type Medication } from './schedule';

export type Adherence = Schema<'Adherence'>;
export type AdherenceDay = Schema<'AdherenceDay'>;

/** The `count` calendar days ending with `end`, oldest first. */
export function daysEnding(end: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    dayjs(end)
      .subtract(count - 1 - i, 'day')
      .format(DATE_FORMAT),
  );
}

/**
 * Each day's doses due and taken. Nothing is due before `trackedFrom`, the day the medicine was
 * added here: days nobody recorded are not misses. A dose counts as taken only at a time it was
 * due that day, so a stray record never lifts adherence above 100 %; an as-needed medicine has
 * nothing due and counts the doses logged.
 */
export function adherenceDays(
  medication: Pick<Medication, 'frequency' | 'startDate' | 'reminderTimes'>,
  doses: DoseDays,
  dates: string[],
  trackedFrom: string,
): AdherenceDay[] {
  return dates.map((date) => {
    const taken = doses.get(date) ?? [];
    if (medication.frequency === 'as_needed') return { date, due: 0, taken: taken.length };
    const due = date < trackedFrom ? [] : dueTimesOn(medication, date);
    return {
      date,
      due: due.length,
      taken: due.filter((time) => taken.some((dose) => dose.time === time)).length,
    };
  });
}

/**
 * Adherence over some days: doses taken of doses due, as the medication possession literature
 * defines "proportion of doses taken" (Osterberg & Blaschke, N Engl J Med 2005;353:487-97). With
 * nothing due the percent is null, never 0 or 100.
 */
export function adherenceOf(days: AdherenceDay[]): Adherence {
  const due = days.reduce((sum, day) => sum + day.due, 0);
  const taken = days.reduce((sum, day) => sum + day.taken, 0);
  return { taken, due, percent: due > 0 ? Math.round((taken / due) * 100) : null };
}

/** Several medicines' days added up, date by date (the dates must match). */
export function sumDays(lists: AdherenceDay[][], dates: string[]): AdherenceDay[] {
  return dates.map((date, index) => ({
    date,
    due: lists.reduce((sum, list) => sum + (list[index]?.due ?? 0), 0),
    taken: lists.reduce((sum, list) => sum + (list[index]?.taken ?? 0), 0),
  }));
}
