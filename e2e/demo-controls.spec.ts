import type { Page } from '@playwright/test';
import {
  addMedication,
  buildManifest,
  expect,
  expectAppRunning,
  expectWorkerActive,
  logInAsDemo,
  test,
  throttleCpu,
} from './support';

async function openDemoControls(page: Page) {
  await page.getByRole('button', { name: /^Demo controls/ }).click();
  return page.getByRole('dialog', { name: 'Demo controls' });
}

test("the login page loads the panel's sections only when the pointer comes to its button", async ({
  page,
}) => {
  const sections = `/${buildManifest()['src/components/demo-controls/sections.tsx'].file}`;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/auth/login');
  await expectAppRunning(page);
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain(sections);
  const button = page.getByRole('button', { name: /^Demo controls/ });
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === sections);
  await button.hover();
  await fetched;
  await button.click();
  // The panel opens with them, on its first field: the chosen latency, not the group's first.
  const latency = page.getByRole('dialog', { name: 'Demo controls' }).getByRole('group', {
    name: 'Latency',
  });
  await expect(latency.getByRole('radio', { name: /^Realistic/ })).toBeChecked();
  await expect(latency.getByRole('radio', { checked: true })).toBeFocused();
});

test('a failure set in Demo controls shows the screen its error; cleared, Retry recovers', async ({
  page,
}) => {
  await logInAsDemo(page);
  const panel = await openDemoControls(page);
  await panel.getByLabel('Find an operation').fill('GET /api/medications');
  await panel.getByLabel(/^Operation/).selectOption({ label: 'GET /api/medications' });
  await panel.getByRole('button', { name: 'Add failure' }).click();
  await expect(panel.getByRole('list', { name: 'Active failures' })).toContainText(
    'GET /api/medications → 500, every request',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Medications', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Something went wrong on the mocked server.');

  await (await openDemoControls(page)).getByRole('button', { name: 'Clear all failures' }).click();
  await page.keyboard.press('Escape');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Medication Management' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('slow latency shows the skeletons', async ({ page }) => {
  await logInAsDemo(page);
  const panel = await openDemoControls(page);
  await panel.getByRole('radio', { name: 'Slow (1–3 s)' }).check();
  await expect(panel.getByText('Now: Slow (1–3 s).', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');

  // Every read now takes a second or more: the screen shows its skeleton, then its content. The
  // page records what it shows as it changes: a loaded machine may poll past the skeleton's second.
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shown: string[] }).shown = shown;
    const note = () => {
      const skeleton = document.querySelector(
        '[role=status][aria-label="Loading your medications"][aria-busy=true]',
      );
      const content = document.querySelector('[aria-label="Current medications"]');
      const now = content ? 'content' : skeleton?.checkVisibility() ? 'skeleton' : 'other';
      if (shown.at(-1) !== now) shown.push(now);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
  // The screen's code is loaded first, as after an earlier visit: its reads start with its code,
  // and on a slow CPU they could otherwise arrive before it, leaving no skeleton to show.
  const screenCode = `/${buildManifest()['src/features/medications/medications-screen.tsx'].file}`;
  await page.evaluate((file) => import(file), screenCode);
  await page.getByRole('link', { name: 'Medications', exact: true }).click();
  const skeleton = page.getByRole('status', { name: 'Loading your medications' });
  const content = page.getByRole('list', { name: 'Current medications' });
  await expect(content).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
  expect(shown.filter((state) => state !== 'other')).toEqual(['skeleton', 'content']);
});

test('demo data downloaded in one browser and loaded in another shows the same data after a reload', async ({
  page,
  browser,
}) => {
  // Two browsers, each seeding and loading the 90-day demo: 14 s here, 3.1 minutes at 6× CPU.
  test.setTimeout(90_000);
  await logInAsDemo(page);
  expect(await addMedication(page, 'Prepared for the demo')).toBe(201);
  const panel = await openDemoControls(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download demo data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vitalis-demo-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  // Another browser, with nothing of the first.
  const other = await browser.newContext();
  await other.clock.install({ time: new Date(await page.evaluate(() => Date.now())) });
  const second = await other.newPage();
  await throttleCpu(second);
  await second.goto('/auth/login');
  await expectWorkerActive(second);
  await second.evaluate(() => localStorage.setItem('vitalis:mock-latency', '0'));
  const otherPanel = await openDemoControls(second);
  await otherPanel.getByLabel('Load demo data from a file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ broken'),
  });
  await expect(otherPanel.getByRole('alert')).toHaveText(
    'This file is not Vitalis demo data; nothing was changed.',
  );
  await otherPanel.getByLabel('Load demo data from a file').setInputFiles(file!);
  await expect(second.getByText('Demo data imported', { exact: true })).toBeVisible();
  await expect(otherPanel).toBeHidden();

  await second.getByLabel('Email').fill('demo@vitalis.health');
  await second.getByLabel('Password').fill('Demo1234!');
  await second.getByRole('button', { name: 'Log In' }).click();
  await expect(second.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
  await second.goto('/medications');
  await expect(second.getByText('Prepared for the demo').first()).toBeVisible();
  await second.reload();
  await expect(second.getByText('Prepared for the demo').first()).toBeVisible();
  await other.close();
});

test('Reset demo data in Demo controls restores the seed and lands on the login, signed out', async ({
  page,
}) => {
  await logInAsDemo(page);
  const panel = await openDemoControls(page);
  await panel.getByRole('button', { name: 'Reset demo data' }).click();
  await page
    .getByRole('dialog', { name: 'Reset demo data?' })
    .getByRole('button', { name: 'Reset demo data' })
    .click();
  await expect(page.getByText('Demo data restored', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to Vitalis' })).toBeVisible();
});
