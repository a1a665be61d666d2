import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { ADMIN, adminSession, DESKTOP, PHONE } from './support/pages';

// The site hub (A-084 decided): /analytics?siteId= (a card per analytics page of the site, each
// with its headline figure over the last 7 complete days) and /tasks?siteId= (what waits at the
// site), on the seeded demo. Every figure is compared with the API call the page makes; every link
// is followed. And /report/… (H-021): no page renders there, the app goes to Today.

test.use({ contextOptions: { reducedMotion: 'reduce' } });

// Beside the run's other output (E2E_OUTPUT), so that runs side by side keep their own screens.
const SCREENS = path.join(process.env.E2E_OUTPUT ?? 'test-results', 'screens');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/site-hub-${name}.png`, fullPage: true, animations: 'disabled' });

interface DemoSite {
  id: number;
  title: string;
  timeZone: string;
}

let auth: { authorization: string };
let orgId: number;
let site: DemoSite;
let session: Awaited<ReturnType<typeof adminSession>>;

const api = async <T>(page: Page, url: string): Promise<T> => {
  const res = await page.request.get(url, { headers: auth });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
};

/** 'yyyy-MM-dd' of `date` in `timeZone`, `shift` days later. */
function dayIn(timeZone: string, shift = 0, date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return new Date(Date.parse(`${day}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
}

/** The product's number format: comma thousands, one decimal. */
const one = (n: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

async function signedIn(browser: Browser, viewport = DESKTOP, phone = false): Promise<Page> {
  const context = await browser.newContext({
    storageState: session,
    viewport,
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

async function noSeriousAxe(page: Page, what: string) {
  const found = await seriousAxeViolations(page);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(over).toBeLessThanOrEqual(1);
}

test.beforeAll(async ({ browser, request }) => {
  session = await adminSession(browser, request);
  auth = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  orgId = (
    (await (await request.get('/api/v1/auth/user', { headers: auth })).json()) as { organizationId: number }
  ).organizationId;
  // A site with every kind of card: ranged temperature sensors and sub-metered equipment.
  const sites = (await (await request.get('/api/v1/sites', { headers: auth })).json()) as DemoSite[];
  for (const s of sites) {
    const features = (await (
      await request.get(`/api/v1/features/site/${s.id}`, { headers: auth })
    ).json()) as {
      SITE_NAV: string[];
    };
    if (
      ['TEMPERATURE_COMPLIANCE', 'EQUIPMENT_ENERGY_CONSUMPTION'].every((f) => features.SITE_NAV.includes(f))
    ) {
      site = s;
      break;
    }
  }
  expect(site, 'a demo site with temperature sensors and sub-meters').toBeDefined();
});

test('/analytics asks for a site, then shows each analytics page’s figure as its report gives it, and links to it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Choose a site' })).toBeVisible();
  // The picker works from the keyboard and puts the site in the URL.
  const picker = page.getByRole('combobox', { name: 'Site' });
  await picker.focus();
  await picker.fill(site.title);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/analytics\\?siteId=${site.id}$`));

  // The last 7 complete days of the site's own calendar.
  const from = dayIn(site.timeZone, -7);
  const to = dayIn(site.timeZone, -1);
  const days = `/${orgId}/${from}/${to}`;
  const card = (id: string) => page.getByTestId(`hub-${id}`);
  const value = (id: string) => card(id).getByTestId('hub-value');

  const compliance = await api<{ by_site: Record<string, { within_compliance: number }> }>(
    page,
    `/api/analytics/report/org_compliance_by_site${days}?siteIds=${site.id}&trend=true`,
  );
  await expect(value('compliance')).toHaveText(`${one(compliance.by_site[site.id]!.within_compliance)}%`);

  const energy = await api<{ by_site: Record<string, { site_kwh: number }> }>(
    page,
    `/api/analytics/report/site_energy_compare${days}?site_id=${site.id}`,
  );
  await expect(value('energy')).toHaveText(one(energy.by_site[site.id]!.site_kwh));
  await expect(card('energy')).toContainText('kWh');

  const equipment = await api<{ total_kwh: number }>(
    page,
    `/api/analytics/report/equipment_type_energy_report${days}?site_id=${site.id}`,
  );
  await expect(value('equipment-energy')).toHaveText(one(equipment.total_kwh));

  // NOH: the asynchronous report, started and polled as the page does.
  const start = await api<{ report_key: string }>(
    page,
    `/api/analytics/async_report/org_noh_report${days}?site_id=${site.id}`,
  );
  let noh: { by_site: Record<string, { site_noh: { noh_efficiency: number | null } }> } | null = null;
  await expect
    .poll(
      async () => {
        const body = await api<{ report_version: number; data: typeof noh }>(
          page,
          `/api/analytics/report/org_noh_report/${orgId}/${encodeURIComponent(start.report_key)}`,
        );
        noh = body.data;
        return body.report_version;
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  const efficiency = noh!.by_site[site.id]!.site_noh.noh_efficiency;
  await expect(value('noh')).toHaveText(efficiency === null ? 'N/A' : `${one(efficiency * 100)}%`, {
    timeout: 60_000,
  });

  // Every card names its days and explains its figure; the popover opens from the keyboard.
  await expect(card('compliance')).toContainText(`Last 7 complete days`);
  const help = page.getByRole('button', { name: 'How is this calculated? Temperature compliance' });
  await help.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('formula')).toHaveText(
    'Compliance = hours in range ÷ (hours with readings − defrost hours)',
  );
  await shot(page, 'analytics-popover-1440');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('formula')).toBeHidden();

  await noSeriousAxe(page, '/analytics');
  await shot(page, 'analytics-1440');

  // Each link opens its page on the same days.
  const follow = async (label: string, url: RegExp, heading: string) => {
    await page.getByRole('link', { name: `${label} →` }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  };
  const q = `from=${from}&to=${to}`;
  const shown = await value('compliance').innerText();
  await follow(
    'Open Temperature Compliance',
    new RegExp(`/analytics/temperature-compliance\\?siteId=${site.id}&${q}$`),
    'Temperature Compliance Analytics',
  );
  // The page says what the card said: the same report over the same days.
  await expect(page.getByTestId('figure-compliance').getByTestId('figure-value')).toHaveText(shown);
  await page.goBack();
  await follow(
    'Open Sites Energy Consumption',
    new RegExp(`/org-sites-energy-consumption\\?sites=${site.id}&${q}$`),
    'Sites Energy Consumption',
  );
  await page.goBack();
  await follow(
    'Open Equipment Energy Consumption',
    new RegExp(`/analytics/equipment-energy-consumption\\?siteId=${site.id}&${q}$`),
    'Equipment Energy Consumption',
  );
  await page.goBack();
  await follow(
    'Open NOH Efficiency Analysis',
    new RegExp(`/dashboard/noh_energy_consumption\\?sites=${site.id}&${q}$`),
    'NOH Efficiency Analysis',
  );
  await page.context().close();
});

test('/analytics on a phone: one column, nothing wider than the screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, PHONE, true);
  // The compliance report held back a moment: the card says it is calculating meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/report/org_compliance_by_site/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/analytics?siteId=${site.id}`);
  await expect(page.getByTestId('hub-compliance').getByTestId('hub-loading')).toHaveText('Calculating…');
  release();
  for (const id of ['compliance', 'energy', 'equipment-energy', 'noh'])
    await expect(page.getByTestId(`hub-${id}`).getByTestId('hub-value')).toBeVisible({ timeout: 60_000 });
  await noSidewaysScroll(page);
  await noSeriousAxe(page, '/analytics on a phone');
  await shot(page, 'analytics-390');
  await page.context().close();
});

