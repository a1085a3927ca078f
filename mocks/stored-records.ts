import { MODELS, type ModelName } from './db';
import type { StoredRecord } from './migrations';
import type { Rule } from './resource';
import { TABLES } from './resources';

const TYPES = new Map<unknown, string>([
  [String, 'string'],
  [Number, 'number'],
  [Boolean, 'boolean'],
]);

interface Field {
  name: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
}

/** A declared field: `String`, `nullable(Number)` or `primaryKey(String)`, read from the model. */
function fieldOf(model: string, name: string, definition: unknown): Field {
  // @mswjs/data keeps the getter of primaryKey() and nullable() on the instance it returns.
  const { getPrimaryKeyValue, getValue } = definition as {
    getPrimaryKeyValue?: unknown;
    getValue?: unknown;
  };
  const type = TYPES.get(getPrimaryKeyValue ?? getValue ?? definition);
  if (!type) throw new Error(`stored-records.ts cannot check the type of ${model}.${name}`);
  return { name, type, nullable: !!getValue, primaryKey: !!getPrimaryKeyValue };
}

const FIELDS = Object.fromEntries(
  Object.entries(MODELS).map(([model, definition]) => [
    model,
    Object.entries(definition).map(([name, field]) => fieldOf(model, name, field)),
  ]),
) as Record<ModelName, Field[]>;

/** What each field of each table may hold, as its resource declares it (`rules`). */
const RULES = Object.fromEntries(TABLES.map(({ name, rules }) => [name, rules])) as Record<
  ModelName,
  Record<string, Rule>
>;

/** The first field of the record that does not fit the model (its type, then its range), if any. */
function misfit(record: unknown, model: ModelName, now: number | null): string | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return 'record';
  const rules = RULES[model];
  const bad = FIELDS[model].find(({ name, type, nullable, primaryKey }) => {
    const value = (record as StoredRecord)[name];
    if (value === null) return !nullable;
    if (typeof value !== type || (primaryKey && value === '')) return true;
    return !rules[name](value as never, record as StoredRecord, now);
  });
  return bad ? bad.name : null;
}

/** A stored table checked against its model: its records, or why it does not fit. */
export type TableCheck = { records: StoredRecord[] } | { problem: string };

/**
 * Checks every record of a stored table: each declared field present with its declared type and
 * within its range (RULES) at `now` (null: as loaded, see Rule), ids unique. Fields the model
 * does not declare are ignored.
 */
export function checkTable(model: ModelName, table: unknown, now: number | null): TableCheck {
  if (!Array.isArray(table)) return { problem: 'it is not a list of records' };
  const key = FIELDS[model].find((field) => field.primaryKey)!.name;
  const seen = new Set<unknown>();
  for (const [index, record] of table.entries()) {
    const field = misfit(record, model, now);
    if (field) return { problem: `record ${index + 1} has a bad ${field}` };
    const recordId = (record as StoredRecord)[key];
    if (seen.has(recordId)) return { problem: `record ${index + 1} repeats an ${key}` };
    seen.add(recordId);
  }
  return { records: table as StoredRecord[] };
}

/**
 * The stored table's records if every one fits its model (`checkTable`, as loaded: whatever the
 * clock says now); null otherwise.
 */
export function recordsFittingModel(model: ModelName, table: unknown): StoredRecord[] | null {
  const check = checkTable(model, table, null);
  return 'records' in check ? check.records : null;
}
