import type { User } from '@/lib/api/contract';
import { setToken } from '@/lib/auth-token';
import type { DemoAccount } from '@/lib/demo-accounts';
import { hashPassword, PBKDF2_ITERATIONS, randomSalt, randomToken } from '../crypto';
import { db, type Db, type ModelName } from '../db';
import { TABLES } from '../resources';
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

type Stored<Name extends ModelName> = ReturnType<Db[Name]['create']>;
type Fields<Name extends ModelName> = Partial<Omit<Stored<Name>, 'userId'>>;

interface AnyModel {
  create(record: object): unknown;
  delete(query: { where: { id: { equals: unknown } } }): unknown;
}

/**
 * Records written straight to the mocked database, one writer per table: the table's `example`
 * (its resource's declaration, mocks/<resource>/resource.ts) with the test's own fields, replacing
 * a record of the same id. `record.medication(userId, { name: 'Kept' })`.
 */
export const record = Object.fromEntries(
  TABLES.map(({ name, example }) => [
    name,
    (userId: string, fields: object = {}) => {
      const model = db[name as ModelName] as unknown as AnyModel;
      const written = example(userId, fields);
      model.delete({ where: { id: { equals: (written as { id: unknown }).id } } });
      return model.create(written);
    },
  ]),
) as { [Name in ModelName]: (userId: string, fields?: Fields<Name>) => Stored<Name> };
