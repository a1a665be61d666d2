import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { expectTabStopsVisible } from './support/focus';
import { closeFormula } from './support/formulas';
import { ADMIN, adminSession, DESKTOP, openLoaded, PHONE } from './support/pages';

// Issue 11, temperature compliance: the organisation page (from the Today tile's 'See All'), a site's
// page (from a tile row and from the organisation table), the analytics by equipment type and the
// temperature review, on the seeded demo, with their filters in the URL, sorting, popovers, a review
// note recorded, and the phone layout. Figures are compared with the API the pages read.

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/compliance-${name}.png`, fullPage: true, animations: 'disabled' });

interface OrgReport {
  within_compliance: number | null;
  by_site: Record<string, { site_title: string; within_compliance: number | null }>;
  availableEquipmentTypes: { id: number; title: string }[];
}

let auth: { authorization: string };
let orgId: number;
let session: Awaited<ReturnType<typeof adminSession>>;

/** A signed-in page (the admin's session, signed in once for the file: sign-in is not under test here). */
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

test.beforeAll(async ({ browser, request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  session = await adminSession(browser, request);
  auth = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  orgId = (
    (await (await request.get('/api/v1/auth/user', { headers: auth })).json()) as { organizationId: number }
  ).organizationId;
});

/** The period the pages default to: the last 7 days in the page's zone, read back from the URL-less page. */
async function periodOf(page: Page): Promise<{ from: string; to: string }> {
  // Choosing another preset and back writes the default period into the URL.
  await page.locator('label', { hasText: 'Last 14 days' }).click();
  await expect(page).toHaveURL(/from=/);
  await page.locator('label', { hasText: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const url = new URL(page.url());
  return { from: url.searchParams.get('from')!, to: url.searchParams.get('to')! };
}

async function noSeriousAxe(page: Page, what: string) {
  const found = await seriousAxeViolations(page);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

/** The page never scrolls sideways (tables fit or scroll inside their card). */
async function noSidewaysScroll(page: Page) {
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(over).toBeLessThanOrEqual(1);
}

test('See All on the Today tile opens the organisation page: figures, sort, search, type filter, drill-down to a site', async ({
  browser,
  request,
}) => {
  // Many steps (sort, search, reload, popovers, axe, filter, drill-down) on a shared machine.
  test.setTimeout(150_000);
  const page = await signedIn(browser);
  await page.goto('/today');
  const tile = page.getByRole('region', { name: 'Temperature Compliance Level', exact: true });
  await expect(tile.getByText('Overall Temperature Compliance')).toBeVisible({ timeout: 90_000 });
  await tile.getByRole('link', { name: 'See All' }).click();
  await expect(page).toHaveURL(/\/org-temp-compliance$/);
  await expect(page.getByRole('heading', { name: 'Temperature Compliance', level: 1 })).toBeVisible();
  const period = await periodOf(page);
  await openLoaded(page, page.url().replace(/^https?:\/\/[^/]+/, ''));

  // The overall figure is the report's, for the same period.
  const report = (await (
    await request.get(`/api/analytics/report/org_compliance_by_site/${orgId}/${period.from}/${period.to}`, {
      headers: auth,
    })
  ).json()) as OrgReport;
  const overall = page.getByTestId('figure-compliance').getByTestId('figure-value');
  // The period runs to today: a live reading between the page's call and this one may move it by 0.1.
  await expect(overall).toHaveText(/^\d+\.\d%$/);
  expect(
    Math.abs(Number.parseFloat((await overall.textContent())!) - report.within_compliance!),
  ).toBeLessThanOrEqual(0.15);
  const table = page.getByRole('table', { name: 'Temperature compliance by site' });
  const rows = table.getByTestId('org-compliance-row');
  await expect(rows).toHaveCount(Object.keys(report.by_site).length);

  // Least compliant first by default; the first row is the report's least compliant site.
  const least = Object.values(report.by_site)
    .filter((s) => s.within_compliance !== null)
    .sort(
      (a, b) => a.within_compliance! - b.within_compliance! || a.site_title.localeCompare(b.site_title),
    )[0]!;
  await expect(rows.first().getByRole('link')).toHaveText(least.site_title.slice(0, 45));
  await expect(table.getByRole('columnheader', { name: /Compliance/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Sorting by site: A to Z, then Z to A, kept in the URL.
  await page.getByTestId('sort-site').click();
  await expect(page).toHaveURL(/sort=site/);
  const titles = Object.values(report.by_site).map((s) => s.site_title);
  const az = [...titles].sort((a, b) => a.toLocaleLowerCase().localeCompare(b.toLocaleLowerCase()));
  await expect(rows.first().getByRole('link')).toHaveText(az[0]!.slice(0, 45));
  await page.getByTestId('sort-site').click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(rows.first().getByRole('link')).toHaveText(az.at(-1)!.slice(0, 45));

  // Search narrows the rows and survives a reload (it is in the URL).
  const word = least.site_title.split(' ').at(-1)!;
  await page.getByLabel('Search sites').fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await page.reload();
  await expect(page.getByLabel('Search sites')).toHaveValue(word);
  const matching = titles.filter((t) => t.toLocaleLowerCase().includes(word.toLocaleLowerCase()));
  await expect(rows).toHaveCount(matching.length);
  await page.getByLabel('Search sites').fill('');
  await expect(page).not.toHaveURL(/q=/);

  // 'How is this calculated?' quotes the formula.
  await page.getByRole('button', { name: 'How is this calculated? Overall compliance' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    'Compliance = hours in range ÷ (hours with readings − defrost hours)',
  );
  await closeFormula(page);

  // Each figure column has its own: the header's popover quotes the column's formula.
  await table.getByRole('button', { name: 'How is this calculated? Out-of-range hours' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    'Out-of-range hours = hours with readings − hours in range − defrost hours',
  );
  await expect(page.getByRole('dialog')).toContainText(
    'Hours with readings = sensor-hours holding at least one reading',
  );
  await shot(page, 'org-column-help-1440');
  await noSeriousAxe(page, 'organisation page at 1440 with a column popover open');
  await closeFormula(page);
  await table.getByRole('button', { name: 'How is this calculated? Compliance' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    'Compliance = hours in range ÷ (hours with readings − defrost hours)',
  );
  await closeFormula(page);
  await noSeriousAxe(page, 'organisation page at 1440');

  // The equipment type filter: one type only, in the URL, and the figures follow.
  const type = report.availableEquipmentTypes[0]!;
  await page.getByRole('button', { name: /^Equipment Types: / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await dialog.getByRole('checkbox', { name: type.title, exact: true }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`equipmentTypeIds=${type.id}`));
  const narrowed = (await (
    await request.get(
      `/api/analytics/report/org_compliance_by_site/${orgId}/${period.from}/${period.to}?equipmentTypeIds=${type.id}`,
      { headers: auth },
    )
  ).json()) as OrgReport;
  await expect(overall).toHaveText(`${narrowed.within_compliance!.toFixed(1)}%`);
  await shot(page, 'org-1440');

  // Drill down: the first site opens its own compliance page.
  const first = rows.first().getByRole('link');
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/sites\/\d+\/analytics\/temperature-compliance$/);
  await expect(page.getByRole('heading', { name: name!.trim(), level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Temperature Compliance', level: 2 })).toBeVisible();
});

test('a site row of the Today tile opens the site page: sensors, the hourly grid with its legend, excursions explained', async ({
  browser,
  request,
}) => {
  const page = await signedIn(browser);
  await page.goto('/today');
  const tile = page.getByRole('region', { name: 'Temperature Compliance Level', exact: true });
  const link = tile.getByRole('table', { name: 'Least compliant sites' }).getByRole('link').first();
  await expect(link).toBeVisible({ timeout: 90_000 });
  const href = (await link.getAttribute('href'))!;
  const siteId = Number(/\/sites\/(\d+)\//.exec(href)![1]);
  await link.click();
  await expect(page).toHaveURL(href);
  await openLoaded(page, href);
  await expect(
    page
      .getByRole('navigation', { name: 'Site pages' })
      .getByRole('link', { name: 'Temperature Compliance' }),
  ).toHaveAttribute('aria-current', 'page');

  const period = await periodOf(page);
  const site = (await (
    await request.get(
      `/api/analytics/report/site_compliance_by_sensor/${siteId}/${period.from}/${period.to}`,
      {
        headers: auth,
      },
    )
  ).json()) as {
    within_compliance: number;
    by_sensor: Record<
      string,
      {
        sensor_id: number;
        equipment_title: string;
        sensor_title: string;
        within_compliance: number | null;
        excursions: { explanation: string }[];
        hourly_avg: Record<string, Record<string, { compliance_level: string }>>;
      }
    >;
  };
  // The period runs to today: a live reading between the page's call and this one may move it by 0.1.
  const siteFigure = page.getByTestId('figure-compliance').getByTestId('figure-value');
  await expect(siteFigure).toHaveText(/^\d+\.\d%$/);
  expect(
    Math.abs(Number.parseFloat((await siteFigure.textContent())!) - site.within_compliance),
  ).toBeLessThanOrEqual(0.15);
  const sensors = Object.values(site.by_sensor);
  await expect(page.getByTestId('sensor-row')).toHaveCount(sensors.length);

  // The least compliant sensor is shown in detail: its grid has a cell per local day and hour.
  const detail = page.getByTestId('sensor-detail');
  const worst = [...sensors].sort((a, b) => (a.within_compliance ?? 101) - (b.within_compliance ?? 101))[0]!;
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText(
    `${worst.equipment_title} · ${worst.sensor_title}`,
  );
  const days = Object.keys(worst.hourly_avg);
  await expect(detail.locator('[data-cell]')).toHaveCount(days.length * 24);
  for (const [day, hours] of Object.entries(worst.hourly_avg).slice(0, 2))
    for (const [hour, cell] of Object.entries(hours).slice(0, 3))
      await expect(detail.locator(`[data-cell="${day} ${hour}"]`)).toHaveAttribute(
        'data-level',
        cell.compliance_level,
      );
  await expect(page.getByRole('list', { name: 'Compliance levels' }).getByRole('listitem')).toHaveText(
    [
      'Compliant',
      'Above range',
      'Below range',
      'Defrost (excused)',
      'No data',
      '❄Defrost cycle in a compliant hour',
    ].map((t) => new RegExp(t.replace(/[()]/g, '\\$&'))),
  );
  if (worst.excursions.length > 0) {
    await expect(detail.getByTestId('excursion-row')).toHaveCount(worst.excursions.length);
    await expect(detail.getByTestId('excursion-row').first()).toHaveAttribute(
      'data-explanation',
      worst.excursions[0]!.explanation,
    );
  }

  // Another sensor in detail: chosen by its View button, kept in the URL.
  const other = sensors.find((s) => s.sensor_id !== worst.sensor_id);
  if (other) {
    await page.getByRole('button', { name: `View ${other.equipment_title} · ${other.sensor_title}` }).click();
    await expect(page).toHaveURL(new RegExp(`sensor=${other.sensor_id}`));
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText(
      `${other.equipment_title} · ${other.sensor_title}`,
    );
  }
  await detail.getByRole('button', { name: 'How is this calculated? Defrost cycles a day' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    'Defrost cycles a day = detected cycles ÷ days with readings',
  );
  await closeFormula(page);

  // The sensor table's columns quote their formulas too.
  const sensorTable = page.getByRole('table', { name: 'Temperature compliance by sensor' });
  await sensorTable.getByRole('button', { name: 'How is this calculated? Excursions to review' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    'Excursions to review = excursions not excused (defrost) and without a review note',
  );
  await closeFormula(page);
  await sensorTable.getByRole('button', { name: 'How is this calculated? Defrost hours (excused)' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    'Defrost hours = hours above the maximum only during a detected defrost cycle',
  );
  await closeFormula(page);

  // The hourly grid: what a cell is, and what each level means.
  await detail.getByRole('button', { name: 'How is this calculated? Hourly compliance grid' }).click();
  await expect(page.getByTestId('formula')).toHaveText(
    "Cell = the sensor's average reading over one clock hour, in the local day and hour in which it starts",
  );
  const gridHelp = page.getByRole('dialog');
  await expect(gridHelp.getByRole('listitem')).toHaveText([
    'Compliant: hourly average within the range.',
    'Above range: hourly average above the maximum.',
    'Below range: hourly average below the minimum.',
    'Defrost (excused): above the maximum only during a detected defrost cycle; not counted.',
    'No data: no reading in this hour; not counted.',
    '❄ in a compliant hour: a defrost cycle ran during the hour.',
  ]);
  await shot(page, 'site-grid-help-1440');
  await noSeriousAxe(page, 'site page at 1440 with the grid popover open');
  await closeFormula(page);
  await shot(page, 'site-1440');
  await noSeriousAxe(page, 'site page at 1440');
});

test('the analytics page shows compliance by equipment type and its trend, for all sites or one', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await openLoaded(page, '/analytics/temperature-compliance');
  await expect(
    page.getByRole('heading', { name: 'Temperature Compliance Analytics', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily compliance' }).locator('svg').first()).toBeVisible();
  const types = page.getByTestId('type-row');
  expect(await types.count()).toBeGreaterThan(0);
  const all = await page.getByTestId('figure-compliance').getByTestId('figure-value').textContent();

  // One site: in the URL, and its own figure.
  await page.getByRole('combobox', { name: 'Site' }).click();
  const option = page.getByRole('option').nth(1);
  const siteName = (await option.textContent())!;
  await option.click();
  await expect(page).toHaveURL(/siteId=\d+/);
  await expect(page.getByTestId('figure-compliance')).toContainText(`${siteName} compliance`);
  expect(await page.getByTestId('figure-compliance').getByTestId('figure-value').textContent()).toMatch(
    /^(\d+\.\d%|N\/A)$/,
  );
  expect(all).toMatch(/^\d+\.\d%$/);
  await shot(page, 'analytics-1440');
  // The same page under its second path.
  await openLoaded(page, '/temperature-compliance');
  await expect(
    page.getByRole('heading', { name: 'Temperature Compliance Analytics', level: 1 }),
  ).toBeVisible();
});

test('the temperature review lists excursions to review and records a review note', async ({ browser }) => {
  const page = await signedIn(browser);
  await openLoaded(page, '/temperature-review');
  await expect(page.getByRole('heading', { name: 'Temperature Review', level: 1 })).toBeVisible();
  const rows = page.getByTestId('excursion-row');
  await expect(rows.first()).toBeVisible();
  // To review (the default): no defrost, every row waiting for a note.
  await expect(page.locator('[data-testid="excursion-row"][data-explanation="DEFROST"]')).toHaveCount(0);
  const open = Number(
    (await page.getByTestId('figure-open').getByTestId('figure-value').textContent())!.replace(/,/g, ''),
  );
  await expect(rows).toHaveCount(open);

  // One explanation only, in the URL.
  await page.getByRole('combobox', { name: 'Explanation' }).click();
  await page.getByRole('option', { name: 'Equipment fault' }).click();
  await expect(page).toHaveURL(/explanation=EQUIPMENT_FAULT/);
  const faults = await rows.count();
  await expect(
    page.locator('[data-testid="excursion-row"]:not([data-explanation="EQUIPMENT_FAULT"])'),
  ).toHaveCount(0);

  // A review note: the modal, 250 characters at most, then the excursion leaves the list to review.
  const note = `Checked by the e2e test ${Date.now()}`;
  await rows.first().getByRole('button', { name: 'Add note' }).click();
  const modal = page.getByRole('dialog', { name: 'Add review note' });
  await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
  await modal.getByLabel('Review note').fill(note);
  await expect(modal.getByText(`${note.length}/250`)).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(rows).toHaveCount(faults - 1);
  await page.locator('label', { hasText: /^Reviewed$/ }).click();
  await expect(page).toHaveURL(/status=reviewed/);
  await expect(rows.filter({ hasText: note })).toHaveCount(1);
  await shot(page, 'review-1440');

  // The site-scoped path, one site: the same page.
  await openLoaded(page, '/tasks/temperature-review');
  await expect(page.getByRole('heading', { name: 'Temperature Review', level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test('each compliance page has a phone layout: nothing scrolls sideways, tables become cards, no serious axe violation', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const page = await signedIn(browser, PHONE, true);
    const sites = (await (await request.get('/api/v1/sites', { headers: auth })).json()) as { id: number }[];
    const pages = [
      ['org', '/org-temp-compliance'],
      ['site', `/sites/${sites[0]!.id}/analytics/temperature-compliance`],
      ['analytics', '/analytics/temperature-compliance'],
      ['review', '/temperature-review'],
    ] as const;
    for (const [name, path] of pages) {
      await openLoaded(page, path);
      await noSidewaysScroll(page);
      await shot(page, `${name}-390`);
      await noSeriousAxe(page, `${name} at 390`);
      // The tables' header rows are hidden on a phone: Tab never stops on their buttons.
      expect(await expectTabStopsVisible(page), `Tab stops of ${path}`).toBeGreaterThan(3);
    }
    // The site grid fits the phone: 24 hours side by side, each cell inside the screen.
    await openLoaded(page, pages[1][1]);
    // The cards have no column headers: one button lists every column's formula.
    await page
      .getByRole('button', { name: 'How is this calculated? Temperature compliance by sensor' })
      .click();
    const formulas = page.getByRole('dialog');
    await expect(formulas).toContainText(
      'Compliance: Compliance = hours in range ÷ (hours with readings − defrost hours)',
    );
    await expect(formulas).toContainText(
      'Defrost cycles a day: Defrost cycles a day = detected cycles ÷ days with readings',
    );
    await expect(formulas).toContainText(
      'Excursions to review: Excursions to review = excursions not excused (defrost) and without a review note',
    );
    await shot(page, 'site-formulas-390');
    await noSeriousAxe(page, 'site at 390 with the formulas open');
    await closeFormula(page);
    const lastCell = page.locator('[data-cell]').nth(23);
    const box = (await lastCell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });
});
