import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiHandlers } from './handlers';
import { DEMO_ACCOUNTS } from './seed';
import { findUserByEmail, toPublicUser } from './sessions';
import { ID_MAX } from './record-rules';
import { call } from './testing/api';
import { routePath } from './testing/contract';
import { sessionToken } from './testing/fixtures';

/** The API reference is the hand-off to the backend team: it must name every mocked endpoint. */
describe('docs/openapi.yaml', () => {
  const document = parse(readFileSync(join(process.cwd(), 'docs/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, Schema & { example?: unknown }> };
  };
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => method !== 'parameters')
      .map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );

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
    const login = document.paths['/api/auth/login'].post as {
      requestBody: { content: { 'application/json': { example: unknown } } };
    };
    expect(login.requestBody.content['application/json'].example).toEqual(DEMO_ACCOUNTS.demo);
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

  it('answers a list as the list itself, never wrapped alone in an object', () => {
    const resolve = (schema?: Schema): Schema | undefined =>
      schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema;
    const wrapped = operations
      // A settings document (`{ enabled: [...] }`) is what the same path's PUT replaces.
      .filter(({ path, method }) => method === 'get' && !document.paths[path].put)
      .filter(({ operation }) => {
        const reply = resolve(operation.responses['200']?.content?.['application/json']?.schema);
        const fields = Object.values(reply?.properties ?? {});
        return fields.length === 1 && resolve(fields[0])?.type === 'array';
      })
      .map(({ path }) => path);
    expect(wrapped).toEqual([]);
  });

  it('answers every DELETE as one: 200 with a message saying what was removed', () => {
    const deletes = operations.filter(({ method }) => method === 'delete');
    expect(deletes.length).toBeGreaterThan(0);
    for (const { path, operation } of deletes) {
      const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      const schema = operation.responses['200']?.content?.['application/json']?.schema;
      expect({ path, success, schema }).toEqual({
        path,
        success: ['200'],
        schema: { $ref: '#/components/schemas/Message' },
      });
    }
  });
});

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
}

describe("the mocked server's path parameters", () => {
  // Each handler declares its parameters (`handle({ params: idParams })`, mocks/params.ts), so a
  // value no record could have is refused by name, before any lookup.
  const withParameters = apiHandlers.filter(({ info }) => String(info.path).includes(':'));

  it.each(withParameters.map(({ info }) => [String(info.method), String(info.path)]))(
    '%s %s refuses, naming it, a parameter longer than any id',
    async (method, path) => {
      const token = await sessionToken('demo');
      const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      const url = path.replace(/:\w+/g, 'x'.repeat(ID_MAX + 1));
      const reply = await call(method, url, { token, body: method === 'GET' ? undefined : {} });
      expect(reply.status).toBe(400);
      expect(Object.keys((reply.body as { errors: object }).errors)).toEqual(
        expect.arrayContaining(names),
      );
    },
  );
});
