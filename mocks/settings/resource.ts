import { nullable, primaryKey } from '@mswjs/data';
import {
  ACTIVITY_LEVELS,
  ALERT_TYPES,
  BIO_MAX,
  BLOOD_TYPES,
  GENDERS,
  HEALTH_GOALS,
  HEIGHT_RANGE,
  NOTIFICATION_CHANNELS,
  PRIVACY_OPTIONS,
  WEIGHT_RANGE,
} from '@/lib/settings/account';
import { GLUCOSE_UNITS } from '@/lib/settings/unit-values';
import {
  between,
  choices,
  dayOrEmpty,
  id,
  ids,
  instant,
  matching,
  oneOf,
  text,
  time,
  values,
} from '../record-rules';
import { defineResource } from '../resource';
import { seedSettings } from './seed';

/** The user's settings: units, profile, notifications and privacy; each absent until saved. */
const settings = defineResource({
  tables: {
    unitSettings: {
      model: {
        /** The user's id: one record per user, absent until they choose. */
        id: primaryKey(String),
        userId: String,
        /** 'mg/dL' or 'mmol/L'. */
        glucoseUnit: String,
        updatedAt: Number,
      },
      rules: { id, userId: id, glucoseUnit: oneOf(GLUCOSE_UNITS), updatedAt: instant },
      label: 'Unit settings',
      example: (userId, fields) => ({
        id: userId,
        userId,
        glucoseUnit: 'mmol/L',
        updatedAt: 0,
        ...fields,
      }),
    },
    profileSettings: {
      model: {
        /** The user's id: one record per user, absent until they save. */
        id: primaryKey(String),
        userId: String,
        phone: String,
        bio: String,
        /** YYYY-MM-DD, or ''. */
        dateOfBirth: String,
        gender: String,
        bloodType: String,
        heightCm: nullable(Number),
        weightKg: nullable(Number),
        activityLevel: String,
        /** The health goals switched on, comma-separated ids. */
        healthGoals: String,
        updatedAt: Number,
      },
      rules: {
        id,
        userId: id,
        phone: matching(/^$|^\+?[0-9 ()-]{7,20}$/, 21),
        bio: text(BIO_MAX),
        dateOfBirth: dayOrEmpty,
        gender: oneOf(['', ...values(GENDERS)]),
        bloodType: oneOf(['', ...values(BLOOD_TYPES)]),
        heightCm: between(HEIGHT_RANGE.min, HEIGHT_RANGE.max),
        weightKg: between(WEIGHT_RANGE.min, WEIGHT_RANGE.max),
        activityLevel: oneOf(['', ...values(ACTIVITY_LEVELS)]),
        healthGoals: choices(ids(HEALTH_GOALS)),
        updatedAt: instant,
      },
      label: 'Profile details',
      example: (userId, fields) => ({
        id: userId,
        userId,
        phone: '',
        bio: '',
        dateOfBirth: '',
        gender: '',
        bloodType: '',
        heightCm: null,
        weightKg: null,
        activityLevel: '',
        healthGoals: '',
        updatedAt: 0,
        ...fields,
      }),
    },
    notificationSettings: {
      model: {
        id: primaryKey(String),
        userId: String,
        /** The channel and alert switches that are on, comma-separated ids. */
        enabled: String,
        /** HH:mm. */
        quietHoursStart: String,
        quietHoursEnd: String,
        updatedAt: Number,
      },
      rules: {
        id,
        userId: id,
        enabled: choices(ids([...NOTIFICATION_CHANNELS, ...ALERT_TYPES])),
        quietHoursStart: time,
        quietHoursEnd: time,
        updatedAt: instant,
      },
      label: 'Notification settings',
      example: (userId, fields) => ({
        id: userId,
        userId,
        enabled: 'email',
        quietHoursStart: '22:00',
        quietHoursEnd: '07:00',
        updatedAt: 0,
        ...fields,
      }),
    },
    privacySettings: {
      model: {
        id: primaryKey(String),
        userId: String,
        /** The privacy switches that are on, comma-separated ids. */
        enabled: String,
        updatedAt: Number,
      },
      rules: { id, userId: id, enabled: choices(ids(PRIVACY_OPTIONS)), updatedAt: instant },
      label: 'Privacy settings',
      example: (userId, fields) => ({ id: userId, userId, enabled: '', updatedAt: 0, ...fields }),
    },
  },
  seed: seedSettings,
});

export default settings;

declare module '../resources' {
  interface Resources {
    settings: typeof settings;
  }
}
