import { encodePoints } from '@/lib/health/series';
import type { User } from '@/lib/api/contract';
import { setToken } from '@/lib/auth-token';
import type { DemoAccount } from '@/lib/demo-accounts';
import { hashPassword, PBKDF2_ITERATIONS, randomSalt, randomToken } from '../crypto';
import { db } from '../db';
import { DEMO_ACCOUNTS } from '../seed';
import {
  findUserByEmail,
  findUserById,
  newSessionToken,
  storeSession,
  toPublicUser,
} from '../sessions';

/**
 * The one place tests, stories and the mocked server's tests get a user and their records: a
 * seeded persona or a new account, a session for it, and records written straight to the
 * database. Sessions are made without the login's slow hash; the login itself has its own tests.
 */

/** A seeded demo account, or `new`: a just-verified sign-up with no data. */
export type Persona = DemoAccount | 'new';

export interface NewAccountOptions {
  email?: string;
  password?: string;
  firstName?: string | null;
  lastName?: string | null;
  plan?: 'free' | 'premium';
  verified?: boolean;
}

export interface Account {
  userId: string;
  email: string;
  password: string;
}

/** A new account with no data at all, written as a sign-up and its verification would leave it. */
export async function createAccount({
  email = 'new.person@example.com',
  password = 'Secret123',
  firstName = 'Nia',
  lastName = null,
  plan = 'free',
  verified = true,
}: NewAccountOptions = {}): Promise<Account> {
  const salt = randomSalt();
  const user = db.user.create({
    id: `local_${randomToken(9)}`,
    username: email
      .split('@')[0]
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 20),
    email: email.toLowerCase(),
    firstName,
    lastName,
    role: 'user',
    profileImageUrl: null,
    emailVerified: verified,
    plan,
    authProvider: 'password',
    passwordSalt: salt,
    passwordHash: await hashPassword(password, salt),
    passwordIterations: PBKDF2_ITERATIONS,
    createdAt: Date.now(),
  });
  return { userId: user.id, email: user.email, password };
}

/** The id of a seeded demo account. */
export function personaId(account: DemoAccount): string {
  const user = findUserByEmail(DEMO_ACCOUNTS[account].email);
  if (!user) throw new Error(`Demo account ${account} is missing from the seed`);
  return user.id;
}

/** A bearer token of a new session for the user, as a login would give it. */
export async function sessionToken(who: DemoAccount | { userId: string }): Promise<string> {
  const userId = typeof who === 'string' ? personaId(who) : who.userId;
  const token = await newSessionToken();
  storeSession(token, userId, 'bearer');
  return token.token;
}

/** A new account (see createAccount) with a session: its token, id and credentials. */
export async function newAccount(
  options: NewAccountOptions = {},
): Promise<Account & { token: string }> {
  const account = await createAccount(options);
  return { ...account, token: await sessionToken(account) };
}

/**
 * Signs the app in as a persona, as its login screen would: the session's token is stored.
 * Gives the account's id, credentials, token and the user as the API shows it.
 */
export async function signIn(
  persona: Persona = 'demo',
): Promise<Account & { token: string; user: User }> {
  const account =
    persona === 'new'
      ? await newAccount({ email: 'newcomer@example.com', lastName: 'Okafor' })
      : {
          ...DEMO_ACCOUNTS[persona],
          userId: personaId(persona),
          token: await sessionToken(persona),
        };
  setToken(account.token);
  return { ...account, user: toPublicUser(findUserById(account.userId)!) };
}

/** Signs the demo Google identity in by cookie, as the consent screen's Allow would. */
export async function signInWithGoogle(): Promise<void> {
  const consent = await fetch(new URL('/api/auth/google/callback', window.location.href), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision: 'allow' }),
  });
  if (!consent.ok) throw new Error(`Google sign-in failed: ${consent.status}`);
}

type Fields<T> = Partial<Omit<T, 'userId'>>;
type MedicationRecord = ReturnType<typeof db.medication.create>;
type MealRecord = ReturnType<typeof db.meal.create>;

/** Records written straight to the mocked database, each with plausible defaults. */
export const record = {
  medication(userId: string, fields: Fields<MedicationRecord> = {}): MedicationRecord {
    return db.medication.create({
      id: `med_${randomToken(6)}`,
      userId,
      name: 'Metformin',
      dosage: '500 mg',
      frequency: 'daily',
      type: 'prescription',
      startDate: '2025-01-01',
      reminderTimes: '08:00',
      notes: null,
      dosesSince: '',
      doses: '',
      createdAt: 0,
      ...fields,
    });
  },

  meal(userId: string, fields: Fields<MealRecord> & { date: string }): MealRecord {
    return db.meal.create({
      id: `meal_${randomToken(6)}`,
      userId,
      time: '08:00',
      type: 'breakfast',
      description: 'Toast',
      calories: null,
      carbs: null,
      protein: null,
      fat: null,
      photo: null,
      createdAt: 0,
      ...fields,
    });
  },

  /** One line of the user's cart. */
  cartItem(userId: string, supplementId: string, quantity = 1, addedAt = 0) {
    return db.cartItem.create({
      id: `${userId}:${supplementId}`,
      userId,
      supplementId,
      quantity,
      addedAt,
    });
  },

  /** A day's manual value of a health series (a key of SERIES), replacing one already there. */
  healthValue(userId: string, series: string, date: string, ...points: number[]) {
    const id = `${userId}:${series}:${date}:manual`;
    db.healthSeries.delete({ where: { id: { equals: id } } });
    return db.healthSeries.create({
      id,
      userId,
      series,
      date,
      source: 'manual',
      values: encodePoints(points),
      updatedAt: Date.now(),
    });
  },

  /** The user's chosen glucose unit. */
  glucoseUnit(userId: string, glucoseUnit: 'mg/dL' | 'mmol/L') {
    db.unitSettings.delete({ where: { id: { equals: userId } } });
    return db.unitSettings.create({ id: userId, userId, glucoseUnit, updatedAt: 0 });
  },
};
