// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { addMeal, logIn, mealsOf, run, startApi, type RunningApi } from './testing';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitalis-mock-api-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const clock = '--now=2026-11-10T15:30';
const temporaries = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.tmp'));

/** A small disk of its own (tmpfs), where this machine lets the test mount one (root, Linux). */
function smallDisk(folder: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', folder], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

async function changePassword(url: string, auth: Record<string, string>, from: string, to: string) {
  return fetch(`${url}/api/account/password`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ currentPassword: from, newPassword: to }),
  });
}

const canLogIn = async (url: string, password: string) =>
  (
    await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.demo.email, password }),
    })
  ).status;

describe('a write mock:api could not save', () => {
  const canMount = process.getuid?.() === 0 && process.platform === 'linux';

  it.skipIf(!canMount)(
    'on a full disk answers 507 with the reason, changes nothing, and reads go on',
    async () => {
      const disk = path.join(dir, 'disk');
      mkdirSync(disk);
      if (!smallDisk(disk, '3m')) return;
      const started: RunningApi[] = [];
      try {
        const db = path.join(disk, 'db.json');
        const api = await startApi(['--reset', `--db=${db}`, clock]);
        started.push(api);
        const auth = await logIn(api.url);
        expect((await addMeal(api.url, auth, 'Before the disk filled')).status).toBe(201);
        // Everything the disk has left, taken.
        try {
          execFileSync('dd', ['if=/dev/zero', `of=${path.join(disk, 'filler')}`, 'bs=64k'], {
            stdio: 'ignore',
          });
        } catch {
          // dd stops with an error once the disk is full.
        }
        // What the journal's last page still holds is taken, as a real disk's last block is.
        const saved = ['Before the disk filled'];
        let refused = await addMeal(api.url, auth, 'Not saved');
        for (let i = 0; refused.status === 201 && i < 40; i++) {
          saved.push('Not saved');
          refused = await addMeal(api.url, auth, 'Not saved');
        }
        // Those answered 201 are saved; from the first 507 on, nothing is.
        expect(refused.status).toBe(507);
        expect(((await refused.json()) as { message: string }).message).toMatch(
          /^The mocked API could not save this change to its database .* \(the disk is full: ENOSPC: no space left on device.*\), so nothing was changed\. Free some disk space, then try again\.$/,
        );
        expect((await addMeal(api.url, auth, 'Not saved either')).status).toBe(507);
        const changed = await changePassword(api.url, auth, 'Demo1234!', 'Changed5678!');
        expect(changed.status).toBe(507);
        // Reads do not wait for the disk.
        expect(await mealsOf(api.url, auth)).toEqual(saved);
        expect(temporaries(disk)).toEqual([]);

        rmSync(path.join(disk, 'filler'));
        expect(await canLogIn(api.url, 'Changed5678!')).toBe(401);
        expect(await canLogIn(api.url, 'Demo1234!')).toBe(200);
        expect((await addMeal(api.url, auth, 'After')).status).toBe(201);
        expect(await api.crash()).not.toBe(0);
        const again = await startApi([`--db=${db}`, clock]);
        started.push(again);
        expect(await mealsOf(again.url, auth)).toEqual([...saved, 'After']);
        expect(await again.stop()).toBe(0);
      } finally {
        // A server a failed check left running would keep the disk busy.
        await Promise.all(started.map((each) => each.crash()));
        execFileSync('umount', [disk]);
      }
    },
  );

  it('with its journal replaced by a directory, answers 507, changes nothing, and recovers once it is back', async () => {
    const db = path.join(dir, 'db.json');
    const api = await startApi(['--reset', `--db=${db}`, clock]);
    const auth = await logIn(api.url);
    expect((await addMeal(api.url, auth, 'Before')).status).toBe(201);
    rmSync(`${db}.journal`);
    mkdirSync(`${db}.journal`);
    const refused = await addMeal(api.url, auth, 'Not saved');
    expect(refused.status).toBe(507);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'it was removed or replaced while the server ran',
    );
    expect((await addMeal(api.url, auth, 'Not saved either')).status).toBe(507);
    expect(await mealsOf(api.url, auth)).toEqual(['Before']);
    rmSync(`${db}.journal`, { recursive: true });
    // The next compaction writes everything to the file and starts a journal again.
    await expect
      .poll(async () => (await addMeal(api.url, auth, 'After')).status, {
        timeout: 20_000,
        interval: 1_000,
      })
      .toBe(201);
    expect(await api.crash()).not.toBe(0);
    const again = await startApi([`--db=${db}`, clock]);
    expect(await mealsOf(again.url, auth)).toEqual(['Before', 'After']);
    expect(await again.stop()).toBe(0);
    expect(temporaries(dir)).toEqual([]);
  });
});

