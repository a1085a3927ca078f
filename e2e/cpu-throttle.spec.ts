import type { Page } from '@playwright/test';
import { SLOWDOWN_KEY } from '../stories/support/slowdown';
import { CPU_THROTTLE, expect, test } from './support';

/** The shortest of five runs of the same busy loop in `page`, in ms of its own clock. */
const busyLoopMs = (page: Page) =>
  page.evaluate(() => {
    const runs: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      let sum = 0;
      for (let i = 0; i < 15_000_000; i += 1) sum += Math.sqrt(i);
      runs.push(performance.now() - start + (sum < 0 ? 1 : 0));
    }
    return Math.min(...runs);
  });

// The loop is timed by the page's own clock, which an installed clock would stop.
test.use({ clockAt: null });

/**
 * Measured against a page of a context of the test's own, which runs at this machine's speed, read
 * back to back. On a loaded machine the throttle's own thread is held up now and then (a page then
 * runs freely), and so is either page: a slowdown out of bounds is read again.
 */
test('every page of a test runs E2E_CPU_THROTTLE times slower, tabs and popups included', async ({
  browser,
  page,
}) => {
  const reference = await browser.newContext();
  const unthrottled = await reference.newPage();
  await unthrottled.goto(new URL('/robots.txt', test.info().project.use.baseURL).href);

  await page.goto('/robots.txt');
  const tab = await page.context().newPage();
  await tab.goto('/robots.txt');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => window.open('/robots.txt')),
  ]);
  await popup.waitForLoadState();
  // Throttling holds across a navigation to another page.
  await page.goto('/favicon.svg');
  for (const opened of [page, tab, popup]) {
    await expect(async () => {
      const slowdown = (await busyLoopMs(opened)) / (await busyLoopMs(unthrottled));
      expect(slowdown).toBeGreaterThan(CPU_THROTTLE * 0.5);
      expect(slowdown).toBeLessThan(CPU_THROTTLE * 1.6);
    }).toPass();
  }
  await reference.close();
});

test('a page is told how many times slower it runs, so a story’s own waits stretch', async ({
  page,
}) => {
  await page.goto('/robots.txt');
  const told = await page.evaluate(
    (key) => (window as unknown as Record<string, unknown>)[key],
    SLOWDOWN_KEY,
  );
  // Unthrottled, nothing is told: the stories wait as written.
  expect(told).toBe(CPU_THROTTLE === 1 ? undefined : CPU_THROTTLE);
});

test.describe('a timeout set by a describe block or a test', () => {
  test.describe.configure({ timeout: 45_000 });

  test('stretches as the config’s do', () => {
    // Unthrottled, a stretch by 1 would pass whether or not anything stretches.
    test.skip(CPU_THROTTLE === 1, 'checked in a run under E2E_CPU_THROTTLE');
    expect(test.info().project.timeout).toBe(30_000 * CPU_THROTTLE);
    expect(test.info().timeout).toBe(45_000 * CPU_THROTTLE);
    test.setTimeout(50_000);
    expect(test.info().timeout).toBe(50_000 * CPU_THROTTLE);
  });
});
