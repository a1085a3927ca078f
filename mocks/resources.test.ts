import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTable } from './stored-records';
import { RESOURCES, TABLES } from './resources';
import type { ModelName } from './db';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The module a static import names, as a file of the repository (null for a package). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('@mocks/')
      ? path.join(ROOT, 'mocks', specifier.slice(7))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && readable(file)) ?? null;
}

function readable(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The chain of modules from `file` to mocks/db.ts through imports that run, if there is one. */
function pathToDatabase(file: string, seen = new Set<string>()): string[] | null {
  if (file === path.join(ROOT, 'mocks', 'db.ts')) return [file];
  if (seen.has(file)) return null;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  // `import type` and `export type` are erased: only imports that run can touch the database.
  for (const [, specifier] of source.matchAll(
    /^(?:import|export)(?! type )[^'"]*from '([^']+)'/gm,
  )) {
    const next = resolve(file, specifier);
    const chain = next && pathToDatabase(next, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

describe('the resources of the mocked server (mocks/<resource>/resource.ts)', () => {
  it.each(RESOURCES.map(({ name }) => [name]))(
    "%s's declaration imports nothing that touches the database",
    (name) => {
      // The database is built from the declarations as they load: one that imported it would be
      // read half-evaluated. A seed is handed the database instead.
      const chain = pathToDatabase(path.join(ROOT, 'mocks', name, 'resource.ts'));
      expect(chain?.map((file) => path.relative(ROOT, file)).join(' → ') ?? null).toBeNull();
    },
  );

  it.each(TABLES.map(({ name, resource }) => [name, resource]))(
    "the %s table's example fits its own rules (mocks/%s/resource.ts)",
    (name) => {
      const { example } = TABLES.find((table) => table.name === name)!;
      expect(checkTable(name as ModelName, [example('local_demo', {})], null)).not.toHaveProperty(
        'problem',
      );
    },
  );

  it('names each table once, in one resource', () => {
    const names = TABLES.map(({ name }) => name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
