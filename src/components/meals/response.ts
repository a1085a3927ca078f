import {
  formatGlucose,
  formatGlucoseChange,
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
  const rise = `Peak rise ${formatGlucoseChange(response.rise, unit)} at ${response.peakAfterMinutes} min`;
  const path = `from ${formatGlucose(response.baseline, unit)} to ${formatGlucose(response.peak, unit)}`;
  return responseStatus === 'pending'
    ? `${rise} so far (${path}); still measuring the 2 hours after it.`
    : `${rise} (${path}).`;
}
