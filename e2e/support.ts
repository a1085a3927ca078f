import { expect, test as base, type Page, type Route } from '@playwright/test';
import { NEEDS_API } from '../src/app/api-on-need';
import { PRERENDERED_ATTRIBUTE } from '../src/lib/before-paint';

/**
 * "Now" in the browser, and so in the mocked server that runs there: pinned like the unit tests'
 * (mocks/testing/clock.ts, `TEST_NOW` moves it) and moving on in real time, so no test depends
 * on the hour it runs at.
 */
export const E2E_NOW = new Date(process.env.TEST_NOW ?? '2026-03-04T15:30');

/**
 * Playwright's `test` with the browser's clock installed at E2E_NOW before each page opens. A test
 * that reads the browser's own performance timings (which the installed clock replaces), and
 * nothing that depends on the date, opts out with `test.use({ clockAt: null })`.
 */
export const test = base.extend<{ clockAt: Date | null }>({
  clockAt: [E2E_NOW, { option: true }],
  page: async ({ page, clockAt }, provide) => {
    if (clockAt) await page.clock.install({ time: clockAt });
    await provide(page);
  },
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
 * runs, and is marked so until then (a page the app renders itself shows nothing before).
 */
export async function expectAppRunning(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Waits until the mock service worker controls the page, once the app runs. A public page starts
 * the mocked API on need only: this presses inside its form (or the demo personas), as a visitor
 * would; a page with a session or a read starts it by itself.
 */
export async function expectWorkerActive(page: Page) {
  await expectAppRunning(page);
  await expect
    .poll(() =>
      page.evaluate((usesApi) => {
        const target = document.querySelector(usesApi);
        target?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        return navigator.serviceWorker.controller?.scriptURL ?? '';
      }, NEEDS_API),
    )
    .toContain('mockServiceWorker.js');
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
