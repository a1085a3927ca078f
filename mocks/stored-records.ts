import { BIOMARKERS, BIOMARKER_IDS } from '@/lib/health/biomarkers';
import { isRealDate } from '@/lib/health/measurements';
import { SERIES, SERIES_NAMES, type SeriesName } from '@/lib/health/series';
import { PROVIDER_CATEGORIES, PROVIDER_IDS } from '@/lib/devices/catalogue';
import { MEAL_LIMITS, MEAL_PHOTO_PATTERN, MEAL_TYPES } from '@/lib/meals/rules';
import { MAX_REMINDER_TIMES } from '@/lib/medications/medication-schema';
import { FREQUENCY_IDS, MEDICATION_TYPE_IDS, TIME_PATTERN } from '@/lib/medications/schedule';
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
import { CATALOGUE } from '@/lib/supplements/catalogue';
import { EARLIEST_DATE, EMAIL_MAX } from '@/lib/validation';
import { MODELS, type ModelName } from './db';
import type { StoredRecord } from './migrations';
import { limitOfRow } from './rate-limit';

const TYPES = new Map<unknown, string>([
  [String, 'string'],
  [Number, 'number'],
  [Boolean, 'boolean'],
]);

interface Field {
  name: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
}

/** A declared field: `String`, `nullable(Number)` or `primaryKey(String)`, read from the model. */
function fieldOf(model: string, name: string, definition: unknown): Field {
  // @mswjs/data keeps the getter of primaryKey() and nullable() on the instance it returns.
  const { getPrimaryKeyValue, getValue } = definition as {
    getPrimaryKeyValue?: unknown;
    getValue?: unknown;
  };
  const type = TYPES.get(getPrimaryKeyValue ?? getValue ?? definition);
  if (!type) throw new Error(`stored-records.ts cannot check the type of ${model}.${name}`);
  return { name, type, nullable: !!getValue, primaryKey: !!getPrimaryKeyValue };
}

const FIELDS = Object.fromEntries(
  Object.entries(MODELS).map(([model, definition]) => [
    model,
    Object.entries(definition).map(([name, field]) => fieldOf(model, name, field)),
  ]),
) as Record<ModelName, Field[]>;

/**
 * A field's range, given its value (of the declared type, never null), its record and "now". The
 * code formats, parses and sums what it stores, so a value it could never have written (a date
 * that does not parse, a time stamp `new Date()` cannot print, a cost or a lock without end) is
 * refused as the request bodies' checks would refuse it. "Now" is null when the database is
 * loaded: what this server stored fitted its clock then, and a clock set back since (--now, a
 * time sync) must not make valid rows look damaged; time is checked against "now" on input only
 * (a file of demo data).
 */
type Rule = (value: never, record: StoredRecord, now: number | null) => boolean;
type Rules = { [M in ModelName]: { [F in keyof (typeof MODELS)[M]]: Rule } };

/** Ids, owners and keys: never empty; an address fits in the longest (`login:{e-mail}`). */
const ID_MAX = EMAIL_MAX + 50;
/**
 * Time stamps from 1900 to a year ahead: a file saved on a machine whose clock ran ahead. Without
 * a "now", up to the last instant `new Date()` prints.
 */
const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
const LATEST_INSTANT = 8.64e15;
const latest = (now: number | null, aheadMs = LATEST_AHEAD_MS) =>
  now === null ? LATEST_INSTANT : now + aheadMs;
/** A health series point: none of them (steps in an hour, glucose, minutes of sleep) comes near. */
const MAX_POINT = 100_000;
/**
 * A dose history's text: ten years of a medicine taken three times a day is about 100,000
 * characters; each day is parsed on every read of the medication.
 */
const DOSES_MAX = 100_000;
/**
 * PBKDF2 iterations: exactly the counts the server makes (mocks/crypto.ts and the seed: 100,000,
 * and 1,000 in tests and the small seed), or 0 for an account without a password (Google). Any
 * other count was never written by this server; a higher one would let a file make every login
 * as slow as it likes (1e9 held Node's crypto pool for minutes), a lower one makes login fail.
 */
const ITERATION_COUNTS = [1_000, 100_000];

const text =
  (max: number, min = 0): Rule =>
  (value: string) =>
    value.length >= min && value.length <= max;
const matching =
  (pattern: RegExp, max: number): Rule =>
  (value: string) =>
    value.length <= max && pattern.test(value);
const oneOf =
  (options: readonly unknown[]): Rule =>
  (value) =>
    options.includes(value);
const isBetween = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;
const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && isBetween(value, min, max);
const between =
  (min: number, max: number): Rule =>
  (value: number) =>
    isBetween(value, min, max);
const whole =
  (min: number, max: number): Rule =>
  (value: number) =>
    isWhole(value, min, max);
/** A boolean: its type, checked before its range, is all it can get wrong. */
const anyBoolean: Rule = () => true;

