import type { ResourceDeclaration, TableDeclaration } from './resource';

/**
 * Every resource declared in `mocks/<resource>/resource.ts`, found by its file: a new resource is
 * a new folder, with no line to add here. Each adds itself to `Resources` (below) as it declares
 * itself, so the database is typed with no list either.
 *
 * Only this module imports a declaration, and a declaration imports nothing that touches the
 * database (its seed is handed the database): the database is built from the declarations as this
 * module loads (mocks/db.ts), so a declaration is never half-evaluated when it is read.
 */
// The declarations add themselves: `declare module '../resources' { interface Resources { … } }`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Resources {}

const modules = import.meta.glob<{ default: ResourceDeclaration }>('./*/resource.ts', {
  eager: true,
});

/** Each resource by its folder's name, in the folders' order. */
export const RESOURCES = Object.entries(modules).map(([file, module]) => ({
  name: file.split('/')[1],
  ...module.default,
}));

/** Every table, with its declaration and the folder that declares it. */
export const TABLES = RESOURCES.flatMap(({ name: resource, tables = {} }) =>
  Object.entries(tables as Record<string, TableDeclaration<object>>).map(([name, table]) => ({
    name,
    resource,
    ...table,
  })),
);
