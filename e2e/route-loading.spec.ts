import type { Response } from '@playwright/test';
import { CPU_THROTTLE, expect, logInAsDemo, test } from './support';

/**
 * A screen that always draws a chart asks for its chart module with its code and its data, not
 * once its data has arrived: with every read answered after 2 s, the chart chunk is asked for
 * before the screen's first read is answered. The wait stretches with E2E_CPU_THROTTLE, as the
 * screen's own code takes that much longer to ask. (With 400 ms, the read was once answered
 * first, on a 2-core machine running three other tests: the page asks for both in the same
 * moment, but a busy machine can delay its request for the chunk past that.)
 */
const latency = 2000 * CPU_THROTTLE;
for (const { screen, read, chunk } of [
  { screen: 'Health Metrics', read: '/api/health-metrics', chunk: /\/sparkline-[\w-]+\.js$/ },
  { screen: 'CGM', read: '/api/glucose-data', chunk: /\/glucose-charts-[\w-]+\.js$/ },
]) {
  test(`${screen} asks for its chart module beside its first read`, async ({ page }) => {
    await logInAsDemo(page);
    await page.evaluate(
      (ms) => localStorage.setItem('vitalis:mock-latency', `${ms}-${ms}`),
      latency,
    );
    const chartAsked = page.waitForRequest((request) => chunk.test(request.url()));
    const readAnswered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(read),
    );
    const order: string[] = [];
    void chartAsked.then(() => order.push('chart asked'));
    void readAnswered.then(() => order.push('read answered'));
    await page.getByRole('link', { name: screen, exact: true }).first().click();
    await Promise.all([chartAsked, readAnswered]);
    expect(order).toEqual(['chart asked', 'read answered']);
  });
}

/**
 * The build's files reach the page from the network (and the HTTP cache), not through the mocked
 * API's worker: msw's worker hands every request of a page it mocks to that page and waits for its
 * answer, and the worker routes the build's files around itself (src/worker/api-worker.ts). The reads
 * still go through it.
 */
test("a screen's files come from the network, its reads through the mocked API's worker", async ({
  page,
}) => {
  await logInAsDemo(page);
  const files: Response[] = [];
  const reads: Response[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.includes('/assets/')) files.push(response);
    if (pathname.startsWith('/api/')) reads.push(response);
  });
  await page.getByRole('link', { name: 'CGM', exact: true }).first().click();
  await expect(
    page.getByRole('tabpanel').filter({ hasNot: page.getByRole('status') }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => file.fromServiceWorker()).map((file) => file.url())).toEqual([]);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.filter((read) => !read.fromServiceWorker()).map((read) => read.url())).toEqual([]);
});
