import { http, HttpResponse } from 'msw';
import * as yup from 'yup';
import type { ResponseBody } from '@/lib/api-contract';
import { isRealDate } from '@/lib/health/measurements';
import { notBeforeEarliest } from '@/lib/validation';
import { randomToken } from '../crypto';
import { db } from '../db';
import { today } from '../health/daily-metrics';
import { handle } from '../http';
import { findOwned } from '../owned';
import {
  conditionView,
  conditionsOf,
  surgeriesOf,
  surgeryView,
} from '../medical-history/history-records';
import { transaction } from '../persistence';

/** A past day: required, real, not in the future. */
const pastDate = (required: string) =>
  yup
    .string()
    .required(required)
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .test('real', 'Choose a real date', (value) => isRealDate(value))
    .test('past', 'The date cannot be in the future', (value) => value <= today())
    .test(notBeforeEarliest());

const text = (max: number, name: string) =>
  yup.string().trim().max(max, `${name} must be at most ${max} characters`).default('');

const surgerySchema = yup.object({
  type: yup
    .string()
    .trim()
    .required('Enter the surgery type')
    .max(200, 'The surgery type must be at most 200 characters'),
  date: pastDate('Choose the date of the surgery'),
  hospital: text(200, 'The hospital'),
  doctor: text(200, 'The doctor'),
  description: text(2000, 'The description'),
});

const conditionSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter the condition name')
    .max(200, 'The condition name must be at most 200 characters'),
  diagnosisDate: pastDate('Choose the diagnosis date'),
  status: yup
    .string()
    .required('Select status')
    .oneOf(['active', 'managed', 'resolved'], 'Status must be active, managed or resolved'),
  notes: text(2000, 'The notes'),
});

const newId = (userId: string, kind: string) => `${userId}:${kind}:${randomToken(9)}`;

export const medicalHistoryHandlers = [
  http.get(
    '/api/medical-history/surgeries',
    handle({}, ({ user }): ResponseBody<'getSurgeries', 200> => surgeriesOf(user.id)),
  ),

  http.post(
    '/api/medical-history/surgeries',
    handle({ body: surgerySchema }, ({ user, body }) => {
      const record = transaction(() =>
        db.surgery.create({
          id: newId(user.id, 'surgery'),
          userId: user.id,
          createdAt: Date.now(),
          ...body,
        }),
      );
      const reply: ResponseBody<'addSurgery', 201> = surgeryView(record);
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  http.delete(
    '/api/medical-history/surgeries/:id',
    handle({}, ({ user, params }) => {
      const record = findOwned(db.surgery, String(params.id), user, 'Surgery');
      transaction(() => db.surgery.delete({ where: { id: { equals: record.id } } }));
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    '/api/medical-history/conditions',
    handle({}, ({ user }): ResponseBody<'getConditions', 200> => conditionsOf(user.id)),
  ),

  http.post(
    '/api/medical-history/conditions',
    handle({ body: conditionSchema }, ({ user, body }) => {
      const record = transaction(() =>
        db.condition.create({
          id: newId(user.id, 'condition'),
          userId: user.id,
          createdAt: Date.now(),
          ...body,
        }),
      );
      const reply: ResponseBody<'addCondition', 201> = conditionView(record);
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  http.delete(
    '/api/medical-history/conditions/:id',
    handle({}, ({ user, params }) => {
      const record = findOwned(db.condition, String(params.id), user, 'Condition');
      transaction(() => db.condition.delete({ where: { id: { equals: record.id } } }));
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
