import dayjs from 'dayjs';
import type { Schema } from '../api/contract';

export type Medication = Schema<'Medication'>;
export type MedicationFrequency = Schema<'MedicationFrequency'>;
export type MedicationType = Schema<'MedicationType'>;
export type DoseStatus = Schema<'ScheduledDose'>['status'];

/** The frequencies, each with its label and how many reminder times it takes a day. */
export const FREQUENCIES: Record<MedicationFrequency, { label: string; times: number }> = {
  daily: { label: 'Once daily', times: 1 },
  twice_daily: { label: 'Twice daily', times: 2 },
  three_times_daily: { label: 'Three times daily', times: 3 },
  weekly: { label: 'Weekly', times: 1 },
  as_needed: { label: 'As needed', times: 0 },
};
export const FREQUENCY_IDS = Object.keys(FREQUENCIES) as MedicationFrequency[];

export const MEDICATION_TYPES: Record<MedicationType, string> = {
  prescription: 'Prescription',
  supplement: 'Supplement',
  vitamin: 'Vitamin',
};
export const MEDICATION_TYPE_IDS = Object.keys(MEDICATION_TYPES) as MedicationType[];

/**
 * How long after its reminder time an untaken dose still reads as due before it is missed. Most
 * once- to three-times-daily medicines can be taken "as soon as you remember" within a couple of
 * hours; an hour keeps the schedule honest without calling a dose taken at 8:20 missed.
 */
export const MISSED_AFTER_MINUTES = 60;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_FORMAT = 'YYYY-MM-DD';

/** "08:30" as minutes after midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes after midnight as "08:30". */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Scheduled = Pick<Medication, 'frequency' | 'startDate' | 'reminderTimes'>;

/**
 * The reminder times a medicine is due at on a date, in time order: none before its start date or
 * for an as-needed medicine; a weekly medicine only on the weekday of its start date.
 */
export function dueTimesOn(medication: Scheduled, date: string): string[] {
  if (medication.frequency === 'as_needed' || date < medication.startDate) return [];
  if (medication.frequency === 'weekly' && dayjs(date).day() !== dayjs(medication.startDate).day())
    return [];
  return [...medication.reminderTimes].sort();
}

/** The status of a dose due at `time`, given whether it was taken and the clock now (minutes). */
export function doseStatus(time: string, taken: boolean, nowMinutes: number): DoseStatus {
  if (taken) return 'taken';
  const due = minutesOf(time);
  if (nowMinutes < due) return 'upcoming';
  return nowMinutes - due > MISSED_AFTER_MINUTES ? 'missed' : 'due';
}

/** "Weekly on Mondays" for a weekly medicine; the frequency's label otherwise. */
export function frequencyText(medication: Pick<Medication, 'frequency' | 'startDate'>): string {
  if (medication.frequency !== 'weekly') return FREQUENCIES[medication.frequency].label;
  return `Weekly on ${dayjs(medication.startDate).format('dddd')}s`;
}
