import type { User } from '@/lib/api-types';
import { db } from './db';
import { randomToken } from './crypto';

export const SESSION_COOKIE = 'vitalis_sid';
/** Bearer and cookie sessions both last 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;
export type SessionRecord = NonNullable<ReturnType<typeof db.session.findFirst>>;
export type SessionKind = 'bearer' | 'cookie';

export function createSession(userId: string, kind: SessionKind): SessionRecord {
  const now = Date.now();
  // Expired sessions are dropped here, so the saved database does not grow without end.
  db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return db.session.create({
    id: randomToken(),
    userId,
    kind,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  });
}

/** A live session of the given kind, or null; an expired one is removed. */
export function findSession(token: string | undefined, kind: SessionKind): SessionRecord | null {
  if (!token) return null;
  const session = db.session.findFirst({ where: { id: { equals: token } } });
  if (!session || session.kind !== kind) return null;
  if (session.expiresAt <= Date.now()) {
    db.session.delete({ where: { id: { equals: token } } });
    return null;
  }
  return session;
}

export function endSessionsOf(userId: string): void {
  db.session.deleteMany({ where: { userId: { equals: userId } } });
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_TTL_MS / 1000}; SameSite=Lax`;
}

export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

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
  };
}
