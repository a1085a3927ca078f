import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import dredd, { type Transaction } from 'dredd-transactions';
import { load as loadYaml11 } from 'yaml-js';
import { load as loadJsYaml } from 'js-yaml';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportDatabase } from './persistence';
import { DEMO_ACCOUNTS } from './seed';
import { call } from './testing/api';
import { seedAt } from './testing/clock';
import { compileSchemaAt, escape } from './testing/contract';
import { documentedOperationsWithExamples as operations } from './testing/examples';
import { sessionToken, signInWithGoogle } from './testing/fixtures';

/**
 * docs/openapi.yaml as the tools of a backend or mobile team read it on their first day, as it is:
 * three YAML parsers (js-yaml, the one most JavaScript tools use; yaml-js, a port of PyYAML's YAML
 * 1.1, which Dredd reads with; `yaml` in its YAML 1.1 mode) and Dredd's own compiler of HTTP
 * transactions (dredd-transactions), whose requests are then sent to the mocked server as Dredd
 * sends them. The product's bundle (`npm run hand-off:contract`) has its own test
 * (scripts/hand-off-contract.test.ts).
 */
const SOURCE = readFileSync(join(process.cwd(), 'docs/openapi.yaml'), 'utf8');

function dreddCompile(source: string) {
  return new Promise<ReturnType<typeof dredd.compile>>((resolve, reject) =>
    dredd.parse(source, (error, result) =>
      error ? reject(error) : resolve(dredd.compile(result.mediaType, result.apiElements)),
    ),
  );
}

describe('docs/openapi.yaml, as other YAML parsers read it', () => {
  it.each([
    ['js-yaml', loadJsYaml],
    ['yaml-js (YAML 1.1)', loadYaml11],
    ['yaml in its YAML 1.1 mode', (text: string) => parseYaml(text, { version: '1.1' })],
  ])('%s reads every value as the YAML 1.2 parser does', (_, load) => {
    // A Date, a number or a boolean where YAML 1.2 reads text would change the JSON.
    expect(JSON.stringify(load(SOURCE))).toBe(JSON.stringify(parseYaml(SOURCE)));
  });
});

describe('docs/openapi.yaml, as Dredd reads it', () => {
  let compiled: Awaited<ReturnType<typeof dreddCompile>>;
  beforeAll(async () => {
    compiled = await dreddCompile(SOURCE);
  }, 60_000);

  it('compiles with no error, a transaction for every documented response', () => {
    expect(compiled.annotations.filter((each) => each.type === 'error')).toEqual([]);
    const responses = operations.reduce((sum, each) => sum + each.statuses.length, 0);
    expect(compiled.transactions).toHaveLength(responses);
  });

  /** What Dredd runs: the first transaction of each operation, its first success. */
  const runs = () => {
    const first = new Map<string, Transaction>();
    for (const transaction of compiled.transactions) {
      const key = `${transaction.request.method} ${transaction.origin.resourceName}`;
      if (!first.has(key) && transaction.response.status.startsWith('2')) {
        first.set(key, transaction);
      }
    }
    return first;
  };

  /**
   * What a transaction needs that no document can give: a link the server e-mailed, a cart with
   * something in it (the demo's is empty). Each is answered as the document says for that case.
   */
  const STATE: Record<string, number> = {
    verifyEmail: 400,
    resetPassword: 400,
    confirmEmailChange: 400,
    updateCartItem: 404,
    removeCartItem: 404,
    checkout: 409,
  };

  it("sends, in every product operation's transaction, the documented example, which the server takes as it is", async () => {
    const sent = runs();
    const outcomes: string[] = [];
    for (const operation of operations.filter((each) => !each.operation['x-internal'])) {
      const transaction = sent.get(`${operation.method} ${operation.path}`);
      expect(transaction, `${operation.id} has a transaction`).toBeDefined();
      const { request, response } = transaction!;
      // Each alone, against the seeded demo at the instant the examples name.
      seedAt('2026-11-10T15:30');
      // The session a Dredd hook adds: the demo user's token, or the Google session cookie.
      const headers = Object.fromEntries(request.headers.map(({ name, value }) => [name, value]));
      if (operation.security.some((each) => each.includes('bearer'))) {
        headers.Authorization = `Bearer ${await sessionToken('demo')}`;
      } else if (operation.security.some((each) => each.includes('googleSession'))) {
        await signInWithGoogle();
      }
      expect(request.uri.split('?')[0], operation.id).toBe(operation.url);
      expect(request.body ? JSON.parse(request.body) : undefined, operation.id).toEqual(
        operation.body,
      );
      // A resource without demo records (a new screen's, until it seeds some) has no record of
      // its example id: the documented 404 is the answer then.
      const stored = JSON.stringify(exportDatabase().tables);
      const unseeded =
        operation.pathValues.id && !stored.includes(JSON.stringify(operation.pathValues.id));
      const reply = await call(request.method, request.uri, {
        headers,
        body: request.body || undefined,
      });
      const expected = STATE[operation.id] ?? (unseeded ? 404 : Number(response.status));
      outcomes.push(
        `${operation.id} ${reply.status === expected ? 'as expected' : `${reply.status}: ${JSON.stringify(reply.body)}`}`,
      );
    }
    expect(outcomes.filter((each) => !each.endsWith('as expected'))).toEqual([]);
  }, 120_000);
});

describe('the examples of docs/openapi.yaml', () => {
  it.each(operations.filter((each) => each.operation.requestBody).map((each) => [each.id, each]))(
    '%s has a request example at the media type that its schema takes',
    (_, operation) => {
      expect(operation.body).toBeDefined();
      const pointer = `/paths/${escape(operation.path)}/${operation.method.toLowerCase()}/requestBody/content/application~1json/schema`;
      const fits = compileSchemaAt(pointer);
      expect(fits(operation.body), JSON.stringify(fits.errors)).toBe(true);
    },
  );

  it('give every path parameter a value', () => {
    expect(operations.filter((each) => /\{|undefined/.test(each.url))).toEqual([]);
  });

  it("import demo data the demo accounts sign in to with their data: the import's example restores the seed", async () => {
    // The file's records are of the instant it was written: not in the future of the server.
    seedAt('2026-11-10T15:30');
    const imported = operations.find((each) => each.id === 'importDemoData')!;
    expect((await call('PUT', imported.url, { body: imported.body })).status).toBe(200);
    const login = await call('POST', '/api/auth/login', { body: DEMO_ACCOUNTS.demo });
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const medications = await call('GET', '/api/medications', { token });
    expect((medications.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('mark exactly the demo tools x-internal, which are the paths under /api/demo/ and the demo tag', () => {
    const internal = operations.filter((each) => each.operation['x-internal'] === true);
    const demo = operations.filter((each) => each.path.startsWith('/api/demo/'));
    const tagged = operations.filter((each) => (each.operation.tags as string[]).includes('demo'));
    expect(internal.map((each) => each.id)).toEqual(demo.map((each) => each.id));
    expect(tagged.map((each) => each.id)).toEqual(demo.map((each) => each.id));
  });
});
