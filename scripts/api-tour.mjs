// `npm run test:api`: a tour of every operation in docs/openapi.yaml through Prism's validating
// proxy (`prism proxy --errors`), a third party that checks each request and response against the
// document (scripts/api-tour/tour.mjs says what it calls and checks).
//
// `npm run test:api -- --target <url>` tours a server it did not start, e.g. a backend's staging
// server, as the Premium and Free users given (flags or API_TOUR_* variables; the seeded demo
// users by default, so a running `npm run mock:api` is toured as is; --signed-out for none). It
// holds the target to the product's contract only (the bundle `npm run hand-off:contract` writes:
// no demo tool, nothing `x-internal`); what needs the mocked server's demo tools is skipped, saying
// why; --read-only sends only GETs.
//
// Without --target it starts `mock:api` twice: with its demo tools, for the full tour of
// docs/openapi.yaml, and with --no-demo-tools, as a real server held to the product's contract,
// where it skips what the document and the tour's own limits say it must and nothing it has a
// request for (`skipsWithoutDemoTools`, scripts/api-tour/tour.mjs).
// Each tour writes a JUnit XML file and an HTML page to --report (test-results/api-tour); the exit
// code is 1 on any failure, never on a skip.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { html, junit, summary } from './api-tour/report.mjs';
import { screensByOperation } from './api-tour/screens.mjs';
import { operationsOf, skipsWithoutDemoTools, tourTarget } from './api-tour/tour.mjs';
import { writeProductContract } from './hand-off-contract.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const USAGE = `Usage: npm run test:api -- [options]

  --target <url>              tour this server (default: start mock:api, with and without demo tools)
  --premium-email <e-mail>    a Premium user of the target (or API_TOUR_PREMIUM_EMAIL)
  --premium-password <pw>     (or API_TOUR_PREMIUM_PASSWORD)
  --free-email <e-mail>       a Free user of the target (or API_TOUR_FREE_EMAIL)
  --free-password <pw>        (or API_TOUR_FREE_PASSWORD)
  --signed-out                sign in as nobody: only public operations are called
  --read-only                 send only safe methods (GET): nothing is written
  --report <dir>              where the JUnit XML and HTML reports go (default test-results/api-tour)
  --document <file>           the document to hold the server to (default: the product's contract,
                              and docs/openapi.yaml for the mocked server with its demo tools)`;
const { values: flags } = parseArgs({
  options: {
    target: { type: 'string' },
    'premium-email': { type: 'string' },
    'premium-password': { type: 'string' },
    'free-email': { type: 'string' },
    'free-password': { type: 'string' },
    'signed-out': { type: 'boolean' },
    'read-only': { type: 'boolean' },
    report: { type: 'string', default: 'test-results/api-tour' },
    // The tour's own test gives it one the server breaks.
    document: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const dir = mkdtempSync(path.join(tmpdir(), 'vitalis-api-tour-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

/**
 * A document the tour reads, with each example given by `externalValue` (a file beside the
 * document: the import's demo data) read into its `value`, as a tool that follows it sends it.
 */
function documentAt(file) {
  const document = parse(readFileSync(file, 'utf8'));
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const examples = operation?.requestBody?.content?.['application/json']?.examples ?? {};
      for (const example of Object.values(examples)) {
        if (example.externalValue === undefined) continue;
        const value = readFileSync(path.resolve(path.dirname(file), example.externalValue), 'utf8');
        example.value = JSON.parse(value);
      }
    }
  }
  return { file, document };
}

/** The full document, demo tools included (or the one --document names). */
const FULL = documentAt(path.resolve(root, flags.document ?? 'docs/openapi.yaml'));
/** The product's contract, which a real server is held to (or the one --document names). */
function productContract() {
  if (flags.document) return FULL;
  const file = path.join(dir, 'product.yaml');
  writeProductContract(file);
  return documentAt(file);
}
/** The seeded Premium and Free demo users (src/lib/demo-accounts.ts). */
const DEMO_ACCOUNTS = {
  premium: { email: 'demo@vitalis.health', password: 'Demo1234!' },
  free: { email: 'free@vitalis.health', password: 'Demo1234!' },
};

const children = [];
process.on('exit', () => children.forEach((child) => child.kill()));

function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts a process and waits for a line of its output to match; returns the match. */
function start(command, args, ready) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${command} did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => fail(new Error(`${command} stopped (${code}):\n${output}`)));
  });
}

/** `npm run mock:api` on a fresh database of the demo accounts, at a pinned date; its URL. */
async function startMockApi(dir, extra) {
  const [, url] = await start(
    process.execPath,
    [
      'scripts/mock-api.mjs',
      '--port=0',
      '--reset',
      `--db=${path.join(dir, 'db.json')}`,
      '--latency=none',
      // Never the machine's clock: after every date the document's examples give.
      '--now=2026-11-10T15:30',
      '--quiet',
      ...extra,
    ],
    /mocked API on (http:\/\/[\d.:]+)\/api/,
  );
  return url;
}

/** Prism's validating proxy in front of the target, holding it to the document's file; its URL. */
async function startProxy(target, file) {
  const port = await freePort();
  await start(
    path.join(root, 'node_modules/.bin/prism'),
    ['proxy', file, target, '--errors', '--host=127.0.0.1', `--port=${port}`],
    /Prism is listening/,
  );
  return `http://127.0.0.1:${port}`;
}

