import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, markReleasesSeen, screenshot } from './support/app';

// Internal operations staff (organisation 275) may open any organisation (docs/decisions.md).
const OPS = 'ops@internal.example';

test('internal staff switch organisation by id', async ({ page, request }) => {
  await markReleasesSeen(request, OPS, DEMO_PASSWORD);
  // Signed out, the hidden Switch Org page sends the visitor through sign-in and back.
  await page.goto('/switch-org');
  // The page's name as spec 1 §2 gives it.
  await expect(page.getByRole('heading', { name: 'Switch Org', exact: true })).toBeVisible();
  await page.getByLabel('Organisation id').fill('1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fswitch-org%3ForganizationId%3D1$/);
  await fillSignIn(page, OPS, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/switch-org\?organizationId=1$/);
  await expect(page.getByLabel('Organisation id')).toHaveValue('1');

  await page.goto('/org-switch');
  await expect(page.getByRole('heading', { name: 'Switch Org', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Internal Operations')).toBeVisible();
  await page.getByLabel('Organisation id').fill('999999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('not found');
  await screenshot(page, 'org-switch');

  await page.getByLabel('Organisation id').fill('2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('banner').getByText('Harbor Foods')).toBeVisible();
  // Harbor Foods is blacklisted for Equipment, whoever looks at it.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Equipment' }),
  ).toHaveCount(0);
});
