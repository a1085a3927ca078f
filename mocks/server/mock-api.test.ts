// @vitest-environment node
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { hostname, networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { guard, type GuardSettings } from './guard';
import { allowedHostNames } from './hosts';
import { OptionsError, parseOptions } from './options';
import { addMeal, logIn, meal, mealsOf, rawExchange, run, startApi } from './testing';

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

describe('what mock:api acknowledged', () => {
  // The meals are dated before the server's clock, never in its future.
  const clock = '--now=2026-11-10T15:30';

  it('is on disk when the reply is sent: a crash right after a 201 loses nothing', async () => {
    const db = path.join(dir, 'db.json');
    const first = await startApi(['--reset', `--db=${db}`, clock]);
    const auth = await logIn(first.url);
    expect((await addMeal(first.url, auth, 'Eaten just before the crash')).status).toBe(201);
    expect(await first.crash()).not.toBe(0);

    const second = await startApi([`--db=${db}`, clock]);
    expect(await mealsOf(second.url, auth)).toContain('Eaten just before the crash');
    await second.stop();
  });

  it('answers a burst of 100 parallel writes, each kept across a crash', async () => {
    const db = path.join(dir, 'db.json');
    const first = await startApi(['--reset', `--db=${db}`, clock]);
    const auth = await logIn(first.url);
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => addMeal(first.url, auth, `Burst meal ${i}`)),
    );
    const took = Math.round(performance.now() - started);
    expect(replies.map(({ status }) => status)).toEqual(Array(100).fill(201));
    expect(await first.crash()).not.toBe(0);
    console.info(`100 parallel writes, each on disk before its reply: ${took} ms`);

    const second = await startApi([`--db=${db}`, clock]);
    const kept = await mealsOf(second.url, auth);
    expect(kept.filter((each) => each.startsWith('Burst meal '))).toHaveLength(100);
    await second.stop();
  });
});

describe('who reaches mock:api over HTTP', () => {
  it('answers only the names it is reached by: another Host (DNS rebinding) gets 421', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const exportAs = (host: string) =>
      rawExchange(
        api.port,
        `GET /api/demo/data HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(await exportAs(`${host}:${api.port}`)).toMatch(/^HTTP\/1.1 200 /);
    }
    const rebound = await exportAs(`attacker.example:${api.port}`);
    expect(rebound).toMatch(/^HTTP\/1.1 421 /);
    expect(rebound).toContain('"message":"This server does not answer for attacker.example:');
    expect(rebound).not.toContain('passwordHash');
    expect(await exportAs(`localhost:${api.port + 1}`)).toMatch(/^HTTP\/1.1 421 /);
    expect(await exportAs(hostname())).toMatch(/^HTTP\/1.1 421 /);
    await api.stop();
  });

  it('refuses a write from a web page of another origin, and a body not sent as JSON', async () => {
    const api = await startApi([
      '--reset',
      `--db=${path.join(dir, 'db.json')}`,
      '--cors=http://localhost:8081',
    ]);
    const reset = (headers: Record<string, string>) =>
      fetch(`${api.url}/api/demo/reset`, { method: 'POST', headers });
    const forged = await reset({ Origin: 'http://evil.example', 'Content-Type': 'text/plain' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { message: string }).message).toBe(
      'A web page at http://evil.example may not change data here; start the server with --cors http://evil.example to let it.',
    );
    expect((await reset({ Origin: 'null' })).status).toBe(403);
    // Its own origin, a --cors origin, and no browser at all (curl, a mobile app) may.
    expect((await reset({ Origin: api.url })).status).toBe(200);
    expect((await reset({ Origin: 'http://localhost:8081' })).status).toBe(200);
    expect((await reset({})).status).toBe(200);
    // Reading is not refused: without CORS headers the page cannot read the answer.
    const read = await fetch(`${api.url}/api/auth/user`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(read.status).toBe(401);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();

    const login = (contentType: string) =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: JSON.stringify(DEMO_ACCOUNTS.demo),
      });
    const text = await login('text/plain');
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      message: 'Send the request body as application/json (Content-Type: application/json).',
    });
    expect((await login('application/x-www-form-urlencoded')).status).toBe(415);
    expect((await login('application/json; charset=utf-8')).status).toBe(200);
    expect((await login('Application/JSON')).status).toBe(200);
    await api.stop();
  });

  it('keeps the session cookie from scripts (HttpOnly), its readable companion not', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const google = await fetch(`${api.url}/api/auth/google/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: 'allow' }),
    });
    const cookies = google.headers.getSetCookie();
    expect(cookies.find((each) => each.startsWith('vitalis_sid='))).toMatch(/; HttpOnly$/);
    expect(cookies.find((each) => each.startsWith('vitalis_social='))).not.toMatch(/HttpOnly/i);
    await api.stop();
  });

  it('on 0.0.0.0 names its network addresses and warns what it exposes', async () => {
    const api = await startApi([
      '--reset',
      `--db=${path.join(dir, 'db.json')}`,
      '--host=0.0.0.0',
      '--allow-host=vitalis.lan',
    ]);
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((each) => each && !each.internal && each.family === 'IPv4')
      .map((each) => `http://${each!.address}:${api.port}/api`);
    expect(api.output()).toContain(
      `On your network: ${addresses.join(', ') || 'no address yet (this machine is on no network)'}\n`,
    );
    expect(api.output()).toContain(
      "Warning: --host 0.0.0.0 serves every demo account's data to anyone on your network who reaches these addresses; the demo tools (/api/demo/*: export, import, reset, the outbox) answer only on this machine unless --expose-demo-tools.",
    );
    // Every request goes to loopback; only the name it was addressed to changes.
    const userAs = async (host: string) =>
      (
        await rawExchange(
          api.port,
          `GET /api/auth/user HTTP/1.1\r\nHost: ${host}:${api.port}\r\nConnection: close\r\n\r\n`,
        )
      ).split(' ')[1];
    expect(await userAs(hostname())).toBe('401');
    expect(await userAs('vitalis.lan')).toBe('401');
    expect(await userAs('localhost')).toBe('401');
    expect(await userAs('attacker.example')).toBe('421');
    await api.stop();
  });

  it('says nothing of the network on a loopback address', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    expect(api.output()).not.toContain('On your network');
    expect(api.output()).not.toContain('Warning');
    await api.stop();
  });
});

