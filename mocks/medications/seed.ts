import dayjs from 'dayjs';
import type { TakenDose, DoseDays } from '@/lib/medications/doses';
import {
  DATE_FORMAT,
  dueTimesOn,
  minutesOf,
  timeOf,
  type Medication,
} from '@/lib/medications/schedule';
import type { SeedContext } from '../resource';
import { hash, random } from '../health/generate';
import { dosesFields } from './dose-fields';

type SeedMedication = Omit<Medication, 'id'> & {
  key: string;
  /** The chance a due dose is forgotten on an ordinary day. */
  missRate: number;
};

/**
 * The demo user's list: a thyroid prescription taken before breakfast, fish oil and calcium twice a
 * day, a weekly B12 and a migraine tablet as needed. Levothyroxine and calcium interact (the
 * Interaction Check shows it), and the list holds no vitamin D or iron, which their blood work
 * says are low, so the supplement recommendations have something to say.
 */
const DEMO_MEDICATIONS: SeedMedication[] = [
  {
    key: 'levothyroxine',
    name: 'Levothyroxine',
    dosage: '75 mcg',
    frequency: 'daily',
    type: 'prescription',
    startDate: '2024-02-12',
    reminderTimes: ['07:00'],
    notes: 'On an empty stomach, 30 to 60 minutes before breakfast.',
    missRate: 0.04,
  },
  {
    key: 'omega-3',
    name: 'Omega-3 Fish Oil',
    dosage: '1000 mg',
    frequency: 'twice_daily',
    type: 'supplement',
    startDate: '2025-06-02',
    reminderTimes: ['08:00', '20:00'],
    notes: null,
    missRate: 0.12,
  },
  {
    key: 'calcium',
    name: 'Calcium Carbonate',
    dosage: '500 mg',
    frequency: 'twice_daily',
    type: 'supplement',
    startDate: '2025-09-15',
    reminderTimes: ['12:30', '19:00'],
    notes: 'With food.',
    missRate: 0.15,
  },
  {
    key: 'b12',
    name: 'Vitamin B12',
    dosage: '1000 mcg',
    frequency: 'weekly',
    type: 'vitamin',
    // A Monday: the weekly dose is due on Mondays.
    startDate: '2025-03-03',
    reminderTimes: ['09:00'],
    notes: null,
    missRate: 0.1,
  },
  {
    key: 'sumatriptan',
    name: 'Sumatriptan',
    dosage: '50 mg',
    frequency: 'as_needed',
    type: 'prescription',
    startDate: '2024-11-20',
    reminderTimes: [],
    notes: 'At the first sign of a migraine; no more than 2 tablets in 24 hours.',
    missRate: 0,
  },
];

/**
 * One medicine's doses over the days ending today, deterministic per calendar date: most doses
 * taken a few minutes to half an hour after the reminder, evening doses forgotten more at the
 * weekend, a three-day trip every five weeks when the supplements stayed at home, and a migraine
 * tablet about twice a month. Today holds only doses whose time has passed, and the latest of them
 * may still be waiting.
 */
export function generateDoses(
  medication: SeedMedication,
  days: number,
  now: dayjs.Dayjs,
): DoseDays {
  const doses: DoseDays = new Map();
  const today = now.format(DATE_FORMAT);
  const nowMinutes = now.hour() * 60 + now.minute();
  for (let back = days - 1; back >= 0; back--) {
    const day = now.subtract(back, 'day');
    const date = day.format(DATE_FORMAT);
    const next = random(hash(`${medication.key}|${date}|doses`));
    const weekend = day.day() === 0 || day.day() === 6;
    const away = Math.floor(day.diff(dayjs('2024-01-01'), 'day') / 7) % 5 === 2 && day.day() >= 4;
    const taken: TakenDose[] = [];
    if (medication.frequency === 'as_needed') {
      if (next() < 0.07) {
        const minutes = 9 * 60 + Math.floor(next() * 11 * 60);
        if (date !== today || minutes <= nowMinutes) {
          taken.push({ time: timeOf(minutes), takenAt: timeOf(minutes) });
        }
      }
    } else {
      for (const time of dueTimesOn(medication, date)) {
        const due = minutesOf(time);
        const late = Math.floor(next() * next() * 45);
        const evening = due >= 18 * 60;
        const missRate =
          medication.missRate * (weekend && evening ? 2 : 1) +
          (away && medication.type !== 'prescription' ? 0.7 : 0);
        const missed = next() < missRate;
        if (missed || due + late >= 24 * 60) continue;
        if (date === today && due + late > nowMinutes) continue;
        taken.push({ time, takenAt: timeOf(due + late) });
      }
    }
    if (taken.length) doses.set(date, taken);
  }
  return doses;
}

/** The demo user's medications with their dose history, ending today. */
export function seedMedications({ db, days: { demo: days }, now: instant }: SeedContext): void {
  const userId = 'local_demo';
  const now = dayjs(instant);
  for (const seed of DEMO_MEDICATIONS) {
    db.medication.create({
      id: `${userId}:medication:${seed.key}`,
      userId,
      name: seed.name,
      dosage: seed.dosage,
      frequency: seed.frequency,
      type: seed.type,
      startDate: seed.startDate,
      reminderTimes: seed.reminderTimes.join(','),
      notes: seed.notes,
      ...dosesFields(generateDoses(seed, days, now)),
      // Added here on the first day of the history: adherence counts from then.
      createdAt: now
        .subtract(days - 1, 'day')
        .startOf('day')
        .valueOf(),
    });
  }
}
