import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn } from './support/app';

// viewer@demo.example is left with unseen releases by every other spec.
const VIEWER = 'viewer@demo.example';

test("What's New pops up after sign-in and stays away once seen", async ({ page }) => {
  // the popup reads the visit state of the releases it shows.
  const visitRead = page.waitForResponse(
    (r) => /\/api\/release\/visit\/\d+$/.test(r.url()) && r.request().method() === 'GET',
  );
  await signIn(page, VIEWER, DEMO_PASSWORD);
  const started = Date.now();
  const dialog = page.getByRole('dialog', { name: "What's New" });
  await expect(dialog).toBeVisible({ timeout: 6_000 });
  const visit = (await (await visitRead).json()) as { releaseId: number; isNew: boolean };
  expect(visit).toMatchObject({ isNew: true, visited: false });
  // Spec 1 §4: 2 s after the update is flagged.
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  await expect(dialog.getByText('Safer sign-in')).toBeVisible();
  await expect(dialog.getByText('New', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'whats-new');

  // Later: put off for this sign-in session, reloads included (issue 9), still unseen.
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(dialog).toBeHidden();
  // Still unseen: the entry opens it with the New marks.
  await page.getByRole('button', { name: "What's New" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('New', { exact: true }).first()).toBeVisible();

  const visits = page.waitForResponse(
    (r) => r.url().includes('/api/release/visit/') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await visits;
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(dialog).toBeHidden();

  // Still there on demand, without the New marks.
  await page.getByRole('button', { name: "What's New" }).click();
  await expect(dialog.getByText('Safer sign-in')).toBeVisible();
  await expect(dialog.getByText('New', { exact: true })).toHaveCount(0);
});