describe('the guard of mock:api', () => {
  const settings: GuardSettings = {
    port: 4000,
    hostNames: allowedHostNames('0.0.0.0', []),
    corsOrigins: [],
    exposeDemoTools: false,
    demoTools: true,
  };
  const from = (remoteAddress: string, url = '/api/demo/data') =>
    ({
      method: 'GET',
      url,
      headers: { host: `${hostname()}:4000` },
      socket: { remoteAddress },
    }) as unknown as IncomingMessage;

  it('lets only this machine use the demo tools, unless --expose-demo-tools', () => {
    const refused = {
      status: 403,
      message:
        'The demo tools answer only on this machine; start the server with --expose-demo-tools to open them to the network.',
    };
    expect(guard(from('192.0.2.7'), settings)).toEqual(refused);
    expect(guard(from('::ffff:192.0.2.7'), settings)).toEqual(refused);
    expect(guard(from('192.0.2.7', '/API/Demo/Outbox'), settings)).toEqual(refused);
    expect(guard(from('192.0.2.7', '/api/%64emo/reset'), settings)).toEqual(refused);
    for (const peer of ['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(guard(from(peer), settings), peer).toHaveProperty('url');
    }
    expect(guard(from('192.0.2.7', '/api/medications'), settings)).toHaveProperty('url');
    expect(guard(from('192.0.2.7'), { ...settings, exposeDemoTools: true })).toHaveProperty('url');
  });

  it('serves no demo tool at all with --no-demo-tools, not even to this machine', () => {
    const off = { ...settings, demoTools: false };
    expect(guard(from('127.0.0.1', '/api/demo/outbox'), off)).toEqual({
      status: 404,
      message: 'Nothing is served at /api/demo/outbox.',
    });
    expect(guard(from('127.0.0.1', '/API/%64emo/reset'), off)).toMatchObject({ status: 404 });
    expect(guard(from('127.0.0.1', '/api/medications'), off)).toHaveProperty('url');
  });
});

describe('mock:api without its demo tools', () => {
  it('ignores X-Mock-Failure, as a real server would', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`, '--no-demo-tools']);
    const login = () =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Mock-Failure': '503' },
        body: JSON.stringify(DEMO_ACCOUNTS.demo),
      });
    expect((await login()).status).toBe(200);
    expect((await fetch(`${api.url}/api/demo/outbox`)).status).toBe(404);
    await api.stop();
  });
});

describe('what an attacker sends mock:api', () => {
  it('refuses a body past its cap as it streams in, keeping none of the rest', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const megabytes = (n: number) => Buffer.alloc(n * 1024 * 1024, 'a');
    // 600 MB announced, 2 MB sent: the answer comes without the rest.
    const announced = await rawExchange(
      api.port,
      Buffer.concat([
        Buffer.from(
          `POST /api/auth/login HTTP/1.1\r\nHost: localhost:${api.port}\r\nContent-Type: application/json\r\nContent-Length: ${600 * 1024 * 1024}\r\n\r\n`,
        ),
        megabytes(2),
      ]),
    );
    expect(announced).toMatch(/^HTTP\/1.1 413 /);
    expect(announced).toContain('{"message":"The request body is larger than 1 MB."}');
    // Chunked: no length announced, refused once 1 MB has passed.
    const chunk = megabytes(2);
    const chunked = await rawExchange(
      api.port,
      Buffer.concat([
        Buffer.from(
          `POST /api/auth/login HTTP/1.1\r\nHost: localhost:${api.port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n`,
        ),
        chunk,
        Buffer.from('\r\n'),
      ]),
    );
    expect(chunked).toMatch(/^HTTP\/1.1 413 /);
    // The demo data takes a larger file: 2 MB is read (and refused as not demo data).
    const imported = await fetch(`${api.url}/api/demo/data`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(imported.status).toBe(400);
    // The server still answers.
    expect((await fetch(`${api.url}/api/auth/user`)).status).toBe(401);
    await api.stop();
  });

  it("answers Node's http.request sending 64 MB with its 413, not a reset", async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const size = 64 * 1024 * 1024;
    // Streamed from one 64 KB chunk, as a client uploading a file does: never 64 MB at once.
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const body = new Readable({
      read() {
        sent += chunk.length;
        this.push(sent > size ? null : chunk);
      },
    });
    const errors: string[] = [];
    const answer = await new Promise<{ status?: number; text: string }>((resolve) => {
      const request = httpRequest(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': size },
      });
      let reply: { status?: number; text: string } = { text: '' };
      request.on('response', (response) => {
        reply = { status: response.statusCode, text: '' };
        response.on('data', (part) => (reply.text += part));
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        errors.push(error.code ?? error.message),
      );
      request.on('close', () => resolve(reply));
      body.pipe(request);
    });
    expect(errors).toEqual([]);
    expect(answer).toEqual({
      status: 413,
      text: '{"message":"The request body is larger than 1 MB."}',
    });
    await api.stop();
  });

  it('cuts off a client that goes on sending after its 413, within the bounds', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    // Chunked, with no end: it writes as fast as it may until the server closes the connection.
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(api.port, '127.0.0.1');
      const pour = () => {
        while (!socket.destroyed && socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`));
      };
      socket.on('drain', pour);
      socket.on('data', (part) => (text += part));
      socket.on('error', () => {});
      socket.on('close', () => resolve(text));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: localhost:${api.port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      pour();
    });
    expect(answer).toMatch(/^HTTP\/1.1 413 /);
    expect(answer).toContain('Connection: close');
    // The server still answers.
    expect((await fetch(`${api.url}/api/auth/user`)).status).toBe(401);
    await api.stop();
    // Within the test's own time, well before Node's requestTimeout (60 s) would end it.
  }, 30_000);

  it('answers 400 to an X-Mock-Failure that is not a status, and runs nothing', async () => {
    const db = path.join(dir, 'db.json');
    const api = await startApi(['--reset', `--db=${db}`, '--now=2026-11-10T15:30']);
    const auth = await logIn(api.url);
    for (const asked of ['abc', '200', '99', '600', '0x1f4', '5e2']) {
      const reply = await fetch(`${api.url}/api/meals`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'X-Mock-Failure': asked },
        body: JSON.stringify(meal(`Asked to fail with ${asked}`)),
      });
      expect(reply.status, asked).toBe(400);
      expect(((await reply.json()) as { message: string }).message).toContain('X-Mock-Failure');
    }
    expect(await mealsOf(api.url, auth)).not.toContainEqual(expect.stringMatching(/^Asked/));
    await api.stop();
  });

  it('answers malformed requests with 400 or 405, and logs a client that hangs up as aborted', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`], {
      quiet: false,
    });
    const host = `Host: localhost:${api.port}\r\nConnection: close`;
    const status = async (request: string) =>
      (await rawExchange(api.port, request)).split('\r\n')[0];
    expect(await status(`GET /api/auth/user HTTP/1.1\r\nHost: a b[\r\n\r\n`)).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(await status(`GET //attacker.example/api/demo/data HTTP/1.1\r\n${host}\r\n\r\n`)).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(await status(`GET http://[ HTTP/1.1\r\n${host}\r\n\r\n`)).toMatch(/^HTTP\/1.1 400 /);
    const trace = await rawExchange(api.port, `TRACE /api/auth/user HTTP/1.1\r\n${host}\r\n\r\n`);
    expect(trace).toMatch(/^HTTP\/1.1 405 /);
    expect(trace).toContain('Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    const tunnel = await rawExchange(
      api.port,
      `CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`,
    );
    expect(tunnel).toMatch(/^HTTP\/1.1 405 /);
    expect(tunnel).toContain('Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');

    // Half a body, then the client is gone.
    await rawExchange(
      api.port,
      `POST /api/auth/login HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
      200,
    );
    await expect.poll(() => api.output()).toMatch(/POST \/api\/auth\/login aborted \d+ ms/);
    expect(api.output()).not.toMatch(/ 500 |Error|\n\s+at /);
    await api.stop();
  });
});

describe('the banner of mock:api', () => {
  const version = (db: string) =>
    (JSON.parse(readFileSync(db, 'utf8')) as Record<string, { schemaVersion: number }>)[
      'vitalis:mock-db'
    ].schemaVersion;

  it('says that a database a newer version saved is read, and no write is saved', async () => {
    const db = path.join(dir, 'db.json');
    expect(await (await startApi(['--reset', `--db=${db}`])).stop()).toBe(0);
    const stored = JSON.parse(readFileSync(db, 'utf8')) as Record<string, unknown>;
    stored['vitalis:mock-db'] = { schemaVersion: version(db) + 1 };
    writeFileSync(db, JSON.stringify(stored));
    const api = await startApi([`--db=${db}`]);
    expect(api.output()).toContain(
      `Vitalis mocked API on ${api.url}/api (database read from ${db})\nThis database was saved by a newer version of the mocked API; it is read but no write will be saved. Start with --reset`,
    );
    // A write (a login stores its session) says why in a server's words, not a browser tab's.
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_ACCOUNTS.demo),
    });
    expect(login.status).toBe(507);
    expect(await login.json()).toMatchObject({
      message:
        'This database was saved by a newer version of the mocked API, so this change was not saved. Restart it with --reset, or run the newer version.',
    });
    await api.stop();
  });

  it('names a damaged table it reset, and the file beside the database that keeps it', async () => {
    const db = path.join(dir, 'db.json');
    expect(await (await startApi(['--reset', `--db=${db}`])).stop()).toBe(0);
    const stored = JSON.parse(readFileSync(db, 'utf8')) as Record<string, unknown>;
    stored['vitalis:mock-db:meal'] = { damaged: true };
    writeFileSync(db, JSON.stringify(stored));
    const api = await startApi([`--db=${db}`]);
    const backup = /what it held is kept in (\S+)\.\n/.exec(api.output())?.[1];
    expect(api.output()).toContain(
      `The meal table of ${db} could not be read and was reset to the demo accounts' data; what it held is kept in ${backup}.`,
    );
    expect(path.dirname(backup!)).toBe(dir);
    expect(JSON.parse(readFileSync(backup!, 'utf8'))).toMatchObject({
      keys: { 'vitalis:mock-db:meal': '{"damaged":true}' },
    });
    await api.stop();
  });

  it('says that a database it could not read was seeded again, and where it is kept', async () => {
    const db = path.join(dir, 'db.json');
    writeFileSync(db, JSON.stringify({ 'vitalis:mock-db': { schemaVersion: 'one' } }));
    const api = await startApi([`--db=${db}`]);
    const backup = /what it held is kept in (\S+)\.\n/.exec(api.output())?.[1];
    expect(api.output()).toContain(
      `${db} could not be read and was replaced by the demo accounts' data; what it held is kept in ${backup}.`,
    );
    expect(existsSync(backup!)).toBe(true);
    await api.stop();
  });
});

