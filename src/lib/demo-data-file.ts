/**
 * A file of demo data (Demo controls → Download demo data) as every door that loads one reads it
 * first: the browser's Load demo data, `PUT /api/demo/data` and `npm run mock:api -- --load`. Each
 * refuses the same file with the same message; the mocked server then checks every table's
 * records (mocks/demo-file.ts).
 */

/** What marks a file of demo data; a file without it is not one. */
export const DEMO_DATA_FORMAT = 'vitalis-demo-data' as const;

export const NOT_DEMO_DATA = 'This file is not Vitalis demo data; nothing was changed.';

/**
 * The largest file taken (128 MB): what the mocked API's database may hold (mocks/server/quota.ts),
 * so its every export loads back.
 */
export const DEMO_FILE_MAX_BYTES = 128 * 1024 * 1024;

export const DEMO_FILE_TOO_LARGE = `The file is larger than the ${DEMO_FILE_MAX_BYTES / 1024 / 1024} MB the demo takes; nothing was changed.`;

/** Deeper than any record (file → tables → table → record → field) and any request body. */
const MAX_DEPTH = 32;
/** Keys that would reach an object's prototype once the file's records are copied. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const FILE_FIELDS = ['format', 'schemaVersion', 'exportedAt', 'tables'];

export interface DemoFile {
  format: typeof DEMO_DATA_FORMAT;
  schemaVersion: number;
  exportedAt?: string;
  tables: Record<string, Record<string, unknown>[]>;
}

/** The file, or why it is refused (and the field, for an answer that names it). */
export type DemoFileCheck = { file: DemoFile } | { refused: string; field?: string };

const refused = (reason: string, field?: string): DemoFileCheck => ({
  refused: `${reason}; nothing was changed.`,
  ...(field ? { field } : {}),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first value nested past MAX_DEPTH or key that reaches a prototype, walked without recursion
 * (a file nested 200,000 deep must be refused, not overflow the stack), named as a field path.
 */
function unsafeValue(data: unknown): DemoFileCheck | null {
  const stack: [value: unknown, path: string, depth: number][] = [[data, '', 0]];
  while (stack.length) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_DEPTH) {
      return refused(`The file nests values more than ${MAX_DEPTH} levels deep (at ${path})`, path);
    }
    const list = Array.isArray(value);
    for (const key of Object.keys(value)) {
      const at = list ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) {
        return refused(
          `The file has a field named "${key}" (at ${at}), which demo data never has`,
          at,
        );
      }
      stack.push([(value as Record<string, unknown>)[key], at, depth + 1]);
    }
  }
  return null;
}

/** A parsed file checked as a file of demo data: its fields, and each table a list of records. */
export function checkDemoFile(data: unknown): DemoFileCheck {
  if (!isRecord(data)) return { refused: NOT_DEMO_DATA };
  if (data.format !== DEMO_DATA_FORMAT) return { refused: NOT_DEMO_DATA, field: 'format' };
  const unsafe = unsafeValue(data);
  if (unsafe) return unsafe;
  const unknown = Object.keys(data).find((key) => !FILE_FIELDS.includes(key));
  if (unknown)
    return refused(`The file has a field "${unknown}", which demo data never has`, unknown);
  const { schemaVersion, exportedAt, tables } = data;
  if (schemaVersion === undefined) return refused('The file has no data version', 'schemaVersion');
  if (!Number.isInteger(schemaVersion) || (schemaVersion as number) < 1) {
    return refused('The data version must be a whole number from 1', 'schemaVersion');
  }
  // An ISO 8601 time is 24 characters; 64 leaves room for other spellings of one.
  if (exportedAt !== undefined && (typeof exportedAt !== 'string' || exportedAt.length > 64)) {
    return refused('The file says when it was saved in a form that is not a date', 'exportedAt');
  }
  if (!isRecord(tables)) return refused('The file has no tables', 'tables');
  for (const [name, table] of Object.entries(tables)) {
    if (!Array.isArray(table) || !table.every(isRecord)) {
      return refused(`The ${name} table must be a list of records`, `tables.${name}`);
    }
  }
  return { file: data as unknown as DemoFile };
}

/** The UTF-8 size of a text: what it takes on disk and on the wire. */
function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A file's text checked as demo data: its size first, then what it parses to (`checkDemoFile`). */
export function readDemoFile(text: string): DemoFileCheck {
  // A UTF-16 unit is at most 3 bytes: a text short enough needs no count.
  if (text.length * 3 > DEMO_FILE_MAX_BYTES && byteLength(text) > DEMO_FILE_MAX_BYTES) {
    return { refused: DEMO_FILE_TOO_LARGE };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { refused: NOT_DEMO_DATA };
  }
  return checkDemoFile(data);
}
