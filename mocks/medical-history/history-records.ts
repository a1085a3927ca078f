import type { Schema } from '@/lib/api/contract';
import { bodyRegionOf } from '@/lib/medical/body-regions';
import { db } from '../db';

type SurgeryRecord = NonNullable<ReturnType<typeof db.surgery.findFirst>>;
type ConditionRecord = NonNullable<ReturnType<typeof db.condition.findFirst>>;

export const surgeryView = (record: SurgeryRecord): Schema<'Surgery'> => ({
  id: record.id,
  type: record.type,
  date: record.date,
  hospital: record.hospital,
  doctor: record.doctor,
  description: record.description,
  region: bodyRegionOf(record.type),
});

export const conditionView = (record: ConditionRecord): Schema<'Condition'> => ({
  id: record.id,
  name: record.name,
  diagnosisDate: record.diagnosisDate,
  status: record.status as Schema<'Condition'>['status'],
  notes: record.notes,
  region: bodyRegionOf(record.name),
});

/** Newest first; entries of the same day in the order they were added, latest first. */
const newestFirst = (a: { date: string; createdAt: number }, b: typeof a) =>
  b.date.localeCompare(a.date) || b.createdAt - a.createdAt;

export const surgeriesOf = (userId: string) =>
  db.surgery
    .findMany({ where: { userId: { equals: userId } } })
    .sort(newestFirst)
    .map(surgeryView);

export const conditionsOf = (userId: string) =>
  db.condition
    .findMany({ where: { userId: { equals: userId } } })
    .map((record) => ({ record, date: record.diagnosisDate, createdAt: record.createdAt }))
    .sort(newestFirst)
    .map(({ record }) => conditionView(record));
