/**
 * Glucose statistics of continuous glucose monitoring, shared by the mocked server (which computes
 * them from the stored readings) and the screens (which show them in the user's unit).
 *
 * Sources:
 * - Battelino T. et al., "Clinical Targets for Continuous Glucose Monitoring Data Interpretation:
 *   Recommendations From the International Consensus on Time in Range", Diabetes Care
 *   2019;42(8):1593–1603: the five bands, their targets, CV ≤ 36 %, 14 days and 70 % of
 *   readings for a report, the AGP percentiles.
 * - Bergenstal R.M. et al., "Glucose Management Indicator (GMI)", Diabetes Care
 *   2018;41(11):2275–2280: GMI (%) = 3.31 + 0.02392 × mean glucose in mg/dL.
 * - ISPAD Clinical Practice Consensus Guidelines 2024 (glycemic targets): time in tight range,
 *   70–140 mg/dL, target > 50 %. No international consensus on TITR exists yet.
 * - 1 mmol/L of glucose (molar mass 180.156 g/mol) is 18.0156 mg/dL.
 */
import type { GlucoseUnit } from '@/lib/settings/units';
import { formatInteger, formatOneDecimal } from '@/lib/format-number';

export type { GlucoseUnit };

/** Readings a sensor takes a day, one every 5 minutes. */
export const READINGS_PER_DAY = 288;
export const MINUTES_PER_READING = 5;

/** mg/dL per mmol/L of glucose. */
export const MG_DL_PER_MMOL_L = 18.0156;

export type GlucoseBand = 'veryLow' | 'low' | 'inRange' | 'high' | 'veryHigh';

/** Consensus bands in mg/dL; 70 and 180 count as in range. Lower bound inclusive. */
export const GLUCOSE_BANDS: readonly {
  band: GlucoseBand;
  label: string;
  /** Inclusive lower bound (mg/dL), null for the lowest band. */
  from: number | null;
  /** Inclusive upper bound (mg/dL), null for the highest band. */
  to: number | null;
  /** The consensus target for the share of readings in this band. */
  target: { direction: 'above' | 'below'; percent: number };
}[] = [
  {
    band: 'veryHigh',
    label: 'Very high',
    from: 251,
    to: null,
    target: { direction: 'below', percent: 5 },
  },
  { band: 'high', label: 'High', from: 181, to: 250, target: { direction: 'below', percent: 25 } },
  {
    band: 'inRange',
    label: 'In range',
    from: 70,
    to: 180,
    target: { direction: 'above', percent: 70 },
  },
  { band: 'low', label: 'Low', from: 54, to: 69, target: { direction: 'below', percent: 4 } },
  {
    band: 'veryLow',
    label: 'Very low',
    from: null,
    to: 53,
    target: { direction: 'below', percent: 1 },
  },
];

export const TARGET_RANGE = { low: 70, high: 180 } as const;
export const TIGHT_RANGE = { low: 70, high: 140, targetPercent: 50 } as const;
export const VERY_LOW_BELOW = 54;
export const VERY_HIGH_ABOVE = 250;
/** A CV at or below this is stable glucose. */
export const STABLE_CV_PERCENT = 36;
/** GMI needs at least this many days and this share of the expected readings. */
export const GMI_MIN_DAYS = 14;
export const GMI_MIN_COVERAGE_PERCENT = 70;
export const AGP_PERCENTILES = [5, 25, 50, 75, 95] as const;

/**
 * The band of a reading. Sensors report whole mg/dL; a fractional value between bands (69.5)
 * counts with the band below, as a rounded reading of 69 would.
 */
export function bandOf(value: number): GlucoseBand {
  if (value < VERY_LOW_BELOW) return 'veryLow';
  if (value < TARGET_RANGE.low) return 'low';
  if (value <= TARGET_RANGE.high) return 'inRange';
  if (value <= VERY_HIGH_ABOVE) return 'high';
  return 'veryHigh';
}

export type BandPercents = Record<GlucoseBand, number>;

