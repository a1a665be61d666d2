import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';

// Issue 9: the 'Energy above baseline' incident chart draws the rule's baseline (and its threshold).

const ADMIN = 'admin@demo.example';

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

test("an 'Energy above baseline' incident's chart draws its baseline and threshold", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/incidents?sentinelTypes=ENERGY_BASELINE');
  const row = page.locator('tr[data-incident-id]').first();
  await expect(row, 'the demo holds energy incidents').toBeVisible();
  await row.getByRole('button').first().click();
  const chart = page.getByRole('img', { name: 'Hourly energy against the baseline around the incident' });
  await expect(chart).toHaveAttribute('data-drawn-series', 'Energy,Baseline,Threshold', { timeout: 20_000 });
  await page.screenshot({ path: `${SCREENS}/energy-baseline-incident-1440.png` });
});
