import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiHandlers } from './handlers';
import { DEMO_ACCOUNTS } from './seed';
import { findUserByEmail, toPublicUser } from './sessions';
import { routePath } from './testing/contract';

/** The API reference is the hand-off to the backend team: it must name every mocked endpoint. */
describe('docs/openapi.yaml', () => {
  const document = parse(readFileSync(join(process.cwd(), 'docs/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, { example?: unknown }> };
  };

  it('documents every endpoint the mocked server answers, and no other', () => {
    // OpenAPI writes a path parameter as {id}, MSW as :id; `parameters` shared by a path's
    // operations is not an operation.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((key) => key !== 'parameters')
        .map((method) => `${method.toUpperCase()} ${routePath(path)}`),
    );
    const served = apiHandlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);
    expect(documented.sort()).toEqual(served.sort());
  });

  it('shows examples taken from the seed', () => {
    const demo = findUserByEmail(DEMO_ACCOUNTS.demo.email)!;
    expect(document.components.schemas.User.example).toEqual(toPublicUser(demo));
    expect(document.components.schemas.LoginRequest.example).toEqual(DEMO_ACCOUNTS.demo);
  });

  it('is what the checked-in TypeScript types were generated from', () => {
    const output = join(mkdtempSync(join(tmpdir(), 'api-types-')), 'schema.ts');
    execFileSync(
      join(process.cwd(), 'node_modules/.bin/openapi-typescript'),
      ['docs/openapi.yaml', '-o', output],
      { stdio: 'pipe' },
    );
    expect(readFileSync(output, 'utf8'), 'run `npm run api:types` and commit the result').toBe(
      readFileSync(join(process.cwd(), 'src/lib/api/schema.ts'), 'utf8'),
    );
  }, 30_000);
});
