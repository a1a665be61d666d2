import { expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, screenshot } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { ADMIN, DESKTOP, PHONE } from './support/pages';
import { expectPdf, jobsNow, newJobMade } from './support/report-jobs';

// Issue 11: the Summary page and the annual Energy, EUI and CO2 pages on the seeded demo: the
// reports asked for the right date (E-023), filters in the URL, month styling, the drill-down to a
// month's days, the weather-normalised view, popovers and the phone layout.

// One sign-in for the file, through the API (signing in hashes a password: slow on a busy machine);
// each page starts with its token in storage, as a token handed over at start-up does.
let token: string;
test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  token = await apiToken(request, ADMIN, DEMO_PASSWORD);
});

async function signedIn(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.addInitScript((t) => localStorage.setItem('authToken', t), token);
}

// A report is computed on the first visit (seconds on a busy machine): allow for it.
test.setTimeout(240_000);

/** Waits until the page's report has arrived (its region stops being busy and shows figures). */
async function reportReady(page: Page, testId = 'annual-report') {
  const region = page.getByTestId(testId);
  await expect(region).toHaveAttribute('aria-busy', 'false', { timeout: 150_000 });
  await expect(region.getByText(/kWh|kg/).first()).toBeVisible();
}

const startOf = (report: string) => (r: { url(): string }) => r.url().includes(`/async_report/${report}/`);

/** The numbers of a column's cells ('1,234.5' → 1234.5). */
const numbers = (texts: string[]) => texts.map((t) => Number(t.replace(/[^\d.-]/g, '')));

