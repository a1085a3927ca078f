import { factory, nullable, primaryKey } from '@mswjs/data';

/**
 * The shape version of the saved database. Bump it only for a real change of shape (a field
 * renamed, retyped or removed), with a migration in `migrations.ts`; a new model needs neither:
 * a table missing from an older store simply starts empty.
 */
export const DB_SCHEMA_VERSION = 2;

/** The models: the factory's input, and what a stored record is checked against (stored-records.ts). */
export const MODELS = {
  user: {
    id: primaryKey(String),
    username: String,
    email: String,
    firstName: nullable(String),
    lastName: nullable(String),
    role: String,
    profileImageUrl: nullable(String),
    emailVerified: Boolean,
    plan: String,
    /** 'password' or 'google'. */
    authProvider: String,
    passwordSalt: nullable(String),
    passwordHash: nullable(String),
    /** PBKDF2 iterations of this hash, so the cost can change without breaking stored hashes. */
    passwordIterations: Number,
    createdAt: Number,
  },
  session: {
    /** SHA-256 of the token: the token itself lives only in the browser that holds it. */
    id: primaryKey(String),
    userId: String,
    /** 'bearer' (Authorization header) or 'cookie' (the Google session). */
    kind: String,
    createdAt: Number,
    expiresAt: Number,
  },
  verificationToken: {
    id: primaryKey(String),
    /** 'verify-email' or 'reset-password'. */
    type: String,
    userId: String,
    email: String,
    /** SHA-256 of the token: the token itself only travels in the e-mail link. */
    tokenHash: String,
    expiresAt: Number,
    usedAt: nullable(Number),
  },
  outboxMessage: {
    id: primaryKey(String),
    to: String,
    subject: String,
    text: String,
    link: String,
    kind: String,
    createdAt: Number,
  },
  healthSeries: {
    /** `{userId}:{series}:{date}:{source}`. */
    id: primaryKey(String),
    userId: String,
    /** A key of SERIES in src/lib/health/series.ts. */
    series: String,
    /** The calendar day, YYYY-MM-DD, in the user's time zone. */
    date: String,
    /** A device provider id, or 'manual'. */
    source: String,
    /** That day's points as text (see encodePoints). */
    values: String,
    updatedAt: Number,
  },
  meal: {
    id: primaryKey(String),
    userId: String,
    date: String,
    /** HH:mm. */
    time: String,
    /** breakfast, lunch, dinner or snack. */
    type: String,
    description: String,
    calories: nullable(Number),
    carbs: nullable(Number),
    protein: nullable(Number),
    fat: nullable(Number),
    /** A small JPEG data URL, or null. */
    photo: nullable(String),
    createdAt: Number,
  },
  unitSettings: {
    /** The user's id: one record per user, absent until they choose. */
    id: primaryKey(String),
    userId: String,
    /** 'mg/dL' or 'mmol/L'. */
    glucoseUnit: String,
    updatedAt: Number,
  },
  rateLimit: {
    /** The action and the normalised e-mail address, e.g. 'login:a@b.c'. */
    id: primaryKey(String),
    count: Number,
    windowStartedAt: Number,
    lockedUntil: Number,
  },
  labDraw: {
    id: primaryKey(String),
    userId: String,
    /** The day the blood was drawn, YYYY-MM-DD. */
    date: String,
    labName: String,
    /** 'seed', 'manual' (the entry form), 'upload' (a CSV file) or 'provider' (simulated sync). */
    source: String,
    createdAt: Number,
  },
  labResult: {
    id: primaryKey(String),
    drawId: String,
    userId: String,
    /** A key of BIOMARKERS (src/lib/health/biomarkers.ts); the status is computed, never stored. */
    biomarker: String,
    value: Number,
    unit: String,
  },
  labFollowUp: {
    /** One retest reminder per user: `{userId}:retest`. */
    id: primaryKey(String),
    userId: String,
    /** The draw it follows up, and the retest day (YYYY-MM-DD). */
    drawId: String,
    dueDate: String,
    createdAt: Number,
  },
  surgery: {
    id: primaryKey(String),
    userId: String,
    type: String,
    /** YYYY-MM-DD. */
    date: String,
    hospital: String,
    doctor: String,
    description: String,
    createdAt: Number,
  },
  condition: {
    id: primaryKey(String),
    userId: String,
    name: String,
    /** YYYY-MM-DD. */
    diagnosisDate: String,
    /** 'active', 'managed' or 'resolved'. */
    status: String,
    notes: String,
    createdAt: Number,
  },
  medication: {
    id: primaryKey(String),
    userId: String,
    name: String,
    dosage: String,
    /** daily, twice_daily, three_times_daily, weekly or as_needed. */
    frequency: String,
    /** prescription, supplement or vitamin. */
    type: String,
    startDate: String,
    /** HH:MM times in order, joined by ','. */
    reminderTimes: String,
    notes: nullable(String),
    /** The dose history as text (src/lib/medications/doses.ts): its first day, then the days. */
    dosesSince: String,
    doses: String,
    createdAt: Number,
  },
  cartItem: {
    /** `{userId}:{supplementId}`: one line per supplement. */
    id: primaryKey(String),
    userId: String,
    supplementId: String,
    quantity: Number,
    addedAt: Number,
  },
  mealPlanWaitlist: {
    /** The user's id: one record per user who joined the Meal Planning waitlist. */
    id: primaryKey(String),
    userId: String,
    joinedAt: Number,
  },
  connectedDevice: {
    id: primaryKey(String),
    userId: String,
    /** A provider id (src/lib/devices/catalogue.ts). */
    provider: String,
    deviceName: String,
    deviceType: String,
    connectedAt: Number,
    /** When it last delivered, or null before its first sync. */
    lastSynced: nullable(Number),
    /** What its last sync brought, as the card says it ("36 new glucose readings"). */
    lastSyncSummary: nullable(String),
  },
  profileSettings: {
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
  notificationSettings: {
    id: primaryKey(String),
    userId: String,
    /** The channel and alert switches that are on, comma-separated ids. */
    enabled: String,
    /** HH:mm. */
    quietHoursStart: String,
    quietHoursEnd: String,
    updatedAt: Number,
  },
  privacySettings: {
    id: primaryKey(String),
    userId: String,
    /** The privacy switches that are on, comma-separated ids. */
    enabled: String,
    updatedAt: Number,
  },
};

export const db = factory(MODELS);

export type Db = typeof db;
export type ModelName = Exclude<keyof Db, symbol>;
export const MODEL_NAMES = Object.keys(db) as ModelName[];

interface DatabaseInstance {
  models: Record<ModelName, Map<string, unknown>>;
  events: DatabaseEvents;
}

export interface DatabaseEvents {
  on(event: 'create' | 'update' | 'delete', listener: (...args: unknown[]) => void): void;
  removeListener(
    event: 'create' | 'update' | 'delete',
    listener: (...args: unknown[]) => void,
  ): void;
  removeAllListeners(event?: string): void;
}

/**
 * The factory keeps its Database under a symbol that the package's entry point does not export;
 * a deep import could load a second copy of the module (and so another symbol) once bundled.
 */
export const database: DatabaseInstance = (() => {
  const instance = Object.getOwnPropertySymbols(db)
    .map((key) => (db as unknown as Record<symbol, unknown>)[key])
    .find((value): value is DatabaseInstance => !!value && 'events' in (value as object));
  if (!instance) throw new Error('@mswjs/data: database instance not found');
  return instance;
})();

// @mswjs/data's own sync extension replays every write to the other tabs over a
// BroadcastChannel, a restore of the whole store included. Tabs follow each other through the
// saved tables instead (persistence.ts), so its listeners are removed.
database.events.removeAllListeners();
