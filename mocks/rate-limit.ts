import { db } from './db';
import { HttpError } from './http-error';
import {
  ACCOUNT_EMAIL_LIMIT,
  EMAIL_LIMIT,
  MAX_RATE_LIMIT_ROWS,
  RATE_LIMITS,
  type RateLimit,
} from './auth/limits';

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

const LONGEST_WINDOW_MS = Math.max(...RATE_LIMITS.map((limit) => limit.windowMs));

/**
 * Drops, in one pass each, the rows whose lock and every window are over, then, while the table is
 * full, the oldest rows (those not locked first), so a new row fits. A request costs a few scans of
 * at most MAX_RATE_LIMIT_ROWS rows, however many attempts came before it.
 */
function makeRoom(now: number): void {
  db.rateLimit.deleteMany({
    where: { lockedUntil: { lte: now }, windowStartedAt: { lt: now - LONGEST_WINDOW_MS } },
  });
  const rows = db.rateLimit.getAll();
  const excess = rows.length - MAX_RATE_LIMIT_ROWS + 1;
  if (excess <= 0) return;
  const unlocked = rows.filter((row) => row.lockedUntil <= now);
  const oldestFirst = (list: typeof rows) =>
    list.map((row) => row.windowStartedAt).sort((a, b) => a - b);
  if (unlocked.length >= excess) {
    // Rows started at the same instant as the last one dropped go with it.
    const cutoff = oldestFirst(unlocked)[excess - 1];
    db.rateLimit.deleteMany({
      where: { lockedUntil: { lte: now }, windowStartedAt: { lte: cutoff } },
    });
    return;
  }
  const cutoff = oldestFirst(rows.filter((row) => row.lockedUntil > now))[
    excess - unlocked.length - 1
  ];
  db.rateLimit.deleteMany({ where: { lockedUntil: { lte: now } } });
  db.rateLimit.deleteMany({ where: { windowStartedAt: { lte: cutoff } } });
}

/**
 * Counts one use; the use that reaches the limit locks the address or account for a window. A row
 * whose window and lock are over counts afresh. Stale rows are dropped and the table is kept
 * within MAX_RATE_LIMIT_ROWS (`makeRoom`). Call it inside a transaction.
 */
export function countUse(limit: RateLimit, key: string): void {
  const now = Date.now();
  makeRoom(now);
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
