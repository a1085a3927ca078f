import { factory } from '@mswjs/data';
import { TABLES, type Resources } from './resources';

/**
 * The shape version of the saved database. Bump it only for a real change of shape (a field
 * renamed, retyped or removed), with a migration in `migrations.ts`; a new table needs neither:
 * a table missing from an older store simply starts empty.
 */
export const DB_SCHEMA_VERSION = 2;

type TablesOf<Declaration> = Declaration extends { tables?: infer Tables }
  ? NonNullable<Tables>
  : never;
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  whole: infer Whole,
) => void
  ? Whole
  : never;
type DeclaredTables = Intersection<TablesOf<Resources[keyof Resources]>>;

/** Each table's model, as its resource declares it (mocks/<resource>/resource.ts). */
type Models = {
  [Name in keyof DeclaredTables]: DeclaredTables[Name] extends { model: infer Model }
    ? Model
    : never;
};

/** The models: the factory's input, and what a stored record is checked against (stored-records.ts). */
export const MODELS = Object.fromEntries(TABLES.map(({ name, model }) => [name, model])) as Models;

export const db = factory(MODELS);

export type Db = typeof db;
export type ModelName = Exclude<keyof Db, symbol>;
export const MODEL_NAMES = Object.keys(db) as ModelName[];

interface DatabaseInstance {
  models: Record<ModelName, Map<string, unknown>>;
  events: DatabaseEvents;
}

export interface DatabaseEvents {
  on(event: 'create' | 'update' | 'delete', listener: (...args: unknown[]) => void): void;
  removeListener(
    event: 'create' | 'update' | 'delete',
    listener: (...args: unknown[]) => void,
  ): void;
  removeAllListeners(event?: string): void;
}

/**
 * The factory keeps its Database under a symbol that the package's entry point does not export;
 * a deep import could load a second copy of the module (and so another symbol) once bundled.
 */
export const database: DatabaseInstance = (() => {
  const instance = Object.getOwnPropertySymbols(db)
    .map((key) => (db as unknown as Record<symbol, unknown>)[key])
    .find((value): value is DatabaseInstance => !!value && 'events' in (value as object));
  if (!instance) throw new Error('@mswjs/data: database instance not found');
  return instance;
})();

// @mswjs/data's own sync extension replays every write to the other tabs over a
// BroadcastChannel, a restore of the whole store included. Tabs follow each other through the
// saved tables instead (persistence.ts), so its listeners are removed.
database.events.removeAllListeners();
