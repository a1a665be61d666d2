import { expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';

/** Whole-page screenshots: the tiles below the fold are what a layout check needs to see. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });

const ADMIN = 'admin@demo.example';

// Charts draw their final state at once, so that screenshots show real figures, not bars growing.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

const tile = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('Today shows sites with active incidents, the compliance tile and online thermostats from the database', async ({
  page,
  request,
}) => {
  // What the database holds, read through the API the page uses.
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const counts = (await (
    await request.get('/api/v1/count/incidents/by-site?incidentStatus=active', { headers })
  ).json()) as { siteTitle: string; incidentCountTotal: number }[];
  const me = (await (await request.get('/api/v1/auth/user', { headers })).json()) as {
    organizationId: number;
  };
  const hvacs = (await (
    await request.get(`/api/v1/aggregate-views/controllable-hvacs/organization/${me.organizationId}`, {
      headers,
    })
  ).json()) as { online: boolean; equipmentTitle: string }[];

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/today');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Today sections' }).getByRole('link')).toHaveText([
    'Overview',
    'Sites with Active Incidents',
    'HVAC Controls',
  ]);

  // Tile 1: the top 5 sites by active incidents, the same figures as the API.
  const sites = tile(page, 'Sites with Active Incidents');
  const withIncidents = counts.filter((c) => c.incidentCountTotal > 0);
  if (withIncidents.length > 0) {
    const rows = sites.getByRole('row');
    await expect(rows).toHaveCount(Math.min(5, withIncidents.length) + 1);
    const top = [...withIncidents].sort((a, b) => b.incidentCountTotal - a.incidentCountTotal)[0]!;
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(String(top.incidentCountTotal));
  } else {
    await expect(sites.getByText('No Active Incidents')).toBeVisible();
  }
  await expect(sites.getByRole('link', { name: 'See All' })).toHaveAttribute(
    'href',
    '/today/active-incident-counts',
  );

  // Tile 2: the compliance tile with the organisation's real percentages.
  const compliance = tile(page, 'Temperature Compliance Level');
  await expect(compliance.getByText('Multisite Insights')).toBeVisible();
  await expect(compliance.getByText('Overall Temperature Compliance')).toBeVisible({ timeout: 20_000 });
  const pct = compliance
    .getByRole('table', { name: 'Least compliant sites' })
    .getByRole('cell', { name: /^\d{1,3}\.\d%$/ });
  await expect(pct.first()).toBeVisible();
  expect(await pct.count()).toBeLessThanOrEqual(5);
  await expect(compliance.getByRole('link', { name: 'See All' })).toHaveAttribute(
    'href',
    '/org-temp-compliance',
  );

  // The equipment type filter: Apply narrows the tile, Cancel keeps what was applied.
  const filter = compliance.getByRole('button', { name: /^Equipment Types: / });
  await expect(filter).toHaveAccessibleName('Equipment Types: all');
  await filter.click();
  const menu = page.getByRole('dialog', { name: 'Equipment Types' });
  await menu.getByRole('checkbox', { name: 'Select all' }).uncheck();
  // The first group's first type (the group's own checkbox comes first).
  await menu.getByRole('group').first().getByRole('checkbox').nth(1).check();
  const narrowed = page.waitForResponse((r) => r.url().includes('equipmentTypeIds=') && r.status() === 200);
  await menu.getByRole('button', { name: 'Apply' }).click();
  await narrowed;
  await expect(filter).toHaveAccessibleName('Equipment Types: 1 selected');
  await expect(
    compliance
      .getByText('Overall Temperature Compliance')
      .or(compliance.getByText('There is no data available in the time period selected')),
  ).toBeVisible();
  await filter.click();
  await menu.getByRole('checkbox', { name: 'Select all' }).check();
  await menu.getByRole('button', { name: 'Cancel' }).click();
  await expect(filter).toHaveAccessibleName('Equipment Types: 1 selected');

  // Tile 3: the active incidents overview, ordered by the toggle.
  const overview = tile(page, 'Active Incidents Overview');
  await expect(overview.getByRole('radio', { name: 'Severity' })).toBeChecked();
  if (withIncidents.length > 0) {
    // The dismiss checkbox opens the incidents feature's dialog; cancelled here, so no data changes.
    const dismiss = overview.getByRole('checkbox', { name: /^Dismiss / }).first();
    await dismiss.click();
    const dialog = page.getByRole('dialog', { name: 'Dismiss Notification' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(dismiss).not.toBeChecked();
    await overview.getByText('Latest', { exact: true }).click();
    await expect(overview.getByRole('radio', { name: 'Latest' })).toBeChecked();
  } else {
    await expect(overview.getByText('No Active Incidents')).toBeVisible();
  }

  // Tile 4: up to 5 online thermostats, after the 2 s loading hold.
  const hvac = tile(page, 'HVAC Controls Operations');
  const online = hvacs.filter((h) => h.online);
  expect(online.length, 'the demo organisation has online thermostats').toBeGreaterThan(0);
  const hvacRows = hvac.getByRole('table', { name: 'Thermostats' }).getByRole('row');
  await expect(hvacRows).toHaveCount(Math.min(5, online.length) + 1, { timeout: 15_000 });
  await expect(hvacRows.nth(1).getByRole('link')).toHaveAttribute('href', /^\/equipment\/\d+$/);
  await expect(hvacRows.nth(1).getByRole('cell').nth(3)).toHaveText(/^-?\d+\.\d °[CF]$|^-$/);
  await screenshot(page, 'today-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(hvacRows.nth(1)).toBeVisible();
  await screenshot(page, 'today-390');

  // 'See All' on the HVAC tile: the full list with its way back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await hvac.getByRole('link', { name: 'See All' }).click();
  await expect(page).toHaveURL(/\/hvac-controls-operations\?prev=today$/);
  await expect(page.getByRole('table', { name: 'Thermostats' }).getByRole('row')).toHaveCount(
    hvacs.length + 1,
  );
  await page.getByRole('link', { name: 'Back to Today' }).click();
  await expect(page).toHaveURL(/\/today$/);
});

test('Today asks for its data once, while its page code is still downloading (issue 10)', async ({
  page,
}) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  // Distinct URLs: a live refresh of the same list asks again with the same URL; the page asking
  // twice with a range a few milliseconds longer does not.
  const asked = new Map<string, Set<string>>([
    ['/api/v1/count/incidents/by-site', new Set()],
    ['/api/v1/incidents', new Set()],
  ]);
  page.on('request', (r) => asked.get(new URL(r.url()).pathname)?.add(r.url()));
  // Hold the Today page's own code back until its data has been asked for (a route's loader does).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/today-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/today');
  await expect.poll(() => [...asked.values()].map((urls) => urls.size)).toEqual([1, 1]);
  release();
  await expect(tile(page, 'Sites with Active Incidents')).toHaveAttribute('data-loaded', '');
  await expect(tile(page, 'Active Incidents Overview')).toHaveAttribute('data-loaded', '');
  await page.waitForLoadState('networkidle');
  expect([...asked.values()].map((urls) => urls.size)).toEqual([1, 1]);
});

test('the sites with active incidents list searches and pages', async ({ page }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/today/active-incident-counts');
  await expect(page.getByRole('heading', { name: 'Sites with Active Incidents', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sites with Active Incidents' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Site',
    'Number of Incidents',
    'Low',
    'Medium',
    'High',
    'Critical',
  ]);
  const first = table.getByRole('row').nth(1).getByRole('link');
  const title = (await first.textContent()) ?? '';
  await page.getByLabel('Search sites').fill(title.slice(0, 5));
  await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText(title);
  await page.getByLabel('Search sites').fill('zzzz-no-such-site');
  await expect(page.getByText('Nothing to Report')).toBeVisible();
  await screenshot(page, 'active-incident-counts');

  // Paging lives in the URL: two rows a page, then the second page.
  await page.goto('/today/active-incident-counts?rowLimit=2');
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]rowLimit=2(&|$)/);
  await expect(table.getByRole('row').nth(1).getByRole('link')).not.toHaveText(title);
});

test('the incident overview filters by site group and by site through the URL', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const groups = (await (await request.get('/api/v1/site-groups', { headers })).json()) as {
    id: number;
    title: string;
    sites: { id: number }[];
  }[];
  const sites = (await (await request.get('/api/v1/sites', { headers })).json()) as {
    id: number;
    title: string;
  }[];
  const group = groups.find((g) => g.sites.length > 0);
  expect(group, 'the demo organisation has a site group with sites').toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/notifications/overview');
  await expect(page.getByRole('heading', { name: 'Incident Overview' })).toBeVisible();
  for (const name of [
    'Sites with Most Incidents',
    'Daily Notifications',
    'Equipment with Most Incidents',
    'Equipment Time in Incident State',
    'Incidents by Priority',
    'Sites with Active Incidents',
  ]) {
    await expect(tile(page, name)).toBeVisible();
  }

  // A site group goes to the URL as siteGroups.
  await page.getByRole('combobox', { name: 'Site Groups' }).click();
  await page.getByRole('option', { name: group!.title }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]siteGroups=${group!.id}(&|$)`));
  await page.keyboard.press('Escape');
  await screenshot(page, 'overview-group-1280');

  // Choosing sites removes siteGroups and repeats sites.
  const [a, b] = sites;
  const siteBox = page.getByRole('combobox', { name: 'Sites', exact: true });
  await siteBox.click();
  await page.getByRole('option', { name: a!.title, exact: true }).click();
  await page.getByRole('option', { name: b!.title, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`sites=${a!.id}&sites=${b!.id}`));
  expect(page.url()).not.toContain('siteGroups');
  await expect(tile(page, 'Sites with Most Incidents')).toBeVisible();
  await screenshot(page, 'overview-sites-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'overview-390');
});
