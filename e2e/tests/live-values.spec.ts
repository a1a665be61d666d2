import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';

// Live values (issue 9): the server's simulator (SIMULATOR_SPEED=60, e2e/playwright.config.ts) sends a
// reading per device for every simulated minute; once it has caught up with real time that is one
// report a minute. Values on screen must move with those messages, without a reload: a window of 90 s
// holds at least one report (the pages' own refresh beat is 15 minutes, so only the messages can move them).

const ADMIN = 'admin@demo.example';

async function auth(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
}

/** Marks the document, so that a reload (a new document) is noticed. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** Waits until the text of `el` differs from what it was when called (within 90 s). */
async function expectTextToMove(el: Locator, what: string) {
  const before = await el.innerText();
  await expect
    .poll(async () => (await el.innerText()) !== before, { timeout: 90_000, message: `${what} moves` })
    .toBe(true);
}

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

test("Today's HVAC tile temperatures follow the live readings without a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/today');
  const tile = page.getByTestId('hvac-tile');
  await expect(tile.getByText(/\d °[CF]/).first()).toBeVisible({ timeout: 15_000 });
  await markDocument(page);
  await expectTextToMove(tile, "the HVAC tile's temperatures");
  expect(await sameDocument(page)).toBe(true);
});

test("a site dashboard's thermostats and device connectivity follow the live messages", async ({
  page,
  request,
}) => {
  const headers = await auth(request);
  const { organizationId } = (await (await request.get('/api/v1/auth/user', { headers })).json()) as {
    organizationId: number;
  };
  const hvacs = (await (
    await request.get(`/api/v1/aggregate-views/controllable-hvacs/organization/${organizationId}`, {
      headers,
    })
  ).json()) as { siteId: number; online: boolean }[];
  const siteId = hvacs.find((h) => h.online)?.siteId;
  expect(siteId, 'a site with an online thermostat').toBeDefined();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites/${siteId}/dashboard`);
  const thermostats = page.getByTestId('site-hvac-card').getByRole('list', { name: 'Thermostats' });
  await expect(thermostats.getByText(/\d °[CF]/).first()).toBeVisible({ timeout: 15_000 });
  const connectivity = page.getByTestId('site-connectivity').getByText(/^Last report:/);
  await expect(connectivity).toBeVisible();
  await markDocument(page);
  await Promise.all([
    expectTextToMove(thermostats, "the site's thermostat temperatures"),
    expectTextToMove(connectivity, "the site's last report time"),
  ]);
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
