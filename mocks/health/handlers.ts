import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import { round } from '@/lib/health/formulas';
import {
  DIASTOLIC_RANGE,
  MEASUREMENT_KINDS,
  MEASUREMENT_KIND_IDS,
  MEASUREMENT_MESSAGES,
  POUNDS_PER_KG,
  isRealDate,
  measurementRange,
  type MeasurementKind,
  type MeasurementUnit,
} from '@/lib/health/measurements';
import { notBeforeEarliest } from '@/lib/validation';
import { encodePoints, type Points, type SeriesName } from '@/lib/health/series';
import { db } from '../db';
import { dashboardOf } from './dashboard';
import { RANGE_DAYS, healthMetricsOf, type Range } from './metrics';
import { today } from './daily-metrics';
import { handle } from '../http';
import { HttpError } from '../http-error';
import { transaction } from '../persistence';

const SERIES_OF: Record<MeasurementKind, SeriesName> = {
  weight: 'weight',
  bloodPressure: 'bloodPressure',
  restingHeartRate: 'restingHeartRate',
  bloodOxygen: 'bloodOxygen',
  sleepHours: 'sleep',
};

const measurementSchema = yup.object({
  kind: yup
    .string()
    .required(MEASUREMENT_MESSAGES.kind)
    .oneOf(MEASUREMENT_KIND_IDS, MEASUREMENT_MESSAGES.kind),
  value: yup.number().typeError(MEASUREMENT_MESSAGES.number).required(MEASUREMENT_MESSAGES.value),
  diastolic: yup.number().typeError(MEASUREMENT_MESSAGES.number),
  unit: yup.string().required(MEASUREMENT_MESSAGES.unit),
  date: yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .test('real', MEASUREMENT_MESSAGES.realDate, (value) => !value || isRealDate(value))
    .test('past', MEASUREMENT_MESSAGES.future, (value) => !value || value <= today())
    .test(notBeforeEarliest()),
});

/** The rules that depend on the kind (src/lib/health/measurements.ts), then the stored points. */
function checkMeasurement(body: yup.InferType<typeof measurementSchema>): Points {
  const kind = body.kind as MeasurementKind;
  const unit = body.unit as MeasurementUnit;
  const errors: Record<string, string> = {};
  if (!MEASUREMENT_KINDS[kind].units.includes(unit)) {
    errors.unit = MEASUREMENT_MESSAGES.unitOf(kind);
  } else {
    const { min, max } = measurementRange(kind, unit);
    if (body.value < min || body.value > max) errors.value = MEASUREMENT_MESSAGES.range(kind, unit);
  }
  if (kind === 'bloodPressure') {
    if (body.diastolic === undefined) errors.diastolic = MEASUREMENT_MESSAGES.diastolic;
    else if (body.diastolic < DIASTOLIC_RANGE.min || body.diastolic > DIASTOLIC_RANGE.max) {
      errors.diastolic = MEASUREMENT_MESSAGES.diastolicRange;
    } else if (body.diastolic >= body.value) {
      errors.diastolic = MEASUREMENT_MESSAGES.diastolicBelowSystolic;
    }
  }
  if (Object.keys(errors).length) {
    throw new HttpError(400, Object.values(errors).join(' '), { errors });
  }
  const value = unit === 'lb' ? body.value / POUNDS_PER_KG : body.value;
  switch (kind) {
    case 'weight':
    case 'bloodOxygen':
      return [round(value, 1)];
    case 'bloodPressure':
      return [Math.round(value), Math.round(body.diastolic!)];
    case 'sleepHours':
      // A night entered by hand has a length but no stages.
      return [null, Math.round(value * 60), null, null];
    default:
      return [Math.round(value)];
  }
}

export const handlers = [
  api.get(
    '/api/dashboard',
    handle({}, ({ user }): ApiReply<'getDashboard'> => dashboardOf(user.id)),
  ),

  api.get(
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
      ({ user, query }): ApiReply<'getHealthMetrics'> =>
        healthMetricsOf(user.id, query.range as Range),
    ),
  ),

  api.post(
    '/api/health-metrics',
    handle({ body: measurementSchema }, ({ user, body }) => {
      const values = checkMeasurement(body);
      const kind = body.kind as MeasurementKind;
      const series = SERIES_OF[kind];
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
      const reply: ApiReply<'addMeasurement'> = {
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
