import type { Locator, Page } from '@playwright/test';
import { failedChecks, storyFinished, storyTest as test } from './storybook-support';
import { expect } from './support';

/**
 * Forced colours (Windows' contrast themes): the published Storybook's focus rings, chart lines,
 * status badges, switches and body diagram, drawn in the system's few colours, against the
 * baselines beside this file (as visual.spec.ts holds the stories in their own colours). After an
 * intended change: `npx playwright test e2e/forced-colours.spec.ts --update-snapshots`, once the
 * site is built.
 */
test.use({ forcedColors: 'active', viewport: { width: 640, height: 480 } });

/** Each shot: a story, the args that show what must stay visible, what to focus, what to frame. */
interface Shot {
  name: string;
  id: string;
  args?: string;
  focus?: boolean;
  frame: (page: Page) => Locator;
}

const theSwitch = (page: Page) => page.getByRole('switch');
/** A chart, drawn on a canvas inside its image (decision 0024). */
const chartImage = (page: Page) => page.locator('#storybook-root [role=img]').first();

const SHOTS: Shot[] = [
  {
    name: 'switch-on',
    id: 'components-switch--playground',
    args: 'checked:!true',
    frame: theSwitch,
  },
  {
    name: 'switch-off',
    id: 'components-switch--playground',
    args: 'checked:!false',
    frame: theSwitch,
  },
  { name: 'switch-focused', id: 'components-switch--playground', focus: true, frame: theSwitch },
  {
    name: 'status-badge',
    id: 'components-status-badge--playground',
    frame: (page) => page.locator('[data-tone]'),
  },
  {
    name: 'body-diagram',
    id: 'components-body-diagram--playground',
    frame: (page) => page.locator('#storybook-root'),
  },
  {
    name: 'line-chart',
    id: 'components-charts-line-chart--playground',
    frame: chartImage,
  },
  {
    name: 'glucose-day',
    id: 'components-charts-glucose-day--playground',
    frame: chartImage,
  },
  {
    name: 'button-focused',
    id: 'components-button--playground',
    focus: true,
    frame: (page) => page.getByRole('button').first(),
  },
];

/** Room around the framed element for its focus ring (3 px, 2 px away). */
const MARGIN = 8;

for (const shot of SHOTS) {
  test(`${shot.name}, in forced colours`, async ({ page }) => {
    const args = shot.args ? `&args=${shot.args}` : '';
    await page.goto(
      `/storybook/iframe.html?id=${shot.id}&viewMode=story&globals=theme:light;latency:none${args}`,
    );
    expect(failedChecks(await storyFinished(page))).toEqual([]);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const framed = shot.frame(page);
    // Focus as a keyboard user brings it, so the focus ring is drawn.
    if (shot.focus) {
      await framed.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(framed).toBeFocused();
    }
    // Framed closely, so what vanishes is more than the 1 % of pixels anti-aliasing may change.
    const box = (await framed.boundingBox())!;
    await expect(page).toHaveScreenshot(`${shot.name}-forced-colours.png`, {
      clip: {
        x: Math.max(0, box.x - MARGIN),
        y: Math.max(0, box.y - MARGIN),
        width: box.width + 2 * MARGIN,
        height: box.height + 2 * MARGIN,
      },
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
    });
  });
}