const id = text(ID_MAX, 1);
const instant: Rule = (value: number, _, now) => isWhole(value, EARLIEST_INSTANT, latest(now));
/** YYYY-MM-DD, a real day, from 1900 (as the forms accept it). */
const isDay = (value: string) => isRealDate(value) && value >= EARLIEST_DATE;
const day: Rule = isDay;
const dayOrEmpty: Rule = (value: string) => value === '' || isDay(value);
const time = matching(TIME_PATTERN, 5);
const email = matching(/^[^@\s]+@[^@\s]+$/, EMAIL_MAX);
const sha256 = matching(/^[0-9a-f]{64}$/, 64);
const TOKEN_TYPES = ['verify-email', 'reset-password', 'change-email'];

/** A list stored comma-separated ('' for none): at most `max` items, each once and fitting. */
const list =
  (fits: (item: string) => boolean, max: number): Rule =>
  (value: string) => {
    if (value === '') return true;
    const items = value.split(',');
    return items.length <= max && new Set(items).size === items.length && items.every(fits);
  };
/** Choices: known ids, each once. */
const choices = (options: readonly string[]) =>
  list((item) => options.includes(item), options.length);

/** A day's points as text ("62,61,,64"): as many as the series has, each a gap or a number. */
const seriesPoints: Rule = (value: string, record) => {
  const series = SERIES[record.series as SeriesName];
  if (!series) return false;
  const points = value.split(',');
  return (
    points.length === series.points &&
    points.every((point) => point === '' || (/^\d+(\.\d+)?$/.test(point) && +point <= MAX_POINT))
  );
};

/** A dose history (src/lib/medications/doses.ts): days of '.'-joined 'HHMMhhmm' doses. */
const DOSE = /^([01]\d|2[0-3])[0-5]\d([01]\d|2[0-3])[0-5]\d$/;
const doseHistory: Rule = (value: string) =>
  value.length <= DOSES_MAX &&
  value
    .split(',')
    .every((dayText) => dayText === '' || dayText.split('.').every((dose) => DOSE.test(dose)));

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((item) => item.id);
const values = <T extends { value: string }>(list: readonly T[]) => list.map((item) => item.value);

