import { CPU_THROTTLE, expect, logInAsDemo, test, watchConsole } from './support';

const RANGES = ['1d', '7d', '30d', '90d'];
const TABS = ['overview', 'sleep', 'activity', 'heart-rate', 'weight'];

test('the demo user sees their dashboard and every Health Metrics tab and range drawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await logInAsDemo(page);
  const cards = page.getByRole('listitem').filter({ hasText: 'Health Score' });
  await expect(cards.first()).toContainText(/\d+\/100/);
  await expect(page.getByText('Resting HR', { exact: true })).toBeVisible();
  const heart = page.getByRole('button', { name: /^Heart: / });
  await heart.click();
  await expect(page.getByRole('link', { name: 'View Heart details' })).toBeVisible();

  for (const range of RANGES) {
    for (const tab of TABS) {
      await page.goto(`/health-metrics?range=${range}&tab=${tab}`);
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      // A drawn chart: nivo's SVG with marks in it, or its canvas (a chart of many bars:
      // Sleep at 90 days); the weight tab's 1d view is a figure when today's weighing is
      // missing, so it may show text instead.
      if (!(tab === 'weight' && range === '1d')) {
        const marks = 'svg path, svg rect, [role=img] canvas';
        await expect(panel.locator(marks).first()).toBeVisible({
          timeout: 15_000 * CPU_THROTTLE,
        });
      }
    }
  }
  expect(errors).toEqual([]);
});
