import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { adminSession } from './support/pages';

// The NOH Efficiency Analysis page and the NOH tile (issue 11; E-035 … E-051) on the demo
// organisation: its poorly managed sites draw nearly as much closed as open, its convenience stores
// are open around the clock.

const ADMIN = 'admin@demo.example';
const PATH = '/dashboard/noh_energy_consumption';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });
/** What the screen shows (the whole page of 50 sites is too tall to look at). */
const view = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, animations: 'disabled' });

test.use({ contextOptions: { reducedMotion: 'reduce' } });
// Each test waits for a report computed on the shared demo: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

interface NohSiteData {
  site_title: string;
  site_noh: { noh_efficiency: number | null };
  open_around_the_clock: boolean;
}

let token = '';
let orgId = 0;
let signedIn: Promise<State> | null = null;
type State = Awaited<ReturnType<typeof adminSession>>;

test.beforeAll(async ({ browser, request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  token = await apiToken(request, ADMIN, DEMO_PASSWORD);
  const me = await request.get('/api/v1/auth/user', { headers: { authorization: `Bearer ${token}` } });
  orgId = ((await me.json()) as { organizationId: number }).organizationId;
  signedIn ??= adminSession(browser, request);
  await signedIn;
});

/** The demo admin's signed-in browser state (one sign-in through the page for the file). */
const session = () => signedIn!;

/** The same report the page asks for, read through the API (started, then polled until ready). */
async function apiReport(page: Page, from: string, to: string): Promise<Record<string, NohSiteData>> {
  const headers = { authorization: `Bearer ${token}` };
  const start = await page.request.get(`/api/analytics/async_report/org_noh_report/${orgId}/${from}/${to}`, {
    headers,
  });
  const { report_key } = (await start.json()) as { report_key: string };
  let data: { by_site: Record<string, NohSiteData> } | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/analytics/report/org_noh_report/${orgId}/${report_key}`, {
          headers,
        });
        const body = (await res.json()) as { report_version: number; data: typeof data };
        data = body.data;
        return body.report_version;
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  return data!.by_site;
}

const rows = (page: Page) => page.getByTestId('noh-row');

/** The table's efficiencies in display order: a number in percent, or null for 'N/A'. */
async function efficiencies(page: Page): Promise<(number | null)[]> {
  const texts = await page.getByTestId('noh-efficiency').allInnerTexts();
  return texts.map((t) => (t.trim().startsWith('N/A') ? null : Number.parseFloat(t.replace(/,/g, ''))));
}

/** Opens the page and waits for its table; returns the period the page asked the report for. */
async function openPage(page: Page, query = ''): Promise<{ from: string; to: string }> {
  const asked = page.waitForRequest((r) => r.url().includes('/async_report/org_noh_report/'));
  await page.goto(`${PATH}${query}`);
  // The page's code loads on demand: a busy machine takes a while.
  await expect(page.getByRole('heading', { name: 'NOH Efficiency Analysis', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const [, from, to] = /org_noh_report\/\d+\/([\d-]+)\/([\d-]+)/.exec((await asked).url())!;
  await expect(rows(page).first()).toBeVisible({ timeout: 90_000 });
  return { from: from!, to: to! };
}

function bandOf(percent: number | null): string {
  if (percent === null) return 'none';
  return percent < 20 ? 'poor' : percent >= 75 ? 'good' : 'fair';
}

test.describe('NOH Efficiency Analysis at 1440 px', () => {
  // One sign-in for the whole file: each test's page opens with its session.
  let context: BrowserContext | null = null;
  const desktopPage = async (browser: Browser) => {
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
      storageState: await session(),
    });
    return context.newPage();
  };
  test.afterEach(async () => {
    await context?.close();
    context = null;
  });

  test('shows the report of the last 30 days: summary, tile and a row per site, sorted by efficiency ascending', async ({
    browser,
  }) => {
    const page = await desktopPage(browser);
    const period = await openPage(page);
    // E-048: the last 30 days ending yesterday in the user's zone (the demo admin's is New York).
    const days = (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(29);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    for (const label of [
      'NOH Efficiency %',
      'Total Energy Consumption',
      'Operating Hour Consumption',
      'Non-Operating Hour Consumption',
      'Operating Hourly EUI',
      'Non-Operating Hourly EUI',
    ])
      await expect(page.getByRole('region', { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Operating Hourly EUI', exact: true })).toContainText(
      'Wh/m2',
    );
    // The table's group headers and columns.
    const table = page.getByTestId('noh-table');
    // The name starts with the header's text (its sort and help buttons follow).
    for (const header of [
      'Operating Hours',
      'Non-Operating Hours',
      'NOH Efficiency',
      'Trend (last 6 months)',
      'Total Energy (kWh)',
      'Key Contributors (Wh/m2)',
      'Equipment lower than 20% NOH Efficiency',
    ])
      await expect(
        table.getByRole('columnheader', {
          name: new RegExp(`^(Sort by )?${header.replace(/[()]/g, '\\$&')}`),
        }),
      ).toBeVisible();

    // The same sites as the API's report of the same period.
    const bySite = await apiReport(page, period.from, period.to);
    await expect(rows(page)).toHaveCount(Object.keys(bySite).length);

    // E-042: ascending, 'N/A' (open around the clock) last.
    const values = await efficiencies(page);
    const numbers = values.filter((v): v is number => v !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(values.slice(numbers.length).every((v) => v === null)).toBe(true);
    expect(values.filter((v) => v === null).length).toBeGreaterThan(0);

    // The tile: 12 months, from its own monthly report.
    const tile = page.getByTestId('noh-tile');
    await expect(tile.getByRole('img', { name: /NOH efficiency by month/ })).toBeVisible({ timeout: 60_000 });
    const label = await tile.getByRole('img', { name: /NOH efficiency by month/ }).getAttribute('aria-label');
    // Twelve months, each with its percentage or 'N/A'.
    expect(label!.match(/[A-Z][a-z]{2} \d{4} (\d[\d,.]*%|N\/A)/g)).toHaveLength(12);
    await shot(page, 'noh-1440');
    await view(page, 'noh-1440-top');
    await rows(page).nth(3).scrollIntoViewIfNeeded();
    await view(page, 'noh-1440-table');
  });

  test('colours: under 20% red, 20% to under 75% amber, 75% or more green; 24/7 stores N/A; poorly managed sites are red', async ({
    browser,
  }) => {
    const page = await desktopPage(browser);
    await openPage(page);
    const badges = page.getByTestId('noh-efficiency');
    const values = await efficiencies(page);
    for (let i = 0; i < values.length; i++) {
      await expect(badges.nth(i).locator('[data-band]')).toHaveAttribute('data-band', bandOf(values[i]!));
    }
    const poor = page.locator('[data-band="poor"]').first();
    await expect(poor).toHaveCSS('color', 'rgb(166, 30, 30)');
    expect(values.some((v) => v !== null && v < 20)).toBe(true);
    // The demo's poorly managed pharmacy keeps nearly its whole load at night.
    const atlanta = rows(page).filter({ hasText: 'CarePlus Pharmacy Atlanta' });
    await expect(atlanta.locator('[data-band]').first()).toHaveAttribute('data-band', 'poor');
    // A 24/7 convenience store has no non-operating hours.
    const midtown = rows(page).filter({ hasText: 'Corner Stop Midtown' });
    await expect(midtown.getByTestId('noh-efficiency')).toHaveText('N/A');
    await expect(midtown.getByTestId('noh-contributors')).toHaveCount(0);
  });

  test('sorting by a column puts it in the URL; a second click reverses it', async ({ browser }) => {
    const page = await desktopPage(browser);
    await openPage(page);
    await page.getByRole('button', { name: 'Sort by NOH Efficiency' }).click();
    await expect(page).toHaveURL(/sort=efficiency&dir=desc/);
    const desc = (await efficiencies(page)).filter((v): v is number => v !== null);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Sort by Total Energy (kWh)' }).click();
    await expect(page).toHaveURL(/sort=total&dir=desc/);
    await expect(page.getByRole('columnheader', { name: /Total Energy/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const totals = await page
      .getByTestId('noh-row')
      .evaluateAll((trs) =>
        trs.map((tr) => Number((tr.children[3] as HTMLElement).innerText.replace(/,/g, ''))),
      );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Sort by Site' }).click();
    await expect(page).toHaveURL(/sort=site&dir=asc/);
  });

  test('search narrows the table (in the URL); the site filter narrows the whole report', async ({
    browser,
  }) => {
    const page = await desktopPage(browser);
    await openPage(page);
    const all = await rows(page).count();
    await page.getByRole('searchbox', { name: 'Search' }).fill('atlanta');
    await expect(page).toHaveURL(/q=atlanta/);
    await expect(rows(page)).toHaveCount(2);
    for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/Atlanta/);
    await expect(page.getByText(`(2 of ${all})`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('no such site');
    await expect(page.getByText('No matching entries found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows(page)).toHaveCount(all);

    // The site filter: one site, whose figures are then the summary's.
    const sitesRes = await page.request.get('/api/v1/sites', {
      headers: { authorization: `Bearer ${token}` },
    });
    const site = ((await sitesRes.json()) as { id: number; title: string }[]).find(
      (s) => s.title === 'Burger Lane Brisbane',
    )!;
    const filter = page.getByRole('combobox', { name: 'Sites' });
    await filter.click();
    await filter.fill('Burger Lane Brisb');
    await page.getByRole('option', { name: 'Burger Lane Brisbane' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`sites=${site.id}`));
    await expect(rows(page)).toHaveCount(1);
    const rowEfficiency = (await page.getByTestId('noh-efficiency').innerText()).trim();
    await expect(page.getByRole('region', { name: 'NOH Efficiency %', exact: true })).toContainText(
      rowEfficiency.replace(/\s*\(.*\)$/, ''),
    );
    const total = (await rows(page).first().locator('td').nth(3).innerText()).trim();
    await expect(page.getByRole('region', { name: 'Total Energy Consumption' })).toContainText(total);
  });

  test('every figure explains itself: the popovers quote their formulas', async ({ browser }) => {
    const page = await desktopPage(browser);
    await openPage(page);
    await page.getByRole('button', { name: 'How is this calculated? NOH Efficiency %' }).click();
    await expect(
      page.getByText('NOH Efficiency = 1 − (kWh per non-operating hour ÷ kWh per operating hour)').first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'How is this calculated? Non-Operating Hourly EUI' }).click();
    await expect(
      page.getByText('Non-Operating Hourly EUI (Wh/m2) = kWh per non-operating hour ÷ floor area × 1000'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'How is this calculated? Key Contributors (Wh/m2)' }).click();
    await expect(page.getByText(/Key Contributor EUI \(Wh\/m2\)/)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'How is this calculated? NOH Efficiency tile' }).click();
    await expect(
      page.getByText('Monthly NOH Efficiency (%) = organisation NOH efficiency of the month × 100'),
    ).toBeVisible();
    // Every help button of the page names its figure.
    const helps = page.getByTestId('how-calculated');
    expect(await helps.count()).toBeGreaterThanOrEqual(6 + 9 + 1);
  });

  test('a period that has not ended: its sites are styled as in progress; a period before the history: no data', async ({
    browser,
  }) => {
    const page = await desktopPage(browser);
    // Up to tomorrow: the page stops at today in the user's zone (New York), which has not ended
    // at the New York sites.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const period = await openPage(page, `?from=${weekAgo}&to=${tomorrow}`);
    expect(period.to < tomorrow).toBe(true);
    const brooklyn = rows(page).filter({ hasText: 'Greenleaf Market Brooklyn' });
    await expect(brooklyn).toHaveAttribute('data-incomplete', 'true');
    const badge = brooklyn.getByTestId('noh-incomplete');
    await expect(badge).toHaveText('In progress');
    await badge.focus();
    await expect(page.getByRole('tooltip')).toContainText('Period in progress');
    await shot(page, 'noh-in-progress-1440');

    await page.goto(`${PATH}?from=2001-01-01&to=2001-01-31`);
    await expect(
      page.getByText('There is no energy data available in the time period selected').first(),
    ).toBeVisible({
      timeout: 90_000,
    });
  });
});

test.describe('NOH Efficiency Analysis on a phone (390 px)', () => {
  test('one card per site with the grouped figures; nothing scrolls sideways', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      storageState: await session(),
    });
    const page = await context.newPage();
    await openPage(page);
    await expect(page.getByTestId('noh-cards')).toBeVisible();
    await expect(page.getByTestId('noh-table')).toHaveCount(0);
    const card: Locator = rows(page).first();
    await expect(card).toContainText('Operating Hours');
    await expect(card).toContainText('Non-Operating Hours');
    await expect(card).toContainText('Equipment lower than 20% NOH Efficiency');
    const values = await efficiencies(page);
    const numbers = values.filter((v): v is number => v !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Sorting on a phone: one list of the table's sorts.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'NOH Efficiency, highest first' }).click();
    await expect(page).toHaveURL(/sort=efficiency&dir=desc/);
    const desc = (await efficiencies(page)).filter((v): v is number => v !== null);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]! + 1);
    await expect(
      page.getByTestId('noh-tile').getByRole('img', { name: /NOH efficiency by month/ }),
    ).toBeVisible({
      timeout: 60_000,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'noh-390');
    // The cards have no column headers: the figures' formulas are listed once above them.
    await page
      .getByTestId('phone-formulas')
      .getByRole('button', { name: 'How is this calculated? Non-Operating Hourly EUI' })
      .click();
    await expect(page.getByTestId('formula')).toHaveText(
      'Non-Operating Hourly EUI (Wh/m2) = kWh per non-operating hour ÷ floor area × 1000',
    );
    await view(page, 'noh-390-formula');
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await view(page, 'noh-390-top');
    await rows(page).first().scrollIntoViewIfNeeded();
    await view(page, 'noh-390-card');
    await context.close();
  });
});
