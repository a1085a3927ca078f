// `npm run hand-off:contract`: writes docs/hand-off/openapi.yaml (git-ignored), the product's
// contract as the backend team receives it: docs/openapi.yaml without what is marked `x-internal`
// (the demo tools, the mocked API's own server) and the schemas only those used, by Redocly's
// `product` API of redocly-hand-off.yaml. `--output <file>` writes it elsewhere. The API reference and the
// API tour of a target read the same bundle (writeProductContract).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Bundles the product's contract to `output` (YAML); throws with Redocly's words if it cannot. */
export function writeProductContract(output) {
  execFileSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['bundle', 'product', '--config', 'redocly-hand-off.yaml', '--output', output],
    { cwd: root, stdio: 'pipe' },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { output: { type: 'string', default: 'docs/hand-off/openapi.yaml' } },
  });
  const output = path.resolve(root, values.output);
  writeProductContract(output);
  console.log(`Wrote ${path.relative(root, output)}`);
}
