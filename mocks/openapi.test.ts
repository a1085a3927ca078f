import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiHandlers } from './handlers';

/** The API reference is the hand-off to the backend team: it must name every mocked endpoint. */
describe('docs/openapi.yaml', () => {
  const document = parse(readFileSync(join(process.cwd(), 'docs/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };

  it('documents every endpoint the mocked server answers, and no other', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = apiHandlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);
    expect(documented.sort()).toEqual(served.sort());
  });
});
