import { nullable, primaryKey } from '@mswjs/data';
import { MAX_REMINDER_TIMES } from '@/lib/medications/medication-schema';
import { FREQUENCY_IDS, MEDICATION_TYPE_IDS, TIME_PATTERN } from '@/lib/medications/schedule';
import { randomToken } from '../crypto';
import { day, dayOrEmpty, id, instant, list, oneOf, text } from '../record-rules';
import { defineResource, type Rule } from '../resource';
import { seedMedications } from './seed';

/**
 * A dose history's text: ten years of a medicine taken three times a day is about 100,000
 * characters; each day is parsed on every read of the medication.
 */
const DOSES_MAX = 100_000;

/** A dose history (src/lib/medications/doses.ts): days of '.'-joined 'HHMMhhmm' doses. */
const DOSE = /^([01]\d|2[0-3])[0-5]\d([01]\d|2[0-3])[0-5]\d$/;
const doseHistory: Rule = (value: string) =>
  value.length <= DOSES_MAX &&
  value
    .split(',')
    .every((dayText) => dayText === '' || dayText.split('.').every((dose) => DOSE.test(dose)));

/** Medications and supplements the user takes, each with its reminders and dose history. */
const medications = defineResource({
  tables: {
    medication: {
      model: {
        id: primaryKey(String),
        userId: String,
        name: String,
        dosage: String,
        /** daily, twice_daily, three_times_daily, weekly or as_needed. */
        frequency: String,
        /** prescription, supplement or vitamin. */
        type: String,
        startDate: String,
        /** HH:MM times in order, joined by ','. */
        reminderTimes: String,
        notes: nullable(String),
        /** The dose history as text (src/lib/medications/doses.ts): its first day, then the days. */
        dosesSince: String,
        doses: String,
        createdAt: Number,
      },
      rules: {
        id,
        userId: id,
        name: text(100, 1),
        dosage: text(50, 1),
        frequency: oneOf(FREQUENCY_IDS),
        type: oneOf(MEDICATION_TYPE_IDS),
        startDate: day,
        reminderTimes: list((item) => TIME_PATTERN.test(item), MAX_REMINDER_TIMES),
        notes: text(500),
        dosesSince: dayOrEmpty,
        doses: doseHistory,
        createdAt: instant,
      },
      label: 'Medications',
      example: (userId, fields) => ({
        id: `med_${randomToken(6)}`,
        userId,
        name: 'Metformin',
        dosage: '500 mg',
        frequency: 'daily',
        type: 'prescription',
        startDate: '2025-01-01',
        reminderTimes: '08:00',
        notes: null,
        dosesSince: '',
        doses: '',
        createdAt: 0,
        ...fields,
      }),
    },
  },
  seed: seedMedications,
});

export default medications;

declare module '../resources' {
  interface Resources {
    medications: typeof medications;
  }
}
