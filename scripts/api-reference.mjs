// `npm run api:reference`: the API reference pages, rendered by Redoc (Redocly CLI, the Redoc
// bundle inlined, so they work offline), from docs/openapi.yaml:
// - public/api-reference.html, the product's contract as the backend team receives it (the
//   bundle of `npm run hand-off:contract`: nothing marked `x-internal`), which links
// - public/api-reference-demo-tools.html, the mocked server's demo tools alone (`x-internal`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { writeProductContract } from './hand-off-contract.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DEMO_TOOLS_PAGE = 'api-reference-demo-tools.html';

/** The document of the demo tools alone: their paths, their tag, both servers. */
function demoToolsDocument(document) {
  const internal = (item) =>
    Object.values(item).some((operation) => operation?.['x-internal'] === true);
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([, item]) => internal(item)),
  );
  const tags = new Set(
    Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])),
  );
  return {
    ...document,
    info: {
      ...document.info,
      title: 'Vitalis demo tools',
      description:
        "The mocked server's demo tools, which only this prototype has: the outbox of e-mailed links, the demo data's export, import and reset, new demo accounts and the live demo's dashboard. They are marked `x-internal` in docs/openapi.yaml and left out of the product's contract ([the API reference](api-reference.html)). `npm run mock:api` answers them on this machine only, unless started with `--expose-demo-tools`; with `--no-demo-tools` it answers 404, as a real server does.",
    },
    tags: document.tags.filter((tag) => tags.has(tag.name)),
    paths,
  };
}

/** Renders a document (an object) to a page of public/. */
function render(document, title, page, dir) {
  const file = path.join(dir, `${path.basename(page, '.html')}.json`);
  writeFileSync(file, JSON.stringify(document));
  execFileSync(
    path.join(root, 'node_modules/.bin/redocly'),
    [
      'build-docs',
      file,
      '--inlineBundle',
      '--title',
      title,
      '--output',
      path.join(root, 'public', page),
    ],
    { cwd: root, stdio: 'pipe' },
  );
}

const dir = mkdtempSync(path.join(tmpdir(), 'api-reference-'));
try {
  const source = parse(readFileSync(path.join(root, 'docs/openapi.yaml'), 'utf8'));
  writeProductContract(path.join(dir, 'product.yaml'));
  const product = parse(readFileSync(path.join(dir, 'product.yaml'), 'utf8'));
  product.info.description += `\nThe mocked server's demo tools, which are not part of this contract, are on [a page of their own](${DEMO_TOOLS_PAGE}).\n`;
  render(product, 'Vitalis API reference', 'api-reference.html', dir);
  render(demoToolsDocument(source), 'Vitalis demo tools', DEMO_TOOLS_PAGE, dir);
  console.log(`Wrote public/api-reference.html and public/${DEMO_TOOLS_PAGE}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
