import dayjs from 'dayjs';
import * as yup from 'yup';
import type { ApiBody } from '../api/contract';
import { isDistinct, notBeforeEarliest } from '../validation';
import {
  DATE_FORMAT,
  FREQUENCIES,
  FREQUENCY_IDS,
  MEDICATION_TYPE_IDS,
  TIME_PATTERN,
  type MedicationFrequency,
} from './schedule';

export type MedicationRequest = ApiBody<'addMedication'>;

/** Three times daily is the most often a medicine is taken on a schedule. */
export const MAX_REMINDER_TIMES = Math.max(...Object.values(FREQUENCIES).map(({ times }) => times));

/** The Add / Edit Medication rules, shared by the dialog and the mocked server: same words on both. */
export const MEDICATION_MESSAGES = {
  name: 'Medication name is required',
  nameMax: 'Medication name must be at most 100 characters',
  dosage: 'Dosage is required',
  dosageMax: 'Dosage must be at most 50 characters',
  frequency: 'Choose how often it is taken',
  type: 'Choose prescription, supplement or vitamin',
  startDate: 'Start date is required',
  realDate: 'Use a real date',
  time: 'Enter a time as HH:MM',
  distinct: 'Reminder times must be different',
  timesMax: `A medicine has at most ${MAX_REMINDER_TIMES} reminder times`,
  notesMax: 'Notes must be at most 500 characters',
  timesFor(frequency: MedicationFrequency): string {
    const { label, times } = FREQUENCIES[frequency];
    if (times === 0) return 'As needed takes no reminder times';
    return `${label} needs ${times} reminder ${times === 1 ? 'time' : 'times'}`;
  },
};

/** The reminder times a frequency starts with in the form. */
export function defaultTimes(frequency: MedicationFrequency): string[] {
  return (
    { 0: [], 1: ['08:00'], 2: ['08:00', '20:00'], 3: ['08:00', '14:00', '20:00'] }[
      FREQUENCIES[frequency].times
    ] ?? []
  );
}

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE_FORMAT) === value;

export const medicationSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(MEDICATION_MESSAGES.name)
    .max(100, MEDICATION_MESSAGES.nameMax),
  dosage: yup
    .string()
    .trim()
    .required(MEDICATION_MESSAGES.dosage)
    .max(50, MEDICATION_MESSAGES.dosageMax),
  frequency: yup
    .string()
    .required(MEDICATION_MESSAGES.frequency)
    .oneOf(FREQUENCY_IDS, MEDICATION_MESSAGES.frequency),
  type: yup
    .string()
    .required(MEDICATION_MESSAGES.type)
    .oneOf(MEDICATION_TYPE_IDS, MEDICATION_MESSAGES.type),
  startDate: yup
    .string()
    .required(MEDICATION_MESSAGES.startDate)
    .test('real', MEDICATION_MESSAGES.realDate, (value) => !value || isRealDate(value))
    .test(notBeforeEarliest()),
  reminderTimes: yup
    .array(
      yup
        .string()
        .required(MEDICATION_MESSAGES.time)
        .matches(TIME_PATTERN, MEDICATION_MESSAGES.time),
    )
    .required()
    .max(MAX_REMINDER_TIMES, MEDICATION_MESSAGES.timesMax)
    .test('count', function count(times) {
      const frequency = this.parent.frequency as MedicationFrequency;
      if (!FREQUENCY_IDS.includes(frequency)) return true;
      return times.length === FREQUENCIES[frequency].times
        ? true
        : this.createError({ message: MEDICATION_MESSAGES.timesFor(frequency) });
    })
    .test('distinct', MEDICATION_MESSAGES.distinct, (times) => isDistinct(times)),
  notes: yup.string().trim().nullable().max(500, MEDICATION_MESSAGES.notesMax),
});

export type MedicationValues = yup.InferType<typeof medicationSchema>;

/** What the server stores: trimmed text, times in order, empty notes as null. */
export function toMedicationRequest(values: MedicationValues): MedicationRequest {
  return {
    name: values.name.trim(),
    dosage: values.dosage.trim(),
    frequency: values.frequency as MedicationFrequency,
    type: values.type as MedicationRequest['type'],
    startDate: values.startDate,
    reminderTimes: [...values.reminderTimes].sort(),
    notes: values.notes?.trim() ? values.notes.trim() : null,
  };
}
