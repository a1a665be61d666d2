import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { hvacTileRows } from '@sw/domain';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';

// Live values (issue 9): values on screen must move with the real-time messages, without a reload
// (the pages' own refresh beat is 15 minutes, so only the messages can move them). Each test sends
// its own sample through the gateway ingestion API rather than waiting for the simulator, whose
// temperatures may rest on one value for minutes.

const ADMIN = 'admin@demo.example';

async function auth(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
}

/** Marks the document, so that a reload (a new document) is noticed. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

interface Hvac {
  thermostatId: number;
  equipmentTitle: string;
  siteId: number;
  online: boolean;
  uuid: string;
  temperature: number | null;
  localOverride: boolean;
}

async function onlineHvacs(request: APIRequestContext, headers: Record<string, string>): Promise<Hvac[]> {
  const { organizationId } = (await (await request.get('/api/v1/auth/user', { headers })).json()) as {
    organizationId: number;
  };
  const res = await request.get(`/api/v1/aggregate-views/controllable-hvacs/organization/${organizationId}`, {
    headers,
  });
  return ((await res.json()) as Hvac[]).filter((h) => h.online && h.temperature !== null);
}

/** Sends one thermostat sample through the gateway of the thermostat's site, as a real gateway would. */
async function sendThermostatSample(
  request: APIRequestContext,
  headers: Record<string, string>,
  hvac: Hvac,
  temperature: number,
) {
  // The demo gives each site one gateway: the one its sensors arrive through carries its thermostats.
  const sensors = (await (
    await request.get(`/api/v1/sensors?siteIds=${hvac.siteId}`, { headers })
  ).json()) as {
    gatewayId: number | null;
  }[];
  const gatewayId = sensors.find((s) => s.gatewayId !== null)?.gatewayId;
  expect(gatewayId, 'the site has a gateway').toBeDefined();
  const key = await request.post(`/api/v1/gateways/${gatewayId}/api-key`, { headers });
  expect(key.status()).toBe(201);
  const { apiKey } = (await key.json()) as { apiKey: string };
  const ingest = await request.post('/api/v1/ingest/readings', {
    headers: { 'x-api-key': apiKey },
    data: {
      thermostats: [{ thermostat: hvac.uuid, ts: new Date().toISOString(), online: true, temperature }],
    },
  });
  expect(ingest.status()).toBe(200);
  expect(((await ingest.json()) as { accepted: number }).accepted).toBe(1);
}

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

test("Today's HVAC tile temperatures follow the live readings without a reload", async ({
  page,
  request,
}) => {
  const headers = await auth(request);
  // The tile subscribes to the thermostats it shows (B-009): take one of those, without local
  // override, so that 39.9 °C keeps it among the five shown.
  const hvac = hvacTileRows(await onlineHvacs(request, headers)).find((h) => !h.localOverride);
  expect(hvac, 'an online thermostat without local override').toBeDefined();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/today');
  const tile = page.getByTestId('hvac-tile');
  await expect(tile.getByText(/\d °[CF]/).first()).toBeVisible({ timeout: 15_000 });
  await expect(tile).not.toContainText('39.9 °');
  await markDocument(page);
  await sendThermostatSample(request, headers, hvac!, 39.9);
  await expect(tile).toContainText('39.9 °', { timeout: 30_000 });
  expect(await sameDocument(page)).toBe(true);
});

