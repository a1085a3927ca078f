import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import * as yup from 'yup';
import type { ResponseBody } from '@/lib/api-contract';
import { round } from '@/lib/health/formulas';
import { encodePoints, type Points, type SeriesName } from '@/lib/health/series';
import { db } from '../db';
import { dashboardOf } from '../health/dashboard';
import { RANGE_DAYS, healthMetricsOf, type Range } from '../health/metrics';
import { DATE_FORMAT, today } from '../health/read';
import { HttpError, handle } from '../http';
import { transaction } from '../persistence';

const KINDS = ['weight', 'bloodPressure', 'restingHeartRate', 'bloodOxygen', 'sleepHours'] as const;
type Kind = (typeof KINDS)[number];

/** Plausible ranges and units per kind of manual measurement; anything else is a typo. */
const RULES: Record<
  Kind,
  { series: SeriesName; units: string[]; min: number; max: number; label: string }
> = {
  weight: { series: 'weight', units: ['kg', 'lb'], min: 20, max: 300, label: 'Weight' },
  bloodPressure: {
    series: 'bloodPressure',
    units: ['mmHg'],
    min: 70,
    max: 250,
    label: 'Systolic pressure',
  },
  restingHeartRate: {
    series: 'restingHeartRate',
    units: ['bpm'],
    min: 30,
    max: 220,
    label: 'Resting heart rate',
  },
  bloodOxygen: { series: 'bloodOxygen', units: ['%'], min: 70, max: 100, label: 'Blood oxygen' },
  sleepHours: { series: 'sleep', units: ['h'], min: 0, max: 16, label: 'Sleep' },
};
const POUNDS_PER_KG = 2.20462;
const DIASTOLIC = { min: 40, max: 150 };

const measurementSchema = yup.object({
  kind: yup.string().required('Choose what you measured').oneOf(KINDS, 'Choose what you measured'),
  value: yup.number().typeError('Enter a number').required('Enter a value'),
  diastolic: yup.number().typeError('Enter a number'),
  unit: yup.string().required('Choose a unit'),
  date: yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .test('real', 'Use a real date', (value) => !value || dayjs(value, DATE_FORMAT).isValid())
    .test('past', 'The date cannot be in the future', (value) => !value || value <= today()),
});

/** The rules that depend on the kind: unit, plausible range, a diastolic for blood pressure. */
function checkMeasurement(body: yup.InferType<typeof measurementSchema>): Points {
  const kind = body.kind as Kind;
  const rule = RULES[kind];
  const errors: Record<string, string> = {};
  if (!rule.units.includes(body.unit)) {
    errors.unit = `${rule.label} is measured in ${rule.units.join(' or ')}`;
  }
  const value = body.unit === 'lb' ? body.value / POUNDS_PER_KG : body.value;
  const [min, max] =
    body.unit === 'lb'
      ? [rule.min * POUNDS_PER_KG, rule.max * POUNDS_PER_KG]
      : [rule.min, rule.max];
  if (body.value < min || body.value > max) {
    errors.value = `${rule.label} must be between ${Math.round(min)} and ${Math.round(max)} ${body.unit}`;
  }
  if (kind === 'bloodPressure') {
    if (body.diastolic === undefined) errors.diastolic = 'Enter the diastolic pressure';
    else if (body.diastolic < DIASTOLIC.min || body.diastolic > DIASTOLIC.max) {
      errors.diastolic = `Diastolic pressure must be between ${DIASTOLIC.min} and ${DIASTOLIC.max} mmHg`;
    } else if (body.diastolic >= body.value) {
      errors.diastolic = 'Diastolic pressure must be lower than systolic';
    }
  }
  if (Object.keys(errors).length) {
    throw new HttpError(400, Object.values(errors).join(' '), { errors });
  }
  switch (kind) {
    case 'weight':
      return [round(value, 1)];
    case 'bloodPressure':
      return [Math.round(value), Math.round(body.diastolic!)];
    case 'sleepHours':
      // A night entered by hand has a length but no stages.
      return [null, Math.round(value * 60), null, null];
    case 'bloodOxygen':
      return [round(value, 1)];
    default:
      return [Math.round(value)];
  }
}

export const healthHandlers = [
  http.get(
    '/api/dashboard',
    handle({}, ({ user }): ResponseBody<'getDashboard', 200> => dashboardOf(user.id)),
  ),

  http.get(
    '/api/health-metrics',
    handle(
      {
        query: yup.object({
          range: yup
            .string()
            .oneOf(Object.keys(RANGE_DAYS), 'range must be one of 1d, 7d, 30d or 90d')
            .default('7d'),
        }),
      },
      ({ user, query }): ResponseBody<'getHealthMetrics', 200> =>
        healthMetricsOf(user.id, query.range as Range),
    ),
  ),

  http.post(
    '/api/health-metrics',
    handle({ body: measurementSchema }, ({ user, body }) => {
      const values = checkMeasurement(body);
      const kind = body.kind as Kind;
      const series = RULES[kind].series;
      const date = body.date ?? today();
      const id = `${user.id}:${series}:${date}:manual`;
      transaction(() => {
        // One manual value per kind and day: a new one replaces it.
        db.healthSeries.delete({ where: { id: { equals: id } } });
        db.healthSeries.create({
          id,
          userId: user.id,
          series,
          date,
          source: 'manual',
          values: encodePoints(values),
          updatedAt: Date.now(),
        });
      });
      const reply: ResponseBody<'addMeasurement', 201> = {
        id,
        kind,
        date,
        values,
        source: 'manual',
      };
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),
];
