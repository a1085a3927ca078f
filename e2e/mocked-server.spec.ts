import { MODEL_NAMES } from '../mocks/db';
import { expect, expectWorkerActive, test } from './support';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expectWorkerActive(page);
});

test('an unknown /api path is answered by the mocked server with 404 JSON, not the app page', async ({
  page,
}) => {
  const reply = await page.evaluate(async () => {
    const response = await fetch('/api/no-such-endpoint');
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.json(),
    };
  });
  expect(reply.status).toBe(404);
  expect(reply.type).toContain('application/json');
  expect(reply.body.message).toBe('No API endpoint at GET /api/no-such-endpoint.');
});

test('a failure set from the console makes the next request fail once', async ({ page }) => {
  await page.evaluate(() =>
    localStorage.setItem(
      'vitalis:mock-failures',
      JSON.stringify([{ path: '/api/demo/outbox', status: 500, once: true }]),
    ),
  );
  await page.goto('/outbox');
  await expect(page.getByRole('alert')).toContainText('The outbox could not be loaded');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
});

test('each table is saved under its own key', async ({ page }) => {
  const keys = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('vitalis:mock-db'))
      .sort(),
  );
  expect(keys).toEqual(
    ['vitalis:mock-db', ...MODEL_NAMES.map((table) => `vitalis:mock-db:${table}`)].sort(),
  );
});
