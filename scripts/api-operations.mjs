// Writes src/lib/api/operations.ts: each operation of docs/openapi.yaml with its method, path and
// the error statuses it documents, each with the document's example body (null when it has none),
// the runtime half of the types `openapi-typescript` writes to src/lib/api/schema.ts. Run by
// `npm run api:types`; a unit test fails when the file is behind the document.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** A value as a TypeScript literal: names unquoted where they can be, text in single quotes. */
function literal(value) {
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, '\\$&')}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(
      ([key, field]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(field)}`,
    );
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  return String(value);
}

/**
 * The example body a reply documents: its JSON content's `example`, or its first of `examples`.
 * The `Error` schema's own example illustrates a 400 and says nothing of other statuses, so a reply
 * without an example of its own has none (the demo shows the message the mocked server sends).
 */
function exampleOf(reply) {
  const content = reply.content?.['application/json'];
  if (!content) return null;
  if (content.example !== undefined) return content.example;
  const [first] = Object.values(content.examples ?? {});
  return first?.value ?? null;
}

/** The file's text for the document's text. */
export function operationsModule(documentText) {
  const document = parse(documentText);
  // A reply shared through components/responses is written once and named where it is used.
  const shared = new Map();
  const bodyOf = (reply) => {
    const name = reply.$ref?.replace('#/components/responses/', '');
    const example = exampleOf(name ? document.components.responses[name] : reply);
    if (example === null) return 'null';
    if (!name) return literal(example);
    shared.set(name, example);
    return name;
  };
  const lines = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      // The error statuses the document lists for the operation, for the demo's failure picker.
      const errors = Object.entries(item[method].responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, reply]) => `${status}: ${bodyOf(reply)}`);
      const listed = errors.length ? `{ ${errors.join(', ')} }` : '{}';
      return `  ${item[method].operationId}: { method: '${method.toUpperCase()}', path: '${path}', errors: ${listed} },`;
    }),
  );
  return [
    '// Generated from docs/openapi.yaml by scripts/api-operations.mjs (`npm run api:types`).',
    '// Do not edit: change the document and run the script.',
    '',
    ...(shared.size
      ? [
          '// The example bodies of the error replies the document shares (components/responses).',
          ...[...shared].map(([name, example]) => `const ${name} = ${literal(example)} as const;`),
          '',
        ]
      : []),
    '/** Each operation; `errors` holds its error statuses, each with its example body or null. */',
    'export const API_OPERATIONS = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

const root = new URL('..', import.meta.url);
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = readFileSync(new URL('docs/openapi.yaml', root), 'utf8');
  writeFileSync(new URL('src/lib/api/operations.ts', root), operationsModule(text));
}
