// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { ACCOUNT_QUOTA_BYTES, ownerOf } from './quota';
import { addMeal, logIn, rawExchange, rawStatus, startApi } from './testing';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitalis-mock-api-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sends `request`, then resets the connection (RST) once `afterMs` has passed. */
function sendThenReset(port: number, request: string, afterMs = 0): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request);
      setTimeout(() => {
        socket.resetAndDestroy();
        resolve();
      }, afterMs);
    });
    socket.on('error', () => {});
  });
}

describe('what the network sends mock:api', () => {
  it('never stops the process: a reset after CONNECT, an upgrade, a malformed request or half a request', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const host = `Host: localhost:${api.port}`;
    const shapes = [
      `CONNECT 127.0.0.1:4000 HTTP/1.1\r\nHost: 127.0.0.1:4000\r\n\r\n`,
      `CONNECT 127.0.0.1:4000 HTTP/1.1\r\nHost: 127.0.0.1:4000\r\n\r\nafter the tunnel`,
      `GET /api/auth/user HTTP/1.1\r\n${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
      `GET /api/auth/user HTTP/1.1\r\n${host}\r\nBad Header\r\n\r\n`,
      `POST /api/auth/login HTTP/1.1\r\n${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em`,
      `GET /api/demo/data HTTP/1.1\r\n${host}\r\n\r\n`,
    ];
    for (const shape of shapes) {
      for (const afterMs of [0, 30]) {
        await sendThenReset(api.port, shape, afterMs);
        const alive = await fetch(`${api.url}/api/auth/user`);
        expect(alive.status, `${JSON.stringify(shape)} then a reset after ${afterMs} ms`).toBe(401);
      }
    }
    await api.stop();
  });

  it('answers a %-escape that is not UTF-8, and a second Host header, with 400', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const auth = await logIn(api.url);
    for (const target of [
      '/api/meals/%',
      '/api/%',
      '/api/medications/%ff/doses',
      '/api/cart/items/%',
    ]) {
      for (const headers of [{}, auth]) {
        const reply = await fetch(`${api.url}${target}`, { headers });
        expect(reply.status, target).toBe(400);
        expect(await reply.json()).toEqual({
          message: 'The request path has a %-escape that is not UTF-8.',
        });
      }
    }
    const twice = await rawExchange(
      api.port,
      `GET /api/auth/user HTTP/1.1\r\nHost: localhost:${api.port}\r\nHost: attacker.example\r\nConnection: close\r\n\r\n`,
    );
    expect(twice).toMatch(/^HTTP\/1.1 400 /);
    expect(twice).toContain('{"message":"The request has more than one Host header."}');
    await api.stop();
  });

  it('answers HEAD wherever GET answers, and an absolute-form target for its own host', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const auth = await logIn(api.url);
    for (const target of ['/api/medications', '/api/dashboard', '/api/auth/user']) {
      const get = await fetch(`${api.url}${target}`, { headers: auth });
      const head = await fetch(`${api.url}${target}`, { method: 'HEAD', headers: auth });
      expect(head.status, target).toBe(get.status);
      expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
    const absolute = (authority: string) =>
      rawStatus(
        api.port,
        `GET http://${authority}/api/auth/user HTTP/1.1\r\nHost: localhost:${api.port}\r\nConnection: close\r\n\r\n`,
      );
    expect(await absolute(`localhost:${api.port}`)).toBe('HTTP/1.1 401 Unauthorized');
    expect(await absolute(`127.0.0.1:${api.port}`)).toBe('HTTP/1.1 401 Unauthorized');
    // The target names the host, whatever Host says: another one is refused as a rebound name.
    expect(await absolute(`attacker.example:${api.port}`)).toMatch(/^HTTP\/1.1 421 /);
    expect(await absolute(`localhost:${api.port + 1}`)).toMatch(/^HTTP\/1.1 421 /);
    await api.stop();
  });
});

