import { expect, expectAppRunning, expectWorkerActive, test, watchConsole } from './support';

test('the home page loads on the mocked API with no console errors', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Your health, all in one place' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expectAppRunning(page);
  // Again, now that its files are cached.
  await page.reload();
  await expect(heading).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown route shows the 404 screen', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a protected route sends a signed-out visitor to /auth/login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a corrupt saved store is replaced by the seed, with a notice', async ({ page }) => {
  // The outbox reads from the mocked API at once, so it starts it.
  await page.goto('/outbox');
  await expectWorkerActive(page);
  // Its read loads the database, on need: the seed is saved (its marker last) before it is spoilt,
  // or the seed's save would write over the spoilt store.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vitalis:mock-db')))
    .not.toBeNull();
  await page.evaluate(() => localStorage.setItem('vitalis:mock-db', '{not json'));
  await page.reload();
  await expect(page.getByText('Demo data was reset')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Demo data was reset')).toBeHidden();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('vitalis:mock-db') ?? '{}'),
  );
  expect(stored.schemaVersion).toBe(2);
});

test('toasts: one at a time, reachable with F8, swiped away to the right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/outbox');
  await expectWorkerActive(page);
  const resetDemoData = async () => {
    await page.getByRole('complementary').getByRole('button', { name: 'Reset demo data' }).click();
    await page
      .getByRole('dialog', { name: 'Reset demo data?' })
      .getByRole('button', { name: 'Reset demo data' })
      .click();
  };
  await resetDemoData();
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.getByRole('listitem').filter({ hasText: 'Demo data restored' });
  await expect(toast).toBeVisible();
  // The reset lands on the login; back in the shell by a client-side navigation (no reload, so
  // the first toast stays), once more.
  await page.evaluate(() => {
    history.pushState(null, '', '/outbox');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await resetDemoData();
  // Landed on the login, which takes the focus (its heading), with the second toast in place of
  // the first: F8 before that would have its focus taken back by the landing.
  await expect(page.getByRole('heading', { name: 'Log in to Vitalis' })).toBeFocused();
  // The pointer then rests on the toast, as a reader's would: its 5 s wait while it is there, so a
  // slow machine does not use them up before F8 and the swipe.
  await region.getByRole('listitem').last().hover();
  await expect(region.getByRole('listitem')).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect
    .poll(() =>
      page.evaluate(() => !!document.activeElement?.closest('[aria-label="Notifications (F8)"]')),
    )
    .toBe(true);

  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});
