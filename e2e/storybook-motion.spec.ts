import type { Page } from '@playwright/test';
import { storyFinished, storyTest as test } from './storybook-support';
import { expect } from './support';

/** Opens a story of the published Storybook with the toolbar's Motion switch set. */
async function openStory(page: Page, id: string, motion: 'system' | 'reduce') {
  await page.goto(`/storybook/iframe.html?id=${id}&viewMode=story&globals=motion:${motion}`);
  await storyFinished(page);
}

/** Animations that repeat for ever and are running: a skeleton's shimmer, a spinner. */
const looping = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations === Infinity,
        ).length,
  );

test("Storybook's Motion switch shows a story as reduced motion does: nothing loops or turns", async ({
  page,
}) => {
  await openStory(page, 'components-skeleton--playground', 'system');
  expect(await looping(page)).toBeGreaterThan(0);
  await openStory(page, 'components-skeleton--playground', 'reduce');
  expect(await looping(page)).toBe(0);
  // The carousel asks matchMedia: under reduced motion it never turns, so it offers no Pause.
  await openStory(page, 'public-site-testimonial-carousel--first', 'system');
  await expect(page.getByRole('button', { name: /pause/i })).toHaveCount(1);
  await openStory(page, 'public-site-testimonial-carousel--first', 'reduce');
  await expect(page.getByRole('button', { name: /pause/i })).toHaveCount(0);
});
