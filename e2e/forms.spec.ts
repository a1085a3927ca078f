import { type Page } from '@playwright/test';
import { expect, expectWorkerActive, test } from './support';

/**
 * A click straight from a field: the mouse-down blurs the field, whose validation message must not
 * move the button away before the mouse-up, or the click is lost. Playwright's click presses and
 * releases at one point, as a person does.
 */

const screens = [
  { path: '/register', mismatch: "Passwords don't match" },
  { path: '/auth/register', mismatch: 'Passwords do not match' },
];

async function fillSignUp(page: Page, slug: string, confirmation: string) {
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Username').fill(`sam${slug}`);
  await page.getByLabel('Email').fill(`sam.${slug}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  // The last fill leaves the focus in the confirmation, so the click below is what blurs it.
  await page.getByLabel('Confirm password').fill(confirmation);
  await expect(page.getByLabel('Confirm password')).toBeFocused();
}

/** Counts the form's submit events, which only a click that lands on the button sends. */
async function countSubmits(page: Page) {
  await page.locator('form').evaluate((form) => {
    form.dataset.submits = '0';
    form.addEventListener('submit', () => {
      form.dataset.submits = String(Number(form.dataset.submits) + 1);
    });
  });
}

for (const { path, mismatch } of screens) {
  const slug = path.replaceAll('/', '-').slice(1);

  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await expectWorkerActive(page);
      await countSubmits(page);
    });

    test('a mismatched confirmation, then Create Account at once: the click submits', async ({
      page,
    }) => {
      await fillSignUp(page, slug, 'Secret124');
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expect(page.getByText(mismatch)).toBeVisible();
      await expect(page.locator('form')).toHaveAttribute('data-submits', '1');
      await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeHidden();
    });

    test('a valid form, then Create Account at once: the account is created', async ({ page }) => {
      await fillSignUp(page, slug, 'Secret123');
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
      await expect(page.getByText(`sam.${slug}@example.com`)).toBeVisible();
    });
  });
}
