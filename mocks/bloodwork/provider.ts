import {
  BIOMARKERS,
  BIOMARKER_IDS,
  biomarkerStatus,
  roundResult,
  type BiomarkerId,
  type ReferenceRange,
} from '@/lib/health/biomarkers';
import type { LabDrawView } from './lab-draws';

/** The simulated lab connection's name, shown on the draws it delivers. */
export const SIMULATED_LAB = 'Simulated lab connection';

/** A number in [0, 1) from a text, the same every time (FNV-1a). */
function unitNoise(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** The middle of a range (for a one-sided one, a healthy value inside it). */
function middleOf(range: ReferenceRange): number {
  const upper = range.max ?? range.below;
  if (range.min !== undefined && upper !== undefined) return (range.min + upper) / 2;
  if (upper !== undefined) return upper * 0.8;
  return (range.min ?? 1) * 1.3;
}

/**
 * The results a simulated lab reports on `date`: each biomarker moves from the user's latest value
 * by up to ±6 %, deterministically per date, and an out-of-range one a third of the way back
 * towards its range, as it does once someone acts on it. Without an earlier draw, values sit near
 * the middle of each range.
 */
export function simulatedResults(
  date: string,
  latest: LabDrawView | null,
): { biomarker: BiomarkerId; value: number }[] {
  const previous = new Map(latest?.results.map((result) => [result.biomarker, result.value]));
  return BIOMARKER_IDS.map((biomarker) => {
    const { range } = BIOMARKERS[biomarker];
    const middle = middleOf(range);
    const before = previous.get(biomarker) ?? middle;
    const recovering =
      biomarkerStatus(before, range) === 'Normal' ? before : before + (middle - before) / 3;
    const drift = 1 + (unitNoise(`${date}:${biomarker}`) - 0.5) * 0.12;
    return { biomarker, value: roundResult(biomarker, recovering * drift) };
  });
}