/**
 * The mocked server with one handler broken: a proxy that answers GET /api/medications without
 * each medication's `name`, which the document requires. Resolves with its URL and a stop.
 */
async function brokenTarget(upstream: string) {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => name !== 'host') as [string, string][],
    );
    const reply = await fetch(`${upstream}${incoming.url}`, {
      method: incoming.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let body = Buffer.from(await reply.arrayBuffer());
    if (incoming.method === 'GET' && incoming.url === '/api/medications' && reply.ok) {
      const medications = JSON.parse(body.toString()) as Record<string, unknown>[];
      body = Buffer.from(JSON.stringify(medications.map(({ name: _dropped, ...rest }) => rest)));
    }
    const replyHeaders: Record<string, string | string[]> = Object.fromEntries(reply.headers);
    replyHeaders['set-cookie'] = reply.headers.getSetCookie();
    delete replyHeaders['content-length'];
    delete replyHeaders['content-encoding'];
    outgoing.writeHead(reply.status, replyHeaders).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the API tour', () => {
  it('fails on a reply the document does not allow, naming what the validating proxy found', async () => {
    const document = readFileSync('docs/openapi.yaml', 'utf8');
    const start = document.indexOf('    LoginResponse:');
    const required = document.indexOf('required: [', start);
    const broken = path.join(dir, 'openapi.yaml');
    // Beside it, the file its import's example names (hand-off/demo-data.json).
    mkdirSync(path.join(dir, 'hand-off'), { recursive: true });
    copyFileSync('docs/hand-off/demo-data.json', path.join(dir, 'hand-off', 'demo-data.json'));
    writeFileSync(
      broken,
      `${document.slice(0, required)}required: [neverSent, ${document.slice(required + 'required: ['.length)}`,
    );
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const tour = run('scripts/api-tour.mjs', [
      `--document=${broken}`,
      `--target=${api.url}`,
      '--read-only',
      `--report=${path.join(dir, 'report')}`,
    ]);
    expect(await tour.exited).toBe(1);
    expect(tour.output()).toContain("Response body must have required property 'neverSent'");
    await api.stop();
  }, 180_000);

  it('fails a server that breaks one operation on exactly that operation, naming it and the screens that read it', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`, '--no-demo-tools']);
    const target = await brokenTarget(api.url);
    const report = path.join(dir, 'report');
    const tour = run('scripts/api-tour.mjs', [
      `--target=${target.url}`,
      '--read-only',
      `--report=${report}`,
    ]);
    expect(await tour.exited).toBe(1);
    const failed = tour.output().match(/^ {2}FAILED .*$/gm);
    // The Free user has no medication: an empty list is all it gets.
    expect(failed).toEqual(['  FAILED listMedications (GET /api/medications): as premium']);
    expect(tour.output()).toContain("must have required property 'name'");
    const junit = readFileSync(path.join(report, 'api-tour.xml'), 'utf8');
    expect(junit.match(/name="[^"]*"><failure/g)).toEqual([
      'name="listMedications: as premium"><failure',
    ]);
    const page = readFileSync(path.join(report, 'api-tour.html'), 'utf8');
    expect(page).toContain('Screens of the app that depend on it: <code>/medications</code>');
    // It shows the exchange, not the session it was sent with.
    expect(page).toContain('Authorization: ••••••');
    expect(page).not.toMatch(/Bearer [^•]/);
    await target.stop();
    await api.stop();
  }, 180_000);

  it('tours with the one account it is given, skipping what only the other could reach, and passes', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`, '--no-demo-tools']);
    const tour = spawn(
      process.execPath,
      [
        'scripts/api-tour.mjs',
        `--target=${api.url}`,
        '--read-only',
        `--report=${path.join(dir, 'report')}`,
      ],
      {
        env: {
          ...process.env,
          API_TOUR_FREE_EMAIL: DEMO_ACCOUNTS.free.email,
          API_TOUR_FREE_PASSWORD: DEMO_ACCOUNTS.free.password,
        },
      },
    );
    let output = '';
    tour.stdout.on('data', (chunk) => (output += chunk));
    tour.stderr.on('data', (chunk) => (output += chunk));
    expect(await new Promise((resolve) => tour.on('exit', resolve)), output).toBe(0);
    expect(output).toMatch(/ 0 failed, \d+ skipped/);
    expect(output).toContain(
      'SKIPPED exportMeals (GET /api/meals/export): every documented status answered: documented 200, never answered (answered 403, 401): the tour was given one account, not a Premium and a Free one',
    );
    expect(output).not.toContain('as premium');
    await api.stop();
  }, 180_000);
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

  it('reads the names to answer for and whether the demo tools open to the network', () => {
    const options = parseOptions(['--allow-host=Vitalis.LAN', '--allow-host=192.0.2.9'])!;
    expect(options.allowHosts).toEqual(['vitalis.lan', '192.0.2.9']);
    expect(options.exposeDemoTools).toBe(false);
    expect(parseOptions(['--expose-demo-tools'])!.exposeDemoTools).toBe(true);
    expect(options.demoTools).toBe(true);
    expect(parseOptions(['--no-demo-tools'])!.demoTools).toBe(false);
    expect(() => parseOptions(['--no-demo-tools', '--expose-demo-tools'])).toThrow(OptionsError);
    expect(() => parseOptions(['--allow-host=vitalis.lan:4000'])).toThrow(/--allow-host/);
    expect(() => parseOptions(['--allow-host=http://vitalis.lan'])).toThrow(/--allow-host/);
  });
});