/** Whether the target offers the mocked server's demo tools (its outbox answers with a list). */
async function offersDemoTools(target) {
  try {
    const response = await fetch(`${target}/api/demo/outbox`);
    return response.ok && Array.isArray(await response.json());
  } catch {
    return false;
  }
}

function accountOf(kind) {
  const variable = `API_TOUR_${kind.toUpperCase()}_`;
  const email = flags[`${kind}-email`] ?? process.env[`${variable}EMAIL`];
  const password = flags[`${kind}-password`] ?? process.env[`${variable}PASSWORD`];
  return email && password ? { email, password } : null;
}

/** The accounts of a --target tour: those given, else the demo users, or none if --signed-out. */
function givenAccounts() {
  if (flags['signed-out']) return {};
  const given = { premium: accountOf('premium'), free: accountOf('free') };
  return given.premium || given.free
    ? Object.fromEntries(Object.entries(given).filter(([, account]) => account))
    : DEMO_ACCOUNTS;
}

/**
 * Adds a failing check when the tour skipped what it has a request for, or did not skip what only
 * the demo tools make possible (`expected`: skipsWithoutDemoTools).
 */
function compareSkips(checks, { always, possibly }) {
  const skipped = checks
    .filter((each) => each.outcome === 'skipped')
    .map((each) => `${each.operation}: ${each.name}`);
  const unexpected = skipped.filter((line) => !always.includes(line) && !possibly.includes(line));
  const missing = always.filter((line) => !skipped.includes(line));
  if (!unexpected.length && !missing.length) return checks;
  const problems = [
    ...unexpected.map((line) => `skipped, though the tour has a request for it: ${line}`),
    ...missing.map((line) => `not skipped, though only the demo tools make it possible: ${line}`),
  ];
  const check = {
    operation: null,
    tag: 'tour',
    name: 'the skips are those of a server without the demo tools (skipsWithoutDemoTools)',
    outcome: 'failed',
    problems,
    exchanges: [],
  };
  return [...checks, check];
}

const screens = screensByOperation(
  root,
  operationsOf(FULL.document).map((operation) => operation.id),
);
mkdirSync(path.resolve(root, flags.report), { recursive: true });

/** Tours the target through a proxy of its own; prints and writes the report; true if none failed. */
async function tourAndReport({ title, file, target, contract, accounts, expectedSkips }) {
  const { document } = contract;
  const proxy = await startProxy(target, contract.file);
  const demoTools = await offersDemoTools(target);
  const readOnly = flags['read-only'] ?? false;
  const started = performance.now();
  const toured = await tourTarget({ document, target, proxy, accounts, demoTools, readOnly });
  const seconds = Math.round((performance.now() - started) / 1000);
  const checks = expectedSkips ? compareSkips(toured, expectedSkips) : toured;
  const heading = `API tour of ${title} (${target}${demoTools ? ', with the demo tools' : ''})`;
  writeFileSync(path.resolve(root, flags.report, `${file}.xml`), junit(heading, checks));
  writeFileSync(path.resolve(root, flags.report, `${file}.html`), html(heading, checks, screens));
  return {
    text: summary(`${heading}, ${seconds} s`, checks),
    failed: checks.some((each) => each.outcome === 'failed'),
  };
}

let tours;
if (flags.target) {
  const target = flags.target.replace(/\/$/, '');
  const contract = productContract();
  tours = [{ title: 'the target', file: 'api-tour', target, contract, accounts: givenAccounts() }];
} else {
  const product = productContract();
  mkdirSync(path.join(dir, 'demo'));
  mkdirSync(path.join(dir, 'real'));
  const [demo, real] = await Promise.all([
    startMockApi(path.join(dir, 'demo'), []),
    startMockApi(path.join(dir, 'real'), ['--no-demo-tools']),
  ]);
  tours = [
    {
      title: 'the mocked server',
      file: 'mocked-server',
      target: demo,
      contract: FULL,
      accounts: DEMO_ACCOUNTS,
    },
    {
      title: 'the mocked server without its demo tools',
      file: 'mocked-server-without-demo-tools',
      target: real,
      contract: product,
      accounts: DEMO_ACCOUNTS,
      expectedSkips: skipsWithoutDemoTools(product.document, DEMO_ACCOUNTS),
    },
  ];
}
const results = await Promise.all(tours.map(tourAndReport));
console.log(results.map(({ text }) => text).join('\n\n'));
console.log(`\nReports (JUnit XML, HTML): ${path.resolve(root, flags.report)}/`);
process.exit(results.some(({ failed }) => failed) ? 1 : 0);
