import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';

/**
 * `npm run mock:api` as a user starts it: its own process, its database in a file. With
 * `fileLimit`, under that limit on open files (`ulimit -n`), as a machine set so runs it.
 */
export function run(script: string, args: string[], { fileLimit }: { fileLimit?: number } = {}) {
  const child = fileLimit
    ? spawn(
        'sh',
        ['-c', `ulimit -n ${fileLimit} && exec "$0" "$@"`, process.execPath, script, ...args],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
    : spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

export type RunningApi = Awaited<ReturnType<typeof startApi>>;

export async function startApi(
  args: string[],
  { quiet = true, fileLimit }: { quiet?: boolean; fileLimit?: number } = {},
) {
  const api = run(
    'scripts/mock-api.mjs',
    ['--port=0', '--latency=none', ...(quiet ? ['--quiet'] : []), ...args],
    { fileLimit },
  );
  const url = await new Promise<string>((resolve, reject) => {
    api.child.stdout.on('data', () => {
      const match = /mocked API on (http:\/\/[\d.:]+)\/api/.exec(api.output());
      // The whole banner: it ends with the demo accounts.
      if (match && api.output().includes(DEMO_ACCOUNTS.demo.password)) resolve(match[1]);
    });
    void api.exited.then((code) =>
      reject(new Error(`mock:api stopped (${code}): ${api.output()}`)),
    );
  });
  return {
    url,
    port: Number(new URL(url).port),
    pid: api.child.pid!,
    output: api.output,
    exited: api.exited,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      api.child.kill(signal);
      return api.exited;
    },
    /** As a crash or a power cut stops it: nothing runs after. */
    crash: async () => {
      api.child.kill('SIGKILL');
      return api.exited;
    },
  };
}

/**
 * Sends `request` as raw bytes, as a hand-written or hostile client does, and resolves with what
 * came back once the server closes the connection (or stops answering for `idleMs`).
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  idleMs = 3000,
): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    let idle = setTimeout(() => socket.destroy(), idleMs);
    socket.on('data', (chunk) => {
      answer += chunk;
      clearTimeout(idle);
      idle = setTimeout(() => socket.destroy(), idleMs);
    });
    // Writing after the server stopped reading may fail: what it answered is what counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(idle);
      resolve(answer);
    });
    socket.write(request);
  });
}

/** The status line of the answer to a raw request. */
export async function rawStatus(port: number, request: string): Promise<string> {
  return (await rawExchange(port, request)).split('\r\n')[0];
}

export async function logIn(
  url: string,
  account: { email: string; password: string } = DEMO_ACCOUNTS.demo,
) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

export const meal = (description: string, photo?: string) => ({
  type: 'lunch',
  time: '12:30',
  date: '2026-03-10',
  description,
  calories: 540,
  ...(photo ? { photo } : {}),
});

export async function addMeal(
  url: string,
  auth: Record<string, string>,
  description: string,
  photo?: string,
) {
  return fetch(`${url}/api/meals`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(meal(description, photo)),
  });
}

export async function mealsOf(url: string, auth: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${url}/api/meals?date=2026-03-10`, { headers: auth });
  return ((await response.json()) as { description: string }[]).map((each) => each.description);
}
