import {
  formatGlucose,
  formatGlucoseChange,
  readsAsNoChange,
  type GlucoseUnit,
  type MealResponse,
} from '@/lib/health/glucose';

type Responding = {
  response: MealResponse | null;
  responseStatus: 'complete' | 'pending' | 'noReadings';
};

/** A meal's glucose response in a few words, in the user's unit. */
export function responseNote({ response, responseStatus }: Responding, unit: GlucoseUnit): string {
  if (responseStatus === 'noReadings' || !response) {
    return responseStatus === 'pending'
      ? 'Glucose response: waiting for readings after this meal.'
      : 'No glucose readings around this meal.';
  }
  const pending = responseStatus === 'pending';
  const from = `from ${formatGlucose(response.baseline, unit)}`;
  // Glucose that only fell, or rose by less than the unit shows, has no peak worth naming:
  // "Peak rise 0 mg/dL at 5 min (from 104 to 101)" read as a peak below where it started.
  if (readsAsNoChange(response.rise, unit)) {
    return pending
      ? `No rise so far (${from}, no reading higher since); still measuring the 2 hours after it.`
      : `No rise (${from}, no reading higher in the 2 hours after).`;
  }
  const rise = `Peak rise ${formatGlucoseChange(response.rise, unit)} at ${response.peakAfterMinutes} min`;
  const path = `${from} to ${formatGlucose(response.peak, unit)}`;
  return pending
    ? `${rise} so far (${path}); still measuring the 2 hours after it.`
    : `${rise} (${path}).`;
}