test("a site dashboard's thermostats and device connectivity follow the live messages", async ({
  page,
  request,
}) => {
  const headers = await auth(request);
  const hvac = (await onlineHvacs(request, headers))[0];
  expect(hvac, 'a site with an online thermostat').toBeDefined();
  const { siteId } = hvac!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites/${siteId}/dashboard`);
  const thermostats = page.getByTestId('site-hvac-card').getByRole('list', { name: 'Thermostats' });
  await expect(thermostats.getByText(/\d °[CF]/).first()).toBeVisible({ timeout: 15_000 });
  const connectivity = page.getByTestId('site-connectivity').getByText(/^Last report:/);
  await expect(connectivity).toBeVisible();
  await markDocument(page);
  const connectivityBefore = await connectivity.innerText();

  // The last report is shown to the minute: send the sample in a later minute than the one shown,
  // so that the time on screen has to move (the simulator's own minute report may move it first).
  const status = (await (await request.get(`/api/v1/sites/${siteId}/online-status`, { headers })).json()) as {
    lastSeenAt: string | null;
  };
  const shownMinute = Math.floor(Date.parse(status.lastSeenAt ?? '1970-01-01T00:00:00Z') / 60_000);
  while (Math.floor(Date.now() / 60_000) <= shownMinute) await page.waitForTimeout(1_000);

  // A temperature no demo room has, so the row can only show it from this sample's message.
  const temperature = (hvac!.temperature ?? 0) > 30 ? 12.2 : 33.3;
  await sendThermostatSample(request, headers, hvac!, temperature);

  await expect(thermostats).toContainText(`${temperature.toFixed(1)} °`, { timeout: 30_000 });
  await expect(connectivity).not.toHaveText(connectivityBefore, { timeout: 30_000 });
  expect(await sameDocument(page)).toBe(true);
});

test("the map's status colour changes when an offline site's device reports", async ({ page, request }) => {
  const headers = await auth(request);
  const sites = (await (await request.get('/api/v1/sites', { headers })).json()) as {
    id: number;
    title: string;
    status: string;
  }[];
  const offline = sites.find((s) => s.status === 'OFFLINE');
  expect(offline, 'the demo has an offline site').toBeDefined();
  const sensors = (await (
    await request.get(`/api/v1/sensors?siteIds=${offline!.id}&sensorTypes=LIGHT`, { headers })
  ).json()) as { uuid: string; status: string; gatewayId: number | null }[];
  // A light sensor: no rule watches it, so its reading changes the site's status and nothing else.
  const sensor = sensors.find((s) => s.status === 'ACTIVE' && s.gatewayId !== null);
  expect(sensor, 'an active light sensor with a gateway at the offline site').toBeDefined();

  await page.setViewportSize({ width: 1280, height: 860 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/map');
  await expect(page.getByRole('region', { name: 'Map of sites' })).toHaveAttribute('data-clustered', 'true');
  await page.getByPlaceholder('Search site by name').fill(offline!.title);
  await page
    .getByRole('list', { name: 'Matching sites' })
    .getByRole('listitem')
    .filter({ hasText: offline!.title })
    .first()
    .click();
  const marker = page.locator(`.sw-map-icon[title="${offline!.title}"] .sw-map-site`);
  await expect(marker).toHaveAttribute('data-status', 'OFFLINE');
  const popupStatus = page.locator('.leaflet-popup').getByLabel(/^Status: /);
  await expect(popupStatus).toHaveAttribute('aria-label', 'Status: Offline');
  await markDocument(page);

  // The site's gateway comes back with one reading: one device of many is online again.
  const key = await request.post(`/api/v1/gateways/${sensor!.gatewayId}/api-key`, { headers });
  expect(key.status()).toBe(201);
  const { apiKey } = (await key.json()) as { apiKey: string };
  const ingest = await request.post('/api/v1/ingest/readings', {
    headers: { 'x-api-key': apiKey },
    data: { readings: [{ sensor: sensor!.uuid, ts: new Date().toISOString(), value: 1 }] },
  });
  expect(ingest.status()).toBe(200);

  await expect(marker).toHaveAttribute('data-status', 'PARTIALLY_OFF', { timeout: 30_000 });
  // The open popup follows too: its status is the site as last read, not as it was when opened.
  await expect(popupStatus).toHaveAttribute('aria-label', 'Status: Partially offline');
  expect(await sameDocument(page)).toBe(true);
  await page.screenshot({ path: `${SCREENS}/live-map-partially-off.png` });
});
