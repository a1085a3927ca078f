// `npm run test:api`: a tour of every operation in docs/openapi.yaml against `npm run mock:api`,
// through Prism's validating proxy (`prism proxy --errors`), a third party that checks each
// request and response against the document. Each operation is called with its documented
// example as a Premium and a Free user (or, if public, signed out; if it takes the Google session
// alone, with one), then for each error status it lists: a stale session for 401, an unknown id
// for 404, and the mocked server's failure injection (`X-Mock-Failure`) for the statuses a tour
// cannot reach by itself (a full storage, a rate limit…). It fails on any exchange the proxy
// flags, on a status the document does not list, and on a listed status never seen.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// `--document <file>` tours another document (the tour's own test gives it one the server breaks).
const DOCUMENT =
  parseArgs({ options: { document: { type: 'string' } } }).values.document ?? 'docs/openapi.yaml';
const document = parse(readFileSync(path.resolve(root, DOCUMENT), 'utf8'));
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
/** The accounts of a run: the seeded Premium and Free demo users (src/lib/demo-accounts.ts). */
const ACCOUNTS = {
  premium: { email: 'demo@vitalis.health', password: 'Demo1234!' },
  free: { email: 'free@vitalis.health', password: 'Demo1234!' },
};
/** Where an id of a path with neither a list nor a create of its own comes from. */
const ID_SOURCES = {
  '/api/disconnect-device': 'GET /api/connected-devices',
  '/api/sync-device': 'GET /api/connected-devices',
  '/api/cart/items': 'POST /api/cart/add',
};
const UNKNOWN_ID = 'does-not-exist';

const children = [];
process.on('exit', () => children.forEach((child) => child.kill()));

function resolve(node) {
  if (!node?.$ref) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce((parent, key) => parent[key], document);
  const own = { ...node };
  delete own.$ref;
  return { ...resolve(target), ...own };
}

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

const operations = Object.entries(document.paths).flatMap(([route, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method];
    const schemes = (operation.security ?? document.security ?? []).flatMap(Object.keys);
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
    const body = operation.requestBody
      ? resolve(operation.requestBody.content['application/json'].schema)
      : null;
    return {
      id: operation.operationId,
      method: method.toUpperCase(),
      route,
      schemes,
      parameters,
      examples: body ? (body.examples ?? [body.example]) : [undefined],
      statuses: Object.keys(operation.responses).map(Number),
    };
  }),
);

const dir = mkdtempSync(path.join(tmpdir(), 'vitalis-api-tour-'));
const [, mockUrl] = await start(
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
  ],
  /mocked API on (http:\/\/[\d.:]+)\/api/,
);
const proxyPort = await freePort();
await start(
  path.join(root, 'node_modules/.bin/prism'),
  ['proxy', DOCUMENT, mockUrl, '--errors', '--host=127.0.0.1', `--port=${proxyPort}`],
  /Prism is listening/,
);
const proxy = `http://127.0.0.1:${proxyPort}`;

const flagged = [];
const seen = new Map(operations.map((operation) => [operation.id, new Set()]));
let exchanges = 0;
let sessions = {};