test('Summary: the year’s figures, each linking to its annual page, with their formulas', async ({
  page,
}) => {
  await signedIn(page, DESKTOP);
  const started = page.waitForRequest(startOf('org_energy_pdf'));
  await page.goto('/summary');
  const year = Number(await page.getByRole('combobox', { name: 'Year' }).inputValue());
  // E-023: the current year is asked for at the current month, a past year (January) at December.
  expect((await started).url()).toMatch(new RegExp(`/org_energy_pdf/\\d+/${year}-\\d{2}-01`));
  await reportReady(page, 'summary-report');
  await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
  await expect(page.getByTestId('summary-energy')).toContainText(/[\d,]+\.\d kWh/);
  await expect(page.getByTestId('summary-eui')).toContainText(/[\d,]+\.\d kWh\/m2/);
  await expect(page.getByTestId('summary-co2')).toContainText(/[\d,]+\.\d kg/);
  await expect(
    page.getByTestId('summary-monthly').getByRole('img', { name: /^Energy per month: Jan/ }),
  ).toBeVisible();
  await expect(page.getByTestId('summary-top-eui').getByRole('row')).toHaveCount(6);
  await page.getByRole('button', { name: 'How is this calculated? Energy Consumption' }).first().click();
  await expect(page.getByTestId('formula')).toHaveText(/^Energy \(kWh\) = Σ of each site’s energy/);
  await page.getByRole('heading', { name: 'Summary', level: 1 }).click();
  await expect(page.getByTestId('formula')).toBeHidden();
  await screenshot(page, 'annual-summary-1440');
  await page.getByRole('link', { name: 'Annual energy consumption →' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/annual-energy-consumption\\?year=${year}$`));
  await expect(page.getByRole('heading', { name: 'Annual Performance' })).toBeVisible();
});

test('energy page: header, tabs, and a year switch re-asks for December of that year (E-023)', async ({
  page,
}) => {
  await signedIn(page, DESKTOP);
  await page.goto('/summary/annual-energy-consumption');
  await expect(page.getByRole('heading', { name: 'Annual Performance', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summary' })).toHaveAttribute('href', /\/summary/);
  const tabs = page.getByRole('navigation', { name: 'Annual reports' }).getByRole('link');
  await expect(tabs).toHaveText(['Energy Consumption', 'EUI', 'CO2 Emissions']);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await reportReady(page);
  const year = Number(await page.getByRole('combobox', { name: 'Year' }).inputValue());

  // The month in progress is styled apart and says so.
  const current = page.getByTestId('annual-table').locator('button[data-state="in_progress"]').first();
  await expect(current).toBeVisible();
  expect(await current.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
  await current.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/in progress: \d+ of \d+ days with data so far/);
  await screenshot(page, 'annual-energy-1440');

  const asked = page.waitForRequest(startOf('org_energy_summary_report'));
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(year - 1) }).click();
  expect((await asked).url()).toMatch(new RegExp(`/org_energy_summary_report/\\d+/${year - 1}-12-01(\\?|$)`));
  await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));
  await reportReady(page);
  // The demo's history starts 13 months back: the year before has months without data ('-').
  const empty = page.getByTestId('annual-table').locator('button[data-state="no_data"]').first();
  await expect(empty).toHaveText('-');
  await empty.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/: no data$/);
  await expect(page.getByTestId('annual-table').locator('[data-state="in_progress"]')).toHaveCount(0);
  // The tabs keep the year.
  await expect(tabs.nth(1)).toHaveAttribute('href', new RegExp(`year=${year - 1}`));
});

test('a month opens the site’s energy per local day of that month', async ({ page }) => {
  await signedIn(page, DESKTOP);
  await page.goto('/summary/annual-energy-consumption');
  await reportReady(page);
  const row = page.getByTestId('annual-table').locator('tbody tr').first();
  const site = (await row.getByRole('link').first().innerText()).trim();
  const month = row.locator('button[data-state="complete"]').last();
  const which = (await month.getAttribute('data-month'))!;
  const series = page.waitForRequest((r) => r.url().includes('/energy/site/') && r.url().includes('agg=1d'));
  await month.click();
  expect((await series).url()).toMatch(/\/timeseries\/energy\/site\/\d+\/series\?/);
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(site);
  const days = new Date(Number(which.slice(0, 4)), Number(which.slice(5, 7)), 0).getDate();
  await expect(modal.getByText(`${days} of ${days}`)).toBeVisible({ timeout: 30_000 });
  await expect(
    modal.getByRole('img', { name: new RegExp(`${days} of ${days} days with data`) }),
  ).toBeVisible();
  await screenshot(page, 'annual-drilldown-1440');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('site filter, search and sort live in the URL', async ({ page }) => {
  await signedIn(page, DESKTOP);
  await page.goto('/summary/annual-energy-consumption');
  await reportReady(page);
  const rows = page.getByTestId('annual-table').locator('tbody tr');
  const all = await rows.count();
  expect(all).toBeGreaterThan(20);

  // Default order: the biggest YTD total first (E-022).
  const totals = numbers(await rows.locator('td:nth-child(2)').allInnerTexts());
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'YTD Total (kWh): sort ascending' }).click();
  await expect(page).toHaveURL(/sort=total&dir=asc/);
  const ascending = numbers(await rows.locator('td:nth-child(2)').allInnerTexts());
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // E-003: fewer than 3 characters filter nothing; 'Burger' keeps the Burger Lane sites.
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('Bu');
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await expect(rows).toHaveCount(all);
  await box.fill('burger');
  await expect(page).toHaveURL(/q=burger/);
  const found = await rows.locator('td:first-child').allInnerTexts();
  expect(found.length).toBeGreaterThan(1);
  expect(found.length).toBeLessThan(all);
  for (const t of found) expect(t).toMatch(/Burger/);
  await expect(page.getByTestId('site-count')).toHaveText(
    `${found.length} of ${all} sites matching “burger”`,
  );
  await box.fill('');

  // E-009: one site chosen → the report for that site only.
  const asked = page.waitForRequest(
    (r) => startOf('org_energy_summary_report')(r) && r.url().includes('site_id='),
  );
  await page.getByRole('combobox', { name: 'Sites' }).click();
  await page.getByRole('option', { name: 'Corner Stop Midtown' }).click();
  await page.keyboard.press('Escape');
  await asked;
  await expect(page).toHaveURL(/sites=\d+/);
  await reportReady(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Corner Stop Midtown');
  await expect(page.getByTestId('figure-energy')).toContainText('kWh');
  // A link with the filters opens the same table.
  await page.reload();
  await reportReady(page);
  await expect(rows).toHaveCount(1);
});

test('EUI page: EUI (YTD) and Estimated EUI in their colours, and the weather-normalised view', async ({
  page,
}) => {
  await signedIn(page, DESKTOP);
  await page.goto('/summary/annual-usage-intensity');
  await reportReady(page);
  const table = page.getByTestId('annual-table');
  await expect(table.getByRole('columnheader', { name: /EUI \(YTD\)/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Estimated EUI/ })).toBeVisible();
  await expect(page.getByTestId('figure-eui-ytd')).toContainText('kWh/m2');
  await expect(page.getByTestId('figure-eui-est')).toContainText('kWh/m2');
  // E-020: above 500 kWh/m2 the warning colour (red 7), otherwise the good colour (teal 7).
  const above = table.locator('[data-above-target="true"]').first();
  const within = table.locator('[data-above-target="false"]').first();
  expect(numbers([await above.innerText()])[0]).toBeGreaterThan(500);
  expect(numbers([await within.innerText()])[0]).toBeLessThanOrEqual(500);
  expect(await above.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(201, 42, 42)');
  expect(await within.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(8, 127, 91)');
  const est = numbers(await table.locator('tbody tr td:nth-child(3)').allInnerTexts());
  expect(est).toEqual([...est].sort((a, b) => b - a));
  await screenshot(page, 'annual-eui-1440');

  await page.getByText('Weather-normalised').click();
  await expect(page).toHaveURL(/view=weather/);
  const weather = page.getByTestId('weather-table');
  await expect(weather.getByRole('columnheader', { name: /Normalised EUI/ })).toBeVisible();
  await expect(weather.getByRole('columnheader', { name: /Weather effect/ })).toBeVisible();
  await expect(weather.getByRole('columnheader', { name: /^Change vs \d{4}/ })).toBeVisible();
  // Every demo site has a fitted model with its fit quality.
  await expect(weather.getByTestId('weather-model').first()).toHaveText(/CV\(RMSE\) \d+\.\d%/);
  await expect(weather.getByTestId('normalized-eui').first()).toHaveText(/^[\d,]+\.\d$/);
  await expect(page.getByTestId('figure-eui-normalized')).toContainText('kWh/m2');
  await page.getByRole('button', { name: 'How is this calculated? Normalised EUI' }).first().click();
  await expect(page.getByTestId('formula')).toHaveText(/^Normalised EUI = Σ months/);
  await page.getByRole('heading', { name: 'Annual Performance', level: 1 }).click();
  await weather.getByTestId('weather-model').first().hover();
  await expect(page.getByRole('tooltip')).toContainText(/fitted on 12 months/);
  await screenshot(page, 'annual-eui-weather-1440');
});

test('CO2 page: CO2 Emissions (kg) and CO2 Factor (CO2e)', async ({ page }) => {
  await signedIn(page, DESKTOP);
  await page.goto('/summary/annual-co2-emission?q=camden');
  await reportReady(page);
  const table = page.getByTestId('annual-table');
  await expect(table.getByRole('columnheader', { name: /CO2 Emissions \(kg\)/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /CO2 Factor \(CO2e\)/ })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText(/^\d\.\d{3} kg\/kWh$/);
  await expect(page.getByTestId('figure-co2')).toContainText(/[\d,]+\.\d kg/);
  await page.getByRole('button', { name: 'How is this calculated? CO2 Factor' }).click();
  await expect(page.getByTestId('formula')).toHaveText(/^CO2 Factor = kg CO2e/);
});

test('phone: a card per site with its months, sorting from a menu, the daily chart full screen', async ({
  page,
}) => {
  await signedIn(page, PHONE);
  await page.goto('/summary');
  await reportReady(page, 'summary-report');
  await screenshot(page, 'annual-summary-390');
  await page.goto('/summary/annual-energy-consumption');
  await reportReady(page);
  await expect(page.getByTestId('annual-table')).toHaveCount(0);
  const cards = page.getByTestId('annual-cards').getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(20);
  await expect(cards.first().locator('button[data-month]')).toHaveCount(
    await cards.first().locator('button[data-month]').count(),
  );
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Site, A to Z' }).click();
  await expect(page).toHaveURL(/sort=site&dir=asc/);
  const titles = await cards.locator('a').allInnerTexts();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  await cards.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'annual-energy-390');
  await cards.first().locator('button[data-state="complete"]').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText(/\d+ of \d+/).first()).toBeVisible({ timeout: 30_000 });
  const box = await modal.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
  await screenshot(page, 'annual-drilldown-390');
  await page.keyboard.press('Escape');
  await page.goto('/summary/annual-usage-intensity?view=weather');
  await reportReady(page);
  await expect(page.getByTestId('weather-cards').getByRole('listitem').first()).toContainText(
    'Normalised EUI',
  );
  await screenshot(page, 'annual-eui-weather-390');
});

test('phone: the EUI and CO2 pages fit the screen, explain each card figure and pass axe', async ({
  page,
}) => {
  await signedIn(page, PHONE);
  const pages = [
    {
      path: '/summary/annual-usage-intensity',
      figures: ['EUI (YTD)', 'Estimated EUI', 'Trend'],
      help: 'Estimated EUI',
      formula: /^Estimated EUI = \(measured kWh/,
      name: 'annual-eui',
    },
    {
      path: '/summary/annual-co2-emission',
      figures: ['CO2 Emissions (kg)', 'CO2 Factor (CO2e)', 'Trend'],
      help: 'CO2 Factor',
      formula: /^CO2 Factor = kg CO2e/,
      name: 'annual-co2',
    },
  ];
  for (const p of pages) {
    await page.goto(p.path);
    await reportReady(page);
    await expect(page.getByTestId('annual-table')).toHaveCount(0);
    const card = page.getByTestId('annual-cards').getByRole('listitem').first();
    for (const f of p.figures) await expect(card).toContainText(f);
    await expect(card.locator('button[data-month]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The cards have no column headers: each figure's formula is listed once above them.
    const formulas = page.getByTestId('phone-formulas');
    for (const f of p.figures) await expect(formulas).toContainText(f);
    await formulas.getByRole('button', { name: `How is this calculated? ${p.help}` }).click();
    await expect(page.getByTestId('formula')).toHaveText(p.formula);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, `${p.name}-390`);
    await page.keyboard.press('Escape');
  }
  // The weather view's cards list their formulas too.
  await page.goto('/summary/annual-usage-intensity?view=weather');
  await reportReady(page);
  const weather = page.getByTestId('phone-formulas');
  await weather.getByRole('button', { name: 'How is this calculated? Weather effect' }).click();
  await expect(page.getByTestId('formula')).toHaveText(/^Weather effect = /);
  await page.keyboard.press('Escape');
  // Nothing wider than the phone (the model's summary wraps on its card).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByTestId('weather-model').first()).toHaveText(/CV\(RMSE\)/);
  const modelRight = await page
    .getByTestId('weather-model')
    .evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
  expect(modelRight).toBeLessThanOrEqual(await page.evaluate(() => document.documentElement.clientWidth));
  await page.getByTestId('weather-cards').getByRole('listitem').first().scrollIntoViewIfNeeded();
  await screenshot(page, 'annual-eui-weather-card-390');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('Download PDF makes the organisation energy performance report of the year and sites shown (H-011)', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${token}` };
  await signedIn(page, DESKTOP);
  await page.goto('/summary/annual-energy-consumption');
  await reportReady(page);
  const before = await jobsNow(request, headers);
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'The report is being generated.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  const job = await newJobMade(request, headers, before);
  expect(job.reportTemplate).toBe('organizationEnergyPerformance');
  await expectPdf(request, headers, job);
});