export interface GlucoseStats {
  /** Readings present and expected over the period (288 a day). */
  readings: number;
  expected: number;
  /** Share of expected readings present, percent. */
  coveragePercent: number;
  days: number;
  /** mg/dL; null without any reading. */
  mean: number | null;
  /** Sample standard deviation, mg/dL. */
  sd: number | null;
  /** SD / mean × 100. */
  cvPercent: number | null;
  min: number | null;
  max: number | null;
  /** Percent of readings present in each band; all zero without readings. */
  bands: BandPercents;
  /** Percent of readings in 70–140 mg/dL. */
  tightRangePercent: number | null;
  /** Percent, only with enough data (GMI_MIN_DAYS and GMI_MIN_COVERAGE_PERCENT), else null. */
  gmi: number | null;
  /** Why there is no GMI, when there is none. */
  gmiNote: string | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The consensus statistics of the readings of `days` days (a gap is null). Percentages are of the
 * readings present; coverage is of the readings expected.
 */
export function glucoseStats(
  readings: readonly (number | null)[],
  days: number,
  expected = days * READINGS_PER_DAY,
): GlucoseStats {
  const present = readings.filter((value): value is number => value !== null);
  const count = present.length;
  const coverage = expected > 0 ? (count / expected) * 100 : 0;
  const coveragePercent = oneDecimal(coverage);
  const bands: BandPercents = { veryLow: 0, low: 0, inRange: 0, high: 0, veryHigh: 0 };
  if (count === 0) {
    return {
      readings: 0,
      expected,
      coveragePercent,
      days,
      mean: null,
      sd: null,
      cvPercent: null,
      min: null,
      max: null,
      bands,
      tightRangePercent: null,
      gmi: null,
      gmiNote: 'No readings in this period.',
    };
  }
  let total = 0;
  let tight = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const value of present) {
    total += value;
    bands[bandOf(value)] += 1;
    if (value >= TIGHT_RANGE.low && value <= TIGHT_RANGE.high) tight += 1;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const mean = total / count;
  const squares = present.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const sd = count > 1 ? Math.sqrt(squares / (count - 1)) : 0;
  for (const band of Object.keys(bands) as GlucoseBand[]) {
    bands[band] = oneDecimal((bands[band] / count) * 100);
  }
  const enoughDays = days >= GMI_MIN_DAYS;
  const enoughReadings = coverage >= GMI_MIN_COVERAGE_PERCENT;
  return {
    readings: count,
    expected,
    coveragePercent,
    days,
    mean: oneDecimal(mean),
    sd: oneDecimal(sd),
    cvPercent: oneDecimal((sd / mean) * 100),
    min,
    max,
    bands,
    tightRangePercent: oneDecimal((tight / count) * 100),
    gmi: enoughDays && enoughReadings ? oneDecimal(gmiPercent(mean)) : null,
    gmiNote: !enoughDays
      ? `Not enough data: GMI needs at least ${GMI_MIN_DAYS} days of readings.`
      : !enoughReadings
        ? `Not enough data: GMI needs ${GMI_MIN_COVERAGE_PERCENT}% of readings; ${coveragePercent}% are present.`
        : null,
  };
}

/** Glucose management indicator, percent (Bergenstal 2018). */
export function gmiPercent(meanMgDl: number): number {
  return 3.31 + 0.02392 * meanMgDl;
}

/**
 * The p-th percentile of values sorted ascending, interpolating linearly between the two nearest
 * ranks (the "type 7" estimator of R and NumPy's default).
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

export interface AgpPoint {
  /** Minutes after midnight at the start of the slot. */
  minute: number;
  p5: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
}

/**
 * The ambulatory glucose profile: per slot of the day (`slotMinutes` wide), the 5th, 25th,
 * 50th, 75th and 95th percentiles of every reading of every day in that slot. A slot with no
 * reading is left out, so the curve has a gap there.
 */
export function agpProfile(
  days: readonly (readonly (number | null)[])[],
  slotMinutes = 15,
): AgpPoint[] {
  const perSlot = slotMinutes / MINUTES_PER_READING;
  const slots = READINGS_PER_DAY / perSlot;
  const points: AgpPoint[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const values: number[] = [];
    for (const day of days) {
      for (let i = slot * perSlot; i < (slot + 1) * perSlot; i++) {
        const value = day[i];
        if (value !== null && value !== undefined) values.push(value);
      }
    }
    if (values.length === 0) continue;
    values.sort((a, b) => a - b);
    const [p5, p25, p50, p75, p95] = AGP_PERCENTILES.map((p) => oneDecimal(percentile(values, p)));
    points.push({ minute: slot * slotMinutes, p5, p25, p50, p75, p95 });
  }
  return points;
}

