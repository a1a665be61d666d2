import { expect, type Page, test } from '@playwright/test';
import { clippedTables } from './support/clipping';
import { adminSession, DESKTOP, demoSiteId, openLoaded, PHONE } from './support/pages';

// Issue 12 (equipment, sensors, gateways): the organisation equipment list with its search, filters
// and groupings, the equipment page it links to, an equipment's sensors, a site's sensors and
// gateways, its spaces and one space, on the demo organisation's data.

// Screenshots beside the run's output (E2E_OUTPUT), to be looked at.
const SCREENS = `${process.env.E2E_OUTPUT ?? 'test-results'}/screens`;

let state: Awaited<ReturnType<typeof adminSession>>;
let siteId: number;

test.beforeAll(async ({ browser, request }) => {
  state = await adminSession(browser, request);
  siteId = await demoSiteId(request);
});

const countOf = async (page: Page) => {
  const text = (await page.getByTestId('equipment-count').textContent()) ?? '';
  const [, shown, all] = /(\d+) of (\d+)/.exec(text) ?? [];
  return { shown: Number(shown), all: Number(all) };
};

test('the equipment list searches, filters and groups; a row opens the equipment page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: state, viewport: DESKTOP });
  const page = await context.newPage();
  await openLoaded(page, '/equipment');
  await expect(page.getByTestId('equipment-row').first()).toBeVisible();

  // F-087: the status filter is on at first and hides only equipment no sensor monitors.
  const status = page.getByRole('switch', { name: 'Monitored equipment only' });
  await expect(status).toBeChecked();
  const monitored = await countOf(page);
  expect(monitored.shown).toBeGreaterThan(0);
  await expect(page.locator('[data-status="NOT_MONITORED"]')).toHaveCount(0);
  await status.click();
  const everything = await countOf(page);
  expect(everything.shown).toBe(everything.all);
  expect(everything.shown).toBeGreaterThanOrEqual(monitored.shown);
  await status.click();

  // F-089: type icons, not the default one, for the demo's catalogue types.
  const icons = await page
    .getByTestId('equipment-icon')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-icon')));
  expect(icons.length).toBeGreaterThan(0);
  expect(icons.filter((i) => i === 'default')).toEqual([]);
  // F-086: alphabetical sections by default.
  await expect(page.getByTestId('table-section').first()).toHaveText(/^[A-Z#] \(\d+\)$/);
  await page.screenshot({ path: `${SCREENS}/equipment-list-1440.png` });

  // Search (3+ characters) narrows to rows that match.
  await page.getByLabel('Search').fill('walk');
  await expect.poll(async () => (await countOf(page)).shown).toBeLessThan(monitored.shown);
  const titles = await page.getByTestId('equipment-row').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t.toLowerCase()).toContain('walk');
  await page.getByLabel('Search').fill('');

  // Grouping by status and by type: one section per value, every row under one.
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Status' }).click();
  const statusSections = await page.getByTestId('table-section').allTextContents();
  expect(statusSections.length).toBeGreaterThan(0);
  for (const s of statusSections) expect(s).toMatch(/^(Open incident|Offline|Online) \(\d+\)$/);
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Type' }).click();
  await expect(page.getByTestId('table-section').first()).not.toHaveText(/^(Open incident|Offline|Online) /);
  expect(await clippedTables(page, false)).toEqual([]);

  // The site filter keeps only that site's equipment.
  const firstSite = (await page
    .getByTestId('equipment-row')
    .first()
    .locator('td')
    .nth(1)
    .textContent())!.trim();
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: firstSite, exact: true }).click();
  await page.keyboard.press('Escape');
  const sites = await page
    .getByTestId('equipment-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent?.trim()));
  expect(new Set(sites)).toEqual(new Set([firstSite]));
  // Every choice lives in the URL (spec 2 §2): a reload keeps the site, the grouping and the search.
  await expect(page).toHaveURL(/[?&]sites=\d+/);
  await expect(page).toHaveURL(/[?&]groupBy=type/);
  await page.getByLabel('Search').fill('walk');
  await expect(page).toHaveURL(/[?&]q=walk/);
  const narrowed = await countOf(page);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('Type');
  await expect(page.getByLabel('Search')).toHaveValue('walk');
  await expect.poll(async () => (await countOf(page)).shown).toBe(narrowed.shown);
  await page.getByLabel('Search').fill('');

  // List → equipment page: its title, sensors, open incidents and comments sections.
  const link = page.getByTestId('equipment-link').first();
  const title = (await link.getAttribute('title'))!;
  await link.click();
  await expect(page).toHaveURL(/\/sites\/\d+\/equipment\/\d+$/);
  await expect(page.getByTestId('equipment-title')).toHaveText(title);
  await expect(page.getByTestId('sensor-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Open incidents' })).toBeVisible();
  await expect(page.getByTestId('equipment-comments')).toBeVisible();
  // Its charts (G.2–G.8) below, each drawn from its readings.
  const charts = page.getByTestId('equipment-charts');
  await expect(charts.getByTestId('energy-activity-chart')).toBeVisible();
  await expect(charts.getByTestId('sensor-activity-chart')).toBeVisible();
  await openLoaded(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await page.screenshot({ path: `${SCREENS}/equipment-page-1440.png`, fullPage: true });
  expect(await clippedTables(page, false)).toEqual([]);

  // Its sensors page.
  const id = /equipment\/(\d+)$/.exec(page.url())![1];
  await page.getByRole('link', { name: 'All sensors' }).click();
  await expect(page).toHaveURL(new RegExp(`/equipment/${id}/sensors`));
  await expect(page.getByTestId('sensor-row').first()).toBeVisible();
  await context.close();
});

test('sensors & gateways, spaces and a space of a site', async ({ browser }) => {
  const context = await browser.newContext({ storageState: state, viewport: DESKTOP });
  const page = await context.newPage();
  await openLoaded(page, `/sensors-gateways?siteId=${siteId}`);
  await expect(page.getByTestId('gateway-row').first()).toBeVisible();
  await expect(page.getByTestId('gateway-row').first()).toContainText(/Online|Offline/);
  await expect(page.getByTestId('sensor-row').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/sensors-gateways-1440.png`, fullPage: true });

  await openLoaded(page, `/spaces?siteId=${siteId}`);
  const space = page.getByTestId('space-link').first();
  const name = (await space.textContent())!;
  await space.click();
  await expect(page.getByTestId('space-title')).toHaveText(name);
  await expect(page.getByText('Devices online')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/space-1440.png`, fullPage: true });
  await context.close();
});

test('on a phone the list and the equipment page fit the screen', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: state,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await openLoaded(page, '/equipment');
  await expect(page.getByTestId('equipment-row').first()).toBeVisible();
  expect(await clippedTables(page, true)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/equipment-list-390.png` });
  await page.getByTestId('equipment-link').first().click();
  await expect(page.getByTestId('equipment-title')).toBeVisible();
  await expect(page.getByTestId('sensor-row').first()).toBeVisible({ timeout: 20_000 });
  expect(await clippedTables(page, true)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/equipment-page-390.png`, fullPage: true });
  await context.close();
});
