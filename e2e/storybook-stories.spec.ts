import type { ConsoleMessage, Page } from '@playwright/test';
import { docsEntries, failedChecks, storyEntries, storyFinished } from './storybook-support';
import { E2E_NOW, expect, test as base } from './support';

/**
 * The published Storybook as a designer opens it, every story on its own page (a link to the
 * canvas alone) and every Docs page, with the toolbar on its defaults (realistic latency), a
 * "(phone)" story at a phone's width as its viewport switch sets it. A story's script passes,
 * with its accessibility check; it ends with the canvas at the top and nothing focused but an
 * open dialog (which keeps focus). The console holds no error but the browser's line about a
 * response a story fails on purpose, and the page no uncaught exception but msw's below.
 */
const SHOWN_FAILURE =
  /^Failed to load resource: (the server responded with a status of [45]\d\d|net::ERR_FAILED)/;
/**
 * msw's worker start asks an existing registration to update without waiting for the answer. When
 * the page before was the worker's last client, the worker unregisters itself as that page closes
 * (public/mockServiceWorker.js), and the update is rejected, uncaught; the worker then registers
 * again and the story runs. A designer reloading a story can meet it too; it is msw's, not ours.
 */
const WORKER_UPDATE_REJECTED = /^Failed to update a ServiceWorker for scope/;

/**
 * One browser page per worker, opening page after page: each a page load of its own, with the
 * cookies and storage of the one before cleared, while the browser's cache stays (a new browser
 * for each of some 350 pages would take half as long again).
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.install({ time: E2E_NOW });
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens `path` of the published Storybook afresh, runs `check` on it, and fails on any console
 * error or uncaught exception meanwhile but those expected above.
 */
async function openAfresh(page: Page, path: string, check: () => Promise<void>) {
  // The page before is unloaded first, so it writes nothing after its storage is cleared.
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(test.info().project.use.baseURL!).origin,
    storageTypes: 'cookies,local_storage,indexeddb',
  });
  await cdp.detach();
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' && !SHOWN_FAILURE.test(text)) errors.push(text);
  };
  const onPageError = (error: Error) => {
    if (!WORKER_UPDATE_REJECTED.test(error.message)) errors.push(error.message);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(`/storybook/${path}`);
    await check();
    expect(errors).toEqual([]);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

for (const story of storyEntries()) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    await page.setViewportSize(
      story.name.endsWith('(phone)') ? { width: 390, height: 844 } : { width: 1280, height: 720 },
    );
    await openAfresh(page, `iframe.html?id=${story.id}&viewMode=story`, async () => {
      const finished = await storyFinished(page);
      // A script that throws is reported to the console (and the story still "finishes").
      expect(failedChecks(finished)).toEqual([]);
      expect(finished.status).toBe('success');
      const left = await page.evaluate(() => {
        const focused = document.activeElement;
        return {
          scrolled: [document.scrollingElement, ...document.querySelectorAll('*')]
            .filter((element) => element && element.scrollTop > 0)
            .map((element) => element!.tagName),
          focused:
            focused === document.body || focused?.closest('[role=dialog], [role=alertdialog]')
              ? null
              : focused?.outerHTML.slice(0, 200),
        };
      });
      expect(left).toEqual({ scrolled: [], focused: null });
    });
  });
}

for (const docs of docsEntries()) {
  test(`${docs.title} / ${docs.name}`, async ({ storyPage: page }) => {
    // A page of examples each in a frame of its own loads Storybook once for each.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await openAfresh(page, `iframe.html?id=${docs.id}&viewMode=docs`, async () => {
      await page.waitForFunction(
        () =>
          (
            window as { __STORYBOOK_ADDONS_CHANNEL__?: { last(event: string): unknown } }
          ).__STORYBOOK_ADDONS_CHANNEL__?.last('docsRendered'),
        undefined,
        { timeout: 25_000 },
      );
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // An example in a frame of its own is its story's page: it finishes, with its checks.
      const frames = await page.locator('.sb-story iframe').count();
      await expect
        .poll(() => page.frames().filter((frame) => frame !== page.mainFrame()).length)
        .toBeGreaterThanOrEqual(frames);
      for (const frame of page.frames().filter((frame) => frame !== page.mainFrame())) {
        expect(failedChecks(await storyFinished(frame))).toEqual([]);
      }
    });
  });
}
