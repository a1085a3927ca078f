import type { Page } from '@playwright/test';
import { routeManifest } from '../src/app/route-manifest';
import {
  CPU_THROTTLE,
  E2E_NOW,
  expect,
  expectAppRunning,
  holdScripts,
  logInAsDemo,
  test,
  watchConsole,
} from './support';

/**
 * The public pages and sign-in arrive as HTML rendered at build time (scripts/prerender.mjs): they
 * paint before any script has run, in the visitor's colour mode, whole (not while their HTML is
 * still being parsed), then hydrate without an error or a layout shift, keeping what was typed
 * meanwhile.
 */

const PRERENDERED = routeManifest.filter((entry) => entry.prerender).map((entry) => entry.path);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// Reads the browser's own paint and layout-shift timings, which the installed clock would replace.
test.use({ clockAt: null });

/** Records the page's layout shifts from its start, for `shifts`. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts recorded so far, once the frame now showing has painted and reported its own. */
const shifts = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
    return (window as unknown as { shifts: number[] }).shifts;
  });

const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);

test.describe('before any script has run', () => {
  test.use(PHONE);

  test('a phone visitor sees the landing and the login form, styled, with their sharing tags', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your health, all in one place' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveCSS(
      'background-color',
      'rgb(15, 118, 110)',
    );
    await expect.poll(() => firstContentfulPaint(page)).toBe(true);

    await page.goto('/auth/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect.poll(() => firstContentfulPaint(page)).toBe(true);
    await expect(page).toHaveTitle('Log in — Vitalis');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Log in — Vitalis',
    );
    release();
  });

  test('the page shows in the dark mode the visitor chose', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
    const release = await holdScripts(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 17, 23)');
    release();
  });

  test('a signed-in visitor never sees the calls to sign up, and then the way to the dashboard', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Start your free trial')).toBeHidden();
    await expect(page.getByText('Sign Up', { exact: true })).toBeHidden();
    await expect(page.getByRole('link', { name: /^Sign up free to use it/ }).first()).toBeHidden();
    release();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    await expect(page.getByText('Start your free trial')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Sign up free to use it/ })).toHaveCount(0);
  });

  test('what the visitor types is kept, and Enter sends it to the app, not to the host', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('demo@vitalis.health');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByLabel('Email')).toHaveValue('demo@vitalis.health');
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
  });

  test('a carousel focused before the app runs holds still for the keyboard', async ({ page }) => {
    // Its wait runs on this clock, moved on below by longer than a slide shows (6 s).
    await page.clock.install({ time: E2E_NOW });
    const release = await holdScripts(page);
    await page.goto('/testimonials', { waitUntil: 'commit' });
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    release();
    await expectAppRunning(page);
    await page.clock.runFor(6500);
    await expect(carousel.getByRole('group')).toHaveAttribute('aria-label', '1 of 6');
  });

  test('a host answering every path with the landing shows it at no other address', async ({
    page,
    request,
  }) => {
    const landing = await (await request.get('/')).text();
    await page.route('**/features', (route) =>
      route.fulfill({ body: landing, contentType: 'text/html' }),
    );
    const release = await holdScripts(page);
    await page.goto('/features', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Your health, all in one place' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Your health, all in one place',
    );
    await expect(page).toHaveTitle('Features — Vitalis');
  });
});

/**
 * A slow phone's CPU (six times slower than this machine's, or the suite's own throttle if slower):
 * a browser paints a page it is still parsing once parsing takes long enough, which a loaded CI
 * machine did now and then.
 */
const SLOW_CPU = Math.max(6, CPU_THROTTLE);
/** The config's waits stretch by CPU_THROTTLE; these stretch as much as this test slows the page. */
const slowExpect = expect.configure({ timeout: 10_000 * SLOW_CPU });

for (const path of PRERENDERED) {
  test(`${path} hydrates with no error and nothing moving`, async ({ page }) => {
    test.setTimeout((30_000 * SLOW_CPU) / CPU_THROTTLE);
    const errors = watchConsole(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
    await recordShifts(page);
    // The scripts arrive after the HTML has painted, as on a phone's network.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto(path);
    await slowExpect.poll(() => firstContentfulPaint(page)).toBe(true);
    await expectAppRunning(page, slowExpect);
    await page.waitForLoadState('networkidle');
    expect(await shifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a turn of the testimonials carousel moves nothing, whatever the height of its slides', async ({
  page,
}) => {
  await page.setViewportSize(PHONE.viewport);
  await recordShifts(page);
  await page.goto('/testimonials');
  await expectAppRunning(page);
  // It turns by itself after 6 s, on the real clock: a turn by hand is input, whose shifts don't count.
  await expect(page.getByRole('group', { name: '2 of 6' })).toBeVisible();
  expect(await shifts(page)).toEqual([]);
});

/** Records the module preloads each task appends (mutation records reach an observer once per task). */
async function recordPreloads(page: Page) {
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { batches: string[][] }).batches = batches;
    new MutationObserver((records) => {
      const links = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload');
      if (links.length) batches.push(links.map((link) => (link as HTMLLinkElement).href));
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Checks that the page's own script asked for each module it lists once, two to a task (each link
 * starts its fetch as it is appended, a few ms of a phone's main thread: LINKS_PER_TASK in
 * scripts/prerender.mjs); Vite's own preloading, as the app loads more, adds only what the page
 * did not list. Resolves to the listed modules.
 */
async function expectListedAskedTwoATask(page: Page): Promise<string[]> {
  const { listed, batches } = await page.evaluate(() => {
    const start = document.querySelector('script[type="module"]:not([src])')!.textContent!;
    const hrefs = JSON.parse(start.match(/inTasks\((\[[^\]]*\]), 'auto'/)![1]);
    return {
      listed: (hrefs as string[]).map((href) => new URL(href, document.baseURI).href),
      batches: (window as unknown as { batches: string[][] }).batches,
    };
  });
  const asked = batches.map((batch) => batch.filter((href) => listed.includes(href)));
  expect(asked.flat().sort()).toEqual([...listed].sort());
  expect(Math.max(...asked.map((batch) => batch.length))).toBe(2);
  return listed;
}

test('once painted, a page asks for each of its scripts once, two to a task', async ({ page }) => {
  await recordPreloads(page);
  await page.goto('/auth/login');
  await expectAppRunning(page);
  await page.waitForLoadState('networkidle');
  await expectListedAskedTwoATask(page);
});

test("the live demo's page asks for the mocked API's files with its own, two to a task", async ({
  page,
}) => {
  await recordPreloads(page);
  await page.goto('/preview-dashboard');
  await expect(page.getByRole('list', { name: 'Health summary' })).toBeVisible();
  // Its read found the API's files all asked for: Vite's preloading appended none of them again,
  // nor all of them in one task.
  const listed = await expectListedAskedTwoATask(page);
  expect(listed.some((href) => /\/assets\/browser-[^/]+\.js$/.test(href))).toBe(true);
});
