import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase, databaseWrites } from './persistence';
import { call } from './testing/api';
import {
  compileSchemaAt,
  type JsonSchema,
  documentedOperations,
  escape,
  openapiDocument,
} from './testing/contract';
import { apiHandlers } from './handlers';
import { exampleOf } from './testing/examples';
import { sessionToken } from './testing/fixtures';

/** Field names the endpoints read, so generated bodies reach the validators, not only the JSON parser. */
const FIELDS = [
  'email',
  'password',
  'username',
  'firstName',
  'lastName',
  'token',
  'decision',
  'id',
  'name',
  'date',
  'range',
];

const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    { $ne: 1 },
    { $gt: '' },
    ['a@b.c'],
    '',
    ' ',
    'a'.repeat(10_000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    -1,
    1e308,
    true,
    null,
  ),
);

const objectBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), hostileValue, { maxKeys: 6 })
  .map((body) => JSON.stringify(body));

/** Bodies as raw text, so some are not JSON at all and some smuggle prototype keys. */
const body = fc.oneof(
  objectBody,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  objectBody.map((json) => json.replace(/^\{/, '{"__proto__":{"role":"admin"},')),
  objectBody.map((json) => json.replace(/^\{/, '{"constructor":{"prototype":{"x":1}},')),
  fc.constant(undefined),
);

const segment = fc.oneof(
  fc.string(),
  fc.constantFrom('local_demo', 'local_admin', '__proto__', '..', '%00', '0', '-1'),
);

const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), fc.string(), {
  maxKeys: 4,
});

/** Writes that a refused request is still meant to make, each for a stated reason. */
function writeExpected(operation: string, status: number): boolean {
  // A failed login is counted before the password is checked, so bursts of guesses are limited.
  return operation === 'POST /api/auth/login' && status === 401;
}

/** The database's write count when it was last as seeded, and the session made in it since. */
let seeded = { writes: -1, token: undefined as string | undefined };

/**
 * The small seed, with a session of the demo user in it when `signedIn`: seeded again only if a
 * request wrote anything since (a database no request wrote to is as it was left), for a seed takes
 * 20–30 ms and most hostile requests are refused, writing nothing.
 */
async function freshDatabase(signedIn: boolean): Promise<string | undefined> {
  if (databaseWrites() !== seeded.writes) {
    resetDatabase('small');
    seeded = { writes: databaseWrites(), token: undefined };
  }
  if (!signedIn) return undefined;
  if (!seeded.token) seeded = { token: await sessionToken('demo'), writes: databaseWrites() };
  return seeded.token;
}

