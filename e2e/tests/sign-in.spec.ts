import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/simulator/demo-accounts';

const ADMIN = 'admin@demo.example';
const ORGANISATION = 'Demo Retail Group';
const SCREENS = 'test-results/screens';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a signed-out visit goes through sign-in and back to the page asked for', async ({ page }) => {
  await page.goto('/sites?x=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fsites%3Fx%3D1$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/sign-in.png`, animations: 'disabled' });

  const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const { user } = await (await loginAnswer).json();

  await expect(page).toHaveURL(/\/sites\?x=1$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(ORGANISATION)).toBeVisible();
  await expect(header.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Sites' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(40);
  await expect(rows.first().getByRole('cell').first()).not.toBeEmpty();
  await page.screenshot({ path: `${SCREENS}/sites.png`, animations: 'disabled' });
});

test('a wrong password shows the reason and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ADMIN, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: `${SCREENS}/sign-in-error.png`, animations: 'disabled' });
});

test('an invalid email is refused before anything is sent', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/auth/login')) loginCalls++;
  });
  await page.goto('/login');
  await signIn(page, 'admin@demo', DEMO_PASSWORD);

  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await signIn(page, '', '');
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(loginCalls).toBe(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out forgets the session and returns to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByText(ORGANISATION)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('state')]),
  ).toEqual([null, null]);
});
