import type { GlucoseUnit } from '@/lib/settings/units';
import { toUnit } from './glucose';
import { formatNumber } from '@/lib/format-number';

/**
 * The twelve biomarkers tracked, with their units and common adult reference ranges, shared
 * by the mocked server (which computes each result's status) and the screens (which print the
 * ranges). Labs differ slightly; these are the widely quoted adult ranges, each with its source.
 * A status is always computed from the range here, never stored.
 */

/**
 * A reference range. `min` and `max` are inclusive bounds; `below` is an exclusive upper bound,
 * for the ranges guidelines state as "less than" (total cholesterol < 200 mg/dL).
 */
export interface ReferenceRange {
  min?: number;
  max?: number;
  below?: number;
}

export type BiomarkerStatus = 'Low' | 'Normal' | 'High';

export interface Biomarker {
  name: string;
  /** The unit results are stored and shown in. */
  unit: string;
  /** Other spellings of the same unit a lab report or a CSV may use (compared case-insensitively). */
  unitAliases: readonly string[];
  range: ReferenceRange;
  /** The values a person could really have; anything outside is a typo, refused on entry. */
  plausible: { min: number; max: number };
  /** Decimals a result keeps. */
  decimals: number;
  /** Where the range comes from. */
  source: string;
}

export const BIOMARKERS = {
  hemoglobin: {
    name: 'Hemoglobin',
    unit: 'g/dL',
    unitAliases: ['g/dl'],
    // Women 12.1–15.1, men 13.8–17.2 g/dL (MedlinePlus, "Hemoglobin test"): the adult span.
    range: { min: 12.1, max: 17.2 },
    plausible: { min: 3, max: 25 },
    decimals: 1,
    source: 'MedlinePlus, Hemoglobin test',
  },
  whiteBloodCells: {
    name: 'White Blood Cells',
    unit: 'K/µL',
    unitAliases: ['k/ul', '10^3/µl', '10^3/ul', 'x10e3/ul', '10*3/ul', 'thou/µl', 'thou/ul'],
    // 4,500–11,000 cells per microlitre (MedlinePlus, "WBC count").
    range: { min: 4.5, max: 11 },
    plausible: { min: 0.5, max: 100 },
    decimals: 1,
    source: 'MedlinePlus, WBC count',
  },
  vitaminD: {
    name: 'Vitamin D',
    unit: 'ng/mL',
    unitAliases: ['ng/ml'],
    // 25-hydroxyvitamin D: below 30 ng/mL is insufficient, 30–100 sufficient (Holick et al.,
    // Endocrine Society Clinical Practice Guideline, J Clin Endocrinol Metab 2011).
    range: { min: 30, max: 100 },
    plausible: { min: 2, max: 250 },
    decimals: 0,
    source: 'Endocrine Society guideline (Holick et al., JCEM 2011)',
  },
  totalCholesterol: {
    name: 'Total Cholesterol',
    unit: 'mg/dL',
    unitAliases: ['mg/dl'],
    // Desirable below 200 mg/dL (NCEP Adult Treatment Panel III, 2002).
    range: { below: 200 },
    plausible: { min: 50, max: 700 },
    decimals: 0,
    source: 'NCEP Adult Treatment Panel III',
  },
  hdl: {
    name: 'HDL Cholesterol',
    unit: 'mg/dL',
    unitAliases: ['mg/dl'],
    // Below 40 mg/dL is low (NCEP Adult Treatment Panel III, 2002).
    range: { min: 40 },
    plausible: { min: 5, max: 200 },
    decimals: 0,
    source: 'NCEP Adult Treatment Panel III',
  },
  ldl: {
    name: 'LDL Cholesterol',
    unit: 'mg/dL',
    unitAliases: ['mg/dl'],
    // Optimal below 100 mg/dL (NCEP Adult Treatment Panel III, 2002).
    range: { below: 100 },
    plausible: { min: 10, max: 500 },
    decimals: 0,
    source: 'NCEP Adult Treatment Panel III',
  },
  triglycerides: {
    name: 'Triglycerides',
    unit: 'mg/dL',
    unitAliases: ['mg/dl'],
    // Normal below 150 mg/dL (NCEP Adult Treatment Panel III, 2002).
    range: { below: 150 },
    plausible: { min: 10, max: 3000 },
    decimals: 0,
    source: 'NCEP Adult Treatment Panel III',
  },
  iron: {
    name: 'Iron',
    unit: 'µg/dL',
    unitAliases: ['ug/dl', 'mcg/dl', 'µg/dl'],
    // Serum iron 60–170 µg/dL (MedlinePlus, "Serum iron test").
    range: { min: 60, max: 170 },
    plausible: { min: 5, max: 500 },
    decimals: 0,
    source: 'MedlinePlus, Serum iron test',
  },
  fastingGlucose: {
    name: 'Fasting Glucose',
    unit: 'mg/dL',
    unitAliases: ['mg/dl'],
    // 70–99 mg/dL; 100–125 is prediabetes (American Diabetes Association, Standards of Care 2024).
    range: { min: 70, max: 99 },
    plausible: { min: 20, max: 600 },
    decimals: 0,
    source: 'American Diabetes Association, Standards of Care',
  },
  hba1c: {
    name: 'HbA1c',
    unit: '%',
    unitAliases: [],
    // Below 5.7 %; 5.7–6.4 % is prediabetes (American Diabetes Association, Standards of Care 2024).
    range: { below: 5.7 },
    plausible: { min: 3, max: 20 },
    decimals: 1,
    source: 'American Diabetes Association, Standards of Care',
  },
  tsh: {
    name: 'TSH',
    unit: 'mIU/L',
    unitAliases: ['miu/l', 'µiu/ml', 'uiu/ml', 'mu/l'],
    // 0.4–4.0 mIU/L (American Thyroid Association, "Thyroid function tests").
    range: { min: 0.4, max: 4 },
    plausible: { min: 0.005, max: 150 },
    decimals: 2,
    source: 'American Thyroid Association, Thyroid function tests',
  },
  creatinine: {
    name: 'Creatinine',
    unit: 'mg/dL',
    unitAliases: ['mg/dl'],
    // Women 0.6–1.1, men 0.7–1.3 mg/dL (MedlinePlus, "Creatinine blood test"): the adult span.
    range: { min: 0.6, max: 1.3 },
    plausible: { min: 0.1, max: 20 },
    decimals: 2,
    source: 'MedlinePlus, Creatinine blood test',
  },
} as const satisfies Record<string, Biomarker>;

