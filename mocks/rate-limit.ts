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

/** Every limit, so a stored row can be told apart by its action (stored-records.ts checks them). */
export const RATE_LIMITS: readonly RateLimit[] = [LOGIN_LIMIT, EMAIL_LIMIT, ACCOUNT_EMAIL_LIMIT];

/** The limit a stored row counts for, from its id's action; undefined for an unknown action. */
export const limitOfRow = (id: string): RateLimit | undefined =>
  RATE_LIMITS.find((limit) => id.startsWith(`${limit.action}:`));

/**
 * The most rows one action keeps (about 80 KB saved): every failed login stores one per address,
 * unknown addresses included, so without a cap a flood of guesses would grow the saved database
 * and the cost of every later request. Each action has its own: a flood of one (reset e-mails
 * for made-up addresses, which cost nothing to send) never pushes out another's rows.
 */
export const MAX_ROWS_PER_ACTION = 1_000;
export const MAX_RATE_LIMIT_ROWS = MAX_ROWS_PER_ACTION * RATE_LIMITS.length;

const LONGEST_WINDOW_MS = Math.max(...RATE_LIMITS.map((limit) => limit.windowMs));

/**
 * Makes room for the key's row, failing closed. Drops the rows whose lock and every window are
 * over; then, if the action's rows are still at their cap and the key has none, the oldest that
 * counted a single use and lock nothing. Rows nearer a lock (two uses or more, or locked) are
 * never dropped: with only those left, the use is refused (429) until their windows end, rather
 * than a victim's count forgotten. A request costs a few scans of the table, however many
 * attempts came before it.
 */
function makeRoom(limit: RateLimit, key: string, now: number): void {
  db.rateLimit.deleteMany({
    where: { lockedUntil: { lte: now }, windowStartedAt: { lt: now - LONGEST_WINDOW_MS } },
  });
  const rows = db.rateLimit.getAll().filter((row) => limitOfRow(row.id) === limit);
  const excess = rows.length - MAX_ROWS_PER_ACTION + 1;
  if (excess <= 0 || rows.some((row) => row.id === rowId(limit, key))) return;
  const spare = rows
    .filter((row) => row.lockedUntil <= now && row.count <= 1)
    .sort((a, b) => a.windowStartedAt - b.windowStartedAt);
  if (spare.length < excess) {
    const freed = Math.min(
      ...rows.map((row) => Math.max(row.lockedUntil, row.windowStartedAt + limit.windowMs)),
    );
    const waitMs = Math.max(60_000, freed - now);
    throw new HttpError(
      429,
      limit.message(Math.ceil(waitMs / 60_000)),
      {},
      { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
    );
  }
  const dropped = spare.slice(0, excess).map((row) => row.id);
  db.rateLimit.deleteMany({ where: { id: { in: dropped } } });
}

/**
 * Counts one use; the use that reaches the limit locks the address or account for a window. A row
 * whose window and lock are over counts afresh. Stale rows are dropped and each action's rows are
 * kept within MAX_ROWS_PER_ACTION (`makeRoom`, which refuses the use rather than drop a row near
 * a lock). Call it inside a transaction.
 */
export function countUse(limit: RateLimit, key: string): void {
  const now = Date.now();
  makeRoom(limit, key, now);
  const row = rowFor(limit, key);
  const stale = row && row.lockedUntil <= now && now - row.windowStartedAt > limit.windowMs;
  const current = stale ? null : row;
  const count = (current?.count ?? 0) + 1;
  const data = {
    count,
    windowStartedAt: current?.windowStartedAt ?? now,
    lockedUntil: count >= limit.max ? now + limit.windowMs : 0,
  };
  if (row) db.rateLimit.update({ where: { id: { equals: row.id } }, data });
  else db.rateLimit.create({ id: rowId(limit, key), ...data });
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
