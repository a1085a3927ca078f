// `npm run hand-off:data`: writes docs/hand-off/demo-data.json, the demo accounts' records for the
// backend team, as the mocked API exports them from its seed at a fixed instant (in UTC), so the
// file changes only when the seed or the tables do. mocks/demo/demo-data.test.ts checks that it holds
// every table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '..', 'docs', 'hand-off', 'demo-data.json');
const NOW = '2026-11-10T15:30';

const dir = mkdtempSync(join(tmpdir(), 'hand-off-'));
const server = spawn(
  process.execPath,
  [
    join(import.meta.dirname, 'mock-api.mjs'),
    ...['--reset', '--now', NOW, '--db', join(dir, 'db.json'), '--latency', 'none'],
    ...['--port', '0', '--quiet'],
  ],
  { env: { ...process.env, TZ: 'UTC' }, stdio: ['ignore', 'pipe', 'inherit'] },
);
try {
  const url = await new Promise((resolve, reject) => {
    let printed = '';
    server.stdout.on('data', (chunk) => {
      printed += chunk;
      const found = /mocked API on (http:\/\/\S+)\/api/.exec(printed);
      if (found) resolve(found[1]);
    });
    server.once('exit', (code) => reject(new Error(`mock:api exited (${code}) before it started`)));
  });
  const reply = await fetch(`${url}/api/demo/data`);
  if (!reply.ok) throw new Error(`GET /api/demo/data answered ${reply.status}`);
  writeFileSync(OUT, await reply.text());
  console.log(`Wrote ${OUT}`);
} finally {
  // A stop saves the database: the folder goes once the server has.
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  if (server.exitCode === null) server.kill('SIGTERM');
  await stopped;
  rmSync(dir, { recursive: true, force: true });
}
