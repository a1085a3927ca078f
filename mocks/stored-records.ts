import { MODELS, type ModelName } from './db';
import type { StoredRecord } from './migrations';

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

function fits(record: unknown, fields: Field[]): record is StoredRecord {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
  return fields.every(({ name, type, nullable, primaryKey }) => {
    const value = (record as StoredRecord)[name];
    if (value === null) return nullable;
    return typeof value === type && !(primaryKey && value === '');
  });
}

/**
 * The stored table's records if every one fits its model (each declared field present with its
 * declared type, ids unique); null otherwise. Fields the model does not declare are ignored.
 */
export function recordsFittingModel(model: ModelName, table: unknown): StoredRecord[] | null {
  if (!Array.isArray(table)) return null;
  const fields = FIELDS[model];
  if (!table.every((record) => fits(record, fields))) return null;
  const key = fields.find((field) => field.primaryKey)!.name;
  const ids = new Set(table.map((record: StoredRecord) => record[key]));
  return ids.size === table.length ? (table as StoredRecord[]) : null;
}
