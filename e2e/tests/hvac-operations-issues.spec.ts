import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, SCREENS } from './support/app';
import { adminSession, DESKTOP } from './support/pages';

// /hvac-controls-operations/{issues} (A-081, decided): only the thermostats with an issue (offline,
// local override, manual mode, beyond the set-point deadband); the demo plants an offline site and a
// thermostat in local override, so the list is shorter than the whole and never empty.

const ADMIN = 'admin@demo.example';

test('the issues path lists only thermostats with an issue and keeps prev', async ({ browser, request }) => {
  const session = await adminSession(browser, request);
  const token = await apiToken(request, ADMIN, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/auth/user', { headers })).json()) as {
    organizationId: number;
  };
  const all = (await (
    await request.get(`/api/v1/aggregate-views/controllable-hvacs/organization/${me.organizationId}`, {
      headers,
    })
  ).json()) as { online: boolean; localOverride: boolean }[];
  const context = await browser.newContext({ storageState: session, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/hvac-controls-operations/issues?prev=today');
  await expect(page.getByRole('link', { name: 'Back to Today' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'With issues' })).toHaveAttribute('aria-current', 'page');
  const rows = page.getByRole('table', { name: 'Thermostats' }).getByRole('row');
  const obvious = all.filter((h) => !h.online || h.localOverride).length;
  expect(obvious, 'the demo plants offline and overridden thermostats').toBeGreaterThan(0);
  await expect
    .poll(async () => (await rows.count()) - 1, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(obvious);
  expect((await rows.count()) - 1).toBeLessThanOrEqual(all.length);
  await page.screenshot({ path: `${SCREENS}/hvac-operations-issues-1440.png`, fullPage: true });
  await page.getByRole('link', { name: 'All thermostats' }).click();
  await expect(page).toHaveURL(/\/hvac-controls-operations\?prev=today$/);
  await expect(rows).toHaveCount(all.length + 1);
  await context.close();
});