export interface MealResponse {
  /** Mean of the readings in the 30 minutes before the meal, mg/dL. */
  baseline: number;
  /** Highest level from the meal to 2 hours after it, mg/dL: the baseline when no reading rose above it. */
  peak: number;
  /** Minutes after the meal when the peak came: 0 when there was no rise. */
  peakAfterMinutes: number;
  /** peak − baseline, mg/dL: never below 0. */
  rise: number;
}

export const MEAL_BASELINE_MINUTES = 30;
export const MEAL_WINDOW_MINUTES = 120;

/**
 * A meal's glucose response from readings on a 5-minute grid: `readings[i]` was taken
 * `(i - mealIndex) × 5` minutes from the meal. The baseline is the mean of the readings of the
 * 30 minutes before it (the meal's own slot included, as it was taken before eating). The curve
 * starts at the meal at its baseline, so the peak is the highest of that and the readings of the
 * 2 hours after: a meal after which glucose only fell peaks at 0 min with no rise, never below
 * where it started. Null, "no readings", when either side has none.
 */
export function mealResponse(
  readings: readonly (number | null)[],
  mealIndex: number,
): MealResponse | null {
  const before: number[] = [];
  for (let i = mealIndex - MEAL_BASELINE_MINUTES / MINUTES_PER_READING; i <= mealIndex; i++) {
    const value = readings[i];
    if (value !== null && value !== undefined) before.push(value);
  }
  if (before.length === 0) return null;
  const baseline = oneDecimal(before.reduce((sum, value) => sum + value, 0) / before.length);
  let peak = baseline;
  let peakIndex = mealIndex;
  let readAfter = false;
  for (let i = mealIndex + 1; i <= mealIndex + MEAL_WINDOW_MINUTES / MINUTES_PER_READING; i++) {
    const value = readings[i];
    if (value === null || value === undefined) continue;
    readAfter = true;
    if (value > peak) {
      peak = value;
      peakIndex = i;
    }
  }
  if (!readAfter) return null;
  return {
    baseline,
    peak,
    peakAfterMinutes: (peakIndex - mealIndex) * MINUTES_PER_READING,
    rise: oneDecimal(peak - baseline),
  };
}

/* ---------- Units ---------- */

/** A glucose value in mg/dL, in the user's unit (mmol/L = mg/dL / 18.0156). */
export function toUnit(mgDl: number, unit: GlucoseUnit): number {
  return unit === 'mmol/L' ? mgDl / MG_DL_PER_MMOL_L : mgDl;
}

/** A value the user entered or read in their unit, back in mg/dL. */
export function fromUnit(value: number, unit: GlucoseUnit): number {
  return unit === 'mmol/L' ? value * MG_DL_PER_MMOL_L : value;
}

/** The number alone, as the unit is written: "102" mg/dL, "5.7" mmol/L. */
export function formatGlucoseNumber(mgDl: number, unit: GlucoseUnit): string {
  const value = toUnit(mgDl, unit);
  return unit === 'mmol/L' ? formatOneDecimal(value) : formatInteger(value);
}

/** "102 mg/dL", "5.7 mmol/L". */
export function formatGlucose(mgDl: number, unit: GlucoseUnit): string {
  return `${formatGlucoseNumber(mgDl, unit)} ${unit}`;
}

/** "78–145 mg/dL". */
export function formatGlucoseRange(lowMgDl: number, highMgDl: number, unit: GlucoseUnit): string {
  return `${formatGlucoseNumber(lowMgDl, unit)}–${formatGlucoseNumber(highMgDl, unit)} ${unit}`;
}

/**
 * A band's limits as the unit reads them: "<54 mg/dL", "54–69", "70–180", "181–250", ">250";
 * in mmol/L "<3.0", "3.0–3.8", "3.9–10.0", "10.1–13.9", ">13.9".
 */