/** What each field of each table may hold (docs/openapi.yaml's limits, and the forms'). */
const RULES: Rules = {
  user: {
    id,
    username: text(30, 1),
    email,
    firstName: text(50),
    lastName: text(50),
    role: oneOf(['user', 'admin']),
    profileImageUrl: text(2_000),
    emailVerified: anyBoolean,
    plan: oneOf(['free', 'premium']),
    authProvider: oneOf(['password', 'google']),
    passwordSalt: text(100),
    passwordHash: sha256,
    passwordIterations: (value: number, record) =>
      ITERATION_COUNTS.includes(value) || (value === 0 && record.passwordHash === null),
    createdAt: instant,
  },
  session: {
    id: sha256,
    userId: id,
    kind: oneOf(['bearer', 'cookie']),
    createdAt: instant,
    expiresAt: instant,
  },
  verificationToken: {
    id,
    type: oneOf(TOKEN_TYPES),
    userId: id,
    email,
    tokenHash: sha256,
    expiresAt: instant,
    usedAt: instant,
  },
  outboxMessage: {
    id,
    to: email,
    subject: text(200),
    text: text(5_000),
    link: matching(/^\//, 2_000),
    kind: oneOf(TOKEN_TYPES),
    createdAt: instant,
  },
  healthSeries: {
    // One record per user, series, day and source: the id says which, and is how it is found.
    id: (value: string, record) =>
      value === `${record.userId}:${record.series}:${record.date}:${record.source}`,
    userId: id,
    series: oneOf(SERIES_NAMES),
    date: day,
    source: oneOf([...PROVIDER_IDS, 'manual']),
    values: seriesPoints,
    updatedAt: instant,
  },
  meal: {
    id,
    userId: id,
    date: day,
    time,
    type: oneOf(MEAL_TYPES),
    description: text(MEAL_LIMITS.description, 1),
    calories: between(0, MEAL_LIMITS.calories),
    carbs: between(0, MEAL_LIMITS.grams),
    protein: between(0, MEAL_LIMITS.grams),
    fat: between(0, MEAL_LIMITS.grams),
    photo: matching(MEAL_PHOTO_PATTERN, MEAL_LIMITS.photoChars),
    createdAt: instant,
  },
  unitSettings: { id, userId: id, glucoseUnit: oneOf(GLUCOSE_UNITS), updatedAt: instant },
  rateLimit: {
    id: (value: string) => value.length <= ID_MAX && limitOfRow(value) !== undefined,
    count: (value: number, record) => isWhole(value, 0, limitOfRow(String(record.id))?.max ?? 0),
    windowStartedAt: (value: number, _, now) => isWhole(value, EARLIEST_INSTANT, latest(now, 0)),
    // A lock lasts one window from the use that reached the limit, within its window; 0 is none.
    lockedUntil: (value: number, record, now) => {
      const windowMs = limitOfRow(String(record.id))?.windowMs ?? 0;
      const end = Math.min(
        latest(now, windowMs),
        (record.windowStartedAt as number) + 2 * windowMs,
      );
      return value === 0 || isWhole(value, EARLIEST_INSTANT, end);
    },
  },
  labDraw: {
    id,
    userId: id,
    date: day,
    labName: text(120),
    source: oneOf(['seed', 'manual', 'upload', 'provider']),
    createdAt: instant,
  },
  labResult: {
    id,
    drawId: id,
    userId: id,
    biomarker: oneOf(BIOMARKER_IDS),
    value: (value: number, record) => {
      const biomarker = BIOMARKERS[record.biomarker as keyof typeof BIOMARKERS];
      return !!biomarker && isBetween(value, biomarker.plausible.min, biomarker.plausible.max);
    },
    // Stored in the biomarker's own unit, whatever spelling the entry used.
    unit: (value: string, record) =>
      BIOMARKERS[record.biomarker as keyof typeof BIOMARKERS]?.unit === value,
  },
  labFollowUp: { id, userId: id, drawId: id, dueDate: day, createdAt: instant },
  surgery: {
    id,
    userId: id,
    type: text(200, 1),
    date: day,
    hospital: text(200),
    doctor: text(200),
    description: text(2_000),
    createdAt: instant,
  },
  condition: {
    id,
    userId: id,
    name: text(200, 1),
    diagnosisDate: day,
    status: oneOf(['active', 'managed', 'resolved']),
    notes: text(2_000),
    createdAt: instant,
  },
  medication: {
    id,
    userId: id,
    name: text(100, 1),
    dosage: text(50, 1),
    frequency: oneOf(FREQUENCY_IDS),
    type: oneOf(MEDICATION_TYPE_IDS),
    startDate: day,
    reminderTimes: list((item) => TIME_PATTERN.test(item), MAX_REMINDER_TIMES),
    notes: text(500),
    dosesSince: dayOrEmpty,
    doses: doseHistory,
    createdAt: instant,
  },
  cartItem: {
    id,
    userId: id,
    supplementId: oneOf(ids(CATALOGUE)),
    quantity: whole(1, 10),
    addedAt: instant,
  },
  mealPlanWaitlist: { id, userId: id, joinedAt: instant },
  connectedDevice: {
    id,
    userId: id,
    provider: oneOf(PROVIDER_IDS),
    deviceName: text(100, 1),
    deviceType: oneOf(ids(PROVIDER_CATEGORIES)),
    connectedAt: instant,
    lastSynced: instant,
    lastSyncSummary: text(500),
  },
  profileSettings: {
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
  notificationSettings: {
    id,
    userId: id,
    enabled: choices(ids([...NOTIFICATION_CHANNELS, ...ALERT_TYPES])),
    quietHoursStart: time,
    quietHoursEnd: time,
    updatedAt: instant,
  },
  privacySettings: {
    id,
    userId: id,
    enabled: choices(ids(PRIVACY_OPTIONS)),
    updatedAt: instant,
  },
};

/** The first field of the record that does not fit the model (its type, then its range), if any. */
function misfit(record: unknown, model: ModelName, now: number | null): string | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return 'record';
  const rules = RULES[model] as Record<string, Rule>;
  const bad = FIELDS[model].find(({ name, type, nullable, primaryKey }) => {
    const value = (record as StoredRecord)[name];
    if (value === null) return !nullable;
    if (typeof value !== type || (primaryKey && value === '')) return true;
    return !rules[name](value as never, record as StoredRecord, now);
  });
  return bad ? bad.name : null;
}

/** A stored table checked against its model: its records, or why it does not fit. */
export type TableCheck = { records: StoredRecord[] } | { problem: string };

/**
 * Checks every record of a stored table: each declared field present with its declared type and
 * within its range (RULES) at `now` (null: as loaded, see Rule), ids unique. Fields the model
 * does not declare are ignored.
 */
export function checkTable(model: ModelName, table: unknown, now: number | null): TableCheck {
  if (!Array.isArray(table)) return { problem: 'it is not a list of records' };
  const key = FIELDS[model].find((field) => field.primaryKey)!.name;
  const seen = new Set<unknown>();
  for (const [index, record] of table.entries()) {
    const field = misfit(record, model, now);
    if (field) return { problem: `record ${index + 1} has a bad ${field}` };
    const recordId = (record as StoredRecord)[key];
    if (seen.has(recordId)) return { problem: `record ${index + 1} repeats an ${key}` };
    seen.add(recordId);
  }
  return { records: table as StoredRecord[] };
}

/**
 * The stored table's records if every one fits its model (`checkTable`, as loaded: whatever the
 * clock says now); null otherwise.
 */
export function recordsFittingModel(model: ModelName, table: unknown): StoredRecord[] | null {
  const check = checkTable(model, table, null);
  return 'records' in check ? check.records : null;
}
