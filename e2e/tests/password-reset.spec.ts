import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  fillSignIn,
  linkFromOutbox,
  markReleasesSeen,
  pathOf,
  screenshot,
} from './support/app';

// groupuser@demo.example is used by no other spec: its password changes here.
const EMAIL = 'groupuser@demo.example';
const NEW_PASSWORD = 'A-brand-new-password-2026';

test('forgot password: the emailed link sets a new password and signs in at home', async ({
  page,
  request,
}) => {
  await markReleasesSeen(request, EMAIL, DEMO_PASSWORD);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const since = Date.now();
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Check your email' });
  await expect(sent).toContainText('If an account exists for this email');
  await screenshot(page, 'forgot-password-sent');

  // The confirmation belongs to the address it was sent for.
  await page.getByLabel('Email', { exact: true }).fill('another@demo.example');
  await expect(sent).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await expect(sent).toBeVisible();

  const link = await linkFromOutbox(EMAIL, '/new-password', since);
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(EMAIL);

  // The server's policy, said before sending.
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Verify password').fill('short');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('Password must be at least 12 characters long.')).toBeVisible();
  await screenshot(page, 'new-password');

  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Verify password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('banner').getByText('Sam Patel')).toBeVisible();
  await expect(page.getByText('Your new password is active')).toBeVisible();

  // The link worked once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(pathOf(link));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Verify password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This link is invalid, has expired or has already been used.',
  );

  // And the new password signs in.
  await page.goto('/login');
  await fillSignIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/today$/);
});