describe('every registered handler, under generated hostile input', () => {
  for (const { info } of apiHandlers) {
    const method = String(info.method);
    const operation = `${method} ${String(info.path)}`;

    it(`${operation} never answers 5xx, and a refusal writes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          query,
          body,
          fc.boolean(),
          async (segments, params, rawBody, signedIn) => {
            const token = await freshDatabase(signedIn);
            let i = 0;
            const path = String(info.path).replace(/:[A-Za-z]+/g, () =>
              encodeURIComponent(segments[i++]),
            );
            const search = new URLSearchParams(params).toString();
            const writes = databaseWrites();
            const reply = await call(method, search ? `${path}?${search}` : path, {
              body: method === 'GET' ? undefined : rawBody,
              token,
            });
            expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
            if (reply.status >= 400 && !writeExpected(operation, reply.status)) {
              expect(databaseWrites(), `${reply.status} ${JSON.stringify(reply.body)}`).toBe(
                writes,
              );
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});

interface PathItem {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: {
    content?: Record<string, Parameters<typeof exampleOf>[0] & { schema: JsonSchema }>;
  };
}

type Json = unknown;
type Body = Record<string, Json>;
type Path = (string | number)[];

const document = openapiDocument as unknown as {
  paths: Record<string, Record<string, PathItem> & PathItem>;
  components: { schemas: Record<string, JsonSchema> };
};

/** The schema with its $ref followed; keywords beside the $ref are kept. */
function resolved(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const { $ref, ...beside } = schema;
  return { ...resolved(document.components.schemas[$ref.split('/').pop()!]), ...beside };
}

const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat();

/** A value the schema accepts: its example, or one made from its keywords. */
function validValue(raw: JsonSchema): Json {
  const schema = resolved(raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = typesOf(schema).find((t) => t !== 'null');
  if (type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((key) => [key, validValue(schema.properties![key])]),
    );
  }
  if (type === 'array') {
    return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items!));
  }
  if (type === 'number' || type === 'integer') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'date') return '2020-01-15';
  // A text its pattern accepts, the same on every run.
  if (schema.pattern)
    return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0];
  return 'x'.repeat(schema.minLength ?? 1);
}

/** Values at the edges of the schema's keywords; the document decides which of them it refuses. */
function edgeValues(schema: JsonSchema, valid: Json): Json[] {
  const values: Json[] = [[valid], { value: valid }, null];
  if (typeof valid === 'number') values.push(String(valid));
  if (schema.enum) values.push('not-one-of-the-options');
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (typesOf(schema).includes('integer')) values.push(1.5);
  if (schema.minLength) values.push('');
  if (schema.maxLength !== undefined) {
    const long = 'a'.repeat(schema.maxLength + 1);
    values.push(schema.format === 'email' ? `${long}@example.com` : long);
  }
  if (schema.format === 'date') values.push('1000-01-01', '1899-12-31', '2021-02-30', 'yesterday');
  if (schema.pattern) values.push('!');
  const item =
    Array.isArray(valid) && valid.length ? valid[0] : schema.items && validValue(schema.items);
  if (schema.maxItems !== undefined) values.push(Array(schema.maxItems + 1).fill(item));
  if (schema.uniqueItems) values.push([item, item]);
  return values;
}

function setAt(body: Body, path: Path, value: Json | undefined): Body {
  const copy = structuredClone(body);
  let holder = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, Json>;
  if (value === undefined) delete holder[path.at(-1)!];
  else holder[path.at(-1)!] = value;
  return copy;
}

/** As the server names a field: `auth.type`, `results[0].value`. */
const fieldName = (path: Path) =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );

interface Field {
  name: string;
  schema: JsonSchema;
  valid: Json;
  required: boolean;
  /** The body with this field set to the value (removed for undefined). */
  with: (value: Json | undefined) => Body;
}

/** Every field of an object in `root` at `at`, nested objects and list items included. */
function fieldsOf(objectSchema: JsonSchema, root: Body, at: Path): Field[] {
  const object = resolved(objectSchema);
  let here = root as Json;
  for (const key of at) here = (here as Record<string | number, Json>)[key];
  return Object.entries(object.properties ?? {}).flatMap(([key, raw]) => {
    const schema = resolved(raw);
    const path = [...at, key];
    const name = fieldName(path);
    const valid = (here as Body)[key] ?? validValue(schema);
    const field: Field = {
      name,
      schema,
      valid,
      required: (object.required ?? []).includes(key),
      with: (value) => setAt(root, path, value),
    };
    const types = typesOf(schema);
    if (types.includes('object') && schema.properties) {
      return [field, ...fieldsOf(schema, setAt(root, path, valid), path)];
    }
    const item = schema.items && resolved(schema.items);
    if (types.includes('array') && item?.properties) {
      const list = (valid as Json[]).length ? valid : [validValue(item)];
      return [field, ...fieldsOf(item, setAt(root, path, list), [...path, 0])];
    }
    return [field];
  });
}

/** Marks a value to remove the field. */
const MISSING = Symbol('missing');

describe('every documented field, given a value docs/openapi.yaml refuses', () => {
  beforeEach(() => {
    // After every date in the document's examples.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-15T23:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  for (const operation of documentedOperations) {
    const docPath = operation.path.replace(/:(\w+)/g, '{$1}');
    const item = document.paths[docPath];
    const details = item[operation.method.toLowerCase()];
    const parameters = [...(item.parameters ?? []), ...(details.parameters ?? [])];
    const media = details.requestBody?.content?.['application/json'];
    const bodySchema = media?.schema;
    const query = parameters.filter((parameter) => parameter.in === 'query');
    if (!bodySchema && !query.length) continue;

    it(`${operation.name} answers 400 naming the field, and writes nothing, for each wrong type, out-of-range, too long, missing or extra value`, async () => {
      const token = await sessionToken('demo');
      // A path parameter no record has, or its first documented value: the wrapper checks the
      // body and the query before the handler looks anything up.
      const url = operation.path.replace(/:(\w+)/g, (_, name: string) => {
        const schema = parameters.find((parameter) => parameter.name === name)!.schema;
        return String(resolved(schema).enum?.[0] ?? 'no-such-record');
      });
      // The body's documented example (at its media type), as a tool would send it.
      const base = media ? ((exampleOf(media) ?? validValue(bodySchema!)) as Body) : undefined;
      expect(base === undefined || operation.request!(base), 'the example fits the document').toBe(
        true,
      );

      const refused = async (search: string, body: Body | undefined, field: string) => {
        const writes = databaseWrites();
        const reply = await call(operation.method, `${url}${search}`, { token, body });
        const sent = `${search} ${JSON.stringify(body)?.slice(0, 300)}`;
        expect(reply.status, sent).toBe(400);
        const named = Object.keys((reply.body as { errors?: object }).errors ?? {});
        expect(
          named.some(
            (key) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`),
          ),
          `${sent} → ${JSON.stringify(reply.body).slice(0, 300)}`,
        ).toBe(true);
        expect(databaseWrites(), sent).toBe(writes);
      };

      if (bodySchema && base) {
        const fields = fieldsOf(bodySchema, base, []);
        for (const field of fields) {
          const check = async (value: Json | typeof MISSING) => {
            const body = field.with(value === MISSING ? undefined : value);
            if (operation.request!(body)) return; // the document accepts it
            await refused('', body, field.name);
          };
          if (field.required) await check(MISSING);
          await fc.assert(fc.asyncProperty(fc.jsonValue(), check), {
            numRuns: 8,
            examples: edgeValues(field.schema, field.valid).map((value) => [value]),
          });
        }
        const objects: { name: string; with: (value: Json) => Body }[] = [
          { name: '', with: (value) => ({ ...base, unexpected: value }) },
        ];
        for (const field of fields.filter((f) => typesOf(f.schema).includes('object'))) {
          objects.push({
            name: `${field.name}.`,
            with: (value) => field.with({ ...(field.valid as Body), unexpected: value }),
          });
        }
        for (const object of objects)
          await refused('', object.with(true), `${object.name}unexpected`);
      }

      for (const parameter of query) {
        const pointer = `/paths/${escape(docPath)}/${operation.method.toLowerCase()}/parameters/${parameters.indexOf(parameter)}/schema`;
        const fits = compileSchemaAt(pointer);
        const schema = resolved(parameter.schema);
        const check = async (value: string) => {
          if (fits(value)) return;
          const search = `?${new URLSearchParams({ [parameter.name]: value })}`;
          await refused(search, base, parameter.name);
        };
        const edges = edgeValues(schema, validValue(schema));
        await fc.assert(fc.asyncProperty(fc.string(), check), {
          numRuns: 8,
          examples: edges.filter((value) => typeof value === 'string').map((value) => [value]),
        });
      }

      // Last, as it may change the account: the valid request is not refused for a field.
      const reply = await call(operation.method, url, { token, body: base });
      const named = reply.status === 400 ? (reply.body as { errors?: object }).errors : undefined;
      expect(named ?? {}, `the valid request: ${JSON.stringify(reply.body)}`).toEqual({});
    });
  }
});
