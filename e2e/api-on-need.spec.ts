import type { Page } from '@playwright/test';
import { expect, expectAppRunning, holdScripts, test } from './support';

/**
 * The mocked API starts on need (src/app/api-on-need.ts): a visitor who only reads the public pages
 * never loads its code nor registers its worker; one who reaches for a form, or has a session,
 * starts it. What a visitor does before the app runs is done once it has taken the page over.
 */

const workerActive = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
/** The demo database's saved tables: none till the mocked API loads it, on a first visit. */
const savedTables = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vitalis:mock-db')));

test.describe('the mocked API starts on need', () => {
  test('the login form starts it when its e-mail is focused, not before', async ({ page }) => {
    await page.goto('/auth/login');
    await expectAppRunning(page);
    await page.waitForLoadState('networkidle');
    expect(await registrations(page)).toBe(0);
    expect(await savedTables(page)).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => workerActive(page)).toContain('api-worker.js');
    // The database too, while the visitor types: their Log In does not wait for the seed.
    await expect.poll(() => savedTables(page)).toContain('vitalis:mock-db:user');
  });

  test("the live demo's dashboard starts it, but shows its figures without the database", async ({
    page,
  }) => {
    await page.goto('/preview-dashboard');
    await expect(page.getByRole('list', { name: 'Health summary' })).toBeVisible();
    expect(await workerActive(page)).toContain('api-worker.js');
    await page.waitForLoadState('networkidle');
    expect(await savedTables(page)).toEqual([]);
    // An unknown path is refused without it too; any stored read loads it.
    expect(await page.evaluate(() => fetch('/api/no-such-endpoint').then((r) => r.status))).toBe(
      404,
    );
    expect(await savedTables(page)).toEqual([]);
    expect(await page.evaluate(() => fetch('/api/demo/outbox').then((r) => r.status))).toBe(200);
    expect(await savedTables(page)).toContain('vitalis:mock-db:user');
  });

  for (const [session, setUp] of [
    ['a stored token', () => localStorage.setItem('auth_token', 'a-token-from-before')],
    ['the Google hint cookie', () => (document.cookie = 'vitalis_social=1; path=/')],
  ] as const) {
    test(`${session} starts it with no visitor action`, async ({ page }) => {
      await page.addInitScript(setUp);
      await page.goto('/pricing');
      await expect.poll(() => workerActive(page)).toContain('api-worker.js');
    });
  }
});

test.describe('a tap before the app runs', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Log In pressed before the app runs signs in once it does, with the fields as typed', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('demo@vitalis.health');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
  });

  test('a demo persona pressed before the app runs signs in once it does', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^Free user/ }).click();
    release();
    await expect(page.getByRole('heading', { name: 'Welcome back, Jamie!' })).toBeVisible();
  });
});

/**
 * While the visitor types (from their intent in a sign-in form, a press among the personas, or a
 * demo shortcut opened), the page fetches what their sign-in will load, listed by the build
 * (`afterSignIn`, src/app/router.tsx): as module preloads at low priority, which fetch without
 * running; a visitor who only reads fetches none of it.
 */
test.describe('what a sign-in loads, fetched ahead', () => {
  /** The files the page lists, as addresses, and those it has asked for meanwhile. */
  async function signedInFiles(page: Page, asked: string[]) {
    const listed = await page.evaluate(() =>
      (JSON.parse(document.getElementById('signed-in-files')!.textContent!) as string[]).map(
        (file) => new URL(file, document.baseURI).href,
      ),
    );
    return { listed, fetched: listed.filter((file) => asked.includes(file)) };
  }

  const record = (page: Page) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    return asked;
  };

  test('reading the pages fetches none of it', async ({ page }) => {
    const asked = record(page);
    for (const path of ['/', '/pricing', '/auth/login']) {
      // A page lists what it does not load itself: what one page loads, another may list.
      asked.length = 0;
      await page.goto(path);
      await expectAppRunning(page);
      await page.waitForLoadState('networkidle');
      const { listed, fetched } = await signedInFiles(page, asked);
      expect(listed.some((file) => /\/app-shell-[\w-]+\.js$/.test(file))).toBe(true);
      expect(fetched, path).toEqual([]);
    }
  });

  for (const [intent, act] of [
    ['the login form focused', (page: Page) => page.getByLabel('Email').focus()],
    [
      'a press among the personas',
      (page: Page) => page.getByRole('button', { name: /^Free user/ }).dispatchEvent('pointerdown'),
    ],
  ] as const) {
    test(`${intent} fetches all of it, at low priority and not run`, async ({ page }) => {
      const asked = record(page);
      await page.goto('/auth/login');
      await expectAppRunning(page);
      await act(page);
      await expect
        .poll(async () => (await signedInFiles(page, asked)).fetched.length)
        .toBe((await signedInFiles(page, asked)).listed.length);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[href*="app-shell-"]')].map(
          (link) => `${link.rel} ${link.fetchPriority}`,
        ),
      );
      expect(links).toEqual(['modulepreload low']);
      // Not run: the signed-in shell's navigation is nowhere in the page.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  test('a demo shortcut opened fetches it while it signs in', async ({ page }) => {
    const asked = record(page);
    await page.goto('/direct');
    await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
    const { listed } = await signedInFiles(page, asked);
    await expect.poll(async () => (await signedInFiles(page, asked)).fetched).toEqual(listed);
  });
});