describe('what one client may cost mock:api', () => {
  it('under a 512 file limit, 600 stalled requests take no handle a write needs, and are cut within seconds', async () => {
    const db = path.join(dir, 'db.json');
    const api = await startApi(['--reset', `--db=${db}`, '--now=2026-11-10T15:30'], {
      fileLimit: 512,
    });
    const auth = await logIn(api.url);
    // A client already connected, as a browser keeps its connection.
    const kept = connect(api.port, '127.0.0.1');
    kept.on('error', () => {});
    const post = (description: string) => {
      const body = JSON.stringify({
        type: 'lunch',
        time: '12:30',
        date: '2026-03-10',
        description,
      });
      return new Promise<string>((resolve) => {
        kept.once('data', (chunk) => resolve(String(chunk).split('\r\n')[0]));
        kept.write(
          `POST /api/meals HTTP/1.1\r\nHost: localhost:${api.port}\r\nAuthorization: ${auth.Authorization}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
    };
    expect(await post('Before the stall')).toBe('HTTP/1.1 201 Created');
    const stalled: Socket[] = [];
    let closedByServer = 0;
    let timedOut = 0;
    for (let i = 0; i < 600; i++) {
      const socket = connect(api.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.on('close', () => closedByServer++);
      socket.on('data', (chunk) => {
        if (String(chunk).startsWith('HTTP/1.1 408 ')) timedOut++;
      });
      socket.write(`GET /api/auth/user HTTP/1.1\r\nHost: localhost:${api.port}\r\nX-Slow: `);
      stalled.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await post('During the stall')).toBe('HTTP/1.1 201 Created');
    const started = performance.now();
    await expect
      .poll(async () => (await fetch(`${api.url}/api/auth/user`).catch(() => null))?.status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(401);
    console.info(
      `600 stalled requests under ulimit -n 512: a new client answered after ${Math.round(performance.now() - started)} ms; ${closedByServer} stalled connections closed by the server so far (${timedOut} with 408)`,
    );
    await expect.poll(() => closedByServer, { timeout: 20_000 }).toBe(600);
    stalled.forEach((socket) => socket.destroy());
    kept.destroy();
    expect(await api.stop()).toBe(0);
    expect(api.output()).not.toMatch(/EMFILE|Not saved/);
  });

  it('during 300 parallel logins for unknown addresses, refuses the excess with 429 and Retry-After, and a signed-in user is answered', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const auth = await logIn(api.url);
    const flood = Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        fetch(`${api.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'Guess1234!' }),
        }),
      ),
    );
    const times: number[] = [];
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const me = await fetch(`${api.url}/api/auth/me`, { headers: auth });
      times.push(performance.now() - started);
      expect(me.status).toBe(200);
    }
    const replies = await flood;
    const statuses = replies.map(({ status }) => status);
    const refused = replies.filter(({ status }) => status === 429);
    // Each login is checked (401) or refused (429); on a machine busy with other work a few may
    // wait past the 5 s the server gives a request's headers, and are refused as slow (408).
    expect(statuses.filter((status) => ![401, 408, 429].includes(status))).toEqual([]);
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused[0].json()).toMatchObject({
      message: expect.stringMatching(/^Too many passwords are being checked right now\./),
    });
    console.info(
      `300 parallel logins: ${statuses.filter((each) => each === 401).length} checked (401), ${refused.length} refused (429), ${statuses.filter((each) => each === 408).length} too slow to read (408); GET /api/auth/me of a signed-in user meanwhile: median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms`,
    );
    await api.stop();
  }, 120_000);

  it('keeps the rate limit of a victim through a flood of reset e-mails for made-up addresses', async () => {
    const api = await startApi(['--reset', `--db=${path.join(dir, 'db.json')}`]);
    const wrong = () =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.demo.email, password: 'Wrong1234!' }),
      }).then(({ status }) => status);
    for (let i = 0; i < 4; i++) expect(await wrong()).toBe(401);
    for (let batch = 0; batch < 21; batch++) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`${api.url}/api/auth/forgot-password`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: `made-up-${batch}-${i}@example.com` }),
          }).then(({ status }) => expect(status).toBe(200)),
        ),
      );
    }
    const after = [await wrong(), await wrong(), await wrong(), await wrong()];
    // The fifth failure locks the address; every attempt after it is refused.
    expect(after).toEqual([401, 429, 429, 429]);
    await api.stop();
  }, 120_000);

  it('keeps an account within its quota, answers another user at once while it holds 64 MB, and its export loads back', async () => {
    const db = path.join(dir, 'db.json');
    const clock = '--now=2026-11-10T15:30';
    const seeded = await startApi(['--reset', `--db=${db}`, clock]);
    const free = await logIn(seeded.url, DEMO_ACCOUNTS.free);
    const photo = `data:image/jpeg;base64,${'A'.repeat(79_976)}`;
    expect((await addMeal(seeded.url, free, 'A photo', photo)).status).toBe(201);
    expect(await seeded.stop()).toBe(0);
    // The account is filled to just below its quota in the file: hundreds of requests would test
    // the same, slowly.
    const stored = JSON.parse(readFileSync(db, 'utf8')) as Record<
      string,
      Record<string, unknown>[]
    >;
    const meals = stored['vitalis:mock-db:meal'];
    const withPhoto = meals.find((each) => each.photo === photo)!;
    const size = Buffer.byteLength(JSON.stringify(withPhoto)) + 1;
    const freeId = (stored['vitalis:mock-db:user'] as { id: string; email: string }[]).find(
      (user) => user.email === DEMO_ACCOUNTS.free.email,
    )!.id;
    const held = Object.entries(stored)
      .filter(([key, table]) => key.startsWith('vitalis:mock-db:') && Array.isArray(table))
      .flatMap(([key, table]) => table.map((record) => [key, record] as const))
      .filter(([key, record]) => ownerOf(key, record) === freeId)
      .reduce((sum, [, record]) => sum + Buffer.byteLength(JSON.stringify(record)) + 1, 0);
    // Less than a photo short of the quota: one more photo passes it, a meal without one does not.
    const count = Math.floor((ACCOUNT_QUOTA_BYTES - held - 1_000) / size);
    for (let i = 0; i < count; i++) meals.push({ ...withPhoto, id: `meal-photo-${i}` });
    writeFileSync(db, JSON.stringify(stored));

    const api = await startApi([`--db=${db}`, clock]);
    const full = await addMeal(api.url, free, 'One photo too many', photo);
    expect(full.status).toBe(507);
    expect(((await full.json()) as { message: string }).message).toBe(
      'This account would keep more than the 64 MB one account may keep here, so this change was not saved. Delete something of it (meal photos take the most room), then try again.',
    );
    // Without a photo it still fits: what frees or costs little is taken.
    expect((await addMeal(api.url, free, 'No photo')).status).toBe(201);
    const demo = await logIn(api.url);
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      expect((await addMeal(api.url, demo, `Small write ${i}`)).status).toBe(201);
      times.push(performance.now() - started);
    }
    const exported = await fetch(`${api.url}/api/demo/data`);
    const file = Buffer.from(await exported.arrayBuffer());
    const loaded = await fetch(`${api.url}/api/demo/data`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: file,
    });
    expect(loaded.status, await loaded.clone().text()).toBe(200);
    console.info(
      `One account holding ${((count * size) / 1024 / 1024).toFixed(1)} MB (${count} meals with a photo): another user's small write, median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms; the export (${(file.length / 1024 / 1024).toFixed(1)} MB) loads back`,
    );
    expect(await api.stop()).toBe(0);
  }, 180_000);
});
