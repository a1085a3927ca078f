import { db } from './db';
import { randomToken, sha256Hex } from './crypto';
import type { UserRecord } from './sessions';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type TokenType = 'verify-email' | 'reset-password';

/** Issues a fresh single-use token of this type for the user; earlier unused ones stop working. */
async function issueToken(user: UserRecord, type: TokenType, ttl: number): Promise<string> {
  db.verificationToken
    .findMany({ where: { userId: { equals: user.id }, type: { equals: type } } })
    .filter((record) => record.usedAt === null)
    .forEach((record) => db.verificationToken.delete({ where: { id: { equals: record.id } } }));
  const token = randomToken();
  db.verificationToken.create({
    id: randomToken(12),
    type,
    userId: user.id,
    email: user.email,
    tokenHash: await sha256Hex(token),
    expiresAt: Date.now() + ttl,
    usedAt: null,
  });
  return token;
}

export type TokenCheck =
  | { state: 'valid'; record: NonNullable<ReturnType<typeof db.verificationToken.findFirst>> }
  | { state: 'used' | 'expired' | 'unknown' };

export async function checkToken(token: string, type: TokenType): Promise<TokenCheck> {
  const tokenHash = await sha256Hex(token);
  const record = db.verificationToken.findFirst({
    where: { tokenHash: { equals: tokenHash }, type: { equals: type } },
  });
  if (!record) return { state: 'unknown' };
  if (record.usedAt !== null) return { state: 'used' };
  if (record.expiresAt <= Date.now()) return { state: 'expired' };
  return { state: 'valid', record };
}

export function markTokenUsed(id: string): void {
  db.verificationToken.update({ where: { id: { equals: id } }, data: { usedAt: Date.now() } });
}

function deliver(to: string, kind: TokenType, subject: string, text: string, link: string): void {
  db.outboxMessage.create({
    id: randomToken(12),
    to,
    subject,
    text,
    link,
    kind,
    createdAt: Date.now(),
  });
}

function greeting(user: UserRecord): string {
  return `Hi ${user.firstName || user.username},`;
}

export async function sendVerificationEmail(user: UserRecord): Promise<void> {
  const token = await issueToken(user, 'verify-email', VERIFY_TOKEN_TTL_MS);
  const link = `/auth/verify?token=${encodeURIComponent(token)}`;
  deliver(
    user.email,
    'verify-email',
    'Verify your email address',
    `${greeting(user)}\n\nConfirm your email address to finish setting up your account. The link works once and expires in 24 hours.`,
    link,
  );
}

export async function sendPasswordResetEmail(user: UserRecord): Promise<void> {
  const token = await issueToken(user, 'reset-password', RESET_TOKEN_TTL_MS);
  const link = `/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  deliver(
    user.email,
    'reset-password',
    'Reset your password',
    `${greeting(user)}\n\nWe received a request to reset your password. The link works once and expires in 1 hour. If you did not ask for this, you can ignore this message.`,
    link,
  );
}
