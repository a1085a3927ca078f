import type { Browser, Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBuild, type HostLogEntry } from '../scripts/static-host.mjs';
import { DEMO_ACCOUNTS } from '../src/lib/demo-accounts';
import { buildInto, DIST, E2E_NOW, expect, precached, settle, test, throttleCpu } from './support';

/**
 * No file is fetched twice in a visit: the journey a product owner demos (the login form typed,
 * Log In, the dashboard, then CGM, Health Metrics and Blood Work from the side navigation with a
 * tab or range changed on each), served by scripts/static-host.mjs with a phone's round trip and
 * downlink (so a file asked for again while it is on its way is fetched again), on a host that
 * answers unknown paths with 404.html and on one that answers with index.html, under a sub-path,
 * and with mocking off against the mocked API run as a real server behind the same origin.
 *
 * Counted three times over: every file the host sent, every request the browser's pages made, the
 * HTTP cache's answers included (a file asked for twice is one the app made the browser look for
 * twice, whatever the host's cache headers), and every request of the service worker, whose
 * precache (filled here once the journey ends, as it is once the visitor leaves the page alone)
 * takes what the pages have from the HTTP cache, the page the visit opened included.
 */

/** A phone's round trip and a downlink between 4G's and Lighthouse's slow one: files take a while. */
const NETWORK = { rttMs: 100, downKbps: 4000 };

/** E2E_NOW as the mocked API's `--now` reads it: a local date and time. */
const localNow = () => {
  const local = new Date(E2E_NOW.getTime() - E2E_NOW.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

/**
 * `npm run mock:api` on a free port, as a backend would run, its clock at the pages' E2E_NOW:
 * resolves to its origin and a stop that resolves once it has exited.
 */
async function startBackend(db: string) {
  const child = spawn(
    process.execPath,
    [
      'scripts/mock-api.mjs',
      '--port=0',
      '--latency=none',
      '--quiet',
      '--reset',
      `--db=${db}`,
      `--now=${localNow()}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /mocked API on (http:\/\/[\d.:]+)\/api/.exec(output);
      if (match && output.includes(DEMO_ACCOUNTS.demo.password)) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`mock:api stopped (${code}): ${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { origin, stop: () => (child.kill('SIGTERM'), exited) };
}

/** The paths (or addresses) that occur more than once, with their count. */
function repeated(items: string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return Object.fromEntries([...counts].filter(([, count]) => count > 1));
}

/** The demo's journey, in a page of its own context, from `start` (the site's login page). */
async function journey(page: Page, start: string) {
  await page.goto(start);
  // Typed as a person types: the visitor's intent fetches what the press will need meanwhile.
  await page.getByLabel('Email').click();
  await page.keyboard.type(DEMO_ACCOUNTS.demo.email, { delay: 30 });
  await page.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(DEMO_ACCOUNTS.demo.password, { delay: 30 });
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('list', { name: 'Health summary' })).toBeVisible();
  await settle(page);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const changes: [string, (page: Page) => Promise<unknown>][] = [
    ['CGM', () => page.getByRole('tab', { name: 'Weekly Trends' }).click()],
    ['Health Metrics', () => page.getByLabel('Time range').selectOption('90d')],
    ['Blood Work', () => page.getByRole('tab', { name: 'History' }).click()],
  ];
  for (const [link, change] of changes) {
    await navigation.getByRole('link', { name: link, exact: true }).click();
    await settle(page);
    await change(page);
    await settle(page);
  }
  await page.waitForLoadState('networkidle');
}

/** The page is run by the demo's worker (a build that mocks the API): it keeps the whole build. */
async function keptForOffline(page: Page) {
  const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  if (worker.endsWith('api-worker.js')) await precached(page);
}

/**
 * Runs the journey on `dist` served with `fallback` (under `base`, with `api` behind it) and
 * expects no path to have reached the host twice, and no address to have been asked for twice.
 */
async function expectEachFileOnce(
  browser: Browser,
  dist: string,
  {
    fallback = '404.html',
    base = '/',
    api,
  }: {
    fallback?: '404.html' | 'index.html';
    base?: string;
    api?: string;
  } = {},
) {
  const host = await serveBuild(dist, fallback, { base, network: NETWORK, api });
  const context = await browser.newContext();
  try {
    await context.clock.install({ time: E2E_NOW });
    await context.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
    const asked: string[] = [];
    const workerAsked: string[] = [];
    // The pages' requests and the service workers' (Chromium reports both on the context).
    context.on('request', (request) =>
      (request.serviceWorker() ? workerAsked : asked).push(request.url()),
    );
    const page = await context.newPage();
    await throttleCpu(page);
    await journey(page, `${host.origin}${base}auth/login`);
    await keptForOffline(page);
    // Every file the host answered for, a "not modified" too.
    const files = (log: HostLogEntry[]) =>
      log.filter((entry) => !entry.path.startsWith('/api/')).map((entry) => entry.path);
    const notApi = (urls: string[]) =>
      urls.filter((url) => !new URL(url).pathname.startsWith('/api/'));
    expect(files(host.log).length, 'the journey fetched files').toBeGreaterThan(50);
    expect(repeated(files(host.log)), 'paths the host sent more than once').toEqual({});
    expect(repeated(notApi(asked)), 'addresses the pages asked for more than once').toEqual({});
    // The worker's precache asks again for what the page has (the HTTP cache answers; the host's
    // log above holds that nothing crossed the network twice), but once.
    expect(repeated(notApi(workerAsked)), 'addresses the worker asked for more than once').toEqual(
      {},
    );
  } finally {
    await context.close();
    await host.close();
  }
}

// A journey of a dozen steps on a slowed network, and builds of their own for two of them.
test.describe.configure({ timeout: 180_000 });

for (const fallback of ['404.html', 'index.html'] as const) {
  test(`a visit fetches each file once, on a host that answers unknown paths with ${fallback}`, async ({
    browser,
  }) => {
    await expectEachFileOnce(browser, DIST, { fallback });
  });
}

test.describe('a build of its own', () => {
  // The build comes first: 1–2 min on a shared 2-core machine.
  test.describe.configure({ timeout: 420_000 });
  let outDir: string;
  test.beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'vitalis-fetched-once-'));
  });
  test.afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  test('a visit fetches each file once under a sub-path', async ({ browser }) => {
    await buildInto(outDir, { BASE_PATH: '/vitalis/' });
    await expectEachFileOnce(browser, outDir, { base: '/vitalis/' });
  });

  test('a visit fetches each file once with mocking off, the API a real server', async ({
    browser,
  }) => {
    await buildInto(outDir, { VITE_API_MOCKING: 'off' });
    // Its database in a folder of its own, not in the build the host serves.
    const data = mkdtempSync(join(tmpdir(), 'vitalis-fetched-once-db-'));
    const backend = await startBackend(join(data, 'db.json'));
    try {
      await expectEachFileOnce(browser, outDir, { api: backend.origin });
    } finally {
      await backend.stop();
      rmSync(data, { recursive: true, force: true });
    }
  });
});