async function call(method, url, { body, headers = {} } = {}) {
  exchanges++;
  const response = await fetch(`${proxy}${url}`, {
    method,
    headers: {
      Accept: '*/*',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const violations = response.headers.get('sl-violations');
  const fromProxy = (response.headers.get('content-type') ?? '').includes('problem+json');
  if (violations || fromProxy) {
    flagged.push(`${method} ${url} → ${response.status}\n    ${violations ?? text}`);
  }
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A CSV download, or an empty reply.
  }
  return { status: response.status, json, headers: response.headers };
}

/** The headers that sign a request in as the account (a bearer token, or the Google cookie). */
async function signIn(account) {
  if (sessions[account]) return sessions[account];
  if (account === 'google') {
    const { headers } = await call('POST', '/api/auth/google/callback', {
      body: { decision: 'allow' },
    });
    const cookie = headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
    return (sessions[account] = { Cookie: cookie });
  }
  const { json } = await call('POST', '/api/auth/login', { body: ACCOUNTS[account] });
  return (sessions[account] = { Authorization: `Bearer ${json.token}` });
}

function findKey(value, key) {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findKey(item, key);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    if (typeof value[key] === 'string') return value[key];
    for (const item of Object.values(value)) {
      const found = findKey(item, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** An id the account has for the parameter: a new record under its path, or one it lists. */
async function existingId(operation, name, known, headers) {
  const prefix = fillPath(operation.route.slice(0, operation.route.indexOf(`/{${name}}`)), known);
  const [method, list] = (ID_SOURCES[prefix] ?? `POST ${prefix}`).split(' ');
  const source =
    operations.find((each) => each.method === method && fillPath(each.route, known) === list) ??
    operations.find((each) => each.method === 'GET' && fillPath(each.route, known) === list);
  if (!source) return undefined;
  const reply = await call(source.method, withQuery(source, list), {
    body: source.examples[0],
    headers,
  });
  return findKey(reply.json, name) ?? findKey(reply.json, 'id');
}

/** The link's token in the last e-mail the mocked server sent to the address. */
async function mailedToken(to) {
  const { json } = await call('GET', '/api/demo/outbox');
  const mail = json.findLast((message) => message.to === to);
  return new URL(mail.link, 'http://app').searchParams.get('token');
}

/**
 * What some examples need before they can succeed: a token from an e-mail, a full cart. Each
 * returns the body to send instead of the example (or the example itself).
 */
const PREPARE = {
  async verifyEmail(example) {
    const register = operations.find((each) => each.id === 'register').examples[0];
    await call('POST', '/api/auth/register', { body: register });
    return { ...example, token: await mailedToken(register.email) };
  },
  async resetPassword(example) {
    await call('POST', '/api/auth/forgot-password', { body: { email: ACCOUNTS.free.email } });
    return {
      ...example,
      email: ACCOUNTS.free.email,
      token: await mailedToken(ACCOUNTS.free.email),
    };
  },
  async confirmEmailChange(example) {
    const headers = await signIn('premium');
    const { json: profile } = await call('GET', '/api/settings/profile', { headers });
    const email = `new.${profile.email}`;
    await call('PUT', '/api/settings/profile', {
      headers,
      body: { ...profile, email, pendingEmail: undefined },
    });
    return { ...example, token: await mailedToken(email) };
  },
  async checkout(example, headers) {
    const add = operations.find((each) => each.id === 'addToCart').examples[0];
    await call('POST', '/api/cart/add', { headers, body: add });
    return example;
  },
};
function fillPath(route, values) {
  return route.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}

function withQuery(operation, url) {
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => {
      const value = parameter.example ?? parameter.schema.example ?? parameter.schema.enum?.[0];
      return `${parameter.name}=${encodeURIComponent(value)}`;
    });
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** The operation's URL with the account's own ids, or unknown ones. */
async function urlOf(operation, headers, unknownIds = false) {
  const values = {};
  for (const parameter of operation.parameters.filter((each) => each.in === 'path')) {
    const documented = parameter.example ?? parameter.schema.example ?? parameter.schema.enum?.[0];
    values[parameter.name] =
      documented ??
      (unknownIds ? UNKNOWN_ID : await existingId(operation, parameter.name, values, headers)) ??
      UNKNOWN_ID;
  }
  return withQuery(operation, fillPath(operation.route, values));
}

function accountsOf(operation) {
  if (!operation.schemes.length) return [null];
  if (!operation.schemes.includes('bearer')) return ['google'];
  return ['premium', 'free'];
}

async function run(operation, { account, headers = {}, unknownIds = false, example }) {
  const signedIn = account ? await signIn(account) : {};
  const url = await urlOf(operation, signedIn, unknownIds);
  const prepare = PREPARE[operation.id];
  const { status } = await call(operation.method, url, {
    body: prepare ? await prepare(example, signedIn) : example,
    headers: { ...signedIn, ...headers },
  });
  seen.get(operation.id).add(status);
  if (!operation.statuses.includes(status)) {
    flagged.push(`${operation.method} ${url} → ${status}, a status the document does not list`);
  }
}

/** Calls the operation as each account, then in each error case it documents. */
async function tour(operation) {
  const accounts = accountsOf(operation);
  for (const account of accounts) {
    for (const example of operation.examples) await run(operation, { account, example });
  }
  const [first] = accounts;
  const example = operation.examples[0];
  if (operation.statuses.includes(401) && first) {
    const stale =
      first === 'google' ? { Cookie: 'vitalis_sid=stale' } : { Authorization: 'Bearer stale' };
    await run(operation, { account: first, headers: stale, example });
  }
  if (operation.statuses.includes(404) && operation.route.includes('{')) {
    await run(operation, { account: first, unknownIds: true, example });
  }
  for (const status of operation.statuses) {
    if (status < 400 || seen.get(operation.id).has(status)) continue;
    await run(operation, {
      account: first,
      example,
      headers: { 'X-Mock-Failure': String(status) },
    });
  }
}

for (const operation of operations) {
  try {
    await tour(operation);
  } catch (error) {
    flagged.push(`${operation.method} ${operation.route} could not be toured: ${error.message}`);
  } finally {
    if (operation.method !== 'GET') {
      // After a write the next operation starts from the seed again, everyone signing in anew.
      sessions = {};
      await call('POST', '/api/demo/reset');
    }
  }
}

const unseen = operations.flatMap((operation) => {
  const missing = operation.statuses.filter((status) => !seen.get(operation.id).has(status));
  const got = [...seen.get(operation.id)].join(', ');
  return missing.length
    ? [`${operation.method} ${operation.route}: ${missing.join(', ')} (seen ${got})`]
    : [];
});
rmSync(dir, { recursive: true, force: true });
console.log(
  `API tour: ${operations.length} operations, ${exchanges} exchanges through Prism's validating proxy; ${flagged.length} flagged; ${unseen.length} operations with a documented status never seen.`,
);
if (flagged.length) console.error(`\nFlagged:\n  ${flagged.join('\n  ')}`);
if (unseen.length) console.error(`\nDocumented statuses never seen:\n  ${unseen.join('\n  ')}`);
process.exit(flagged.length || unseen.length ? 1 : 0);
