import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, SCREENS } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { closeFormula } from './support/formulas';
import { adminSession, DESKTOP, PHONE } from './support/pages';

// Issue 11: the multisite Dashboard's energy tiles, the organisation sites energy page and the
// equipment energy page, on the seeded demo, checked against the analytics API they read.

const ADMIN = 'admin@demo.example';
const AVERAGE = 'Average of All Sites';

// Each test reads a month of an organisation's energy and draws several pages: room on a busy machine.
test.describe.configure({ timeout: 150_000 });

type State = Awaited<ReturnType<typeof adminSession>>;
let session: State;

// Signed in once (What's New marked seen); each test opens its own page with that session.
test.beforeAll(async ({ browser, request }) => {
  session = await adminSession(browser, request);
});

async function open(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const phone = viewport.width < 500;
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
    storageState: session,
  });
  return context.newPage();
}

const viewShot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, animations: 'disabled' });
const fullShot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });
const tile = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** 'September 2025' from '2025-09'. */
const longMonth = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const daysIn = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page's width fits the phone: nothing scrolls sideways. */
const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
/** en-US, one decimal, thousands separators: the screens' number format (spec 3 §9). */
const num = (v: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);

interface Api {
  headers: { authorization: string };
  orgId: number;
  /** The tiles' period: the 30 days before today in the user's zone (the browser's here: UTC). */
  from: string;
  to: string;
}

async function api(request: APIRequestContext): Promise<Api> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const me = (await (await request.get('/api/v1/auth/user', { headers })).json()) as {
    organizationId: number;
    timeZone: string | null;
  };
  const zone = me.timeZone ?? 'UTC';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return { headers, orgId: me.organizationId, from: day(-30), to: day(-1) };
}

