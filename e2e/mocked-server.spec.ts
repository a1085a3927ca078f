import { readFileSync } from 'node:fs';
import { expect, expectWorkerActive, test } from './support';

test.beforeEach(async ({ page }) => {
  // A page that reads from the mocked API starts it; its read loads the database.
  await page.goto('/outbox');
  await expectWorkerActive(page);
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
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

/** The tables of the hand-off's file of demo data (its test keeps every seeded one in it). */
const HAND_OFF_TABLES = Object.keys(
  JSON.parse(readFileSync('docs/hand-off/demo-data.json', 'utf8')).tables as object,
);

test('each table is saved under its own key', async ({ page }) => {
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('vitalis:mock-db')),
  );
  // The schema version, and one key a table: those of the file, and any table added since.
  expect(keys).toContain('vitalis:mock-db');
  expect(keys).toEqual(
    expect.arrayContaining(HAND_OFF_TABLES.map((table) => `vitalis:mock-db:${table}`)),
  );
  expect(keys.filter((key) => !/^vitalis:mock-db(:[a-z][A-Za-z]*)?$/.test(key))).toEqual([]);
});

test('an older tab stops writing once a newer version saves in another tab, and says why', async ({
  page,
  context,
}) => {
  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await page.evaluate(() => localStorage.setItem('vitalis:mock-latency', '0'));
  // The press in the form loaded the database, as the visitor began.
  const saved = () => page.evaluate(() => localStorage.getItem('vitalis:mock-db:user'));
  await expect.poll(saved).not.toBeNull();
  const users = await saved();
  // The newer build, in another tab of the same browser, migrates the store.
  const newer = await context.newPage();
  await newer.goto('/mockServiceWorker.js');
  await newer.evaluate(() =>
    localStorage.setItem('vitalis:mock-db', JSON.stringify({ schemaVersion: 99 })),
  );

  const notice = page.getByRole('alert').filter({ hasText: 'Demo updated' });
  await expect(notice).toContainText('This demo was updated in another tab; reload to continue.');
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.getByLabel('Email').fill('demo@vitalis.health');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Not saved');
  expect(await page.evaluate(() => localStorage.getItem('vitalis:mock-db:user'))).toBe(users);
});
