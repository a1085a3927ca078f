import { type Page } from '@playwright/test';
import { expect, expectWorkerActive, logInAsDemo, test } from './support';

const account = {
  firstName: 'Robin',
  lastName: 'Park',
  username: 'robinpark',
  email: 'robin.park@example.com',
  password: 'Secret123',
};

async function signUp(page: Page) {
  await page.goto('/auth/register');
  await expectWorkerActive(page);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('sign up, verify from the outbox, log in, stay signed in after a reload, log out', async ({
  page,
}) => {
  await signUp(page);

  await page.goto('/outbox');
  const message = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Verify your email address' })
    .first();
  await expect(message).toContainText(account.email);
  await message.getByRole('link', { name: 'Verify email address' }).click();

  await expect(page).toHaveURL(/\/auth\/verify-email\?verified=success$/);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page.getByText('Email verified').first()).toBeVisible();

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` }),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

/**
 * An init script: the page keeps whether the auth gate's spinner showed at any moment of its life
 * (`__gateSpinnerShown`), watched from before any script of the page runs.
 */
function watchGateSpinner() {
  const flags = window as unknown as { __gateSpinnerShown: boolean };
  flags.__gateSpinnerShown = false;
  new MutationObserver(() => {
    flags.__gateSpinnerShown ||=
      document.querySelector('[role=status][aria-label="Checking your session"]') !== null;
  }).observe(document, { subtree: true, childList: true });
}

test('a page opened again with its session shows at once, the session checked beside it', async ({
  page,
}) => {
  await logInAsDemo(page);
  // Every answer of the mocked API now takes half a second: a gate that waited for the session
  // check would show its spinner that long.
  await page.evaluate(() => localStorage.setItem('vitalis:mock-latency', '500'));
  await page.addInitScript(watchGateSpinner);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
  const shown = await page.evaluate(
    () => (window as unknown as { __gateSpinnerShown: boolean }).__gateSpinnerShown,
  );
  expect(shown, 'the gate checked the session in front of the page').toBe(false);
});

test('the unverified demo account gets the verification notice', async ({ page }) => {
  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await logIn(page, 'unverified@vitalis.health', 'Demo1234!');
  await expect(page.getByText('Please verify your email address before logging in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
});

test('Google sign-in: Allow lands on the dashboard, logout goes through /api/logout to /', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expectWorkerActive(page);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/api\/auth\/google$/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Jordan!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Jordan!' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('Google sign-in: Cancel lands on the auth error page', async ({ page }) => {
  await page.goto('/api/auth/google');
  await expectWorkerActive(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
});

test('open tabs share the mocked database', async ({ context }) => {
  const outboxTab = await context.newPage();
  await outboxTab.goto('/outbox');
  await expectWorkerActive(outboxTab);
  await expect(outboxTab.getByText('No messages yet')).toBeVisible();

  const signUpTab = await context.newPage();
  await signUp(signUpTab);

  await outboxTab.getByRole('button', { name: /Refresh/ }).click();
  await expect(outboxTab.getByText('Verify your email address').first()).toBeVisible();
});