export type BiomarkerId = keyof typeof BIOMARKERS;
/** The product's order of biomarkers, which every list and table follows. */
export const BIOMARKER_IDS = Object.keys(BIOMARKERS) as BiomarkerId[];

export const isBiomarkerId = (value: string): value is BiomarkerId =>
  Object.prototype.hasOwnProperty.call(BIOMARKERS, value);

/** Low below the range, High above it, Normal within; a bound given as `below` is itself High. */
export function biomarkerStatus(value: number, range: ReferenceRange): BiomarkerStatus {
  if (range.min !== undefined && value < range.min) return 'Low';
  if (range.max !== undefined && value > range.max) return 'High';
  if (range.below !== undefined && value >= range.below) return 'High';
  return 'Normal';
}

/** The range as the results table prints it: "30–100 ng/mL", "< 200 mg/dL", "≥ 40 mg/dL". */
export function referenceRangeText(range: ReferenceRange, unit: string): string {
  const upper = range.max ?? range.below;
  if (range.min !== undefined && upper !== undefined) {
    return `${formatNumber(range.min)}–${formatNumber(upper)} ${unit}`;
  }
  if (range.below !== undefined) return `< ${formatNumber(range.below)} ${unit}`;
  if (range.max !== undefined) return `≤ ${formatNumber(range.max)} ${unit}`;
  return `≥ ${formatNumber(range.min ?? 0)} ${unit}`;
}

const normaliseUnit = (unit: string) => unit.trim().toLowerCase().replace(/μ/g, 'µ');

/** True when `unit` is the biomarker's unit or one of its other spellings. */
export function isUnitOf(id: BiomarkerId, unit: string): boolean {
  const { unit: own, unitAliases } = BIOMARKERS[id] as Biomarker;
  const given = normaliseUnit(unit);
  return (
    given === normaliseUnit(own) || unitAliases.some((alias) => normaliseUnit(alias) === given)
  );
}

/** A result rounded to the decimals its biomarker keeps. */
export function roundResult(id: BiomarkerId, value: number): number {
  const factor = 10 ** BIOMARKERS[id].decimals;
  return Math.round(value * factor) / factor;
}

/** A value (a change between two results) to the decimals of the unit a result is shown in. */
export function roundShown(result: Pick<ShownResult, 'biomarker' | 'unit'>, value: number): number {
  return result.unit === 'mmol/L'
    ? Math.round(value * 10) / 10
    : roundResult(result.biomarker, value);
}

/** A lab result as the API shows it: its value, unit and range in the unit it is shown in. */
export interface ShownResult {
  biomarker: BiomarkerId;
  value: number;
  unit: string;
  range: ReferenceRange;
  referenceRange: string;
}

/**
 * A fasting glucose result in the user's glucose unit (mmol/L = mg/dL ÷ 18.0156, one decimal, as
 * the glucose screens show it); every other result as it is. Results are stored and their status
 * computed in mg/dL.
 */
export function inGlucoseUnit<T extends ShownResult>(result: T, unit: GlucoseUnit): T {
  if (result.biomarker !== 'fastingGlucose' || unit === 'mg/dL') return result;
  const convert = (mgDl: number) =>
    roundShown({ biomarker: result.biomarker, unit }, toUnit(mgDl, unit));
  const range = Object.fromEntries(
    Object.entries(result.range).map(([limit, mgDl]) => [limit, convert(mgDl)]),
  ) as ReferenceRange;
  return {
    ...result,
    value: convert(result.value),
    unit,
    range,
    referenceRange: referenceRangeText(range, unit),
  };
}
