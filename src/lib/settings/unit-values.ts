import type { Schema } from '@/lib/api/contract';

/**
 * The unit settings' values, apart from their reads and writes: the mocked API imports them without
 * loading React Query.
 */
export type UnitSettings = Schema<'UnitSettings'>;
export type GlucoseUnit = UnitSettings['glucoseUnit'];

export const GLUCOSE_UNITS: readonly GlucoseUnit[] = ['mg/dL', 'mmol/L'];
export const DEFAULT_UNIT_SETTINGS: UnitSettings = { glucoseUnit: 'mg/dL' };
