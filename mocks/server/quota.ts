import { MODEL_NAMES, type ModelName } from '../db';
import { DEMO_FILE_LIMITS, tableLimit } from '../demo-file';
import type { StoredRecord } from '../migrations';
import { NotStoredError, TABLE_KEY_PREFIX } from '../persistence';
import { formatNumber } from '@/lib/format-number';

/**
 * What one account may keep (64 MB): about 800 meals with a full-size photo each. Its writes cost
 * what they change whatever it holds (file-storage.ts), so the quota is about room, not speed.
 */
export const ACCOUNT_QUOTA_BYTES = 64 * 1024 * 1024;
/**
 * What the whole database may hold: what a demo data file may (DEMO_FILE_LIMITS), less room for
 * the file's own fields, so that every export is a file the import takes.
 */
const DATABASE_QUOTA_BYTES = DEMO_FILE_LIMITS.bytes - 64 * 1024;

const USER_TABLE = `${TABLE_KEY_PREFIX}user`;
const megabytes = (bytes: number) => `${formatNumber(Math.round(bytes / 1024 / 1024))} MB`;

/** Whose account a stored record is part of: its `userId`, a user record its own; or nobody's. */
export function ownerOf(tableKey: string, record: StoredRecord): string | null {
  if (typeof record.userId === 'string') return record.userId;
  return tableKey === USER_TABLE && typeof record.id === 'string' ? record.id : null;
}

/** A stored record's share of the quotas: its owner and its size in the file (JSON, a comma). */
export interface RecordUsage {
  owner: string | null;
  bytes: number;
}

const modelOf = (tableKey: string) => tableKey.slice(TABLE_KEY_PREFIX.length) as ModelName;
/** Sessions count toward the bytes (an export holds them) but not the records: no import takes them. */
const isCounted = (tableKey: string) =>
  MODEL_NAMES.includes(modelOf(tableKey)) && modelOf(tableKey) !== 'session';

/** A record changing from `before` to `after` (null: none). */
export interface UsageChange {
  tableKey: string;
  before: RecordUsage | null;
  after: RecordUsage | null;
}

/**
 * What the database holds, by account and by table, kept up to date with each save: a write that
 * would take an account past its quota, or the database past what a demo data file may hold (its
 * bytes, a table's records, all records), is refused with 507 before anything is written. A write
 * that frees room is always taken, and so are whole tables (a reset, an import), which the demo
 * data file's own limits bound.
 */
export class Usage {
  #bytes = 0;
  #records = 0;
  readonly #owners = new Map<string, number>();
  readonly #tables = new Map<string, number>();

  add(tableKey: string, usage: RecordUsage, sign: 1 | -1): void {
    this.#bytes += sign * usage.bytes;
    if (usage.owner !== null) {
      this.#owners.set(usage.owner, (this.#owners.get(usage.owner) ?? 0) + sign * usage.bytes);
    }
    if (isCounted(tableKey)) {
      this.#records += sign;
      this.#tables.set(tableKey, (this.#tables.get(tableKey) ?? 0) + sign);
    }
  }

  /** Throws NotStoredError if the changes take past its quota anything that they grow. */
  check(changes: readonly UsageChange[]): void {
    const owners = new Map<string, number>();
    const tables = new Map<string, number>();
    let bytes = 0;
    let records = 0;
    for (const { tableKey, before, after } of changes) {
      for (const [usage, sign] of [
        [before, -1],
        [after, 1],
      ] as const) {
        if (!usage) continue;
        bytes += sign * usage.bytes;
        if (usage.owner !== null)
          owners.set(usage.owner, (owners.get(usage.owner) ?? 0) + sign * usage.bytes);
        if (isCounted(tableKey)) {
          records += sign;
          tables.set(tableKey, (tables.get(tableKey) ?? 0) + sign);
        }
      }
    }
    const refuse = (what: string, advice: string) => {
      throw new NotStoredError(`${what}, so this change was not saved. ${advice}, then try again.`);
    };
    for (const [owner, grown] of owners) {
      if (grown > 0 && (this.#owners.get(owner) ?? 0) + grown > ACCOUNT_QUOTA_BYTES) {
        refuse(
          `This account would keep more than the ${megabytes(ACCOUNT_QUOTA_BYTES)} one account may keep here`,
          'Delete something of it (meal photos take the most room)',
        );
      }
    }
    const exportable = '(so that its export is a demo data file the import takes)';
    if (bytes > 0 && this.#bytes + bytes > DATABASE_QUOTA_BYTES) {
      refuse(
        `The mocked API's database would hold more than ${megabytes(DATABASE_QUOTA_BYTES)} ${exportable}`,
        'Delete something, or restart it with --reset',
      );
    }
    for (const [tableKey, grown] of tables) {
      const limit = tableLimit(modelOf(tableKey));
      if (grown > 0 && (this.#tables.get(tableKey) ?? 0) + grown > limit) {
        refuse(
          `The mocked API's database would hold more than ${formatNumber(limit)} ${modelOf(tableKey)} records ${exportable}`,
          'Delete some, or restart it with --reset',
        );
      }
    }
    if (records > 0 && this.#records + records > DEMO_FILE_LIMITS.records) {
      refuse(
        `The mocked API's database would hold more than ${formatNumber(DEMO_FILE_LIMITS.records)} records ${exportable}`,
        'Delete some, or restart it with --reset',
      );
    }
  }
}
