import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, markReleasesSeen, screenshot } from './support/app';

const ADMIN = 'admin@demo.example';
const ORGANISATION = 'Demo Retail Group';

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

test('a signed-out visit goes through sign-in and back to the page asked for', async ({ page }) => {
  await page.goto('/sites?x=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fsites%3Fx%3D1$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'sign-in');

  const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
  await fillSignIn(page, ADMIN, DEMO_PASSWORD);
  const { user } = await (await loginAnswer).json();

  await expect(page).toHaveURL(/\/sites\?x=1$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(ORGANISATION)).toBeVisible();
  await expect(header.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Sites', exact: true })).toBeVisible();
  // The list pages 25 sites at a time (the demo chain has 45).
  const rows = page.getByRole('table').locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(25);
  await expect(rows.first().getByRole('cell').first()).not.toBeEmpty();
  await screenshot(page, 'sites');
});

test('a wrong password shows the reason and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, ADMIN, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await screenshot(page, 'sign-in-error');
});

test('an invalid email is refused before anything is sent', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/auth/login')) loginCalls++;
  });
  await page.goto('/login');
  await fillSignIn(page, 'admin@demo', DEMO_PASSWORD);

  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await fillSignIn(page, '', '');
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(loginCalls).toBe(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out from the user menu forgets the session and returns to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, ADMIN, DEMO_PASSWORD);
  // Home is Today (spec 2 §2).
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('banner').getByText(ORGANISATION)).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Downloads' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('state')]),
  ).toEqual([null, null]);
});
