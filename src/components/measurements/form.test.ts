import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { getToken } from '@/lib/auth-token';
import { signIn } from '@mocks/testing/fixtures';
import {
  emptyMeasurement,
  measurementSchema,
  toMeasurementRequest,
  type MeasurementValues,
} from './form';

/** The client's message per field, or {} when the values pass. */
async function clientErrors(values: MeasurementValues): Promise<Record<string, string>> {
  try {
    await measurementSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((inner) => [inner.path ?? '', inner.message]),
    );
  }
}

/** The server's `errors` for the same measurement, or {} when it saves it. */
async function serverErrors(values: MeasurementValues): Promise<Record<string, string>> {
  const response = await fetch(new URL('/api/health-metrics', window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${getToken()}` },
    body: JSON.stringify(toMeasurementRequest(values)),
  });
  if (response.status === 201) return {};
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: Record<string, string> }).errors;
}

const measurement = (values: Partial<MeasurementValues>): MeasurementValues => ({
  ...emptyMeasurement,
  ...values,
});

const tomorrow = () => dayjs().add(1, 'day').format('YYYY-MM-DD');

describe('the manual measurement rules', () => {
  // Each edge of each plausible range, in and out, and the other rules the server has.
  const cases: [string, MeasurementValues][] = [
    ['weight at 20 kg', measurement({ value: 20 })],
    ['weight at 300 kg', measurement({ value: 300 })],
    ['weight under 20 kg', measurement({ value: 19.9 })],
    ['weight over 300 kg', measurement({ value: 300.1 })],
    ['weight at 45 lb', measurement({ value: 45, unit: 'lb' })],
    ['weight at 661 lb', measurement({ value: 661, unit: 'lb' })],
    ['weight at 44 lb, under 20 kg', measurement({ value: 44, unit: 'lb' })],
    ['weight over 661 lb', measurement({ value: 662, unit: 'lb' })],
    ['weight in mmHg', measurement({ value: 80, unit: 'mmHg' })],
    [
      'blood pressure 120/80',
      measurement({ kind: 'bloodPressure', value: 120, diastolic: 80, unit: 'mmHg' }),
    ],
    [
      'systolic out of range',
      measurement({ kind: 'bloodPressure', value: 260, diastolic: 80, unit: 'mmHg' }),
    ],
    [
      'diastolic out of range',
      measurement({ kind: 'bloodPressure', value: 120, diastolic: 30, unit: 'mmHg' }),
    ],
    [
      'diastolic above systolic',
      measurement({ kind: 'bloodPressure', value: 120, diastolic: 125, unit: 'mmHg' }),
    ],
    ['resting heart rate of 29', measurement({ kind: 'restingHeartRate', value: 29, unit: 'bpm' })],
    ['resting heart rate of 30', measurement({ kind: 'restingHeartRate', value: 30, unit: 'bpm' })],
    ['blood oxygen of 101 %', measurement({ kind: 'bloodOxygen', value: 101, unit: '%' })],
    ['blood oxygen of 70 %', measurement({ kind: 'bloodOxygen', value: 70, unit: '%' })],
    ['no sleep', measurement({ kind: 'sleepHours', value: 0, unit: 'h' })],
    ['17 hours of sleep', measurement({ kind: 'sleepHours', value: 17, unit: 'h' })],
    ['a date in the future', measurement({ value: 80, date: tomorrow() })],
    ['a date in the past', measurement({ value: 80, date: '2025-06-01' })],
  ];

  it.each(cases)('%s: the client says what the server says', async (_, values) => {
    await signIn('demo');
    expect(await clientErrors(values)).toEqual(await serverErrors(values));
  });

  it('asks for a value, and for the diastolic of a blood pressure, before anything is sent', async () => {
    expect(await clientErrors(emptyMeasurement)).toEqual({ value: 'Enter a value' });
    expect(
      await clientErrors(measurement({ kind: 'bloodPressure', value: 120, unit: 'mmHg' })),
    ).toEqual({ diastolic: 'Enter the diastolic pressure' });
  });

  it('sends the diastolic only for blood pressure, and the date only when one is chosen', () => {
    expect(toMeasurementRequest(measurement({ value: 77.4, diastolic: 80 }))).toEqual({
      kind: 'weight',
      value: 77.4,
      unit: 'kg',
    });
    expect(
      toMeasurementRequest(
        measurement({
          kind: 'bloodPressure',
          value: 118,
          diastolic: 76,
          unit: 'mmHg',
          date: '2025-06-01',
        }),
      ),
    ).toEqual({
      kind: 'bloodPressure',
      value: 118,
      diastolic: 76,
      unit: 'mmHg',
      date: '2025-06-01',
    });
  });
});
