// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { OptionsError, parseOptions } from './options';

/** `npm run mock:api` as a user starts it: its own process, its database in a file. */
function run(script: string, args: string[]) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function startApi(args: string[]) {
  const api = run('scripts/mock-api.mjs', ['--port=0', '--latency=none', '--quiet', ...args]);
  const url = await new Promise<string>((resolve, reject) => {
    api.child.stdout.on('data', () => {
      const match = /mocked API on (http:\/\/[\d.:]+)\/api/.exec(api.output());
      if (match) resolve(match[1]);
    });
    void api.exited.then((code) =>
      reject(new Error(`mock:api stopped (${code}): ${api.output()}`)),
    );
  });
  return {
    url,
    stop: async () => {
      api.child.kill('SIGTERM');
      return api.exited;
    },
  };
}

async function logIn(url: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.demo),
  });
  expect(response.status).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

const medication = {
  name: 'Kept across a restart',
  dosage: '1 tablet',
  frequency: 'daily',
  type: 'supplement',
  startDate: '2026-01-05',
  reminderTimes: ['09:00'],
  notes: null,
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitalis-mock-api-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run mock:api', () => {
  it('signs in, answers a protected read, and keeps a write in its file across a restart', async () => {
    const db = path.join(dir, 'db.json');
    const first = await startApi(['--reset', `--db=${db}`]);
    expect((await fetch(`${first.url}/api/medications`)).status).toBe(401);
    const auth = await logIn(first.url);
    const read = await fetch(`${first.url}/api/medications`, { headers: auth });
    expect(read.status).toBe(200);
    expect(((await read.json()) as unknown[]).length).toBeGreaterThan(0);
    const added = await fetch(`${first.url}/api/medications`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(medication),
    });
    expect(added.status).toBe(201);
    expect(await first.stop()).toBe(0);
    expect(readFileSync(db, 'utf8')).toContain(medication.name);

    const second = await startApi([`--db=${db}`]);
    // The session was kept too, as a browser keeps its storage.
    const again = await fetch(`${second.url}/api/medications`, { headers: auth });
    const names = ((await again.json()) as { name: string }[]).map(({ name }) => name);
    expect(names).toContain(medication.name);
    await second.stop();
  });

  it('keeps a cookie session as a browser does, and lets only the allowed origin call it', async () => {
    const api = await startApi([
      '--reset',
      `--db=${path.join(dir, 'db.json')}`,
      '--cors=http://localhost:8081',
    ]);
    const google = await fetch(`${api.url}/api/auth/google/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8081' },
      body: JSON.stringify({ decision: 'allow' }),
    });
    expect(google.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
    const cookie = google.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/vitalis_sid=\S+/);
    expect((await fetch(`${api.url}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(
      200,
    );

    const preflight = (origin: string) =>
      fetch(`${api.url}/api/medications`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowed = await preflight('http://localhost:8081');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('http://elsewhere.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await api.stop();
  });

  it('runs on the clock --now gives, moving on from there', async () => {
    const api = await startApi([
      '--reset',
      `--db=${path.join(dir, 'db.json')}`,
      '--now=2026-11-10T15:30',
    ]);
    await fetch(`${api.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.demo.email }),
    });
    const [mail] = (await (await fetch(`${api.url}/api/demo/outbox`)).json()) as {
      createdAt: string;
    }[];
    const sent = new Date(mail.createdAt).valueOf() - new Date('2026-11-10T15:30').valueOf();
    expect(sent).toBeGreaterThanOrEqual(0);
    expect(sent).toBeLessThan(60_000);
    await api.stop();
  });

  it('fails as its flags and the X-Mock-Failure header ask', async () => {
    const api = await startApi([
      '--reset',
      `--db=${path.join(dir, 'db.json')}`,
      '--fail=GET /api/medications 503 once',
    ]);
    const auth = await logIn(api.url);
    const read = () => fetch(`${api.url}/api/medications`, { headers: auth });
    expect((await read()).status).toBe(503);
    expect((await read()).status).toBe(200);
    const asked = await fetch(`${api.url}/api/dashboard`, {
      headers: { ...auth, 'X-Mock-Failure': '507' },
    });
    expect(asked.status).toBe(507);
    expect(await asked.json()).toEqual({ message: "Not saved: this browser's storage is full." });
    await api.stop();
  });

  it('refuses to start on a file that is not demo data, and leaves the database as it was', async () => {
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"vitalis:mock-db":{"schemaVersion":1}');
    const unreadable = run('scripts/mock-api.mjs', ['--port=0', `--db=${broken}`]);
    expect(await unreadable.exited).toBe(1);
    expect(unreadable.output()).toContain(`The database ${broken} cannot be read`);
    expect(readFileSync(broken, 'utf8')).toBe('{"vitalis:mock-db":{"schemaVersion":1}');

    const db = path.join(dir, 'db.json');
    expect(await (await startApi(['--reset', `--db=${db}`])).stop()).toBe(0);
    const saved = readFileSync(db, 'utf8');
    const foreign = path.join(dir, 'foreign.json');
    writeFileSync(foreign, JSON.stringify({ hello: 'world' }));
    const load = run('scripts/mock-api.mjs', ['--port=0', `--db=${db}`, `--load=${foreign}`]);
    expect(await load.exited).toBe(1);
    expect(load.output()).toContain('This file is not Vitalis demo data; nothing was changed.');
    expect(readFileSync(db, 'utf8')).toBe(saved);
  });
});

describe('the API tour', () => {
  it('fails on a reply the document does not allow, naming what the validating proxy found', async () => {
    const document = readFileSync('docs/openapi.yaml', 'utf8');
    const start = document.indexOf('    LoginResponse:');
    const required = document.indexOf('required: [', start);
    const broken = path.join(dir, 'openapi.yaml');
    writeFileSync(
      broken,
      `${document.slice(0, required)}required: [neverSent, ${document.slice(required + 'required: ['.length)}`,
    );
    const tour = run('scripts/api-tour.mjs', [`--document=${broken}`]);
    expect(await tour.exited).toBe(1);
    expect(tour.output()).toContain("Response body must have required property 'neverSent'");
  }, 120_000);
});

describe('the flags of mock:api', () => {
  it('reads latency presets and ranges as the Demo controls store them', () => {
    expect(parseOptions([])!.latency).toBeNull();
    expect(parseOptions(['--latency=none'])!.latency).toBe('0');
    expect(parseOptions(['--latency=slow'])!.latency).toBe('1000-3000');
    expect(parseOptions(['--latency=200-800'])!.latency).toBe('200-800');
    expect(() => parseOptions(['--latency=800-200'])).toThrow(OptionsError);
    expect(() => parseOptions(['--latency=0-60000'])).toThrow(/at most 30000/);
  });

  it('reads failure rules, origins and ports, and names a bad one', () => {
    const options = parseOptions([
      '--fail=post /api/meals 500',
      '--fail=GET /api/medications 503 once',
      '--cors=http://localhost:8081/',
      '--port=0',
    ])!;
    expect(options.failures).toEqual([
      { method: 'POST', path: '/api/meals', status: 500 },
      { method: 'GET', path: '/api/medications', status: 503, once: true },
    ]);
    expect(options.corsOrigins).toEqual(['http://localhost:8081']);
    expect(options.port).toBe(0);
    expect(parseOptions(['--now=2026-11-10T15:30'])!.now).toEqual(new Date('2026-11-10T15:30'));
    expect(() => parseOptions(['--now=soon'])).toThrow(/--now soon/);
    expect(() => parseOptions(['--fail=GET /api/meals 200'])).toThrow(/400 to 599/);
    expect(() => parseOptions(['--cors=localhost:8081'])).toThrow(/give an origin/);
    expect(() => parseOptions(['--port=http'])).toThrow(/--port http/);
    expect(() => parseOptions(['--what'])).toThrow(OptionsError);
    expect(parseOptions(['--help'])).toBeNull();
  });
});
