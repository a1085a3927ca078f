import type { Browser, BrowserContext, Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKER_SCRIPTS } from '../scripts/offline-worker.mjs';
import { serveBuild } from '../scripts/static-host.mjs';
import { routeManifest } from '../src/app/route-manifest';
import { DEMO_ACCOUNTS } from '../src/lib/demo-accounts';
import {
  addMedication,
  buildInto,
  DIST,
  E2E_NOW,
  expect,
  precached,
  settle,
  test,
} from './support';

/**
 * Once the demo has been signed into, it needs no network: the demo's service worker precaches the
 * whole build (src/worker/api-worker.ts) and answers every page from it, on a host that answers
 * unknown paths with 404.html, on one that answers with index.html, and under a sub-path. A new
 * deployment waits for the visitor's Reload, and the data and the session survive it.
 */

/**
 * Every page of the route manifest, by an address that opens it: a path parameter gets a device
 * that has a consent page, and the sign-out page comes last (it ends the session).
 */
const PAGES = routeManifest
  .filter((entry) => entry.path !== '*')
  .map((entry) => entry.path.replace(':provider', 'fitbit'))
  .sort((a, b) => Number(a === '/api/logout') - Number(b === '/api/logout'));

const OFFLINE_NOTICE = 'Offline — the demo keeps working.';

/** The worker's scripts at the host, at the root and under the sub-path. */
const WORKER_PATHS = WORKER_SCRIPTS.flatMap((file) => [`/${file}`, `/vitalis/${file}`]);

type Host = Awaited<ReturnType<typeof serveBuild>>;

async function newDemoContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.clock.install({ time: E2E_NOW });
  await context.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
  return context;
}

/** Signs in through the login form, as a visitor does, and waits for the dashboard's cards. */
async function signIn(page: Page, site: string) {
  await page.goto(`${site}auth/login`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.demo.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.demo.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('list', { name: 'Health summary' })).toBeVisible();
}

/** The page at `address` shows its content: its heading, nothing loading, no failure. */
async function expectContent(page: Page, address: string) {
  await page.goto(address);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/404 Page Not Found/);
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
}

/** Signs in online, then offline reloads the dashboard and opens every page of the manifest. */
async function expectEveryPageOffline(browser: Browser, host: Host, base: string) {
  const context = await newDemoContext(browser);
  try {
    const page = await context.newPage();
    const site = `${host.origin}${base}`;
    await signIn(page, site);
    await precached(page);
    await context.setOffline(true);
    const started = performance.now();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Health summary' })).toBeVisible();
    console.log(
      `Offline reload of the dashboard: cards after ${(performance.now() - started).toFixed(0)} ms`,
    );
    const asked = host.log.length;
    for (const path of PAGES) await expectContent(page, `${site}${path.slice(1)}`);
    // The browser's own look for a new worker at each page is not the page's network, and
    // Chromium's emulated offline does not stop it (a real one would).
    const pagesAsked = host.log.slice(asked).filter((entry) => !WORKER_PATHS.includes(entry.path));
    expect(pagesAsked, 'requests that reached the host offline').toEqual([]);
    // Chromium's emulated offline reaches a page as it happens, not one opened since (its
    // `navigator.onLine` reads true there): the notice shows as the network goes once more.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe.configure({ timeout: 300_000 });

for (const fallback of ['404.html', 'index.html'] as const) {
  test(`every page opens offline after a sign-in, on a host that answers unknown paths with ${fallback}`, async ({
    browser,
  }) => {
    const host = await serveBuild(DIST, fallback);
    try {
      await expectEveryPageOffline(browser, host, '/');
    } finally {
      await host.close();
    }
  });
}

test('the signed-in shell has the build kept once the visitor leaves the page alone', async ({
  browser,
}) => {
  const host = await serveBuild(DIST, '404.html');
  const context = await newDemoContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, `${host.origin}/`);
    // Nobody asks the worker here: left alone, the page asks by itself (keepWhenQuiet).
    const manifest = readFileSync(join(DIST, 'api-worker.js'), 'utf8').match(/"url":"/g)!.length;
    const kept = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
        return name ? (await (await caches.open(name)).keys()).length : 0;
      });
    await expect.poll(kept, { timeout: 120_000 }).toBe(manifest);
    await context.setOffline(true);
    await expectContent(page, `${host.origin}/medications`);
  } finally {
    await context.close();
    await host.close();
  }
});

test.describe('a build of its own', () => {
  // The builds come first: 1–2 min each on a shared 2-core machine.
  test.describe.configure({ timeout: 600_000 });
  const dirs: string[] = [];
  const newDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `vitalis-offline-${name}-`));
    dirs.push(dir);
    return dir;
  };
  test.afterEach(() =>
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  );

  test('every page opens offline after a sign-in under a sub-path', async ({ browser }) => {
    const outDir = newDir('sub-path');
    await buildInto(outDir, { BASE_PATH: '/vitalis/' });
    const host = await serveBuild(outDir, '404.html', { base: '/vitalis/' });
    try {
      await expectEveryPageOffline(browser, host, '/vitalis/');
    } finally {
      await host.close();
    }
  });

  test('a new deployment waits for Reload, then opens with the data and the session kept', async ({
    browser,
  }) => {
    // The version deployed first: the suite's build without the Storybook link in its demo tools;
    // the next one is the suite's build itself.
    const site = newDir('site');
    await buildInto(site, { VITE_STORYBOOK: '' });
    const host = await serveBuild(site, '404.html');
    const context = await newDemoContext(browser);
    try {
      const page = await context.newPage();
      await signIn(page, `${host.origin}/`);
      await precached(page);
      const storybook = page.getByRole('link', { name: 'Storybook' });
      await expect(page.getByRole('link', { name: 'API reference' })).toBeVisible();
      await expect(storybook).toHaveCount(0);
      expect(await addMedication(page, 'Kept across the update')).toBe(201);

      rmSync(site, { recursive: true, force: true });
      cpSync(DIST, site, { recursive: true });
      // The browser looks for a new worker as a page of its scope opens.
      await page.reload();
      const offer = page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByText('A new version of the demo is ready.');
      await expect(offer).toBeVisible({ timeout: 30_000 });
      // Nothing changed by itself: the page still runs the version it opened with.
      await expect(page.getByRole('list', { name: 'Health summary' })).toBeVisible();
      await expect(storybook).toHaveCount(0);

      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(storybook).toBeVisible();
      await expect(offer).toHaveCount(0);
      // Signed in still, with the visitor's own record.
      await page.getByRole('link', { name: 'Medications' }).first().click();
      await expect(page.getByRole('heading', { name: 'Kept across the update' })).toBeVisible();
      await expect(page).toHaveURL(/\/medications$/);
    } finally {
      await context.close();
      await host.close();
    }
  });
});
