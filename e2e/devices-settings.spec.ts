import { expect, expectWorkerActive, logInAsDemo, test, watchConsole } from './support';

test('connects WHOOP through its consent page, syncs it and disconnects it', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await logInAsDemo(page);
  await page.getByRole('link', { name: 'Connected Devices' }).first().click();
  await expect(page.getByRole('listitem', { name: 'Dexcom G7' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Health Device' });
  await dialog.getByRole('tab', { name: 'Sleep Trackers' }).click();
  await dialog.getByRole('radio', { name: /WHOOP/ }).check();
  await dialog.getByRole('button', { name: 'Connect Device' }).click();

  await expect(page).toHaveURL(/\/api\/auth\/whoop\?returnTo=/);
  await expect(page.getByRole('heading', { name: 'Connect WHOOP to Vitalis' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/connected-devices$/);
  await expect(
    page.getByText('Your device has been successfully connected.').first(),
  ).toBeVisible();
  const whoop = page.getByRole('listitem', { name: 'WHOOP 4.0' });
  await expect(whoop).toContainText('Never synced');
  // Oura and Fitbit already measure all WHOOP does for the demo: it waits, inactive.
  await expect(whoop).toContainText('Inactive');
  await whoop.getByRole('button', { name: 'Sync WHOOP 4.0' }).click();
  await expect(
    page.getByText(/Your device data has been successfully synchronized/).first(),
  ).toBeVisible();
  await expect(whoop).toContainText('Last synced');

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'WHOOP 4.0' })).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect WHOOP 4.0' }).click();
  await expect(
    page.getByText('Your device has been successfully disconnected.').first(),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'WHOOP 4.0' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('saves settings that are still there after a reload', async ({ page }) => {
  const errors = watchConsole(page);
  await logInAsDemo(page);
  await page.goto('/settings?tab=account');
  await page.getByLabel('First name').fill('Alexandra');
  await page.getByLabel('Weight (kg)').fill('77.2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile is saved.').first()).toBeVisible();
  await expect(page.getByText('Welcome, Alexandra')).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  await page.getByRole('switch', { name: 'SMS notifications' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your notification preferences are saved.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Alexandra');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('77.2');
  expect(errors).toEqual([]);
});

test('deletes a fresh account; its e-mail can sign up again', async ({ page }) => {
  test.setTimeout(90_000);
  const email = 'leaving.soon@example.com';
  const password = 'Secret123';
  const signUp = async () => {
    await page.goto('/auth/register');
    await expectWorkerActive(page);
    await page.getByLabel('Username').fill('leavingsoon');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
  };
  await signUp();
  await page.goto('/outbox');
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: 'Verify email address' })
    .click();
  await expect(page).toHaveURL(/verified=success/);
  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings?tab=privacy');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('profile, settings, achievements and sign-in');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(
    page.getByText('Your account and all your data have been deleted.').first(),
  ).toBeVisible();

  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signUp();
});
