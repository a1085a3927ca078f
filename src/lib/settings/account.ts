import dayjs from 'dayjs';
import * as yup from 'yup';
import { isRealDate } from '../health/measurements';
import { choiceList, emailField, nameField, notBeforeEarliest } from '../validation';

/** The option lists of the settings form, with their labels. */
export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

export const BLOOD_TYPES = [
  { value: 'a-positive', label: 'A+' },
  { value: 'a-negative', label: 'A−' },
  { value: 'b-positive', label: 'B+' },
  { value: 'b-negative', label: 'B−' },
  { value: 'ab-positive', label: 'AB+' },
  { value: 'ab-negative', label: 'AB−' },
  { value: 'o-positive', label: 'O+' },
  { value: 'o-negative', label: 'O−' },
  { value: 'unknown', label: 'Unknown' },
] as const;

export const ACTIVITY_LEVELS = [
  { value: 'sedentary', label: 'Sedentary' },
  { value: 'lightly-active', label: 'Lightly active' },
  { value: 'moderately-active', label: 'Moderately active' },
  { value: 'very-active', label: 'Very active' },
  { value: 'extra-active', label: 'Extra active' },
] as const;

export const HEALTH_GOALS = [
  { id: 'improve-sleep', label: 'Improve sleep quality' },
  { id: 'increase-activity', label: 'Increase daily activity' },
  { id: 'manage-weight', label: 'Manage weight' },
  { id: 'stabilize-glucose', label: 'Keep glucose in range' },
  { id: 'heart-health', label: 'Improve heart health' },
  { id: 'reduce-stress', label: 'Reduce stress' },
] as const;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((option) => option.value) as T[number]['value'][];

/**
 * Plausible bounds: heights from 50 cm to 272 cm (the tallest person on record, Robert Wadlow,
 * Guinness World Records); weights as the manual measurement accepts them (20–300 kg).
 */
export const HEIGHT_RANGE = { min: 50, max: 272 } as const;
export const WEIGHT_RANGE = { min: 20, max: 300 } as const;
export const BIO_MAX = 500;

/** A number field that may be left empty (null). */
const optionalNumber = (label: string, { min, max }: { min: number; max: number }, unit: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? null : value))
    .nullable()
    .typeError(`${label} must be a number`)
    .min(min, `${label} must be between ${min} and ${max} ${unit}`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}`);

/** The Account tab's fields: the form and the mocked server check them with the same rules. */
export const profileSchema = yup.object({
  firstName: nameField().default(''),
  lastName: nameField().default(''),
  email: emailField(),
  phone: yup
    .string()
    .trim()
    .default('')
    .matches(/^$|^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number of 7 to 20 digits, spaces or dashes'),
  bio: yup.string().trim().default('').max(BIO_MAX, `Keep your bio under ${BIO_MAX} characters`),
  dateOfBirth: yup
    .string()
    .default('')
    .test('date', 'Enter a real date', (value) => !value || isRealDate(value))
    .test(
      'past',
      'Your date of birth must be in the past',
      (value) => !value || value < dayjs().format('YYYY-MM-DD'),
    )
    .test(notBeforeEarliest('Enter a date of birth after 1900')),
  gender: yup
    .string()
    .default('')
    .oneOf(['', ...values(GENDERS)], 'Choose a gender from the list'),
  bloodType: yup
    .string()
    .default('')
    .oneOf(['', ...values(BLOOD_TYPES)], 'Choose a blood type from the list'),
  heightCm: optionalNumber('Height', HEIGHT_RANGE, 'cm'),
  weightKg: optionalNumber('Weight', WEIGHT_RANGE, 'kg'),
  activityLevel: yup
    .string()
    .default('')
    .oneOf(['', ...values(ACTIVITY_LEVELS)], 'Choose an activity level from the list'),
  healthGoals: choiceList(
    HEALTH_GOALS.map((goal) => goal.id),
    'Unknown health goal',
  ).default([]),
});

/** The notification switches. */
export const NOTIFICATION_CHANNELS = [
  { id: 'email', label: 'Email notifications', description: 'Summaries and alerts by email' },
  { id: 'push', label: 'Push notifications', description: 'Alerts on this device' },
  { id: 'sms', label: 'SMS notifications', description: 'Urgent alerts by text message' },
] as const;

export const ALERT_TYPES = [
  { id: 'glucose-alerts', label: 'Glucose alerts', description: 'Readings outside your range' },
  { id: 'medication-reminders', label: 'Medication reminders', description: 'When a dose is due' },
  { id: 'activity-goals', label: 'Activity goals', description: 'Progress toward your step goal' },
  { id: 'sleep-insights', label: 'Sleep insights', description: 'What last night tells you' },
  { id: 'device-sync', label: 'Device sync issues', description: 'When a device stops syncing' },
  { id: 'weekly-report', label: 'Weekly health report', description: 'Your week, every Monday' },
] as const;

/** Quiet hours 22:00 to 07:00 by default. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export const DEFAULT_NOTIFICATIONS = {
  enabled: [
    'email',
    'push',
    'glucose-alerts',
    'medication-reminders',
    'activity-goals',
    'weekly-report',
  ],
  quietHoursStart: DEFAULT_QUIET_HOURS.start,
  quietHoursEnd: DEFAULT_QUIET_HOURS.end,
};

const NOTIFICATION_IDS = [...NOTIFICATION_CHANNELS, ...ALERT_TYPES].map((option) => option.id);
const timeField = (label: string) =>
  yup
    .string()
    .required(`Choose when quiet hours ${label}`)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:mm');

export const notificationSchema = yup.object({
  enabled: choiceList(NOTIFICATION_IDS, 'Unknown notification')
    .default(undefined)
    .required('enabled is required'),
  quietHoursStart: timeField('start'),
  quietHoursEnd: timeField('end'),
});

/** The Privacy & Security tab's switches. */
export const PRIVACY_OPTIONS = [
  {
    id: 'share-research',
    label: 'Share anonymized data for research',
    description: 'Helps improve health research; nothing identifies you.',
  },
  {
    id: 'share-care-team',
    label: 'Let my care team view my data',
    description: 'Clinicians you invite can read your dashboard.',
  },
  {
    id: 'community-profile',
    label: 'Show my profile in the community',
    description: 'Other members can see your name and badges.',
  },
  {
    id: 'personalized-recommendations',
    label: 'Personalized recommendations',
    description: 'Use your data to tailor tips and insights.',
  },
] as const;

export const DEFAULT_PRIVACY = { enabled: ['personalized-recommendations'] };

export const privacySchema = yup.object({
  enabled: choiceList(
    PRIVACY_OPTIONS.map((option) => option.id),
    'Unknown privacy setting',
  )
    .default(undefined)
    .required('enabled is required'),
});