export function bandLimits(band: GlucoseBand, unit: GlucoseUnit): string {
  const entry = GLUCOSE_BANDS.find((item) => item.band === band)!;
  if (entry.from === null) return `<${formatGlucose(VERY_LOW_BELOW, unit)}`;
  if (entry.to === null) return `>${formatGlucose(VERY_HIGH_ABOVE, unit)}`;
  // In mmol/L a band starts 0.1 above where the one below ends (3.0–3.8, 3.9–10.0, 10.1–13.9),
  // as the consensus writes them, rather than at its own converted bound (181 → 10.0).
  const from =
    unit === 'mmol/L'
      ? formatOneDecimal(Math.round(toUnit(entry.from - 1, unit) * 10) / 10 + 0.1)
      : formatGlucoseNumber(entry.from, unit);
  return `${from}–${formatGlucoseNumber(entry.to, unit)} ${unit}`;
}

/** Whether a change reads as 0 in the unit ("0 mg/dL", "0.0 mmol/L"), too small to show. */
export function readsAsNoChange(deltaMgDl: number, unit: GlucoseUnit): boolean {
  const scale = unit === 'mmol/L' ? 10 : 1;
  return Math.round(toUnit(Math.abs(deltaMgDl), unit) * scale) === 0;
}

/** "+38 mg/dL", "+2.1 mmol/L": a rise, a difference of two readings; "0 mg/dL", never "+0". */
export function formatGlucoseChange(deltaMgDl: number, unit: GlucoseUnit): string {
  const sign = readsAsNoChange(deltaMgDl, unit) ? '' : deltaMgDl > 0 ? '+' : '−';
  return `${sign}${formatGlucose(Math.abs(deltaMgDl), unit)}`;
}

/** A band's share as a report prints it: "82%", and "<1%" for a share above 0 that rounds to 0. */
export function formatPercent(value: number): string {
  if (value > 0 && value < 0.5) return '<1%';
  return `${formatInteger(value)}%`;
}

/** Whether a band's share meets its consensus target. */
export function meetsTarget(band: GlucoseBand, percent: number): boolean {
  const { target } = GLUCOSE_BANDS.find((item) => item.band === band)!;
  return target.direction === 'above' ? percent > target.percent : percent < target.percent;
}

/** "> 70%", "< 4%": a band's target as written beside it. */
export function targetText(band: GlucoseBand): string {
  const { target } = GLUCOSE_BANDS.find((item) => item.band === band)!;
  return `${target.direction === 'above' ? '>' : '<'} ${target.percent}%`;
}

/**
 * One sentence on a day, from its numbers: the average, time in range against its target, the
 * lows, and the variability.
 */
export function dailyOverview(stats: GlucoseStats, unit: GlucoseUnit): string {
  if (stats.mean === null || stats.cvPercent === null) {
    return 'No glucose readings were recorded on this day.';
  }
  const inRange = stats.bands.inRange;
  const lows = stats.bands.low + stats.bands.veryLow;
  const parts = [
    `Your glucose averaged ${formatGlucose(stats.mean, unit)} with ${formatPercent(inRange)} of readings in range (${formatGlucoseRange(TARGET_RANGE.low, TARGET_RANGE.high, unit)}), ${inRange > 70 ? 'above' : 'below'} the 70% target`,
  ];
  parts.push(
    lows > 0
      ? `${formatPercent(lows)} of readings were below ${formatGlucose(TARGET_RANGE.low, unit)}${stats.bands.veryLow > 0 ? `, some below ${formatGlucose(VERY_LOW_BELOW, unit)}` : ''}`
      : 'no readings were low',
  );
  parts.push(
    `variability was ${stats.cvPercent <= STABLE_CV_PERCENT ? 'stable' : 'high'} (CV ${formatOneDecimal(stats.cvPercent)}%, stable at ${STABLE_CV_PERCENT}% or less)`,
  );
  const coverage =
    stats.coveragePercent < 100
      ? ` The sensor recorded ${formatPercent(stats.coveragePercent)} of the day's readings.`
      : '';
  return `${parts[0]}; ${parts[1]}; ${parts[2]}.${coverage}`;
}
