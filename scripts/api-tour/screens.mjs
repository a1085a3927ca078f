// Which screens of the app depend on each operation: for each route of src/app/route-manifest.ts,
// the modules its screen imports (followed through `@/` and relative imports), and the operation
// ids named in them. The shared client layer (src/lib/api*), which names every operation, is not
// followed.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SHARED = /src\/lib\/api(?:[-/]|\.ts)/;

function fileOf(root, from, specifier) {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find((file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

/** The operation ids the module and everything it imports name, as `'id'` string literals. */
function operationsRead(root, entry, ids) {
  const found = new Set();
  const visited = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (!file || visited.has(file) || SHARED.test(file)) continue;
    visited.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, literal] of text.matchAll(/'([A-Za-z]+)'/g))
      if (ids.has(literal)) found.add(literal);
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      queue.push(fileOf(root, file, specifier));
    }
  }
  return found;
}

/** For each operation id, the app paths whose screens depend on it. */
export function screensByOperation(root, operationIds) {
  const ids = new Set(operationIds);
  const manifest = readFileSync(path.join(root, 'src/app/route-manifest.ts'), 'utf8');
  const screens = new Map(operationIds.map((id) => [id, []]));
  const entries = manifest.matchAll(/path: '([^']+)'[\s\S]*?import\('([^']+)'\)/g);
  for (const [, route, module] of entries) {
    const file = fileOf(root, path.join(root, 'src/app/route-manifest.ts'), module);
    for (const id of operationsRead(root, file, ids)) screens.get(id).push(route);
  }
  return screens;
}
