import dayjs from 'dayjs';
import {
  BIOMARKERS,
  BIOMARKER_IDS,
  isBiomarkerId,
  isUnitOf,
  type BiomarkerId,
  type BiomarkerStatus,
  type ReferenceRange,
} from './biomarkers';
import { formatNumber } from '@/lib/format-number';

/** One result as a form or a file gives it, before it is checked. */
export interface LabResultInput {
  biomarker: string;
  value: number | string;
  unit: string;
  /** The file's line (or the form's position) the messages name. */
  row?: number;
}

export interface RowError {
  row: number;
  field: 'biomarker' | 'value' | 'unit';
  message: string;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The biomarker a name or id stands for ("Vitamin D", "vitamin_d", "vitaminD"), if any. */
export function biomarkerIdOf(text: string): BiomarkerId | null {
  const key = squash(text);
  if (!key) return null;
  return (
    BIOMARKER_IDS.find((id) => squash(id) === key || squash(BIOMARKERS[id].name) === key) ?? null
  );
}

/** "Iron must be between 5 and 500 µg/dL.": the values a person could really have. */
export function plausibleMessage(id: BiomarkerId): string {
  const { name, unit, plausible } = BIOMARKERS[id];
  return `${name} must be between ${formatNumber(plausible.min)} and ${formatNumber(plausible.max)} ${unit}.`;
}

/**
 * The checks every result passes, in the browser (the form, the file preview) and on the mocked
 * server alike: a known biomarker listed once, a number within what a person could have, its unit.
 * Each message names the row, so a person can find it in the file.
 */
export function checkLabResults(results: readonly LabResultInput[]): RowError[] {
  const errors: RowError[] = [];
  const seen = new Set<BiomarkerId>();
  results.forEach((result, index) => {
    const row = result.row ?? index + 1;
    const at = (field: RowError['field'], message: string) =>
      errors.push({ row, field, message: `Row ${row}: ${message}` });
    const id = isBiomarkerId(result.biomarker) ? result.biomarker : biomarkerIdOf(result.biomarker);
    if (!id) {
      at('biomarker', `"${result.biomarker}" is not a known biomarker.`);
      return;
    }
    const { name, unit, plausible } = BIOMARKERS[id];
    if (seen.has(id)) at('biomarker', `${name} is listed more than once.`);
    seen.add(id);
    const value =
      typeof result.value === 'number' ? result.value : Number(String(result.value).trim() || NaN);
    if (!Number.isFinite(value)) at('value', `the value of ${name} must be a number.`);
    else if (value < plausible.min || value > plausible.max) at('value', plausibleMessage(id));
    if (!isUnitOf(id, result.unit)) at('unit', `${name} is measured in ${unit}.`);
  });
  return errors;
}

/** Retest after 3 months. */
export const RETEST_MONTHS = 3;

/** The retest day of a draw, YYYY-MM-DD. */
export const retestDateOf = (drawDate: string) =>
  dayjs(drawDate).add(RETEST_MONTHS, 'month').format('YYYY-MM-DD');

/** Within this share of its bound, a result is "slightly" out of range. */
const SLIGHTLY = 0.15;

/**
 * How far out of range a result is, in the words of the focus areas ("below optimal",
 * "slightly below range"); null when it is in range.
 */
export function focusWords(
  value: number,
  range: ReferenceRange,
  status: BiomarkerStatus,
): string | null {
  if (status === 'Normal') return null;
  const bound = status === 'Low' ? range.min : (range.max ?? range.below);
  const slight = bound !== undefined && Math.abs(value - bound) <= bound * SLIGHTLY;
  const side = status === 'Low' ? 'below' : 'above';
  return slight ? `slightly ${side} range` : `${side} optimal`;
}
