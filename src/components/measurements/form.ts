import dayjs from 'dayjs';
import * as yup from 'yup';
import {
  DIASTOLIC_RANGE,
  MEASUREMENT_KINDS,
  MEASUREMENT_KIND_IDS,
  MEASUREMENT_MESSAGES,
  isRealDate,
  measurementRange,
  type MeasurementKind,
  type MeasurementRequest,
  type MeasurementUnit,
} from '@/lib/health/measurements';

export { MEASUREMENT_KINDS, MEASUREMENT_KIND_IDS, type MeasurementKind, type MeasurementUnit };

export const defaultUnit = (kind: MeasurementKind) => MEASUREMENT_KINDS[kind].units[0];

/** The form's values: inputs give '' while empty. */
export interface MeasurementValues {
  kind: MeasurementKind;
  value: number | '';
  diastolic: number | '';
  unit: MeasurementUnit;
  date: string;
}

export const emptyMeasurement: MeasurementValues = {
  kind: 'weight',
  value: '',
  diastolic: '',
  unit: 'kg',
  date: '',
};

const DATE_FORMAT = 'YYYY-MM-DD';
export const todayIso = () => dayjs().format(DATE_FORMAT);

/** An empty input is a missing value, not "not a number". */
const optionalNumber = () =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(MEASUREMENT_MESSAGES.number);

/** The messages are the server's (mocks/health/handlers.ts), so client and server read alike. */
export const measurementSchema = yup.object({
  kind: yup
    .mixed<MeasurementKind>()
    .required(MEASUREMENT_MESSAGES.kind)
    .oneOf(MEASUREMENT_KIND_IDS, MEASUREMENT_MESSAGES.kind),
  unit: yup
    .mixed<MeasurementUnit>()
    .required(MEASUREMENT_MESSAGES.unit)
    .test('unit-of-kind', function (unit) {
      const kind = this.parent.kind as MeasurementKind;
      if (!MEASUREMENT_KINDS[kind] || !unit || MEASUREMENT_KINDS[kind].units.includes(unit)) {
        return true;
      }
      return this.createError({ message: MEASUREMENT_MESSAGES.unitOf(kind) });
    }),
  value: optionalNumber()
    .required(MEASUREMENT_MESSAGES.value)
    .test('plausible', function (value) {
      const { kind, unit } = this.parent as MeasurementValues;
      if (value === undefined || !MEASUREMENT_KINDS[kind]) return true;
      const { min, max } = measurementRange(kind, unit);
      if (value >= min && value <= max) return true;
      return this.createError({ message: MEASUREMENT_MESSAGES.range(kind, unit) });
    }),
  diastolic: optionalNumber().when('kind', {
    is: 'bloodPressure',
    then: (schema) =>
      schema
        .required(MEASUREMENT_MESSAGES.diastolic)
        .min(DIASTOLIC_RANGE.min, MEASUREMENT_MESSAGES.diastolicRange)
        .max(DIASTOLIC_RANGE.max, MEASUREMENT_MESSAGES.diastolicRange)
        .test('below-systolic', MEASUREMENT_MESSAGES.diastolicBelowSystolic, function (diastolic) {
          const systolic = (this.parent as MeasurementValues).value;
          return diastolic === undefined || systolic === '' || diastolic < systolic;
        }),
  }),
  date: yup
    .string()
    .test('real', MEASUREMENT_MESSAGES.realDate, (value) => !value || isRealDate(value))
    .test('past', MEASUREMENT_MESSAGES.future, (value) => !value || value <= todayIso()),
});

/** The request body: the diastolic only for blood pressure, the date only when one is chosen. */
export function toMeasurementRequest(values: MeasurementValues): MeasurementRequest {
  return {
    kind: values.kind,
    value: Number(values.value),
    unit: values.unit,
    ...(values.kind === 'bloodPressure' ? { diastolic: Number(values.diastolic) } : {}),
    ...(values.date ? { date: values.date } : {}),
  };
}
