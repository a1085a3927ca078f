import * as yup from 'yup';
import type { ApiBody } from '../api/contract';
import { pastDay } from '../validation';

/**
 * The Add Surgery and Add Condition rules, shared by the Medical History forms and the mocked
 * server: a form refuses what the server would, with the same words.
 */
export const CONDITION_STATUS_IDS = ['active', 'managed', 'resolved'] as const;

export const HISTORY_LIMITS = { name: 200, text: 2000 } as const;

/** Optional text of at most `max` characters, trimmed; left out, it is empty. */
const text = (max: number, name: string) =>
  yup.string().trim().max(max, `${name} must be at most ${max} characters`).default('');

export const surgerySchema = yup.object({
  type: yup
    .string()
    .trim()
    .required('Enter the surgery type')
    .max(HISTORY_LIMITS.name, `The surgery type must be at most ${HISTORY_LIMITS.name} characters`),
  date: pastDay('Choose the date of the surgery'),
  hospital: text(HISTORY_LIMITS.name, 'The hospital'),
  doctor: text(HISTORY_LIMITS.name, 'The doctor'),
  description: text(HISTORY_LIMITS.text, 'The description'),
});

export const conditionSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter the condition name')
    .max(
      HISTORY_LIMITS.name,
      `The condition name must be at most ${HISTORY_LIMITS.name} characters`,
    ),
  diagnosisDate: pastDay('Choose the diagnosis date'),
  status: yup
    .string()
    .required('Select status')
    .oneOf(CONDITION_STATUS_IDS, 'Status must be active, managed or resolved'),
  notes: text(HISTORY_LIMITS.text, 'The notes'),
});

export type ConditionStatus = (typeof CONDITION_STATUS_IDS)[number];
export type SurgeryValues = yup.InferType<typeof surgerySchema>;
/** The form's values: no status until one is chosen. */
export type ConditionValues = Omit<yup.InferType<typeof conditionSchema>, 'status'> & {
  status: ConditionStatus | '';
};

/** What the server stores: trimmed text, empty when left out. */
export const toSurgeryRequest = (values: SurgeryValues): ApiBody<'addSurgery'> =>
  surgerySchema.cast(values);

export const toConditionRequest = (values: ConditionValues): ApiBody<'addCondition'> =>
  conditionSchema.cast(values);