test('/analytics says when a figure does not apply to the site', async ({ browser }) => {
  const page = await signedIn(browser);
  // The demo's sites all have sensors and meters: the answers are narrowed to a site without them.
  await page.route(`**/api/v1/features/site/${site.id}`, async (route) => {
    const features = (await (await route.fetch()).json()) as { SITE_NAV: string[] };
    features.SITE_NAV = features.SITE_NAV.filter(
      (f) => f !== 'TEMPERATURE_COMPLIANCE' && f !== 'EQUIPMENT_ENERGY_CONSUMPTION',
    );
    await route.fulfill({ json: features });
  });
  await page.route('**/report/site_energy_compare/**', async (route) => {
    const report = (await (await route.fetch()).json()) as {
      by_site: Record<string, { monitored: boolean; site_kwh: number | null }>;
    };
    report.by_site[site.id] = { ...report.by_site[site.id]!, monitored: false, site_kwh: null };
    await route.fulfill({ json: report });
  });
  await page.goto(`/analytics?siteId=${site.id}`);
  const na = (id: string) => page.getByTestId(`hub-${id}`).getByTestId('hub-not-applicable');
  await expect(na('compliance')).toContainText('no temperature sensor on equipment with a range');
  await expect(na('energy')).toContainText('This site has no energy meter.');
  await expect(na('equipment-energy')).toContainText('No equipment at this site has its own energy meter.');
  await expect(na('noh')).toContainText('This site has no energy meter.');
  // Nothing to open for a figure that does not apply.
  await expect(page.getByTestId('hub-compliance').getByTestId('hub-link')).toHaveCount(0);
  await noSeriousAxe(page, '/analytics, not applicable');
  await shot(page, 'analytics-not-applicable-1440');
  await page.context().close();
});

