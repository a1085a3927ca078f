import dayjs from 'dayjs';
import type { ApiBody } from '../api/contract';

/**
 * The manual measurement kinds and their plausible ranges, shared by the Add Data form and the
 * mocked server so both refuse the same values with the same words. A range is what a person
 * could really measure; anything outside it is a typo.
 */
export type MeasurementRequest = ApiBody<'addMeasurement'>;
export type MeasurementKind = MeasurementRequest['kind'];
export type MeasurementUnit = MeasurementRequest['unit'];

interface KindRule {
  /** The kind as the picker lists it. */
  label: string;
  /** The value field's label (the systolic one for blood pressure). */
  valueLabel: string;
  /** The name the range message gives the value. */
  rangeName: string;
  units: MeasurementUnit[];
  /** The plausible range in the first unit. */
  min: number;
  max: number;
}

export const MEASUREMENT_KINDS: Record<MeasurementKind, KindRule> = {
  weight: {
    label: 'Weight',
    valueLabel: 'Weight',
    rangeName: 'Weight',
    units: ['kg', 'lb'],
    min: 20,
    max: 300,
  },
  bloodPressure: {
    label: 'Blood pressure',
    valueLabel: 'Systolic (mmHg)',
    rangeName: 'Systolic pressure',
    units: ['mmHg'],
    min: 70,
    max: 250,
  },
  restingHeartRate: {
    label: 'Resting heart rate',
    valueLabel: 'Resting heart rate (bpm)',
    rangeName: 'Resting heart rate',
    units: ['bpm'],
    min: 30,
    max: 220,
  },
  bloodOxygen: {
    label: 'Blood oxygen',
    valueLabel: 'Blood oxygen (%)',
    rangeName: 'Blood oxygen',
    units: ['%'],
    min: 70,
    max: 100,
  },
  sleepHours: {
    label: 'Sleep hours',
    valueLabel: 'Hours slept',
    rangeName: 'Sleep',
    units: ['h'],
    min: 0,
    max: 16,
  },
};

export const MEASUREMENT_KIND_IDS = Object.keys(MEASUREMENT_KINDS) as MeasurementKind[];
export const DIASTOLIC_RANGE = { min: 40, max: 150 };
export const POUNDS_PER_KG = 2.20462;

/** The plausible range of a kind in a unit; pounds in whole numbers (44–661 lb). */
export function measurementRange(kind: MeasurementKind, unit: MeasurementUnit) {
  const { min, max } = MEASUREMENT_KINDS[kind];
  return unit === 'lb'
    ? { min: Math.round(min * POUNDS_PER_KG), max: Math.round(max * POUNDS_PER_KG) }
    : { min, max };
}

/** A calendar date written YYYY-MM-DD that exists (2025-02-30 does not). */
export function isRealDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

export const MEASUREMENT_MESSAGES = {
  realDate: 'Use a real date',
  kind: 'Choose what you measured',
  value: 'Enter a value',
  number: 'Enter a number',
  unit: 'Choose a unit',
  diastolic: 'Enter the diastolic pressure',
  diastolicRange: `Diastolic pressure must be between ${DIASTOLIC_RANGE.min} and ${DIASTOLIC_RANGE.max} mmHg`,
  diastolicBelowSystolic: 'Diastolic pressure must be lower than systolic',
  future: 'The date cannot be in the future',
  unitOf: (kind: MeasurementKind) =>
    `${MEASUREMENT_KINDS[kind].rangeName} is measured in ${MEASUREMENT_KINDS[kind].units.join(' or ')}`,
  range: (kind: MeasurementKind, unit: MeasurementUnit) => {
    const { min, max } = measurementRange(kind, unit);
    return `${MEASUREMENT_KINDS[kind].rangeName} must be between ${min} and ${max} ${unit}`;
  },
};
