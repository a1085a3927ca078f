import { factory, nullable, primaryKey } from '@mswjs/data';

/** Bump when a model changes shape: a stored database of another version is re-seeded. */
export const DB_SCHEMA_VERSION = 1;

export const db = factory({
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
    createdAt: Number,
  },
  session: {
    /** The token itself: random, 256 bits. */
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
  loginThrottle: {
    /** The normalised e-mail address. */
    id: primaryKey(String),
    failures: Number,
    windowStartedAt: Number,
    lockedUntil: Number,
  },
});

export type Db = typeof db;
export type ModelName = Exclude<keyof Db, symbol>;
export const MODEL_NAMES = Object.keys(db) as ModelName[];
