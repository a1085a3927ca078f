import { db } from './db';
import { randomToken, sha256Hex } from './crypto';
import { findUserById, type UserRecord } from './sessions';
import type { TokenType } from './auth/tokens';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Spent and expired tokens are kept this long, so an old link still says why it fails. */
const TOKEN_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The outbox keeps each recipient's latest messages, for as long as spent tokens, so the saved
 * demo data does not grow without end and no flood to one address pushes out another's mail.
 */
const OUTBOX_PER_RECIPIENT = 10;

/**
 * An e-mail ready to send: its token is made and hashed (the slow, async part), nothing is
 * written yet. `deliver` writes it, inside the request's transaction.
 */
type Recipient = Pick<UserRecord, 'id' | 'email' | 'firstName' | 'username'>;

export interface PreparedEmail {
  user: Recipient;
  type: TokenType;
  tokenHash: string;
  expiresAt: number;
  subject: string;
  text: string;
  link: string;
}

function greeting(user: Recipient): string {
  return `Hi ${user.firstName || user.username},`;
}

async function prepare(
  user: Recipient,
  type: TokenType,
  ttl: number,
  compose: (token: string) => Pick<PreparedEmail, 'subject' | 'text' | 'link'>,
): Promise<PreparedEmail> {
  const token = randomToken();
  return {
    user,
    type,
    tokenHash: await sha256Hex(token),
    expiresAt: Date.now() + ttl,
    ...compose(token),
  };
}

export function prepareVerificationEmail(user: Recipient): Promise<PreparedEmail> {
  return prepare(user, 'verify-email', VERIFY_TOKEN_TTL_MS, (token) => ({
    subject: 'Verify your email address',
    text: `${greeting(user)}\n\nConfirm your email address to finish setting up your account. The link works once and expires in 24 hours.`,
    link: `/auth/verify?token=${encodeURIComponent(token)}`,
  }));
}

export function preparePasswordResetEmail(user: Recipient): Promise<PreparedEmail> {
  return prepare(user, 'reset-password', RESET_TOKEN_TTL_MS, (token) => ({
    subject: 'Reset your password',
    text: `${greeting(user)}\n\nWe received a request to reset your password. The link works once and expires in 1 hour. If you did not ask for this, you can ignore this message.`,
    link: `/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`,
  }));
}

/** Sent to the new address of an e-mail change; the change takes effect when the link is opened. */
export function prepareEmailChangeEmail(user: Recipient, newEmail: string): Promise<PreparedEmail> {
  const recipient = { ...user, email: newEmail };
  return prepare(recipient, 'change-email', VERIFY_TOKEN_TTL_MS, (token) => ({
    subject: 'Confirm your new email address',
    text: `${greeting(user)}\n\nConfirm that ${newEmail} is your new email address for Vitalis. Until you do, you keep signing in with your current one. The link works once and expires in 24 hours.`,
    link: `/settings/confirm-email?token=${encodeURIComponent(token)}`,
  }));
}

/** The user's unused links of this type stop working. Call it inside a transaction. */
export function revokeUnusedTokens(userId: string, type: TokenType): void {
  db.verificationToken
    .findMany({ where: { userId: { equals: userId }, type: { equals: type } } })
    .filter((record) => record.usedAt === null)
    .forEach((record) => db.verificationToken.delete({ where: { id: { equals: record.id } } }));
}

/**
 * Stores the e-mail's single-use token and puts the message in the outbox. Earlier unused tokens
 * of the same type stop working; tokens expired for 30 days, messages as old, and the recipient's
 * messages past the limit are dropped. Call it inside a transaction.
 */
export function deliver(email: PreparedEmail): void {
  // An account deleted since the e-mail was prepared gets nothing.
  if (!findUserById(email.user.id)) return;
  const now = Date.now();
  revokeUnusedTokens(email.user.id, email.type);
  db.verificationToken.deleteMany({ where: { expiresAt: { lte: now - TOKEN_KEEP_MS } } });
  db.verificationToken.create({
    id: randomToken(12),
    type: email.type,
    userId: email.user.id,
    email: email.user.email,
    tokenHash: email.tokenHash,
    expiresAt: email.expiresAt,
    usedAt: null,
  });
  db.outboxMessage.create({
    id: randomToken(12),
    to: email.user.email,
    subject: email.subject,
    text: email.text,
    link: email.link,
    kind: email.type,
    createdAt: now,
  });
  db.outboxMessage.deleteMany({ where: { createdAt: { lte: now - TOKEN_KEEP_MS } } });
  db.outboxMessage
    .findMany({ where: { to: { equals: email.user.email } } })
    // Newest first; of two sent in the same millisecond, the later one.
    .reverse()
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(OUTBOX_PER_RECIPIENT)
    .forEach((old) => db.outboxMessage.delete({ where: { id: { equals: old.id } } }));
}

/** Prepares and delivers at once: stories and tests use these to fill the outbox. */
export async function sendVerificationEmail(user: Recipient): Promise<void> {
  deliver(await prepareVerificationEmail(user));
}

export async function sendPasswordResetEmail(user: Recipient): Promise<void> {
  deliver(await preparePasswordResetEmail(user));
}

export type TokenCheck =
  | { state: 'valid'; record: NonNullable<ReturnType<typeof db.verificationToken.findFirst>> }
  | { state: 'used' | 'expired' | 'unknown' };

/** SHA-256 of a token from a link: only hashes are stored. Done before the transaction. */
export const hashToken = sha256Hex;

/** The state of a token by its hash; synchronous, so a transaction can check and spend it at once. */
export function checkToken(tokenHash: string, type: TokenType): TokenCheck {
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