test('/tasks lists what waits at the site, as the temperature review and the site status give it', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Choose a site' })).toBeVisible();
  await page.goto(`/tasks?siteId=${site.id}`);

  // The temperature review's own call and default days: the last 7, today included, site clock.
  const from = dayIn(site.timeZone, -6);
  const to = dayIn(site.timeZone);
  const report = await api<{
    excursions: { excused: boolean; reviews: unknown[]; start: string; equipment_title: string }[];
  }>(page, `/api/analytics/report/temperature_excursions/${orgId}/${from}/${to}?siteIds=${site.id}`);
  const open = report.excursions
    .filter((e) => !e.excused && e.reviews.length === 0)
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  const review = page.getByTestId('tasks-review');
  await expect(review.getByTestId('task-count')).toHaveText(String(open.length));
  await expect(review.getByTestId('excursion-task')).toHaveCount(Math.min(5, open.length));
  if (open.length > 0)
    await expect(review.getByTestId('excursion-task').first()).toContainText(open[0]!.equipment_title);

  // Incidents and devices: the site's status, read just before and after (the demo runs live).
  const statusUrl = `/api/v1/sites/${site.id}/online-status`;
  type Status = { numberActiveIncidents: number; devices: { offline: number } };
  const before = await api<Status>(page, statusUrl);
  const incidents = await page.getByTestId('tasks-incidents').getByTestId('task-count').innerText();
  const offline = await page.getByTestId('tasks-devices').getByTestId('task-count').innerText();
  const after = await api<Status>(page, statusUrl);
  expect([before, after].map((s) => String(s.numberActiveIncidents))).toContain(incidents);
  expect([before, after].map((s) => String(s.devices.offline))).toContain(offline);

  await noSeriousAxe(page, '/tasks');
  await shot(page, 'tasks-1440');

  // Each section leads to where its tasks are done.
  await page.getByRole('link', { name: 'Review them in Temperature Review →' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/temperature-review\\?siteId=${site.id}$`));
  await expect(page.getByTestId('figure-open').getByTestId('figure-value')).toHaveText(String(open.length));
  await page.goBack();
  await page.getByRole('link', { name: 'See the site’s incidents →' }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${site.id}/incidents\\?(.*&)?status=active(&|$)`));
  await page.goBack();
  await page.getByRole('link', { name: 'Open Sensors & Gateways →' }).click();
  await expect(page).toHaveURL(new RegExp(`/sensors-gateways\\?siteId=${site.id}$`));
  await expect(page.getByRole('heading', { name: 'Sensors & Gateways', level: 1 })).toBeVisible();
  await page.context().close();
});

test('/tasks on a phone, and its empty state', async ({ browser }) => {
  const page = await signedIn(browser, PHONE, true);
  await page.goto(`/tasks?siteId=${site.id}`);
  await expect(page.getByTestId('tasks-review').getByTestId('task-count')).toBeVisible();
  await expect(page.getByTestId('tasks-devices').getByTestId('task-count')).toBeVisible();
  await noSidewaysScroll(page);
  await noSeriousAxe(page, '/tasks on a phone');
  await shot(page, 'tasks-390');

  // A site with nothing waiting (the demo always has something: the answers are emptied).
  await page.route('**/report/temperature_excursions/**', async (route) => {
    const body = (await (await route.fetch()).json()) as { excursions: unknown[] };
    await route.fulfill({ json: { ...body, excursions: [] } });
  });
  await page.route(`**/api/v1/sites/${site.id}/online-status`, async (route) => {
    const body = (await (await route.fetch()).json()) as { devices: { total: number } };
    await route.fulfill({
      json: {
        ...body,
        numberActiveIncidents: 0,
        devices: { total: body.devices.total, online: body.devices.total, offline: 0 },
      },
    });
  });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Nothing to review at this site' })).toBeVisible();
  await expect(page.getByTestId('tasks-review')).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot(page, 'tasks-empty-390');
  await page.context().close();
});

test('/report/… has no page: a full load goes to Today, navigation shown', async ({ browser }) => {
  const page = await signedIn(browser);
  const res = await page.goto('/report/x');
  // The server answers with the app (never JSON); the app sends the unknown path to Today.
  expect(res?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.context().close();
});
