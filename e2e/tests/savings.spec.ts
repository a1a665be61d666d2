import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS } from './support/app';
import { ADMIN, adminSession, DESKTOP, PHONE } from './support/pages';

// Issue 11 (hvac): the Savings, Controls Savings, Sustainability and Recommendations pages against
// the analytics API on the seeded demo, at 1440 and 390 px.

type State = Awaited<ReturnType<typeof adminSession>>;
let session: State;
let headers: { authorization: string };
let orgId: number;

const analytics = '/api/analytics';
const fmt = (v: number, decimals = 1) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    v,
  );

/** The last 14 complete days ending yesterday (UTC): the period the tests put in the URL. */
/**
 * n days ending the day before yesterday (UTC): complete in every site's zone (an American site's
 * 'yesterday' in UTC may still be running), so live readings cannot change a figure between the API
 * call and the page.
 */
function lastDays(n: number) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const end = Date.now() - 2 * 86_400_000;
  return { from: day(end - (n - 1) * 86_400_000), to: day(end) };
}

test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.beforeAll(async ({ browser, request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  orgId = ((await (await request.get('/api/v1/auth/user', { headers })).json()) as { organizationId: number })
    .organizationId;
  session = await adminSession(browser, request);
});

async function open(browser: Browser, path: string, viewport = DESKTOP) {
  const phone = viewport === PHONE;
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
    storageState: session,
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Reports computed on a busy machine take longer than openLoaded's 20 s.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[aria-busy="true"], [data-testid="report-progress"]')].filter(
              (el) => (el as HTMLElement).offsetParent !== null,
            ).length,
        ),
      { timeout: 120_000, message: `${path} finishes loading` },
    )
    .toBe(0);
  await page.waitForTimeout(400);
  return { page, close: () => context.close() };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${analytics}${path}`, { headers });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

interface Savings {
  org: { saved_kwh: number; noh_waste_kwh: number; override_hours: number; co2_saved_kg: number };
  by_site: Record<string, { site_title: string; by_equipment: Record<string, unknown> }>;
}

test('Savings: controls savings, NOH waste and overrides as the report computes them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const p = lastDays(14);
  const report = await api<Savings>(request, `/report/org_controls_savings/${orgId}/${p.from}/${p.to}`);
  // The demo's schedules save energy, some sites leave loads on at night, one thermostat is overridden.
  expect(report.org.saved_kwh).toBeGreaterThan(0);
  expect(report.org.noh_waste_kwh).toBeGreaterThan(0);
  expect(report.org.override_hours).toBeGreaterThan(0);
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, close } = await open(browser, `/savings?from=${p.from}&to=${p.to}`, viewport);
    await expect(page.getByRole('heading', { name: 'Savings', level: 1 })).toBeVisible();
    await expect(page.getByTestId('figure-saved')).toContainText(fmt(report.org.saved_kwh));
    await expect(page.getByTestId('figure-waste')).toContainText(fmt(report.org.noh_waste_kwh));
    await expect(page.getByTestId('figure-overrides')).toContainText(fmt(report.org.override_hours));
    await expect(page.getByRole('link', { name: 'NOH Efficiency Analysis' })).toHaveAttribute(
      'href',
      '/dashboard/noh_energy_consumption',
    );
    await expect(page.getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      new RegExp(`from=${p.from}`),
    );
    await shot(page, `savings-${viewport.width}`);
    await close();
  }
});

test('Controls Savings: figures, sites and equipment; the site filter and the formulas', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const p = lastDays(14);
  const report = await api<Savings>(request, `/report/org_controls_savings/${orgId}/${p.from}/${p.to}`);
  const { page, close } = await open(browser, `/org-controls-savings?from=${p.from}&to=${p.to}`);
  await expect(page.getByTestId('figure-saved')).toContainText(fmt(report.org.saved_kwh));
  await expect(page.getByTestId('figure-co2')).toContainText(fmt(report.org.co2_saved_kg));
  const sites = page.getByRole('table', { name: 'Savings by site' }).locator('tbody tr');
  await expect(sites).toHaveCount(Object.keys(report.by_site).length);
  const equipment = Object.values(report.by_site).reduce((a, s) => a + Object.keys(s.by_equipment).length, 0);
  await expect(page.getByTestId('savings-by-equipment')).toContainText(`${equipment} controlled equipment`);
  // Every figure says how it is calculated.
  await page.getByRole('button', { name: 'How is this calculated? Energy Saved by Controls' }).click();
  await expect(page.getByTestId('formula')).toContainText('closed hours × open-hours rate');
  await page.keyboard.press('Escape');
  await shot(page, 'org-controls-savings-1440');
  await close();

  // One site in the URL: one row, the figures of that site alone.
  const [siteId, site] = Object.entries(report.by_site)[0]!;
  const one = await api<Savings>(
    request,
    `/report/org_controls_savings/${orgId}/${p.from}/${p.to}?site_id=${siteId}`,
  );
  const phone = await open(browser, `/org-controls-savings?from=${p.from}&to=${p.to}&sites=${siteId}`, PHONE);
  await expect(phone.page.getByRole('table', { name: 'Savings by site' }).locator('tbody tr')).toHaveCount(1);
  await expect(phone.page.getByRole('table', { name: 'Savings by site' })).toContainText(
    site.site_title.slice(0, 20),
  );
  await expect(phone.page.getByTestId('figure-saved')).toContainText(fmt(one.org.saved_kwh));
  await shot(phone.page, 'org-controls-savings-390');
  await phone.close();
});

interface Co2 {
  report_version: number;
  data: { org_co2_total: number; site_dict: Record<string, unknown> } | null;
}

test('Sustainability: CO2 by month and by site from the annual CO2 reports', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const now = new Date();
  const year = now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const date = year === now.getUTCFullYear() ? `${now.toISOString().slice(0, 7)}-01` : `${year}-12-01`;
  // The page asks for this year's and last year's reports: computed once here, reused by the page.
  const thisYear = await asyncData<NonNullable<Co2['data']>>(request, 'org_co2_report', `${orgId}/${date}`);
  const lastYear = await asyncData<NonNullable<Co2['data']>>(
    request,
    'org_co2_report',
    `${orgId}/${year - 1}-12-01`,
  );
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, close } = await open(browser, `/sustainability?year=${year}`, viewport);
    // This year's figures move with the live readings: the page shows one, and a row per site.
    await expect(page.getByTestId('figure-co2')).toContainText(/\d{1,3}(,\d{3})*\.\d\s*kg CO2e/);
    await expect(page.getByRole('table', { name: 'CO2 by site' }).locator('tbody tr')).toHaveCount(
      Object.keys(thisYear.site_dict).length,
    );
    await expect(page.getByRole('link', { name: 'Annual CO2 Emissions' })).toHaveAttribute(
      'href',
      '/summary/annual-co2-emission',
    );
    await expect(page.getByRole('img', { name: /CO2 emissions by month/ })).toBeVisible();
    await shot(page, `sustainability-${viewport.width}`);
    await close();
  }
  // Last year no longer changes: the page's total is the report's, to the tenth of a kilogram.
  const past = await open(browser, `/sustainability?year=${year - 1}`);
  await expect(past.page.getByTestId('figure-co2')).toContainText(fmt(lastYear.org_co2_total));
  await past.close();
});

interface Recs {
  recommendations: { kind: string; title: string; severity: string }[];
  sites: unknown[];
}

/** Starts an asynchronous report and polls it (as the pages do) until its data is ready. */
async function asyncData<T>(request: APIRequestContext, name: string, path: string): Promise<T> {
  const start = await api<{ report_key: string }>(request, `/async_report/${name}/${path}`);
  let data: T | null = null;
  await expect
    .poll(
      async () => {
        const r = await api<{ report_version: number; data: T | null }>(
          request,
          `/report/${name}/${orgId}/${start.report_key}`,
        );
        data = r.data;
        return r.report_version;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe(1);
  return data as T;
}

test('Recommendations: every site with evidence, narrowed by kind in the URL', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const all = await asyncData<Recs>(request, 'org_recommendations', `${orgId}/latest`);
  expect(all.recommendations.length, 'the demo has things to recommend').toBeGreaterThan(0);
  const { page, close } = await open(browser, '/recommendations');
  await expect(page.getByTestId('figure-count')).toContainText(fmt(all.recommendations.length, 0));
  await expect(page.getByTestId('recommendation').first()).toContainText(all.recommendations[0]!.title);
  await shot(page, 'recommendations-1440');
  await close();

  const energy = await asyncData<Recs>(request, 'org_recommendations', `${orgId}/latest?kind=energy`);
  const phone = await open(browser, '/recommendations?kind=energy', PHONE);
  await expect(phone.page.getByTestId('figure-count')).toContainText(fmt(energy.recommendations.length, 0));
  const cards = phone.page.getByTestId('recommendation');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Energy');
  await shot(phone.page, 'recommendations-390');
  await phone.close();
});
