import {
  CPU_THROTTLE,
  E2E_NOW,
  expect,
  expectWorkerActive,
  logInAsDemo,
  test,
  watchConsole,
} from './support';

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

test('the demo user reads a day of glucose, the AGP, and logs a meal that Nutrition shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await logInAsDemo(page);

  await page.getByRole('link', { name: 'CGM' }).click();
  await expect(page).toHaveURL(/\/cgm$/);
  const tiles = page.getByRole('list', { name: 'Glucose summary' });
  await expect(tiles).toContainText(/Average\d+ mg\/dL/);
  await expect(tiles).toContainText(/Time in Range\d+%/);

  // Yesterday, from the calendar (a month back when today is the 1st).
  const today = E2E_NOW;
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  await page.getByRole('button', { name: /^Date: / }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a day' });
  if (yesterday.getMonth() !== today.getMonth()) {
    await calendar.getByRole('button', { name: 'Previous month' }).click();
  }
  await calendar.getByRole('button', { name: longDate(yesterday), exact: true }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('heading', { name: /^Glucose trend, / })).toBeVisible();
  const trend = page.getByRole('img', { name: /^Glucose every 5 minutes on / });
  await expect(trend.locator('canvas')).toBeVisible({ timeout: 15_000 * CPU_THROTTLE });

  await page.getByRole('tab', { name: 'Weekly Trends' }).click();
  const agp = page.getByRole('img', { name: /^Ambulatory glucose profile/ });
  await expect(agp.locator('canvas')).toBeVisible({ timeout: 15_000 * CPU_THROTTLE });
  await expect(page.getByText(/^Over the last 14 days your median glucose/)).toBeVisible();

  await page.getByRole('button', { name: 'Log Meal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log Meal' });
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('Date').fill(iso);
  await dialog.getByLabel('Time').fill('00:00');
  await dialog.getByLabel('Meal type').selectOption('snack');
  await dialog.getByLabel('Description').fill('Late-night toast with honey');
  await dialog.getByLabel('Carbs (g)').fill('35');
  await dialog.getByRole('button', { name: 'Log meal' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Nutrition' }).click();
  const meals = page.getByRole('list', { name: "Today's meals" });
  await expect(meals).toContainText('Late-night toast with honey');
  await expect(meals).toContainText('35 g carbs');
  await expect(meals).toContainText(/Peak rise|No rise|No glucose readings|waiting for readings/);
  expect(errors).toEqual([]);
});

test("the dashboard's Photo action logs a meal with a small photo, shown in the meal log", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await page.evaluate(() => localStorage.setItem('vitalis:mock-latency', '0'));
  await page.getByLabel('Email').fill('demo@vitalis.health');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Meal' });
  // A large photo, made in the page: the dialog shrinks it to 320 px before it is sent.
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    for (let i = 0; i < 400; i++) {
      context.fillStyle = `hsl(${i * 37}, 70%, 50%)`;
      context.fillRect((i * 97) % 1600, (i * 53) % 1200, 120, 90);
    }
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await dialog.getByLabel('Add a photo').setInputFiles({
    name: 'lunch.png',
    mimeType: 'image/png',
    buffer: Buffer.from(photo),
  });
  const preview = dialog.getByRole('img', { name: "The meal's photo" });
  await expect(preview).toBeVisible();
  const sent = await preview.getAttribute('src');
  expect(sent).toMatch(/^data:image\/jpeg;base64,/);
  expect(sent!.length).toBeLessThanOrEqual(80_000);
  const size = await preview.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(Math.max(...size)).toBe(320);
  await dialog.getByLabel('Time').fill('00:00');
  await dialog.getByLabel('Description').fill('Bento box lunch');
  await dialog.getByRole('button', { name: 'Log meal' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Nutrition' }).click();
  await expect(page.getByRole('img', { name: 'Photo of Bento box lunch' })).toBeVisible();
  expect(errors).toEqual([]);
});
