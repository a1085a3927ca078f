import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dredd from 'dredd-transactions';
import { load as loadYaml11 } from 'yaml-js';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Document {
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; 'x-internal'?: boolean }>>;
}

const operationIds = (document: Document, internal: boolean) =>
  Object.values(document.paths).flatMap((item) =>
    Object.values(item)
      .filter((operation) => operation.operationId && !!operation['x-internal'] === internal)
      .map((operation) => operation.operationId),
  );

describe('npm run hand-off:contract', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hand-off-contract-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const output = path.join(dir, 'openapi.yaml');
  execFileSync('npm', ['run', '--silent', 'hand-off:contract', '--', `--output=${output}`], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  const text = readFileSync(output, 'utf8');
  const bundle = parse(text) as Document;
  const source = parse(readFileSync(path.join(ROOT, 'docs/openapi.yaml'), 'utf8')) as Document;

  it("writes the product's contract: every operation but the demo tools, no /api/demo/ path, nothing x-internal", () => {
    expect(Object.keys(bundle.paths).filter((route) => route.startsWith('/api/demo/'))).toEqual([]);
    expect(text).not.toContain('x-internal: true');
    expect(operationIds(bundle, false)).toEqual(operationIds(source, false));
    expect(operationIds(source, true).length).toBeGreaterThan(0);
    expect(bundle.tags.map((tag) => tag.name)).not.toContain('demo');
    expect(bundle.servers.map((server) => server.url)).toEqual(['/']);
    // Nor the schemas only the demo tools used.
    expect(text).not.toMatch(/DemoData|OutboxMessage|DemoAccountResponse/);
  });

  it('writes one that a YAML 1.1 parser reads as YAML 1.2 does, and Dredd compiles with no error', async () => {
    expect(JSON.stringify(loadYaml11(text))).toBe(JSON.stringify(bundle));
    const compiled = await new Promise<ReturnType<typeof dredd.compile>>((resolve, reject) =>
      dredd.parse(text, (error, result) =>
        error ? reject(error) : resolve(dredd.compile(result.mediaType, result.apiElements)),
      ),
    );
    expect(compiled.annotations.filter((each) => each.type === 'error')).toEqual([]);
    expect(compiled.transactions.length).toBeGreaterThan(0);
    expect(compiled.transactions.some((each) => each.request.uri.startsWith('/api/demo/'))).toBe(
      false,
    );
  });
});
