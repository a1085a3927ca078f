import { MODELS, MODEL_NAMES, type ModelName } from './db';
import type { StoredRecord, StoredTables } from './migrations';
import { MAX_RATE_LIMIT_ROWS } from './auth/limits';
import { checkTable } from './stored-records';
import { DEMO_FILE_MAX_BYTES } from '@/lib/demo-data-file';
import { formatNumber } from '@/lib/format-number';

/**
 * What a file of demo data may hold. Files pass between people, so a file is checked as fully as
 * a request body: the limits are far above the seeded demo (about 1,200 records, 300 KB) and what
 * a browser can save (about 5 MB), and low enough that every later request stays quick (a file
 * of 1,000,000 records made every write take over a second). The mocked API's database never
 * holds more (mocks/server/quota.ts), so its every export loads back.
 */
export const DEMO_FILE_LIMITS = {
  /** Records in all tables together, sessions aside (no import takes them). */
  records: 50_000,
  /** Records in one table; health series have one per user, day, series and source. */
  perTable: 10_000,
  healthSeries: 30_000,
  rateLimit: MAX_RATE_LIMIT_ROWS,
  /** The file's size (meal photos are the big records: 80,000 characters at most each). */
  bytes: DEMO_FILE_MAX_BYTES,
} as const;

export const tableLimit = (name: ModelName) =>
  name === 'healthSeries' || name === 'rateLimit'
    ? DEMO_FILE_LIMITS[name]
    : DEMO_FILE_LIMITS.perTable;

/** The tables whose records belong to a user, by their `userId`. */
const OWNED = MODEL_NAMES.filter((name) => 'userId' in MODELS[name]);

const ownerOf = (record: StoredRecord) => record.userId as string;

/** Why the file's tables (at the current schema version) cannot be taken, or their records. */
export function checkDemoTables(
  tables: StoredTables,
): { tables: [ModelName, StoredRecord[]][] } | { refused: string } {
  const refused = (reason: string) => ({ refused: `${reason}; nothing was changed.` });
  let total = 0;
  // Sessions are not taken: everyone signs in again.
  for (const name of MODEL_NAMES.filter((each) => each !== 'session')) {
    const table = tables[name];
    const count = Array.isArray(table) ? table.length : 0;
    if (count > tableLimit(name)) {
      return refused(
        `The file's ${name} table has ${formatNumber(count)} records, more than the ${formatNumber(tableLimit(name))} the demo takes`,
      );
    }
    total += count;
  }
  if (total > DEMO_FILE_LIMITS.records) {
    return refused(
      `The file has ${formatNumber(total)} records, more than the ${formatNumber(DEMO_FILE_LIMITS.records)} the demo takes`,
    );
  }
  const checked: [ModelName, StoredRecord[]][] = [];
  for (const name of MODEL_NAMES) {
    // Sessions are not taken: everyone signs in again.
    if (name === 'session') {
      checked.push([name, []]);
      continue;
    }
    // A file is input: its times are checked against this server's clock.
    const check = checkTable(name, tables[name] ?? [], Date.now());
    if ('problem' in check) return refused(`The file's ${name} table is damaged: ${check.problem}`);
    checked.push([name, check.records]);
  }
  const users = new Set(checked.find(([name]) => name === 'user')![1].map((user) => user.id));
  const orphaned = checked.find(
    ([name, records]) =>
      OWNED.includes(name) && records.some((record) => !users.has(ownerOf(record))),
  );
  if (orphaned) {
    return refused(`The file's ${orphaned[0]} table names a user that is not in the file`);
  }
  return { tables: checked };
}

/**
 * The tables without records of users that are gone (a table reset alone to the seed leaves
 * them, unreachable): a file saved from them is one its import takes.
 */
export function withoutOrphans(
  tables: Record<ModelName, StoredRecord[]>,
): Record<ModelName, StoredRecord[]> {
  const users = new Set(tables.user.map((user) => user.id));
  return Object.fromEntries(
    MODEL_NAMES.map((name) => [
      name,
      OWNED.includes(name)
        ? tables[name].filter((record) => users.has(ownerOf(record)))
        : tables[name],
    ]),
  ) as Record<ModelName, StoredRecord[]>;
}
