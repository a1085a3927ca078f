import type { ApiReply } from '@/lib/api/contract';
import { useApiMutation } from '@/lib/api/queries';

/**
 * A measurement taken by hand (weight, blood pressure, heart rate, oxygen, sleep): the one home of
 * its client side (write, form, dialog), shared by the Dashboard and Health Metrics, which both
 * offer Add Data. A saved measurement refreshes both screens' reads (`REFRESHES`).
 */
export type Measurement = ApiReply<'addMeasurement'>;

export const useAddMeasurement = () =>
  useApiMutation('addMeasurement', {
    failure: { text: 'The measurement could not be saved. Please try again.' },
  });
