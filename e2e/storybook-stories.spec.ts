import type { Page } from '@playwright/test';
import { failedChecks, storyEntries, storyFinished } from './storybook-support';
import { E2E_NOW, expect, test as base } from './support';

/**
 * Every story of the published Storybook as a designer opens it: on its own page (a link to the
 * canvas alone), with the toolbar on its defaults (realistic latency), a "(phone)" story at a
 * phone's width as its viewport switch sets it. Its script passes, with its accessibility check;
 * it ends with the canvas at the top and nothing focused but an open dialog (which keeps focus);
 * and the console holds no error but the browser's line about a response the story fails.
 */
const SHOWN_FAILURE =
  /^Failed to load resource: (the server responded with a status of [45]\d\d|net::ERR_FAILED)/;
/**
 * Chromium's own update check of the mock service worker, run now and then as pages come and go
 * in the one browser, can report the registration gone; the story's page is not part of it.
 */
const WORKER_UPDATE_CHECK = /^Failed to update a ServiceWorker for scope/;

/**
 * One browser page per worker, opening story after story: each a page load of its own, with the
 * cookies and storage of the one before cleared, while the browser's cache and the service worker stay (a new
 * browser for each of some 300 stories would take twice as long).
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

for (const story of storyEntries()) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    await page.setViewportSize(
      story.name.endsWith('(phone)') ? { width: 390, height: 844 } : { width: 1280, height: 720 },
    );
    // The story before is unloaded first, so it writes nothing after its storage is cleared.
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(test.info().project.use.baseURL!).origin,
      storageTypes: 'cookies,local_storage,indexeddb',
    });
    await cdp.detach();
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      const text = message.text();
      if (
        message.type() === 'error' &&
        !SHOWN_FAILURE.test(text) &&
        !WORKER_UPDATE_CHECK.test(text)
      )
        errors.push(text);
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    try {
      await page.goto(`/storybook/iframe.html?id=${story.id}&viewMode=story`);
      const finished = await storyFinished(page);
      // A script that throws is reported to the console (and the story still "finishes").
      expect(errors).toEqual([]);
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
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
  });
}
