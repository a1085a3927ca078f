import type { User } from '@/lib/api/contract';
import { SOCIAL_SESSION_HINT_COOKIE } from '@/lib/constants';
import { db } from './db';
import { randomToken, sha256Hex } from './crypto';
import { HttpError } from './http-error';

export const SESSION_COOKIE = 'vitalis_sid';
/** Bearer and cookie sessions both last 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;
export type SessionRecord = NonNullable<ReturnType<typeof db.session.findFirst>>;
export type SessionKind = 'bearer' | 'cookie';

/** A new session's token (given to the browser once) and its hash (the only thing stored). */
export interface NewSessionToken {
  token: string;
  id: string;
}

export async function newSessionToken(): Promise<NewSessionToken> {
  const token = randomToken();
  return { token, id: await sha256Hex(token) };
}

/** Stores a session; call it inside a transaction. Expired sessions are dropped on the way. */
export function storeSession(
  { id }: NewSessionToken,
  userId: string,
  kind: SessionKind,
): SessionRecord {
  const now = Date.now();
  db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return db.session.create({ id, userId, kind, createdAt: now, expiresAt: now + SESSION_TTL_MS });
}

/** The live session of the given kind that this token names, or null. Reading never writes. */
export async function findSession(
  token: string | undefined,
  kind: SessionKind,
): Promise<SessionRecord | null> {
  if (!token) return null;
  const id = await sha256Hex(token);
  const session = db.session.findFirst({ where: { id: { equals: id } } });
  if (!session || session.kind !== kind || session.expiresAt <= Date.now()) return null;
  return session;
}

/**
 * The user of a session that still holds now: not ended (signed out, a password changed or reset
 * elsewhere, the account deleted) and not expired. A request checks this again after it awaited
 * (its body, a hash), in the transaction that writes, so an ended session writes nothing: 401.
 */
export function assertSessionStillValid(session: SessionRecord): UserRecord {
  const current = db.session.findFirst({ where: { id: { equals: session.id } } });
  const user = current && current.expiresAt > Date.now() ? findUserById(current.userId) : null;
  if (!user) throw new HttpError(401, 'Not authenticated');
  return user;
}

/** What a password check reads: a change or a reset replaces all three. */
export const PASSWORD_FIELDS = ['passwordHash', 'passwordSalt', 'passwordIterations'] as const;

/**
 * Whether the user is gone, or any of these fields differs from the copy a handler checked before
 * it awaited (a hash): its check no longer holds. Call it in the transaction that writes.
 */
export function changedSince<K extends keyof UserRecord>(
  checked: Pick<UserRecord, 'id' | K>,
  fields: readonly K[],
): boolean {
  const user = findUserById(checked.id);
  return !user || fields.some((field) => user[field] !== checked[field]);
}

/**
 * For a handler that checked its user, then awaited: the session still holds (401 otherwise) and
 * the fields it checked are as they were (409 with `conflict` otherwise). Call it in the
 * transaction that writes, before the write.
 */
export function assertUnchangedSince<K extends keyof UserRecord>(
  session: SessionRecord,
  checked: Pick<UserRecord, 'id' | K>,
  fields: readonly K[],
  conflict: string,
): void {
  assertSessionStillValid(session);
  if (changedSince(checked, fields)) throw new HttpError(409, conflict);
}

export function endSession(session: SessionRecord | null): void {
  if (session) db.session.delete({ where: { id: { equals: session.id } } });
}

export function endSessionsOf(userId: string): void {
  db.session.deleteMany({ where: { userId: { equals: userId } } });
}

function cookiePair(token: string, maxAgeSeconds: number): Headers {
  const headers = new Headers();
  const attributes = `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
  headers.append('Set-Cookie', `${SESSION_COOKIE}=${token}; ${attributes}`);
  headers.append('Set-Cookie', `${SOCIAL_SESSION_HINT_COOKIE}=${token ? '1' : ''}; ${attributes}`);
  return headers;
}

/** Sets the Google session cookie and, with the same lifetime, its readable hint. */
export function sessionCookies(token: string): Headers {
  return cookiePair(token, SESSION_TTL_MS / 1000);
}

/** Clears the Google session cookie and its hint together. */
export function clearedSessionCookies(): Headers {
  return cookiePair('', 0);
}

export function findUserById(id: string): UserRecord | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}

export function findUserByEmail(email: string): UserRecord | null {
  return db.user.findFirst({ where: { email: { equals: email.trim().toLowerCase() } } });
}

/** The user as the API shows it: never the password hash or salt. */
export function toPublicUser(user: UserRecord): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role === 'admin' ? 'admin' : 'user',
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerified,
    plan: user.plan === 'premium' ? 'premium' : 'free',
    authProvider: user.authProvider === 'google' ? 'google' : 'password',
  };
}
