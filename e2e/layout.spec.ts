import type { Page } from '@playwright/test';
import { navEntries } from '../src/app/route-manifest';
import { expect, logInAsDemo, settle, test } from './support';

/** Every signed-in screen of the side navigation, each of its tabs opened in turn. */
const SCREENS = navEntries
  .filter((entry) => entry.access === 'protected')
  .map((entry) => entry.path);

/** How far the page is wider than the screen, once it has settled (its charts drawn). */
async function overflow(page: Page): Promise<number> {
  await settle(page);
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The phone's window, and the desktop's a screen may be opened in first. */
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Signs in, opens every signed-in screen and each of its tabs in turn in a window of `openedIn`,
 * then in the phone's, and lists those wider than the phone's window.
 */
async function wideOnAPhone(page: Page, openedIn: typeof PHONE): Promise<string[]> {
  await logInAsDemo(page);
  const wide: string[] = [];
  for (const path of SCREENS) {
    await page.setViewportSize(openedIn);
    // Idle once every first read has answered (the mocked API answers the page's own fetches),
    // so the screen's tabs are there to count.
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < Math.max(1, count); i++) {
      await page.setViewportSize(openedIn);
      if (count) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      }
      // Drawn at the width it was opened in first: each chart must redraw for the phone's.
      await settle(page);
      await page.setViewportSize(PHONE);
      const by = await overflow(page);
      if (by > 0) wide.push(`${page.url()}: ${by} px`);
    }
  }
  return wide;
}

test('no screen or tab is wider than a 375 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await wideOnAPhone(page, PHONE)).toEqual([]);
});

test('a screen opened wide keeps within the window as it narrows to a phone', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await wideOnAPhone(page, DESKTOP)).toEqual([]);
});

test('the tiles of a row show their names and figures on one line', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logInAsDemo(page);
  for (const [path, list] of [
    ['/cgm', 'Glucose summary'],
    ['/nutrition?tab=analysis', "Today's nutrition"],
  ]) {
    await page.goto(path);
    const tiles = page.getByRole('list', { name: list }).getByRole('listitem');
    await expect(tiles).toHaveCount(4);
    // One row at this width; each tile's first two parts (its name, its figure), from the top.
    const tops = await tiles.evaluateAll((items) =>
      items.map((item) =>
        [...item.children]
          .filter((part) => part.getBoundingClientRect().height > 1)
          .slice(0, 2)
          .map((part) => Math.round(part.getBoundingClientRect().top)),
      ),
    );
    expect(new Set(tops.map((row) => row.join())).size, `${path}: ${JSON.stringify(tops)}`).toBe(1);
  }
});
