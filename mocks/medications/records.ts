import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import { adherenceDays, adherenceOf, daysEnding, sumDays } from '@/lib/medications/adherence';
import { decodeDoses, doseId, type DoseDays } from '@/lib/medications/doses';
import {
  DATE_FORMAT,
  MISSED_AFTER_MINUTES,
  doseStatus,
  dueTimesOn,
  minutesOf,
  type Medication,
  type MedicationFrequency,
  type MedicationType,
} from '@/lib/medications/schedule';
import { db } from '../db';
import { listOwned } from '../owned';
import type { UserRecord } from '../sessions';

export type MedicationRecord = NonNullable<ReturnType<typeof db.medication.findFirst>>;

/** The days the History tab shows, and the shorter adherence window. */
export const HISTORY_DAYS = 30;
export const RECENT_DAYS = 7;

export function toMedication(record: MedicationRecord): Medication {
  return {
    id: record.id,
    name: record.name,
    dosage: record.dosage,
    frequency: record.frequency as MedicationFrequency,
    type: record.type as MedicationType,
    startDate: record.startDate,
    reminderTimes: record.reminderTimes ? record.reminderTimes.split(',') : [],
    notes: record.notes,
  };
}

export const dosesOf = (record: MedicationRecord): DoseDays =>
  decodeDoses(record.dosesSince, record.doses);

/** The user's medications by name. */
export function medicationsOf(user: UserRecord): MedicationRecord[] {
  return listOwned(db.medication, user).sort(
    (a, b) => a.name.localeCompare(b.name) || a.createdAt - b.createdAt,
  );
}

const clock = (now: dayjs.Dayjs) => now.format('HH:mm');

/** Today's schedule: every dose due from the reminder times in time order, and the as-needed medicines. */
export function scheduleOf(user: UserRecord, now = dayjs()): Schema<'MedicationSchedule'> {
  const date = now.format(DATE_FORMAT);
  const nowMinutes = minutesOf(clock(now));
  const records = medicationsOf(user);
  const doses = records.flatMap((record) => {
    const medication = toMedication(record);
    const taken = dosesOf(record).get(date) ?? [];
    return dueTimesOn(medication, date).map((time) => {
      const dose = taken.find((item) => item.time === time);
      return {
        doseId: doseId(date, time),
        medicationId: record.id,
        name: record.name,
        dosage: record.dosage,
        type: medication.type,
        time,
        status: doseStatus(time, !!dose, nowMinutes),
        takenAt: dose?.takenAt ?? null,
      };
    });
  });
  doses.sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name));
  const asNeeded = records
    .filter((record) => record.frequency === 'as_needed' && record.startDate <= date)
    .map((record) => ({
      medicationId: record.id,
      name: record.name,
      dosage: record.dosage,
      type: record.type as MedicationType,
      taken: (dosesOf(record).get(date) ?? []).map((dose) => ({
        id: doseId(date, dose.time),
        medicationId: record.id,
        date,
        time: dose.time,
        takenAt: dose.takenAt,
      })),
    }));
  return {
    date,
    now: clock(now),
    missedAfterMinutes: MISSED_AFTER_MINUTES,
    doses,
    asNeeded,
  };
}

/**
 * Adherence over the last 7 and 30 days, ending today. Today counts only the doses whose time has
 * passed by more than the grace period or that were taken, so a dose still to come is not a miss.
 */
export function historyOf(user: UserRecord, now = dayjs()): Schema<'MedicationHistoryReport'> {
  const to = now.format(DATE_FORMAT);
  const dates = daysEnding(to, HISTORY_DAYS);
  const nowMinutes = minutesOf(clock(now));
  const medications = medicationsOf(user).map((record) => {
    const medication = toMedication(record);
    const doses = dosesOf(record);
    const trackedFrom = dayjs(record.createdAt).format(DATE_FORMAT);
    const days = adherenceDays(medication, doses, dates, trackedFrom);
    const today = days.at(-1)!;
    if (medication.frequency !== 'as_needed') {
      const takenToday = doses.get(to) ?? [];
      today.due = dueTimesOn(medication, to).filter(
        (time) =>
          takenToday.some((dose) => dose.time === time) ||
          doseStatus(time, false, nowMinutes) === 'missed',
      ).length;
    }
    return {
      medicationId: record.id,
      name: record.name,
      dosage: record.dosage,
      frequency: medication.frequency,
      type: medication.type,
      last7Days: adherenceOf(days.slice(-RECENT_DAYS)),
      last30Days: adherenceOf(days),
      days,
    };
  });
  const scheduled = medications.filter((item) => item.frequency !== 'as_needed');
  const days = sumDays(
    scheduled.map((item) => item.days),
    dates,
  );
  return {
    from: dates[0],
    to,
    last7Days: adherenceOf(days.slice(-RECENT_DAYS)),
    last30Days: adherenceOf(days),
    days,
    medications,
  };
}