describe('one mock:api per database', () => {
  it('refuses a second process on the same file, naming the first, and touches nothing', async () => {
    const db = path.join(dir, 'db.json');
    const first = await startApi(['--reset', `--db=${db}`, clock]);
    const auth = await logIn(first.url);
    expect((await addMeal(first.url, auth, 'Of the first')).status).toBe(201);
    const journal = readFileSync(`${db}.journal`);
    const second = run('scripts/mock-api.mjs', ['--port=0', '--reset', `--db=${db}`]);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database ${db} is in use by another mock:api (process ${first.pid} on `,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);
    expect(readFileSync(`${db}.journal`)).toEqual(journal);
    expect(await mealsOf(first.url, auth)).toEqual(['Of the first']);
    expect(await first.stop()).toBe(0);
    expect(existsSync(`${db}.lock`)).toBe(false);
  });

  it('takes over a lock its holder left when it crashed', async () => {
    const db = path.join(dir, 'db.json');
    const first = await startApi(['--reset', `--db=${db}`, clock]);
    expect(await first.crash()).not.toBe(0);
    expect(JSON.parse(readFileSync(`${db}.lock`, 'utf8'))).toMatchObject({ pid: first.pid });
    const second = await startApi([`--db=${db}`, clock]);
    expect(JSON.parse(readFileSync(`${db}.lock`, 'utf8'))).toMatchObject({ pid: second.pid });
    expect(await second.stop()).toBe(0);
  });

  it('on a port in use, says so and exits without touching its database', async () => {
    const db = path.join(dir, 'db.json');
    const first = await startApi(['--reset', `--db=${db}`, clock]);
    const auth = await logIn(first.url);
    expect((await addMeal(first.url, auth, 'Kept')).status).toBe(201);
    const other = path.join(dir, 'other.json');
    const taken = run('scripts/mock-api.mjs', [`--port=${first.port}`, '--reset', `--db=${other}`]);
    expect(await taken.exited).toBe(1);
    expect(taken.output()).toContain(
      `Port ${first.port} is in use (another mock:api, or another program), so the mocked API did not start and ${other} was not touched.`,
    );
    expect(taken.output()).not.toMatch(/\n\s+at /);
    expect(readdirSync(dir).filter((name) => name.startsWith('other'))).toEqual([]);
    const same = run('scripts/mock-api.mjs', [`--port=${first.port}`, '--reset', `--db=${db}`]);
    expect(await same.exited).toBe(1);
    expect(await mealsOf(first.url, auth)).toEqual(['Kept']);
    expect(await first.stop()).toBe(0);
  });

  it('keeps a hand edit of its file made while it ran beside it, rather than overwrite it unseen', async () => {
    const db = path.join(dir, 'db.json');
    expect(await (await startApi(['--reset', `--db=${db}`, clock])).stop()).toBe(0);
    const api = await startApi([`--db=${db}`, clock]);
    const edited = `${readFileSync(db, 'utf8').slice(0, -1)},"hand-edit":true}`;
    writeFileSync(db, edited);
    const auth = await logIn(api.url);
    expect((await addMeal(api.url, auth, 'While edited')).status).toBe(201);
    expect(await api.stop()).toBe(0);
    const kept = /that version is kept in (\S+), and/.exec(api.output())?.[1];
    expect(readFileSync(kept!, 'utf8')).toBe(edited);
    expect(readFileSync(db, 'utf8')).toContain('While edited');
  });
});

describe('a stop of mock:api', () => {
  it('on SIGINT under 30 writing clients answers every request it took, and saves exactly what it answered', async () => {
    const db = path.join(dir, 'db.json');
    const api = await startApi(['--reset', `--db=${db}`, clock, '--latency=50-250']);
    const auth = await logIn(api.url);
    const answered: string[] = [];
    let failed = 0;
    let stopped = false;
    const client = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const description = `Client ${n} meal ${i}`;
        try {
          const reply = await addMeal(api.url, auth, description);
          if (reply.status === 201) answered.push(description);
          else failed++;
        } catch {
          failed++;
          return;
        }
      }
    };
    const clients = Array.from({ length: 30 }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const exit = api.stop('SIGINT');
    expect(await exit).toBe(0);
    stopped = true;
    await Promise.all(clients);
    expect(answered.length).toBeGreaterThan(0);
    expect(api.output()).not.toContain('requests cut');
    expect(existsSync(`${db}.lock`)).toBe(false);
    expect(existsSync(`${db}.journal`)).toBe(false);
    console.info(
      `SIGINT under 30 writing clients: ${answered.length} meals answered 201, ${failed} requests refused or cut after the stop`,
    );
    const again = await startApi([`--db=${db}`, clock]);
    const saved = (await mealsOf(again.url, auth)).filter((each) => each.startsWith('Client '));
    expect(saved.sort()).toEqual(answered.sort());
    expect(await again.stop()).toBe(0);
  });
});

describe('a clock set back at the start of mock:api', () => {
  it('keeps a lock, every table and every account: none looks damaged', async () => {
    const db = path.join(dir, 'db.json');
    const first = await startApi(['--reset', `--db=${db}`, clock]);
    const auth = await logIn(first.url);
    expect((await addMeal(first.url, auth, 'Saved in November')).status).toBe(201);
    for (let i = 0; i < 5; i++) expect(await canLogIn(first.url, 'Wrong1234!')).toBe(401);
    expect(await canLogIn(first.url, 'Demo1234!')).toBe(429);
    expect(await first.stop()).toBe(0);

    const dayEarlier = await startApi([`--db=${db}`, '--now=2026-11-09T15:30']);
    expect(dayEarlier.output()).not.toContain('could not be read');
    expect(await canLogIn(dayEarlier.url, 'Demo1234!')).toBe(429);
    expect(await dayEarlier.stop()).toBe(0);

    const yearsEarlier = await startApi([`--db=${db}`, '--now=2024-11-10T15:30']);
    expect(yearsEarlier.output()).not.toContain('could not be read');
    // The meal's day is two years ahead of this clock: the export shows it, as every table.
    const file = (await (await fetch(`${yearsEarlier.url}/api/demo/data`)).json()) as {
      tables: { meal: { description: string }[]; user: { email: string }[] };
    };
    expect(file.tables.meal.map((each) => each.description)).toContain('Saved in November');
    expect(file.tables.user.map((each) => each.email)).toContain(DEMO_ACCOUNTS.free.email);
    expect(await yearsEarlier.stop()).toBe(0);
  });
});

describe('the one door of demo data', () => {
  it('--load refuses what PUT /api/demo/data refuses, with the same message, and no stack trace', async () => {
    const db = path.join(dir, 'db.json');
    const api = await startApi(['--reset', `--db=${db}`, clock]);
    const file = (await (await fetch(`${api.url}/api/demo/data`)).json()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    const deep = `${JSON.stringify({ ...file, tables: { ...file.tables, meal: [] } }).slice(0, -2)},"meal":[{"note":${'['.repeat(200_000)}${']'.repeat(200_000)}}]}}`;
    const prototype = JSON.stringify(file).replace('{"id":', '{"__proto__":{"admin":true},"id":');
    for (const [name, text, message] of [
      ['deep.json', deep, 'The file nests values more than 32 levels deep (at tables.meal[0].note'],
      ['proto.json', prototype, 'The file has a field named "__proto__" (at tables.'],
    ] as const) {
      const put = await fetch(`${api.url}/api/demo/data`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      });
      expect(put.status, name).toBe(400);
      const { message: answered } = (await put.json()) as { message: string };
      expect(answered).toContain(message);
      writeFileSync(path.join(dir, name), text);
      const load = run('scripts/mock-api.mjs', [
        '--port=0',
        `--db=${path.join(dir, 'loaded.json')}`,
        `--load=${path.join(dir, name)}`,
      ]);
      expect(await load.exited, name).toBe(1);
      expect(load.output()).toContain(`--load ${path.join(dir, name)}: ${answered}`);
      expect(load.output()).not.toMatch(/RangeError|\n\s+at /);
    }
    await api.stop();
  });
});

describe('the files of mock:api', () => {
  it('keeps a recovery backup in its own file, not in the database, and leaves no temporary file', async () => {
    const db = path.join(dir, 'db.json');
    expect(await (await startApi(['--reset', `--db=${db}`, clock])).stop()).toBe(0);
    const stored = JSON.parse(readFileSync(db, 'utf8')) as Record<string, unknown>;
    stored['vitalis:mock-db:meal'] = { damaged: true };
    writeFileSync(db, JSON.stringify(stored));
    const api = await startApi([`--db=${db}`, clock]);
    const backup = /what it held is kept in (\S+)\.\n/.exec(api.output())?.[1];
    const written = statSync(backup!).mtimeMs;
    const auth = await logIn(api.url);
    expect((await addMeal(api.url, auth, 'After the recovery')).status).toBe(201);
    expect(readFileSync(`${db}.journal`, 'utf8')).not.toContain('vitalis:mock-db-backup:');
    expect(await api.stop()).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(db, 'utf8')) as object)).not.toContainEqual(
      expect.stringMatching(/^vitalis:mock-db-backup:/),
    );
    expect(statSync(backup!).mtimeMs).toBe(written);
    expect(temporaries(dir)).toEqual([]);
  });
});
