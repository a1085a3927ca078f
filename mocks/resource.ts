import type { Db } from './db';
import type { StoredRecord } from './migrations';

/**
 * A field's range, given its value (of the declared type, never null), its record and "now". The
 * code formats, parses and sums what it stores, so a value it could never have written (a date
 * that does not parse, a time stamp `new Date()` cannot print, a cost or a lock without end) is
 * refused as the request bodies' checks would refuse it. "Now" is null when the database is
 * loaded: what this server stored fitted its clock then, and a clock set back since (--now, a
 * time sync) must not make valid rows look damaged; time is checked against "now" on input only
 * (a file of demo data). The rules are in mocks/record-rules.ts.
 */
export type Rule = (value: never, record: StoredRecord, now: number | null) => boolean;

/** A stored record as its model declares it: what `db.<table>.create` takes and returns. */
type Field<Definition> = Definition extends StringConstructor
  ? string
  : Definition extends NumberConstructor
    ? number
    : Definition extends BooleanConstructor
      ? boolean
      : Definition extends { getPrimaryKeyValue: () => infer Value }
        ? Value
        : Definition extends { getValue: () => infer Value }
          ? Value | null
          : never;
export type RecordOf<Model> = { [F in keyof Model]: Field<Model[F]> };

/** One table of the mocked database. */
export interface TableDeclaration<Model extends object> {
  /** The @mswjs/data model: each field's type, `String`, `nullable(Number)` or `primaryKey(String)`. */
  model: Model;
  /** What each field may hold, checked on every record a store, a file or a load brings. */
  rules: { [F in keyof Model]: Rule };
  /**
   * How the export and the delete confirmation name the table ("Blood draws (3) CSV", "3 blood
   * draws"). A table without one holds secrets or server bookkeeping: never exported, though
   * account deletion removes the user's rows from it all the same.
   */
  label?: string;
  /**
   * A plausible record of the user's, for tests and stories (`record.<table>` in
   * mocks/testing/fixtures.ts) and for the demo-file tests, which need a record in every table.
   * `fields` are the test's own; the record may derive its id from them.
   */
  example: (userId: string, fields: Partial<RecordOf<Model>>) => RecordOf<Model>;
}

/** What a resource's seed is given: one `now` for every record, and the demo users' days. */
export interface SeedContext {
  /** The database, given rather than imported: a declaration imports nothing that touches it. */
  db: Db;
  now: number;
  /** Days of history the demo and the Free personas have (the small profile has fewer). */
  days: { demo: number; free: number };
  profile: 'full' | 'small';
}

/** A resource of the mocked server: its tables, and the demo personas' records of them. */
export interface ResourceDeclaration<
  Tables extends Record<string, object> = Record<string, object>,
> {
  tables?: { [Name in keyof Tables]: TableDeclaration<Tables[Name]> };
  /**
   * Writes the demo personas' records, a step at a time (each `yield` lets the browser's first
   * visit paint between steps; a step is at most a day of history). Seeds run after the users
   * exist, in the order of the resources' folders; none reads another's records.
   */
  seed?: (context: SeedContext) => Generator<void, void, void> | void;
}

/**
 * Declares a resource of the mocked server, in `mocks/<resource>/resource.ts` as its default
 * export. Everything that concerns stored records reads the declarations (mocks/resources.ts):
 * the database and its saving, the checks of stored records, the demo file, export and account
 * deletion, and the test fixtures. The resource's endpoints are its folder's `handlers.ts`.
 */
export function defineResource<Tables extends Record<string, object> = Record<string, never>>(
  declaration: ResourceDeclaration<Tables>,
): ResourceDeclaration<Tables> {
  return declaration;
}
