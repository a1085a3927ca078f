import { db } from './db';
import { HttpError } from './http-error';

/** A limit on one action per e-mail address, or per account, within a window. */
export interface RateLimit {
  action: string;
  /** What is counted: an e-mail address (in any case) or an account's id. */
  per: 'address' | 'account';
  max: number;
  windowMs: number;
  /** The reply once the limit is reached, given the minutes left. */
  message: (minutes: number) => string;
}

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Five failed logins for one e-mail within 15 minutes lock it for 15 minutes. */
export const LOGIN_LIMIT: RateLimit = {
  action: 'login',
  per: 'address',
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many failed login attempts. Please try again in ${minutesText(minutes)}.`,
};

/** Three e-mails to one address within 15 minutes. */
const EMAIL_LIMIT: RateLimit = {
  action: 'email',
  per: 'address',
  max: 3,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many emails were requested for this address. Please try again in ${minutesText(minutes)}.`,
};

/** Five e-mails for one account within 15 minutes, whichever addresses they go to. */
const ACCOUNT_EMAIL_LIMIT: RateLimit = {
  action: 'account-email',
  per: 'account',
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many emails were requested for this account. Please try again in ${minutesText(minutes)}.`,
};

const rowId = (limit: RateLimit, key: string) =>
  `${limit.action}:${limit.per === 'address' ? key.toLowerCase() : key}`;

function rowFor(limit: RateLimit, key: string) {
  return db.rateLimit.findFirst({ where: { id: { equals: rowId(limit, key) } } });
}

/** Answers 429, with Retry-After in seconds, while the address or account is locked for this action. */
export function assertWithinLimit(limit: RateLimit, key: string): void {
  const row = rowFor(limit, key);
  const waitMs = (row?.lockedUntil ?? 0) - Date.now();
  if (waitMs <= 0) return;
  throw new HttpError(
    429,
    limit.message(Math.ceil(waitMs / 60_000)),
    {},
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  );
}

/**
 * Counts one use; the use that reaches the limit locks the address or account for a window. Rows
 * whose window and lock are over are dropped, so addresses nobody uses again do not pile up. Call
 * it inside a transaction.
 */
export function countUse(limit: RateLimit, key: string): void {
  const now = Date.now();
  db.rateLimit
    .getAll()
    .filter(
      (row) =>
        row.id.startsWith(`${limit.action}:`) &&
        row.lockedUntil <= now &&
        now - row.windowStartedAt > limit.windowMs,
    )
    .forEach((row) => db.rateLimit.delete({ where: { id: { equals: row.id } } }));
  const id = rowId(limit, key);
  const row = rowFor(limit, key);
  if (!row) {
    db.rateLimit.create({ id, count: 1, windowStartedAt: now, lockedUntil: 0 });
    return;
  }
  const count = row.count + 1;
  db.rateLimit.update({
    where: { id: { equals: id } },
    data: { count, lockedUntil: count >= limit.max ? now + limit.windowMs : 0 },
  });
}

export function clearUses(limit: RateLimit, key: string): void {
  db.rateLimit.delete({ where: { id: { equals: rowId(limit, key) } } });
}

/**
 * One e-mail to the address, refused with 429 while the address (or the account, when given) is
 * at its limit, else counted against both. Reset and verification e-mails give no account: they
 * go to the account's own address, whose limit bounds them, and a stolen session's flood of
 * e-mail changes must not lock the owner out of a reset. Call it inside the transaction that
 * sends the e-mail.
 */
export function countEmail(address: string, accountId?: string): void {
  assertWithinLimit(EMAIL_LIMIT, address);
  if (accountId) assertWithinLimit(ACCOUNT_EMAIL_LIMIT, accountId);
  countUse(EMAIL_LIMIT, address);
  if (accountId) countUse(ACCOUNT_EMAIL_LIMIT, accountId);
}
