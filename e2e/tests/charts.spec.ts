import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';
import { ADMIN, DESKTOP, PHONE } from './support/pages';

// Issue 12, charts (G.2–G.8): Energy Activity, Sensor Activity, the thermostat activity and run-time
// charts on the demo organisation's monitoring views: aggregation, zoom and reset, comment mode with
// its marker, the thermostat legend and checkboxes, the run-time lanes.

let equipmentId = 0;
let siteId = 0;
/** An equipment with a temperature sensor (a cooler or freezer). */
let sensorEquipmentId = 0;
/** The demo's heat pump (Burger Lane Minneapolis, RTU 1) and when its own control took over. */
let heatPump = { equipmentId: 0, vendorControlFrom: '' };

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const sites = (await (await request.get('/api/v1/sites', { headers })).json()) as { id: number }[];
  // The first site with a thermostat: its equipment has a thermostat, sensors and a sub-meter.
  for (const s of sites) {
    const res = await request.get(`/api/v1/thermostat/controls/site/${s.id}`, { headers });
    const rows =
      res.status() === 200
        ? ((await res.json()) as {
            equipmentId: number;
            heatPump: boolean;
            vendorControlFrom: string | null;
          }[])
        : [];
    if (rows[0] && !equipmentId) {
      equipmentId = rows[0].equipmentId;
      siteId = s.id;
    }
    const pump = rows.find((r) => r.heatPump);
    if (pump) heatPump = { equipmentId: pump.equipmentId, vendorControlFrom: pump.vendorControlFrom ?? '' };
  }
  expect(equipmentId, 'the demo has a thermostat').toBeGreaterThan(0);
  const temps = (await (
    await request.get(`/api/v1/sensors?siteIds=${siteId}&sensorTypes=TEMPERATURE`, { headers })
  ).json()) as { equipmentId: number | null }[];
  sensorEquipmentId = temps.find((t) => t.equipmentId !== null)?.equipmentId ?? 0;
  expect(sensorEquipmentId, 'the site has a temperature sensor on equipment').toBeGreaterThan(0);
});

const plot = (card: Locator) => card.locator('div[role="img"]');
const windowOf = async (card: Locator): Promise<[number, number]> => {
  const el = plot(card);
  return [Number(await el.getAttribute('data-window-from')), Number(await el.getAttribute('data-window-to'))];
};
const drawn = (card: Locator) =>
  expect(plot(card)).toHaveAttribute('data-points', /^[1-9]\d*$/, { timeout: 30_000 });

