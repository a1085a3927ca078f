// Writes src/lib/api/operations.ts: each operation of docs/openapi.yaml with its method, path and
// the error statuses it documents,
// the runtime half of the types `openapi-typescript` writes to src/lib/api-schema.ts. Run by
// `npm run api:types`; a unit test fails when the file is behind the document.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** The file's text for the document's text. */
export function operationsModule(documentText) {
  const document = parse(documentText);
  const lines = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      // The error statuses the document lists for the operation, for the demo's failure picker.
      const errors = Object.keys(item[method].responses ?? {})
        .map(Number)
        .filter((status) => status >= 400)
        .sort((a, b) => a - b);
      return `  ${item[method].operationId}: { method: '${method.toUpperCase()}', path: '${path}', errors: [${errors.join(', ')}] },`;
    }),
  );
  return [
    '// Generated from docs/openapi.yaml by scripts/api-operations.mjs (`npm run api:types`).',
    '// Do not edit: change the document and run the script.',
    '',
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