async function report<T>(request: APIRequestContext, a: Api, name: string, query = ''): Promise<T> {
  const res = await request.get(`/api/analytics/report/${name}/${a.orgId}/${a.from}/${a.to}${query}`, {
    headers: a.headers,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

type Month = number | { value: number | null; status: string };
interface Compare {
  site_total_kwh: number;
  average_site_kwh: number | null;
  months: { last_month: string; two_months_ago: string; three_months_ago: string };
  top_sites: { siteId: number; siteTitle: string; siteKwh: number }[];
  by_site: Record<
    string,
    {
      site_title: string;
      site_kwh: number | null;
      monitored: boolean;
      last_month: Month;
      two_months_ago: Month;
    }
  >;
}
interface Types {
  by_equipment_type: Record<string, { type_title: string; avg_type_kwh: number; total_kwh: number }>;
}

test('the Dashboard: top sites with the average bar in place, the type dropdown, the compliance tile', async ({
  browser,
  request,
}) => {
  const a = await api(request);
  const compare = await report<Compare>(request, a, 'site_energy_compare');
  const types = await report<Types>(request, a, 'equipment_type_energy_report');
  expect(compare.top_sites.length, 'the demo has energy in the last 30 days').toBeGreaterThan(5);

  const page = await open(browser, DESKTOP);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Multisite Insights', level: 1 })).toBeVisible();

  // Top Energy Consuming Sites: the 5 largest and the average where it falls, as the chart reads them.
  const top = tile(page, 'Top Energy Consuming Sites');
  const chart = top.getByRole('img', { name: /^Top energy consuming sites:/ });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const five = [...compare.top_sites].sort((x, y) => y.siteKwh - x.siteKwh).slice(0, 5);
  const bars = five.map((s) => `${s.siteTitle} ${num(s.siteKwh)} kWh`);
  const at = five.findIndex((s) => s.siteKwh < compare.average_site_kwh!);
  bars.splice(at === -1 ? 5 : at, 0, `${AVERAGE} ${num(compare.average_site_kwh!)} kWh`);
  await expect(chart).toHaveAttribute('aria-label', `Top energy consuming sites: ${bars.join(', ')}`);
  // E-056: the long site names are drawn on lines of at most 21 characters.
  const labels = await chart.locator('text').allTextContents();
  expect(labels).toContain(AVERAGE);
  expect(labels.filter((l) => l.length > 21 && !/^[\d,.]+$/.test(l))).toEqual([]);
  const long = five.filter((s) => s.siteTitle.length > 21);
  expect(long.length, 'the demo has site names longer than a line').toBeGreaterThan(0);
  for (const s of long) {
    expect(labels).not.toContain(s.siteTitle);
    expect(labels.some((l) => s.siteTitle.startsWith(l))).toBe(true);
  }
  await expect(top.getByRole('link', { name: 'See All' })).toHaveAttribute(
    'href',
    '/org-sites-energy-consumption',
  );
  await top.getByRole('button', { name: 'How is this calculated? Top Energy Consuming Sites' }).click();
  await expect(page.getByTestId('formula')).toContainText(
    'Average of All Sites = total kWh ÷ number of sites',
  );
  await closeFormula(page);

  // Energy by Equipment Type: opens on the type with the most kWh; another type is kept in the URL.
  const byType = tile(page, 'Energy by Equipment Type');
  const ranked = Object.entries(types.by_equipment_type).sort(([, x], [, y]) => y.total_kwh - x.total_kwh);
  const [firstId, first] = ranked[0]!;
  const select = byType.getByRole('combobox', { name: 'Equipment Type' });
  await expect(select).toHaveValue(first.type_title);
  await expect(byType.getByTestId('type-average')).toHaveText(`${num(first.avg_type_kwh)} kWh`);
  const [otherId, other] = ranked[1]!;
  await select.click();
  await page.getByRole('option', { name: other.type_title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]type=${otherId}`));
  await expect(byType.getByTestId('type-average')).toHaveText(`${num(other.avg_type_kwh)} kWh`);
  await expect(
    byType.getByRole('img', { name: new RegExp(`^${other.type_title} energy by site:`) }),
  ).toBeVisible();
  await expect(byType.getByRole('link', { name: 'See All' })).toHaveAttribute(
    'href',
    `/equipment-energy-consumption?type=${otherId}`,
  );
  expect(firstId).not.toBe(otherId);

  // The temperature compliance tile of the organisation, reused as it is on Today.
  await expect(
    tile(page, 'Temperature Compliance Level').getByText('Overall Temperature Compliance'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await fullShot(page, 'energy-dashboard-1440');
});

test('Sites Energy Consumption: every site, sorted by kWh, sortable, searchable, filters in the URL', async ({
  browser,
  request,
}) => {
  const a = await api(request);
  const compare = await report<Compare>(request, a, 'site_energy_compare');
  const page = await open(browser, DESKTOP);
  await page.goto('/dashboard');
  await tile(page, 'Top Energy Consuming Sites').getByRole('link', { name: 'See All' }).click();
  await expect(page).toHaveURL(/\/org-sites-energy-consumption$/);
  await expect(page.getByRole('heading', { name: 'Sites Energy Consumption', level: 1 })).toBeVisible();

  const table = page.getByTestId('org-sites-energy-table');
  const rows = table.getByTestId('org-site-row');
  const sites = Object.values(compare.by_site);
  await expect(rows).toHaveCount(sites.length, { timeout: 30_000 });
  // The period runs to today: live readings may add a little between the API's read and the page's.
  await expect
    .poll(async () => {
      const text = (await page.getByTestId('figure-total').textContent()) ?? '';
      const shown = Number(/([\d,]+\.\d) kWh/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
      return Math.abs(shown - compare.site_total_kwh) / compare.site_total_kwh;
    })
    .toBeLessThan(0.001);
  // Default: most kWh first, as the API ranks them.
  const biggest = [...compare.top_sites].sort((x, y) => y.siteKwh - x.siteKwh)[0]!;
  await expect(rows.first().getByRole('link').first()).toHaveText(biggest.siteTitle);
  await expect(rows.first().locator('[data-col="kwh"]')).toHaveText(num(biggest.siteKwh));
  await expect(table.getByRole('columnheader', { name: /Energy \(kWh\)/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Sorting by site name, then the other way.
  await table.getByTestId('sort-site').click();
  await expect(page).toHaveURL(/sort=site/);
  const titles = sites.map((s) => s.site_title).sort((x, y) => x.localeCompare(y));
  await expect(rows.first().getByRole('link').first()).toHaveText(titles[0]!);
  await table.getByTestId('sort-site').click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(rows.first().getByRole('link').first()).toHaveText(titles.at(-1)!);

  // Search: only the sites whose name holds the text.
  const word = 'Market';
  const matching = sites.filter((s) => s.site_title.toLowerCase().includes(word.toLowerCase()));
  expect(matching.length).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Search sites' }).fill(word);
  await expect(page).toHaveURL(/q=Market/);
  await expect(rows).toHaveCount(matching.length);
  await expect(page.getByTestId('org-sites-count')).toHaveText(`${matching.length} of ${sites.length} sites`);

  // A column's formula.
  await table.getByRole('button', { name: 'How is this calculated? kW Out of Schedule' }).click();
  await expect(page.getByTestId('formula')).toContainText(
    'out-of-schedule kWh ÷ hours outside opening hours',
  );
  await closeFormula(page);

  // The URL is the page: reloading keeps the search and the sort.
  await page.reload();
  await expect(rows).toHaveCount(matching.length, { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Search sites' })).toHaveValue(word);
  await fullShot(page, 'energy-org-sites-1440');
});

test('Sites Energy Consumption: a month of a site opens its energy per day, by pointer and by keyboard', async ({
  browser,
  request,
}) => {
  const a = await api(request);
  const compare = await report<Compare>(request, a, 'site_energy_compare');
  // A site whose last month is complete: its daily chart has every day, summing to the cell.
  const [siteId, site] = Object.entries(compare.by_site).find(
    ([, s]) => s.monitored && typeof s.last_month === 'number',
  )!;
  const month = compare.months.last_month;
  const kwh = site.last_month as number;
  const days = daysIn(month);
  const page = await open(browser, DESKTOP);
  await page.goto('/org-sites-energy-consumption');
  const cellOf = (m: string) =>
    page.getByRole('button', {
      name: new RegExp(`^${escapeRe(`Daily energy of ${site.site_title}, ${longMonth(m)}`)}:`),
    });
  const cell = cellOf(month);
  await expect(cell).toHaveText(num(kwh), { timeout: 30_000 });

  const series = page.waitForRequest(
    (r) => r.url().includes(`/energy/site/${siteId}/series`) && r.url().includes('agg=1d'),
  );
  await cell.click();
  await series;
  const modal = page.getByRole('dialog', { name: `${site.site_title} · ${longMonth(month)}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(`${days} of ${days}`)).toBeVisible({ timeout: 30_000 });
  // The chart's days add up to the month the cell shows.
  await expect(
    modal.getByRole('img', {
      name: new RegExp(
        `energy per day, ${days} of ${days} days with data, ${escapeRe(num(kwh))} kWh in total$`,
      ),
    }),
  ).toBeVisible();
  await viewShot(page, 'energy-org-sites-daily-1440');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(cell).toBeFocused();

  // By keyboard: the month before, opened with Enter from the focused cell.
  const before = compare.months.two_months_ago;
  await cellOf(before).focus();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog', { name: `${site.site_title} · ${longMonth(before)}` });
  await expect(second.getByRole('img', { name: /energy per day, \d+ of \d+ days with data/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();
});

test('Equipment Energy Consumption: by group and type, drilling down to equipment, under both paths', async ({
  browser,
  request,
}) => {
  const a = await api(request);
  const types = await report<Types>(request, a, 'equipment_type_energy_report');
  const [typeId, type] = Object.entries(types.by_equipment_type).sort(
    ([, x], [, y]) => y.total_kwh - x.total_kwh,
  )[0]!;
  const page = await open(browser, DESKTOP);
  await page.goto('/equipment-energy-consumption');
  await expect(page.getByRole('heading', { name: 'Equipment Energy Consumption', level: 1 })).toBeVisible();
  const typeRows = page.getByTestId('equipment-type-row');
  await expect(typeRows).toHaveCount(Object.keys(types.by_equipment_type).length, { timeout: 30_000 });
  await expect(typeRows.first().getByRole('cell').first()).toHaveText(type.type_title);

  await typeRows
    .first()
    .getByRole('button', { name: `Show equipment: ${type.type_title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]type=${typeId}`));
  const equipment = page.getByTestId('equipment-energy-row');
  await expect(equipment.first()).toBeVisible();
  const shown = await equipment.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i++)
    await expect(equipment.nth(i).getByRole('cell').nth(2)).toContainText(type.type_title);
  await page
    .getByTestId('equipment-energy-table')
    .getByRole('button', { name: 'How is this calculated? Share of Site' })
    .click();
  await expect(page.getByTestId('formula')).toHaveText(
    "Share = equipment kWh ÷ the site's energy (main meter, else all sub-meters) × 100",
  );
  await closeFormula(page);
  await fullShot(page, 'energy-equipment-1440');

  // The same page under the analytics path.
  await page.goto(`/analytics/equipment-energy-consumption?type=${typeId}`);
  await expect(page.getByRole('heading', { name: 'Equipment Energy Consumption', level: 1 })).toBeVisible();
  await expect(page.getByTestId('equipment-energy-row')).toHaveCount(shown, { timeout: 30_000 });
});

test('on a phone: the Dashboard tiles stack and the sites table becomes cards, nothing wider than the screen', async ({
  browser,
}) => {
  const page = await open(browser, PHONE);
  await page.goto('/dashboard');
  await expect(
    tile(page, 'Top Energy Consuming Sites').getByRole('img', { name: /^Top energy consuming sites:/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(tile(page, 'Energy by Equipment Type').getByTestId('type-average')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await fullShot(page, 'energy-dashboard-390');

  await page.goto('/org-sites-energy-consumption?sort=kwh&dir=desc');
  const row = page.getByTestId('org-site-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  // Each cell carries its column's name on the card.
  await expect(row.locator('[data-col="kwh"]')).toHaveAttribute('data-label', /Energy \(kWh\)/);
  await fitsPhone(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fullShot(page, 'energy-org-sites-390');
  // The column headers are hidden on a phone: their formulas are listed above the cards.
  const formulas = page.getByTestId('phone-formulas');
  await formulas.getByRole('button', { name: 'How is this calculated? kW Out of Schedule' }).click();
  await expect(page.getByTestId('formula')).toContainText(
    'out-of-schedule kWh ÷ hours outside opening hours',
  );
  await viewShot(page, 'energy-org-sites-formula-390');
  await closeFormula(page);
  // A month of a card opens the daily chart, full screen.
  await row
    .getByRole('button', { name: /^Daily energy of / })
    .first()
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('img', { name: /energy per day, \d+ of \d+ days with data/ })).toBeVisible({
    timeout: 30_000,
  });
  expect((await modal.boundingBox())?.width).toBeGreaterThanOrEqual(389);
  await fitsPhone(page);
  await viewShot(page, 'energy-org-sites-daily-390');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('on a phone: the equipment energy page fits the screen, explains its figures and passes axe', async ({
  browser,
}) => {
  const page = await open(browser, PHONE);
  await page.goto('/analytics/equipment-energy-consumption');
  await expect(page.getByRole('heading', { name: 'Equipment Energy Consumption', level: 1 })).toBeVisible();
  await expect(page.getByTestId('equipment-type-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('equipment-energy-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('equipment-energy-row').first().locator('td').nth(3)).toHaveAttribute(
    'data-label',
    /Energy \(kWh\)/,
  );
  await fitsPhone(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fullShot(page, 'energy-equipment-390');
  // One list of formulas above each table's cards (types, then equipment).
  const formulas = page.getByTestId('phone-formulas');
  await expect(formulas).toHaveCount(2);
  await formulas.nth(0).getByRole('button', { name: 'How is this calculated? Avg per Site (kWh)' }).click();
  await expect(page.getByTestId('formula')).toHaveText('Average per site = energy of the type ÷ its sites');
  await closeFormula(page);
  await formulas.nth(1).scrollIntoViewIfNeeded();
  await formulas.nth(1).getByRole('button', { name: 'How is this calculated? Share of Site' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    "Share = equipment kWh ÷ the site's energy (main meter, else all sub-meters) × 100",
  );
  await fitsPhone(page);
  await viewShot(page, 'energy-equipment-formula-390');
  await closeFormula(page);
});
