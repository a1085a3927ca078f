import { expect, logInAsDemo, test, watchConsole } from './support';

test('add a medication, mark its dose taken, reload: it is still taken', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await logInAsDemo(page);
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/medications#schedule$/);
  await expect(page.getByRole('region', { name: "Today's Medication Schedule" })).toBeFocused();

  await page.getByRole('button', { name: 'Add Medication' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Medication' });
  await dialog.getByLabel('Name').fill('Metformin');
  await dialog.getByLabel('Dosage').fill('500 mg');
  await dialog.getByLabel('Time').fill('23:50');
  await dialog.getByRole('button', { name: 'Add Medication' }).click();
  await expect(dialog).toBeHidden();

  const doses = page.getByRole('list', { name: 'Doses due today' });
  await doses.getByRole('button', { name: 'Mark Taken: Metformin 500 mg at 23:50' }).click();
  const taken = doses.getByRole('listitem', { name: /^Metformin 500 mg at 23:50: Taken at/ });
  await expect(taken).toBeVisible();

  await page.reload();
  await expect(taken).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Current medications' })
      .getByRole('heading', { name: 'Metformin' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('add two supplements to the cart, change a quantity, reload, check out', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await logInAsDemo(page);
  await page.goto('/supplements');
  await page.getByRole('button', { name: 'Add to Cart: Vitamin D3' }).click();
  await expect(
    page.getByText('Item successfully added to your cart', { exact: true }),
  ).toBeVisible();
  // Iron interacts with the demo user's levothyroxine: a warning comes first.
  await page.getByRole('button', { name: 'Add to Cart: Iron Bisglycinate' }).click();
  const warning = page.getByRole('dialog', {
    name: 'Iron Bisglycinate interacts with your medication',
  });
  await expect(warning).toContainText('Levothyroxine');
  await warning.getByRole('button', { name: 'Add anyway' }).click();
  await page.getByRole('button', { name: 'View Cart (2)' }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await cart.getByRole('button', { name: 'One more Vitamin D3' }).click();
  await expect(cart.getByLabel('Quantity of Vitamin D3')).toHaveText('2');
  // 2 × $16.99 + $17.99
  await expect(cart).toContainText('$51.97');

  await page.reload();
  await page.getByRole('button', { name: 'View Cart (3)' }).click();
  await expect(cart).toContainText('$51.97');
  await cart.getByRole('button', { name: /^Check out/ }).click();
  await expect(cart).toContainText('No payment was taken');
  await cart.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'View Cart (0)' })).toBeVisible();
  expect(errors).toEqual([]);
});
