import { expect, expectAppRunning, expectWorkerActive, test, watchConsole } from './support';

interface LoadTimings {
  firstContentfulPaint: number | null;
  mockedApiRequested: number | null;
  shellRequested: number | null;
}

/** When `/` first painted, and when (if at all) the mocked API and shell chunks were requested. */
function loadTimings(): LoadTimings {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const requested = (pattern: RegExp) =>
    performance
      .getEntriesByType('resource')
      .find((entry) => pattern.test(new URL(entry.name).pathname))?.startTime ?? null;
  return {
    firstContentfulPaint: paint?.startTime ?? null,
    mockedApiRequested: requested(/\/assets\/browser-[^/]+\.js$/),
    shellRequested: requested(/\/assets\/app-shell-[^/]+\.js$/),
  };
}

test.describe('first paint', () => {
  // Reads the browser's paint timings, which the installed clock would replace.
  test.use({ clockAt: null });

  test('the landing paints and runs without the mocked API or the shell', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your health, all in one place',
    );
    await expectAppRunning(page);
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(loadTimings);
    console.log(`/ first paint and mocked API request (ms): ${JSON.stringify(timings)}`);
    expect(timings.firstContentfulPaint).not.toBeNull();
    // Nothing on the landing needs the API: neither its code nor its worker is asked for.
    expect(timings.mockedApiRequested).toBeNull();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
    expect(timings.shellRequested).toBeNull();
    // A visitor who never signed in sends no session check at all.
    expect(errors).toEqual([]);
  });
});

test('robots.txt and the web manifest are real files, not the app page', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('User-agent: *');
  const manifest = await request.get('/manifest.webmanifest');
  expect((await manifest.json()).name).toContain('Vitalis');
});

test('each page sets its own title and description', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page).toHaveTitle('Testimonials — Vitalis');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /98%/);
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveTitle('Pricing — Vitalis');
});

test('the testimonials carousel works with the keyboard and holds still while focused', async ({
  page,
}) => {
  await page.goto('/testimonials');
  // The page shows before the app runs; its buttons work once the app has taken it over.
  await expectAppRunning(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const slide = carousel.getByRole('group');
  await expect(slide).toHaveAttribute('aria-label', '1 of 6');
  await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '2 of 6');
  // Longer than a slide shows (6 s), on the page's installed clock.
  await page.clock.runFor(6500);
  await expect(slide).toHaveAttribute('aria-label', '2 of 6');
  await carousel.getByRole('button', { name: 'Show testimonial 6 of 6' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '6 of 6');
  await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
  await page.keyboard.press('Space');
  await expect(slide).toHaveAttribute('aria-label', '1 of 6');
});

test('a visitor tries the live demo without an account', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Try the live demo' }).first().click();
  await expect(page).toHaveURL(/\/preview-dashboard$/);
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(page.getByText('Health Score', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the persona switch on the login screen signs in for real, and the shortcut lands', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await page.getByRole('button', { name: /^Free user/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Jamie!' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/medical-bypass');
  await expect(page.getByText('Bypassing authentication...')).toBeVisible();
  await expect(page).toHaveURL(/\/medical-history$/);
});
