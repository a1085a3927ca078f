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
