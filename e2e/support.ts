import { expect, test as base, type Page, type Route } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NEEDS_API } from '../src/app/api-on-need';
import { API_READY_KEY } from '../src/lib/database-origin';
import { PRERENDERED_ATTRIBUTE } from '../src/lib/before-paint';
import { PRECACHE_MESSAGE } from '../src/lib/offline';
import { SLOWDOWN_KEY } from '../stories/support/slowdown';
import { CPU_THROTTLE } from './cpu-throttle';

export { CPU_THROTTLE };

/** The production build the suite serves. */
export const DIST = join(process.cwd(), 'dist');

const run = promisify(execFile);

/**
 * Builds as `npm run build` does (the app, the pages rendered at build time, the service worker
 * with its precache manifest) into `outDir`, with `env` set: 1–2 min on a shared 2-core machine.
 */
export async function buildInto(outDir: string, env: Record<string, string>) {
  const options = { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 };
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], options);
  await run('node', ['scripts/prerender.mjs', outDir], options);
  await run('node', ['scripts/offline-worker.mjs', outDir], options);
}

/** A chunk of the build, as Vite's manifest lists it. */
export interface BuildChunk {
  file: string;
  /** The module it is named after (`client` for src/lib/api/client.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The build's Vite manifest: its chunks by source (`dist/.vite/manifest.json`). */
export const buildManifest = (): Record<string, BuildChunk> =>
  JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

/**
 * "Now" in the browser, and so in the mocked server that runs there: pinned like the unit tests'
 * (mocks/testing/clock.ts, `TEST_NOW` moves it) and moving on in real time, so no test depends
 * on the hour it runs at.
 */
export const E2E_NOW = new Date(process.env.TEST_NOW ?? '2026-03-04T15:30');

const throttled = new WeakMap<Page, Promise<void>>();

/** Rethrows a failure to throttle `page`, unless it closed meanwhile (nothing left to throttle). */
const unlessClosed = (page: Page) => (error: unknown) => {
  if (!page.isClosed()) throw error;
};

/**
 * Runs `page` CPU_THROTTLE times slower (E2E_CPU_THROTTLE; nothing when unset) through a DevTools
 * session of its own, which holds across its navigations; once per page, however often asked.
 */
export function throttleCpu(page: Page): Promise<void> {
  if (CPU_THROTTLE === 1) return Promise.resolve();
  let done = throttled.get(page);
  if (!done) {
    done = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
        // A navigation under way as it is set can lose it: it is set again as each page commits.
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) throttle().catch(unlessClosed(page));
        });
        await throttle();
        // A story's own waits stretch as much (stories/support/slowdown.ts).
        await page.addInitScript(([key, rate]) => Object.assign(window, { [key]: rate }), [
          SLOWDOWN_KEY,
          CPU_THROTTLE,
        ] as const);
      });
    throttled.set(page, done);
  }
  return done;
}

/**
 * Playwright's `test` with the browser's clock installed at E2E_NOW before each page opens. A test
 * that reads the browser's own performance timings (which the installed clock replaces), and
 * nothing that depends on the date, opts out with `test.use({ clockAt: null })`.
 *
 * Under E2E_CPU_THROTTLE every page of the test's context runs throttled, a tab or popup opened
 * later included, and a test's own timeout (`test.setTimeout`, or its describe block's) stretches
 * as the config's do.
 */
export const test = base.extend<{ clockAt: Date | null; stretchedTimeout: void }>({
  clockAt: [E2E_NOW, { option: true }],
  context: async ({ context }, provide) => {
    context.on('page', (page) => throttleCpu(page).catch(unlessClosed(page)));
    await provide(context);
  },
  page: async ({ page, clockAt }, provide) => {
    await throttleCpu(page);
    if (clockAt) await page.clock.install({ time: clockAt });
    await provide(page);
  },
  stretchedTimeout: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      const setTimeout = testInfo.setTimeout.bind(testInfo);
      testInfo.setTimeout = (timeout) => setTimeout(timeout * CPU_THROTTLE);
      // One its describe block or file set (`test.describe.configure`) is in force already.
      if (testInfo.timeout !== testInfo.project.timeout) testInfo.setTimeout(testInfo.timeout);
      await provide();
    },
    { auto: true },
  ],
});

