import { csvCell } from '../csv';
import { MODEL_NAMES, db, type ModelName } from '../db';
import { TABLES } from '../resources';
import type { UserRecord } from '../sessions';

/**
 * The tables an export holds, in the database's order: those whose resource gives them a label
 * (mocks/<resource>/resource.ts). The others hold secrets or server bookkeeping: sessions and
 * e-mail tokens (hashes that unlock the account), rate-limit rows, the outbox (its links carry
 * live tokens) and the users (the account is exported on its own, without its secrets). Account
 * deletion removes the user's rows from them all the same.
 */
const LABELS = new Map(TABLES.flatMap(({ name, label }) => (label ? [[name, label]] : [])));
export const EXPORTED_TABLES = MODEL_NAMES.filter((name) => LABELS.has(name));

/** The user's fields that are secrets: never exported. */
const SECRET_USER_FIELDS = ['passwordHash', 'passwordSalt', 'passwordIterations'] as const;

type AnyRecord = Record<string, unknown>;

interface AnyModel {
  getAll(): AnyRecord[];
  delete(query: { where: { id: { equals: string } } }): unknown;
}

const modelOf = (name: ModelName) => db[name] as unknown as AnyModel;

/** Every record of every table whose `userId` is the user's, by table: any table, new ones too. */
export function ownedRecords(userId: string): Partial<Record<ModelName, AnyRecord[]>> {
  const tables: Partial<Record<ModelName, AnyRecord[]>> = {};
  for (const name of MODEL_NAMES) {
    const records = modelOf(name)
      .getAll()
      .filter((record) => record.userId === userId);
    if (records.length) tables[name] = records;
  }
  return tables;
}

/** The user's own data, to take away: their account without secrets, and each table's records. */
export function exportOf(user: UserRecord) {
  const account: AnyRecord = { ...user };
  SECRET_USER_FIELDS.forEach((field) => delete account[field]);
  const owned = ownedRecords(user.id);
  const tables: Record<string, AnyRecord[]> = {};
  for (const name of EXPORTED_TABLES) tables[name] = owned[name] ?? [];
  return { account, tables };
}

/**
 * How many records of each exportable table the user has, with the table's label: the delete
 * confirmation and the CSV downloads name them.
 */
export function recordCounts(userId: string): { table: string; label: string; count: number }[] {
  const owned = ownedRecords(userId);
  return EXPORTED_TABLES.filter((name) => owned[name]?.length).map((name) => ({
    table: name,
    label: LABELS.get(name)!,
    count: owned[name]!.length,
  }));
}

/** One table as CSV (RFC 4180): a header of every field any record has, then a row per record. */
export function toCsv(records: AnyRecord[]): string {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const rows = records.map((record) => columns.map((column) => csvCell(record[column])).join(','));
  return [columns.join(','), ...rows].join('\r\n') + '\r\n';
}

/**
 * Removes the user and everything that is theirs: every record in every table whose `userId` is
 * theirs (sessions and e-mail tokens included), the rate-limit rows of their addresses and
 * account, and the outbox messages of their addresses. Call it inside a transaction.
 */
export function deleteAccount(user: UserRecord): void {
  const owned = ownedRecords(user.id);
  // Their address and any address they were changing to: the outbox holds links to both.
  const addresses = new Set([
    user.email,
    ...(owned.verificationToken ?? []).map((t) => String(t.email)),
  ]);
  // Rate-limit rows name an address or the account's id.
  const limited = new Set([...addresses, user.id]);
  for (const [name, records] of Object.entries(owned) as [ModelName, AnyRecord[]][]) {
    records.forEach((record) =>
      modelOf(name).delete({ where: { id: { equals: String(record.id) } } }),
    );
  }
  db.rateLimit
    .getAll()
    .filter((row) => limited.has(row.id.slice(row.id.indexOf(':') + 1)))
    .forEach((row) => db.rateLimit.delete({ where: { id: { equals: row.id } } }));
  db.outboxMessage
    .getAll()
    .filter((message) => addresses.has(message.to))
    .forEach((message) => db.outboxMessage.delete({ where: { id: { equals: message.id } } }));
  db.user.delete({ where: { id: { equals: user.id } } });
}
