import { expect, test } from '@playwright/test';
import { fillSignIn, screenshot } from './support/app';

// An address without an account: the server locks addresses alike, and no demo user is locked out.
const EMAIL = 'lockout.test@demo.example';

test('five failed sign-ins pause sign-in with a live countdown that survives a reload', async ({ page }) => {
  await page.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
    await fillSignIn(page, EMAIL, `wrong-password-${attempt}`);
    await answer;
  }

  const lock = page.getByTestId('login-lock');
  await expect(lock).toBeVisible();
  await expect(lock).toContainText('Sign-in paused');
  const countdown = page.getByTestId('lock-countdown');
  const first = Number(await countdown.textContent());
  expect(first).toBeGreaterThan(290);
  expect(first).toBeLessThanOrEqual(300);
  await expect
    .poll(async () => Number(await countdown.textContent()), { timeout: 5_000 })
    .toBeLessThan(first);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await screenshot(page, 'sign-in-locked');

  // Restored on load, with its email (spec 1 §4).
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(EMAIL);
  await expect(page.getByTestId('lock-countdown')).toBeVisible();

  // Another address is not locked.
  await page.getByLabel('Email', { exact: true }).fill('someone.else@demo.example');
  await expect(page.getByTestId('login-lock')).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await expect(page.getByTestId('login-lock')).toBeVisible();

  // Clearing forgets the lock and reloads.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('login-lock')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('state'))).not.toContain('loginLock');
});
