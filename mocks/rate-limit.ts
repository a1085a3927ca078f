import { db } from './db';
import { HttpError } from './http-error';
import {
  ACCOUNT_EMAIL_LIMIT,
  EMAIL_LIMIT,
  MAX_ROWS_PER_ACTION,
  RATE_LIMITS,
  limitOfRow,
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