export { expect };

/** Collects console errors and page errors, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A visitor who never signed in sends no session check, so not even a 401 is expected.
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds every script file until `release` is called: the page as it is before any has run. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the app has taken the page over: a page rendered at build time shows before the app
 * runs, and is marked so until then (a page the app renders itself shows nothing before). A test
 * that slows its page further passes an `expect` whose waits stretch as much.
 */
export async function expectAppRunning(page: Page, within = expect) {
  await within(page.locator('html')).not.toHaveAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Waits until the mocked API answers, once the app runs: its worker controls the page and msw has
 * started (API_READY_KEY; till then the worker passes a request on to the host). A public page
 * starts the mocked API on need only: this presses inside its form (or the demo personas), as a
 * visitor would; a page with a session or a read starts it by itself.
 */
export async function expectWorkerActive(page: Page) {
  await expectAppRunning(page);
  await expect
    .poll(() =>
      page.evaluate(
        ({ usesApi, ready }) => {
          const target = document.querySelector(usesApi);
          target?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
          const started = (window as unknown as Record<string, unknown>)[ready] === true;
          return started ? (navigator.serviceWorker.controller?.scriptURL ?? '') : '';
        },
        { usesApi: NEEDS_API, ready: API_READY_KEY },
      ),
    )
    .toContain('api-worker.js');
}

/** Signs in as the seeded demo user through the login form, with no mocked latency. */
export async function logInAsDemo(page: Page) {
  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await page.evaluate(() => localStorage.setItem('vitalis:mock-latency', '0'));
  await page.getByLabel('Email').fill('demo@vitalis.health');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
}

/**
 * Adds a medication named `name` as the signed-in visitor, through the mocked API from the page:
 * data of the visitor's own, for a test to find again. Answers the API's status.
 */
export function addMedication(page: Page, name: string): Promise<number> {
  return page.evaluate(
    async (medication) => {
      const response = await fetch('/api/medications', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
        },
        body: JSON.stringify(medication),
      });
      return response.status;
    },
    {
      name,
      dosage: '1 tablet',
      frequency: 'daily',
      type: 'supplement',
      startDate: '2026-01-05',
      reminderTimes: ['09:00'],
      notes: null,
    },
  );
}

/**
 * Waits until the demo's worker has the whole build: asks for the fill that the signed-in shell
 * asks for once the visitor leaves the page alone (the worker runs one fill at a time).
 */
export async function precached(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('api-worker.js');
  const answer = await page.evaluate(
    (message) =>
      new Promise<{ done: boolean; error?: string }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage(message, [channel.port2]);
      }),
    PRECACHE_MESSAGE,
  );
  expect(answer).toEqual({ done: true });
}

/** Animation frames without a change to the page after which it is taken as still. */
const STILL_FRAMES = 3;

/**
 * Waits until nothing on the screen is loading, its charts included (a chart's code loading, or
 * its turn to draw to come, is busy: ChartSkeleton, ChartBox), then until the page is still:
 * unchanged for STILL_FRAMES frames, as a chart's springs animate it for a while after it draws.
 */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Retried when the document is replaced under it (seen now and then on a loaded machine, one
  // run in six with two workers, on main before this retry too; its cause is not found): the new
  // one must be still then.
  await expect(async () => {
    await page.evaluate(
      (frames) =>
        new Promise<void>((still) => {
          let unchanged = 0;
          const observer = new MutationObserver(() => (unchanged = 0));
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          const frame = () => {
            if (++unchanged < frames) return requestAnimationFrame(frame);
            observer.disconnect();
            still();
          };
          requestAnimationFrame(frame);
        }),
      STILL_FRAMES,
    );
  }).toPass();
}
