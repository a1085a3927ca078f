import { db } from './db';
import { HttpError } from './http';

/** A limit on one action per e-mail address within a window. */
export interface RateLimit {
  action: string;
  max: number;
  windowMs: number;
  /** The reply once the limit is reached, given the minutes left. */
  message: (minutes: number) => string;
}

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Five failed logins for one e-mail within 15 minutes lock it for 15 minutes. */
export const LOGIN_LIMIT: RateLimit = {
  action: 'login',
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many failed login attempts. Please try again in ${minutesText(minutes)}.`,
};

/** Three verification or reset e-mails for one address within 15 minutes. */
export const EMAIL_LIMIT: RateLimit = {
  action: 'email',
  max: 3,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many emails were requested for this address. Please try again in ${minutesText(minutes)}.`,
};

const rowId = (limit: RateLimit, email: string) => `${limit.action}:${email.toLowerCase()}`;

function rowFor(limit: RateLimit, email: string) {
  return db.rateLimit.findFirst({ where: { id: { equals: rowId(limit, email) } } });
}

/** Answers 429, with Retry-After in seconds, while the address is locked for this action. */
export function assertWithinLimit(limit: RateLimit, email: string): void {
  const row = rowFor(limit, email);
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
 * Counts one use; the use that reaches the limit locks the address for a window. Rows whose
 * window and lock are over are dropped, so addresses nobody uses again do not pile up. Call it
 * inside a transaction.
 */
export function countUse(limit: RateLimit, email: string): void {
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
  const id = rowId(limit, email);
  const row = rowFor(limit, email);
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

export function clearUses(limit: RateLimit, email: string): void {
  db.rateLimit.delete({ where: { id: { equals: rowId(limit, email) } } });
}
