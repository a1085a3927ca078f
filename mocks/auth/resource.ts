import { nullable, primaryKey } from '@mswjs/data';
import { randomSalt } from '../crypto';
import {
  anyBoolean,
  email,
  id,
  ID_MAX,
  instant,
  isWhole,
  EARLIEST_INSTANT,
  latest,
  oneOf,
  sha256,
  text,
} from '../record-rules';
import { defineResource } from '../resource';
import { limitOfRow } from './limits';
import { seedUsers } from './seed';
import { TOKEN_TYPES } from './tokens';

/**
 * PBKDF2 iterations: exactly the counts the server makes (mocks/crypto.ts and the seed: 100,000,
 * and 1,000 in tests and the small seed), or 0 for an account without a password (Google). Any
 * other count was never written by this server; a higher one would let a file make every login
 * as slow as it likes (1e9 held Node's crypto pool for minutes), a lower one makes login fail.
 */
const ITERATION_COUNTS = [1_000, 100_000];

/** A SHA-256 as hex, as the server stores hashes of tokens: random, for examples. */
const randomHash = () => randomSalt() + randomSalt();

/** Accounts, sessions, e-mail tokens and the rate limits of login and e-mail. */
const auth = defineResource({
  tables: {
    user: {
      model: {
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
      rules: {
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
      // The account itself is exported without its secrets (mocks/account/records.ts), not as a table.
      example: (userId, fields) => ({
        id: userId,
        username: 'jordan',
        email: `${userId}@example.com`,
        firstName: 'Jordan',
        lastName: null,
        role: 'user',
        profileImageUrl: null,
        emailVerified: true,
        plan: 'free',
        authProvider: 'google',
        passwordSalt: null,
        passwordHash: null,
        passwordIterations: 0,
        createdAt: 0,
        ...fields,
      }),
    },
    session: {
      model: {
        /** SHA-256 of the token: the token itself lives only in the browser that holds it. */
        id: primaryKey(String),
        userId: String,
        /** 'bearer' (Authorization header) or 'cookie' (the Google session). */
        kind: String,
        createdAt: Number,
        expiresAt: Number,
      },
      rules: {
        id: sha256,
        userId: id,
        kind: oneOf(['bearer', 'cookie']),
        createdAt: instant,
        expiresAt: instant,
      },
      example: (userId, fields) => ({
        id: randomHash(),
        userId,
        kind: 'bearer',
        createdAt: 0,
        expiresAt: 0,
        ...fields,
      }),
    },
    verificationToken: {
      model: {
        id: primaryKey(String),
        /** A key of TOKEN_TYPES (mocks/auth/tokens.ts). */
        type: String,
        userId: String,
        email: String,
        /** SHA-256 of the token: the token itself only travels in the e-mail link. */
        tokenHash: String,
        expiresAt: Number,
        usedAt: nullable(Number),
      },
      rules: {
        id,
        type: oneOf(TOKEN_TYPES),
        userId: id,
        email,
        tokenHash: sha256,
        expiresAt: instant,
        usedAt: instant,
      },
      example: (userId, fields) => ({
        id: `${userId}:token:${randomSalt()}`,
        type: 'verify-email',
        userId,
        email: `${userId}@example.com`,
        tokenHash: randomHash(),
        expiresAt: 0,
        usedAt: null,
        ...fields,
      }),
    },
    rateLimit: {
      model: {
        /** The action and the normalised e-mail address, e.g. 'login:a@b.c'. */
        id: primaryKey(String),
        count: Number,
        windowStartedAt: Number,
        lockedUntil: Number,
      },
      rules: {
        id: (value: string) => value.length <= ID_MAX && limitOfRow(value) !== undefined,
        count: (value: number, record) =>
          isWhole(value, 0, limitOfRow(String(record.id))?.max ?? 0),
        windowStartedAt: (value: number, _, now) =>
          isWhole(value, EARLIEST_INSTANT, latest(now, 0)),
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
      // Rows name an address or an account, not an owner: the example counts the user's logins.
      example: (userId, fields) => ({
        id: `login:${userId}@example.com`,
        count: 1,
        windowStartedAt: 0,
        lockedUntil: 0,
        ...fields,
      }),
    },
  },
  seed: seedUsers,
});

export default auth;

declare module '../resources' {
  interface Resources {
    auth: typeof auth;
  }
}
