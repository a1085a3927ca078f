/**
 * The stored health series. Each is kept as one record per user, day, series and source whose
 * `values` hold that day's points as text ("62,61,,64": an empty place is a gap), so 90 days of
 * 5-minute glucose stay a few kilobytes a day in the saved database.
 */
export const SERIES = {
  /** Hourly average heart rate, 24 points. */
  heartRate: { points: 24, unit: 'bpm' },
  restingHeartRate: { points: 1, unit: 'bpm' },
  /** Overnight heart rate variability (RMSSD). */
  hrv: { points: 1, unit: 'ms' },
  /** Minutes of deep, light and REM sleep and awake time in bed, for the night ending that day. */
  sleep: { points: 4, unit: 'min' },
  /** Steps per hour, 24 points. */
  steps: { points: 24, unit: 'steps' },
  activeMinutes: { points: 1, unit: 'min' },
  weight: { points: 1, unit: 'kg' },
  bloodOxygen: { points: 1, unit: '%' },
  /** Systolic and diastolic. */
  bloodPressure: { points: 2, unit: 'mmHg' },
  /** Every 5 minutes from midnight, 288 points (the glucose screens read these). */
  glucose: { points: 288, unit: 'mg/dL' },
} as const;

export type SeriesName = keyof typeof SERIES;
export const SERIES_NAMES = Object.keys(SERIES) as SeriesName[];

/** Where a day's points came from: a device provider, or the user by hand. */
export type DataSource =
  | 'fitbit'
  | 'garmin'
  | 'apple_health'
  | 'oura'
  | 'whoop'
  | 'dexcom'
  | 'freestyle_libre'
  | 'polar'
  | 'wahoo'
  | 'manual';

export type Points = (number | null)[];

export function encodePoints(points: Points): string {
  return points.map((value) => (value === null ? '' : String(value))).join(',');
}

export function decodePoints(text: string): Points {
  return text.split(',').map((value) => (value === '' ? null : Number(value)));
}
