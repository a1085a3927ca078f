import type { Page, Request } from '@playwright/test';
import {
  docsEntries,
  failedChecks,
  pinNowAgain,
  showStory,
  storyEntries,
  storyFinished,
  storyTest as test,
  type StoryEntry,
} from './storybook-support';
import { expect } from './support';

/**
 * Visual regression: each screen's main state and each shared component, as the published
 * Storybook (`npm run build:site`) draws them at phone and desktop width, light and dark, against
 * the baselines beside this file; axe checks each of them as drawn. After an intended change:
 * `npm run test:visual:update`.
 */
const SCREEN_GROUPS = /^(Screens|Public site|Auth|Shell)\//;
const COMPONENT_GROUP = /^Components\//;
const SIZES = {
  desktop: { width: 1024, height: 700 },
  phone: { width: 390, height: 844 },
} as const;

/** States that hold a read open on purpose, never a screen's main state. */
const PENDING = /^(Loading|Verifying)/;

/** One story per screen and per component: the one named Default, else the first that settles. */
function chosenStories(): StoryEntry[] {
  const byTitle = new Map<string, StoryEntry[]>();
  for (const entry of storyEntries()) {
    if (!SCREEN_GROUPS.test(entry.title) && !COMPONENT_GROUP.test(entry.title)) continue;
    byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  }
  return [...byTitle.values()].map(
    (stories) =>
      stories.find(({ name }) => name === 'Default') ??
      stories.find(({ name }) => !PENDING.test(name)) ??
      stories[0],
  );
}

/**
 * Watches the page's requests (the mocked API's included); the wait it returns resolves once none
 * has run for 500 ms, and ends the watch (the worker's page serves many tests). Each request is
 * followed by itself: one the previous story sent that ends after the watch begins is not counted
 * against one sent since (a count went below zero and never came back).
 */
function quietNetwork(page: Page) {
  const running = new Set<Request>();
  let last = performance.now();
  const started = (request: Request) => {
    running.add(request);
    last = performance.now();
  };
  const ended = (request: Request) => {
    running.delete(request);
    last = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    try {
      await expect.poll(() => running.size === 0 && performance.now() - last >= 500).toBe(true);
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
  };
}

/** A screen at both widths in both themes; a component once at each width, each in one theme. */
const SHOTS = {
  screen: [
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['phone', 'light'],
    ['phone', 'dark'],
  ],
  component: [
    ['desktop', 'light'],
    ['phone', 'dark'],
  ],
} as const;

// Each theme's shots one after the other, so a worker's preview, loaded with a theme and no
// latency (each read answers at once, so a screen settles on its data), switches from story to
// story as the manager does and is loaded again only for the other theme.
for (const theme of ['light', 'dark'] as const) {
  for (const story of chosenStories()) {
    const kind = COMPONENT_GROUP.test(story.title) ? 'component' : 'screen';
    // A screen's main state settles on its data (a component's own animation is frozen instead).
    const settles = kind === 'screen' && !PENDING.test(story.name);
    for (const [size] of SHOTS[kind].filter((shot) => shot[1] === theme)) {
      test(`${story.title} / ${story.name}, ${size}, ${theme}`, async ({ storyPage: page }) => {
        await page.setViewportSize(SIZES[size]);
        const settled = settles ? quietNetwork(page) : null;
        // The story draws at the pinned date, however long the worker has run.
        await pinNowAgain(page);
        await showStory(page, story.id, `theme:${theme};latency:none`);
        // Axe ran on the story at this width and in this theme, and found nothing.
        expect(failedChecks(await storyFinished(page, story.id))).toEqual([]);
        // Rendered: in the story's root, or only in a portal (a dialog with nothing behind it).
        await expect(page.locator('#storybook-root > *, [role=dialog]').first()).toBeAttached();
        // Settled: on a screen's main state no skeleton shimmer or spinner is left running (any
        // other animation is frozen for the shot).
        if (settles) {
          await page.waitForFunction(
            () =>
              !document
                .getAnimations()
                .some((animation) => animation.effect?.getComputedTiming().iterations === Infinity),
          );
          // Reads the screen sends after its script (a device catch-up, a refresh) have answered.
          await settled?.();
        }
        // Each story ends with its canvas at the top and nothing focused (its afterEach); a read
        // that answers after it can still move the page a pixel (focus, scroll anchoring), so
        // again here.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          for (const element of [document.scrollingElement, ...document.querySelectorAll('*')]) {
            if (element?.scrollTop) element.scrollTop = 0;
          }
        });
        // A dialog or tooltip is portalled out of the story's root, so the page is what is
        // compared.
        await expect(page).toHaveScreenshot(`${story.id}-${size}-${theme}.png`, {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  }
}

// Each screen's Docs page as a designer reads it (its summary, its states, its main state in its
// own frame), so an example that shows another story's data or failure is a changed picture.
for (const docs of docsEntries().filter(({ title }) => title.startsWith('Screens/'))) {
  test(`${docs.title} / ${docs.name}, desktop, light`, async ({ page }) => {
    await page.setViewportSize(SIZES.desktop);
    const settled = quietNetwork(page);
    await page.goto(`/storybook/iframe.html?id=${docs.id}&viewMode=docs&globals=theme:light`);
    const example = page.locator('.sb-story iframe');
    await example.scrollIntoViewIfNeeded();
    await expect.poll(() => page.frames().length).toBe(2);
    expect(failedChecks(await storyFinished(page.frames()[1]))).toEqual([]);
    await settled();
    // Shot from the top of the page, with nothing focused in the example (as a story's page is).
    await example.evaluate((frame) => {
      const document = (frame as HTMLIFrameElement).contentDocument!;
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await expect(page).toHaveScreenshot(`${docs.id}-desktop-light.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
    });
  });
}
