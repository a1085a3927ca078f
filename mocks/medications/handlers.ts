import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import { doseId, parseDoseId } from '@/lib/medications/doses';
import { findInteractions } from '@/lib/medications/interactions';
import { medicationSchema, toMedicationRequest } from '@/lib/medications/medication-schema';
import { DATE_FORMAT, TIME_PATTERN, dueTimesOn } from '@/lib/medications/schedule';
import { db } from '../db';
import { handle } from '../http';
import { idParams, recordId } from '../params';
import { HttpError } from '../http-error';
import { findOwned } from '../owned';
import { dosesFields } from './dose-fields';
import {
  dosesOf,
  historyOf,
  medicationsOf,
  scheduleOf,
  toMedication,
  type MedicationRecord,
} from './records';
import { transaction } from '../persistence';

const doseSchema = yup.object({
  time: yup.string().matches(TIME_PATTERN, 'Enter a time as HH:MM'),
});

/** The stored fields of a medication from a valid body. */
function fieldsOf(body: yup.InferType<typeof medicationSchema>) {
  const request = toMedicationRequest(body);
  return {
    ...request,
    reminderTimes: request.reminderTimes.join(','),
    notes: request.notes ?? null,
  };
}

/** Marks a dose taken now; call it inside a transaction, with the medication read in it. */
function recordDose(record: MedicationRecord, asked: string | undefined): ApiReply<'recordDose'> {
  const now = dayjs();
  const date = now.format(DATE_FORMAT);
  const takenAt = now.format('HH:mm');
  const medication = toMedication(record);
  let time: string;
  if (medication.frequency === 'as_needed') {
    if (asked) {
      throw new HttpError(400, 'An as-needed dose is logged now, without a time.', {
        errors: { time: 'An as-needed dose is logged now, without a time.' },
      });
    }
    time = takenAt;
  } else {
    const due = dueTimesOn(medication, date);
    if (!asked || !due.includes(asked)) {
      const message = due.length
        ? `Choose one of today's reminder times: ${due.join(', ')}.`
        : `No dose of ${record.name} is due today.`;
      throw new HttpError(400, message, { errors: { time: message } });
    }
    time = asked;
  }
  const days = dosesOf(record);
  const today = days.get(date) ?? [];
  if (today.some((dose) => dose.time === time)) {
    throw new HttpError(409, 'This dose is already marked as taken.');
  }
  days.set(date, [...today, { time, takenAt }]);
  db.medication.update({ where: { id: { equals: record.id } }, data: dosesFields(days) });
  return { id: doseId(date, time), medicationId: record.id, date, time, takenAt };
}

export const handlers = [
  api.get(
    '/api/medications',
    handle({}, ({ user }): ApiReply<'listMedications'> => medicationsOf(user).map(toMedication)),
  ),

  api.post(
    '/api/medications',
    handle({ body: medicationSchema }, ({ user, body }) => {
      const record = transaction(() =>
        db.medication.create({
          id: crypto.randomUUID(),
          userId: user.id,
          ...fieldsOf(body),
          dosesSince: '',
          doses: '',
          createdAt: Date.now(),
        }),
      );
      const reply: ApiReply<'addMedication'> = toMedication(record);
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  api.get(
    '/api/medications/schedule',
    handle({}, ({ user }): ApiReply<'getMedicationSchedule'> => scheduleOf(user)),
  ),

  api.get(
    '/api/medications/interactions',
    handle({}, ({ user }): ApiReply<'getMedicationInteractions'> =>
      findInteractions(medicationsOf(user)),
    ),
  ),

  api.get(
    '/api/medications/history',
    handle({}, ({ user }): ApiReply<'getMedicationHistory'> => historyOf(user)),
  ),

  api.put(
    '/api/medications/:id',
    handle({ params: idParams, body: medicationSchema }, ({ user, params, body }) => {
      // Looked up in the transaction: another tab may have deleted it (404).
      const updated = transaction(() => {
        const medication = findOwned(db.medication, params.id, user, 'Medication');
        return db.medication.update({
          where: { id: { equals: medication.id } },
          data: fieldsOf(body),
        })!;
      });
      const reply: ApiReply<'updateMedication'> = toMedication(updated);
      return reply;
    }),
  ),

  api.delete(
    '/api/medications/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'deleteMedication'> => {
      const medication = findOwned(db.medication, params.id, user, 'Medication');
      transaction(() => db.medication.delete({ where: { id: { equals: medication.id } } }));
      return { message: `${medication.name} was deleted.` };
    }),
  ),

  api.post(
    '/api/medications/:id/doses',
    handle({ params: idParams, body: doseSchema }, ({ user, params, body }) => {
      // The doses are read and written in one transaction, after another tab's save.
      const reply = transaction(() =>
        recordDose(findOwned(db.medication, params.id, user, 'Medication'), body.time),
      );
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  api.delete(
    '/api/medications/:id/doses/:doseId',
    handle(
      {
        params: yup.object({
          id: recordId,
          doseId: yup
            .string()
            .required()
            .max(16)
            .matches(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/, 'doseId is a day and a time, YYYY-MM-DDTHH:MM'),
        }),
      },
      ({ user, params }): ApiReply<'undoDose'> =>
        // The doses are read and written in one transaction, after another tab's save.
        transaction(() => {
          const record = findOwned(db.medication, params.id, user, 'Medication');
          const dose = parseDoseId(params.doseId);
          const days = dosesOf(record);
          const taken = dose ? (days.get(dose.date) ?? []) : [];
          // Only today's doses can be undone: the history before today is what happened.
          if (
            !dose ||
            dose.date !== dayjs().format(DATE_FORMAT) ||
            !taken.some((item) => item.time === dose.time)
          ) {
            throw new HttpError(404, 'No such dose was recorded today.');
          }
          const { date, time } = dose;
          days.set(
            date,
            taken.filter((dose) => dose.time !== time),
          );
          db.medication.update({ where: { id: { equals: record.id } }, data: dosesFields(days) });
          return { message: 'The dose was undone.' };
        }),
    ),
  ),
];
