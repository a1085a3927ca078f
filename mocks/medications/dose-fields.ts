import { encodeDoses, type DoseDays } from '@/lib/medications/doses';

/** A medication record's history fields for a set of doses (the model's dosesSince and doses). */
export function dosesFields(days: DoseDays): { dosesSince: string; doses: string } {
  const { since, text } = encodeDoses(days);
  return { dosesSince: since, doses: text };
}