/** A drag across the plot from one fraction of its width to another, at mid height. */
async function drag(page: Page, card: Locator, a: number, b: number) {
  await plot(card).scrollIntoViewIfNeeded();
  const box = (await plot(card).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * a, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((a + b) / 2), y, { steps: 4 });
  await page.mouse.move(box.x + box.width * b, y, { steps: 4 });
  await page.mouse.up();
}

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  test('Energy Activity: aggregation switch, one minute off beyond a day, zoom and reset', async ({
    page,
  }) => {
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto(`/monitoring/equipment/${equipmentId}/energy`);
    const card = page.getByTestId('energy-activity-chart');
    await drawn(card);
    const aggregation = card.getByRole('combobox', { name: 'Aggregation' });
    await expect(aggregation).toHaveValue('15 minutes');
    const quarterPoints = Number(await plot(card).getAttribute('data-points'));

    await aggregation.click();
    await page.getByRole('option', { name: '1 hour' }).click();
    await expect(aggregation).toHaveValue('1 hour');
    await expect
      .poll(async () => Number(await plot(card).getAttribute('data-points')))
      .toBeLessThan(quarterPoints);

    // Within one day the one-minute option is offered.
    await aggregation.click();
    await expect(page.getByRole('option', { name: '1 minute' })).not.toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await page.keyboard.press('Escape');

    // Zoom: a click (equal start and end) is ignored; a drag selects, 'Zoom In' applies it.
    const [from, to] = await windowOf(card);
    await expect(to).toBeLessThanOrEqual(Date.now());
    await drag(page, card, 0.5, 0.5);
    await expect(card.getByRole('button', { name: 'Zoom In' })).toBeDisabled();
    await drag(page, card, 0.3, 0.6);
    await card.getByRole('button', { name: 'Zoom In' }).click();
    await expect.poll(async () => (await windowOf(card))[0]).toBeGreaterThan(from);
    const [zf, zt] = await windowOf(card);
    expect(zt - zf).toBeLessThan((to - from) / 2);
    await page.screenshot({ path: `${SCREENS}/charts-energy-zoomed-1440.png` });
    await card.getByRole('button', { name: 'Reset Zoom' }).click();
    await expect.poll(() => windowOf(card)).toEqual([from, to]);

    // Beyond one day the one-minute option is disabled.
    await page.getByText('7 days', { exact: true }).click();
    await expect
      .poll(async () => (await windowOf(card))[1] - (await windowOf(card))[0])
      .toBeGreaterThan(6 * 86_400_000);
    await aggregation.click();
    await expect(page.getByRole('option', { name: '1 minute' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${SCREENS}/charts-energy-1440.png` });
  });

  test('Sensor Activity: comment mode adds a comment drawn as a marker that opens its text', async ({
    page,
  }) => {
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto(`/monitoring/equipment/${sensorEquipmentId}/sensors`);
    const card = page.getByTestId('sensor-activity-chart');
    await drawn(card);
    await page.waitForLoadState('networkidle');
    const before = await card
      .getByRole('group', { name: 'Comments on this chart' })
      .getByRole('button')
      .count();
    await card.getByRole('button', { name: 'Add Comment' }).click();
    await expect(card.getByRole('button', { name: 'Comment Mode' })).toBeVisible();
    await plot(card).scrollIntoViewIfNeeded();
    const box = (await plot(card).boundingBox())!;
    // Somewhere along the line, so that reruns on one database do not pile comments on one point.
    await page.mouse.click(box.x + box.width * (0.3 + Math.random() * 0.6), box.y + box.height / 2);
    const panel = page.getByRole('region', { name: 'Add Comment' });
    await expect(panel).toBeVisible();
    const text = `Checked the door seal ${Date.now()}`;
    await panel.getByPlaceholder('Add Comment Here').fill(text);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();
    // The new comment is listed under the chart and drawn as a marker; its marker opens its text.
    const listed = card.getByRole('group', { name: 'Comments on this chart' }).getByRole('button');
    await expect.poll(() => listed.count(), { timeout: 15_000 }).toBe(before + 1);
    const note = card.getByTestId('chart-comment-note');
    // The chart moved up when comment mode ended (its status line went): measure it again.
    const at = (await plot(card).boundingBox())!;
    const markers = JSON.parse((await plot(card).getAttribute('data-markers')) ?? '[]') as number[][];
    expect(markers.length).toBeGreaterThan(0);
    let opened = false;
    for (const [mx, my] of [...markers].reverse()) {
      await page.mouse.click(at.x + mx!, at.y + my!);
      await expect(note).toBeVisible();
      if ((await note.textContent())?.includes(text)) {
        opened = true;
        break;
      }
    }
    expect(opened, 'a marker opens the new comment').toBe(true);
    await page.screenshot({ path: `${SCREENS}/charts-sensor-comment-1440.png` });

    // Two sensors shown: comments cannot be placed (G-062).
    const sensors = card
      .getByRole('textbox', { name: 'Sensors' })
      .or(card.getByRole('combobox', { name: 'Sensors' }));
    await sensors.click();
    const options = page.getByRole('option');
    if ((await options.count()) > 1) {
      await options.nth(1).click();
      await page.keyboard.press('Escape');
      await expect(card.getByRole('button', { name: 'Add Comment' })).toBeDisabled();
    }
  });

  test('thermostat activity: every legend entry, the checkboxes and the tooltip; run-time lanes', async ({
    page,
  }) => {
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto(`/monitoring/equipment/${equipmentId}/thermostat`);
    const card = page.getByTestId('thermostat-activity-chart');
    await drawn(card);
    const legend = card.getByRole('group', { name: 'Legend' });
    for (const name of [
      'Temperature',
      'Set Points',
      'Forced On',
      'Forced Off',
      'Local Override',
      'Manual Mode',
      'Local Adjustment',
    ])
      await expect(legend.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    // Not a heat pump: no heat pump control graph.
    await expect(legend.getByRole('button', { name: /Heat Pump/ })).toHaveCount(0);
    for (const name of ['Show Control Details', 'Show Comments', 'Local Adjustment'])
      await expect(card.getByRole('checkbox', { name })).toBeChecked();
    await expect(plot(card)).toHaveAttribute('data-drawn-series', /^Temperature,Set Points/);

    // A legend entry hides its line; the tooltip tells the sample's time and readings.
    await legend.getByRole('button', { name: 'Temperature' }).click();
    await expect(legend.getByRole('button', { name: 'Temperature' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(plot(card)).not.toHaveAttribute('data-drawn-series', /Temperature/);
    await legend.getByRole('button', { name: 'Temperature' }).click();
    await plot(card).scrollIntoViewIfNeeded();
    const box = (await plot(card).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await expect(page.getByText(/Temperature: -?\d/).first()).toBeVisible();

    // 'Show Control Details' and 'Local Adjustment' switch their bands off.
    await card.getByRole('checkbox', { name: 'Show Control Details' }).uncheck();
    await expect(plot(card)).not.toHaveAttribute('data-drawn-series', /Forced|Local Override|Manual Mode/);
    await card.getByRole('checkbox', { name: 'Local Adjustment' }).uncheck();
    await expect(plot(card)).not.toHaveAttribute('data-drawn-series', /Local Adjustment/);
    await card.getByRole('checkbox', { name: 'Show Control Details' }).check();
    await card.getByRole('checkbox', { name: 'Local Adjustment' }).check();
    await page.screenshot({ path: `${SCREENS}/charts-thermostat-1440.png`, fullPage: true });

    const runtime = page.getByTestId('thermostat-runtime-chart');
    await drawn(runtime);
    expect((await plot(runtime).boundingBox())!.height).toBe(160);
    await expect(plot(runtime)).toHaveAttribute('data-drawn-series', /Fan stage 1/);
    for (const lane of ['Fan', 'Heating', 'Cooling'])
      await expect(runtime.getByRole('list', { name: 'Run time by lane' })).toContainText(`${lane}: `);
    // Zoom on the run-time chart too.
    const [from] = await windowOf(runtime);
    await drag(page, runtime, 0.2, 0.5);
    await runtime.getByRole('button', { name: 'Zoom In' }).click();
    await expect.poll(async () => (await windowOf(runtime))[0]).toBeGreaterThan(from);
    await runtime.getByRole('button', { name: 'Reset Zoom' }).click();
    await expect.poll(async () => (await windowOf(runtime))[0]).toBe(from);
  });

  test("a heat pump: its own control's graph from its start, without our control details then (G-012, G-038)", async ({
    page,
  }) => {
    expect(heatPump.equipmentId, 'the demo has a heat pump').toBeGreaterThan(0);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto(`/monitoring/equipment/${heatPump.equipmentId}/thermostat`);
    const card = page.getByTestId('thermostat-activity-chart');
    await drawn(card);
    const legend = card.getByRole('group', { name: 'Legend' });
    for (const name of ['Heat Pump Heating', 'Heat Pump Cooling', 'Heat Pump Defrost'])
      await expect(legend.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(plot(card)).toHaveAttribute('data-drawn-series', /Heat Pump Heating/);
    await expect(card.getByText(/The heat pump's own control runs it from \d{2} \w{3}, \d{4}/)).toBeVisible();
    // A window wholly under the vendor control has no control details to show.
    const details = card.getByRole('checkbox', { name: 'Show Control Details' });
    const [from] = await windowOf(card);
    if (from >= Date.parse(heatPump.vendorControlFrom)) {
      await expect(details).toBeDisabled();
      await expect(plot(card)).not.toHaveAttribute('data-drawn-series', /Forced On|Forced Off/);
    } else await expect(details).toBeEnabled();
    await page.screenshot({ path: `${SCREENS}/charts-heat-pump-1440.png`, fullPage: true });
  });

  test('site monitoring views chart the site: energy, sensors and thermostats', async ({ page }) => {
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto(`/monitoring/sites/${siteId}/energy`);
    await drawn(page.getByTestId('energy-activity-chart'));
    await page.getByRole('link', { name: 'Thermostats' }).click();
    await drawn(page.getByTestId('thermostat-activity-chart'));
    await drawn(page.getByTestId('thermostat-runtime-chart'));
    await page.getByRole('link', { name: 'Sensors' }).click();
    await drawn(page.getByTestId('sensor-activity-chart'));
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('every chart fits a phone and the comment panel opens as a modal', async ({ page }) => {
    await signIn(page, ADMIN, DEMO_PASSWORD);
    for (const view of ['energy', 'sensors', 'thermostat']) {
      await page.goto(`/monitoring/equipment/${equipmentId}/${view}`);
      const card = page.locator('[data-testid$="-chart"]').first();
      await drawn(card);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${view} has no sideways scroll`).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SCREENS}/charts-${view}-390.png`, fullPage: true });
    }
    const card = page.getByTestId('thermostat-activity-chart');
    await card.getByRole('button', { name: 'Add Comment' }).click();
    await plot(card).scrollIntoViewIfNeeded();
    const box = (await plot(card).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
    await expect(page.getByRole('dialog', { name: 'Add Comment' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/charts-comment-modal-390.png` });
  });
});
