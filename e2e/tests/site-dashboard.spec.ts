import { expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';

// C-016/C-026/C-028 on the site dashboard and C-020 on Today, each checked against the API.

const ADMIN = 'admin@demo.example';

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });

interface Control {
  thermostatId: number;
  equipmentTitle: string;
  siteId: number;
  online: boolean;
  localOverride: boolean;
}

let headers: { authorization: string };

test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
});

/** 'Jan 5, 14:07' in the zone, as the tile writes it (date-fns 'MMM d, HH:mm'). */
function inZone(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.hour}:${parts.minute}`;
}

test("the site dashboard lists the site's thermostats and the energy card follows its meters", async ({
  page,
  request,
}) => {
  const me = (await (await request.get('/api/v1/auth/user', { headers })).json()) as {
    organizationId: number;
  };
  const all = (await (
    await request.get(`/api/v1/aggregate-views/controllable-hvacs/organization/${me.organizationId}`, {
      headers,
    })
  ).json()) as Control[];
  expect(all.length, 'the demo organisation has thermostats').toBeGreaterThan(0);
  const siteId = all[0]!.siteId;
  const controls = (await (
    await request.get(`/api/v1/thermostat/controls/site/${siteId}`, { headers })
  ).json()) as Control[];
  const status = (await (await request.get(`/api/v1/sites/${siteId}/online-status`, { headers })).json()) as {
    energyMeters: { total: number; online: number };
  };

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites/${siteId}/dashboard`);
  const card = page.getByTestId('site-hvac-card');
  await expect(card.getByRole('heading', { name: 'HVAC Controls Operations' })).toBeVisible();
  // The placeholder it replaces is gone.
  await expect(
    page.getByRole('region', { name: 'HVAC Controls Operations' }).getByText(/Complete setup/),
  ).toHaveCount(0);
  const rows = card.getByTestId('site-hvac-row');
  await expect(rows).toHaveCount(controls.length);
  // Same thermostats, same order as the call (the controls sort order).
  expect(
    await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-thermostat-id')))),
  ).toEqual(controls.map((c) => c.thermostatId));
  const online = controls.filter((c) => c.online).length;
  await expect(card.getByText(`${online} of ${controls.length} thermostats online`)).toBeVisible();
  await expect(card.getByText('Online', { exact: true })).toHaveCount(online);
  await expect(rows.first().getByRole('link', { name: controls[0]!.equipmentTitle })).toHaveAttribute(
    'href',
    /^\/equipment\/\d+$/,
  );
  await expect(rows.first()).toContainText(/-?\d+\.\d °[CF]|-/);
  if (controls.some((c) => c.localOverride))
    await expect(card.getByText('Local override').first()).toBeVisible();

  // C-026/C-028: an offline meter turns the energy card into the faulty-EnergyPro placeholder.
  const faulty = status.energyMeters.total > 0 && status.energyMeters.online < status.energyMeters.total;
  if (faulty) {
    await expect(
      page.getByText('Your EnergyPro is offline, please check the connection and refresh the page later'),
    ).toBeVisible();
  } else if (status.energyMeters.total > 0) {
    await expect(page.getByTestId('site-energy-today').getByText('kWh')).toBeVisible();
  }
  await screenshot(page, 'h11-site-dashboard-1280');

  // A site whose meters are offline right now (the live simulator may have one) shows the message.
  const statuses = (await (await request.get('/api/v1/sites/online-status', { headers })).json()) as {
    sites: { siteId: number; energyMeters: { total: number; online: number } }[];
  };
  const broken = statuses.sites.find(
    (s) => s.energyMeters.total > 0 && s.energyMeters.online < s.energyMeters.total,
  );
  if (broken) {
    await page.goto(`/sites/${broken.siteId}/dashboard`);
    await expect(page.getByTestId('site-energy-faulty')).toContainText('Your EnergyPro is offline');
    await expect(page.getByTestId('site-energy-today')).toHaveCount(0);
    await page.goto(`/sites/${siteId}/dashboard`);
  } else {
    test
      .info()
      .annotations.push({ type: 'note', description: 'no demo site has an offline energy meter now' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await expect(rows.first()).toBeVisible();
  await screenshot(page, 'h11-site-dashboard-390');
});

test("Today's active incidents show their start in the site's time zone", async ({ page, request }) => {
  const incidents = (await (
    await request.get('/api/v1/incidents?incidentStatus=active', { headers })
  ).json()) as { incidentId: number; createdAt: string }[];
  // The demo always holds active incidents (its permanently offline sites among them).
  expect(incidents.length, 'active incidents in the demo data').toBeGreaterThan(0);
  const from = new Date(Math.min(...incidents.map((i) => Date.parse(i.createdAt)))).toISOString();
  const enriched = (await (
    await request.get(
      `/api/v1/notifications/enriched?state=active&from=${encodeURIComponent(from)}&limit=2500`,
      {
        headers,
      },
    )
  ).json()) as { incidentId: number; siteTimeZone: string }[];
  const zoneOf = new Map(enriched.map((n) => [n.incidentId, n.siteTimeZone]));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/today');
  const tile = page.getByRole('region', { name: 'Active Incidents Overview', exact: true });
  const rows = tile.locator('tr[data-incident-id]');
  await expect(rows.first()).toBeVisible();
  // Wait for the titles (they carry the zones) before reading the start cells.
  await expect(tile.getByTestId('incident-start').first()).not.toHaveText('-');
  const shown = await rows.evaluateAll((els) =>
    els.slice(0, 8).map((e) => ({
      id: Number(e.getAttribute('data-incident-id')),
      text: e.querySelector('[data-testid="incident-start"]')?.textContent ?? '',
    })),
  );
  let checked = 0;
  let differsFromUtc = false;
  for (const row of shown) {
    const incident = incidents.find((i) => i.incidentId === row.id);
    const zone = zoneOf.get(row.id);
    if (!incident || !zone) continue;
    expect(row.text, `incident ${row.id} in ${zone}`).toBe(inZone(incident.createdAt, zone));
    if (inZone(incident.createdAt, zone) !== inZone(incident.createdAt, 'UTC')) differsFromUtc = true;
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
  // The demo sites lie outside UTC, so at least one start differs from its UTC reading.
  expect(differsFromUtc).toBe(true);
  await screenshot(page, 'h11-today-zones-1280');
});

test("the site dashboard's compliance card shows the site's share from the compliance report", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const sites = (await (await page.request.get('/api/v1/sites', { headers })).json()) as { id: number }[];
  const siteId = sites[0]!.id;
  const answer = page.waitForResponse((r) => r.url().includes('/report/org_compliance_by_site/'));
  await page.goto(`/sites/${siteId}/dashboard`);
  const report = (await (await answer).json()) as {
    by_site: Record<string, { within_compliance: number | null }>;
  };
  const card = page.getByTestId('site-compliance');
  const share = report.by_site[String(siteId)]?.within_compliance ?? null;
  if (share === null) {
    await expect(card.getByText('There is no data available in the time period selected')).toBeVisible();
  } else {
    const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    await expect(card.getByTestId('site-compliance-share')).toHaveText(`${shown.format(share)}%`);
  }
  await expect(card.getByText(/Complete setup/)).toHaveCount(0);
});
