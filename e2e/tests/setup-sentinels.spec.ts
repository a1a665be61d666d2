import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { ADMIN, DESKTOP, PHONE } from './support/pages';

// Issue 14, a site's Sentinels tab as an administrator uses it: a temperature range on one item
// (refused first: its maximum is not above its minimum), edited, muted, deleted; then one for every
// refrigerator of the site, with the item that has no temperature sensor listed as skipped.

interface SetupEquipmentRow {
  id: number;
  title: string;
  typeId: number;
  typeTitle: string;
}

/** A demo site with a walk-in cooler and refrigerators, and a new refrigerator without sensors. */
async function prepareSite(request: APIRequestContext): Promise<{ siteId: number; spare: string }> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const sites = (await (await request.get('/api/v1/setup/sites', { headers })).json()) as { id: number }[];
  for (const s of sites) {
    const items = (await (
      await request.get('/api/v1/setup/equipment', { headers, params: { siteId: s.id } })
    ).json()) as SetupEquipmentRow[];
    const fridge = items.find((e) => e.typeTitle === 'Refrigerator');
    if (!fridge || !items.some((e) => e.title === 'Walk-in Cooler')) continue;
    const spare = 'Spare Display Fridge';
    const res = await request.post('/api/v1/setup/equipment', {
      headers,
      data: { siteId: s.id, title: spare, typeId: fridge.typeId },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { siteId: s.id, spare };
  }
  throw new Error('no demo site with a walk-in cooler and refrigerators');
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('sentinels of a site: create with a field error, edit, mute, delete; one per refrigerator', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  const { siteId, spare } = await prepareSite(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/setup/sites/${siteId}?tab=sentinels`);
  await expect(page.getByRole('heading', { name: 'Sentinels', level: 2 })).toBeVisible();
  // The demo's own rules, in words.
  await expect(page.getByRole('cell', { name: /Door open more than 10 min/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No data for 30 min' })).toBeVisible();

  // A temperature range on the walk-in cooler: first with the maximum below the minimum.
  await page.getByRole('button', { name: 'New sentinel' }).click();
  const dialog = page.getByRole('dialog', { name: 'New sentinel' });
  await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Temperature range');
  await expect(dialog.getByRole('radio', { name: 'An equipment item' })).toBeChecked();
  await choose(page, dialog, 'Equipment', 'Walk-in Cooler');
  await dialog.getByLabel('Minimum (°C)').fill('5');
  await dialog.getByLabel('Maximum (°C)').fill('2');
  await dialog.getByLabel('Outside the range for more than (min)').fill('15');
  await dialog.getByLabel('Title').fill('Cold room check');
  await dialog.getByRole('button', { name: 'Create sentinel' }).click();
  await expect(dialog.getByText('Greater than min (5)')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('new-sentinel-error-1440.png'), fullPage: true });
  await dialog.getByLabel('Minimum (°C)').fill('0');
  await dialog.getByLabel('Maximum (°C)').fill('5');
  await expect(dialog.getByTestId('sentinel-preview')).toContainText(
    'Outside 0–5 °C for more than 15 min. High after 15 min, Critical after 45 min',
  );
  await dialog.getByRole('button', { name: 'Create sentinel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Created 1 sentinel' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Cold room check' });
  await expect(row).toContainText('Temperature range');
  await expect(row).toContainText('Walk-in Cooler');
  await expect(row).toContainText('Outside 0–5 °C for more than 15 min');
  await expect(row).toContainText('High after 15 min, Critical after 45 min');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Edit its duration: 0 is refused by the engine's own limits, 20 is kept.
  await page.getByRole('button', { name: 'Edit Cold room check' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit sentinel' });
  await expect(edit.getByText('The type and what a sentinel watches do not change')).toBeVisible();
  const duration = edit.getByLabel('Outside the range for more than (min)');
  await expect(duration).toHaveValue('15');
  await duration.fill('0');
  await edit.getByRole('button', { name: 'Save sentinel' }).click();
  await expect(edit.getByText('Greater than 0')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await duration.fill('20');
  await edit.getByRole('button', { name: 'Save sentinel' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Outside 0–5 °C for more than 20 min');
  await expect(row).toContainText('High after 20 min, Critical after 1 h');

  // Mute, then delete with a confirmation.
  await page.getByRole('button', { name: 'Mute Cold room check' }).click();
  await expect(row.getByText('Muted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume Cold room check' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Cold room check' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this sentinel?' });
  await expect(confirm).toContainText('Its past incidents are kept');
  await confirm.getByRole('button', { name: 'Delete sentinel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  // One for every refrigerator of this site: the spare one has no temperature sensor.
  await page.getByRole('button', { name: 'New sentinel' }).click();
  await dialog.getByRole('radio', { name: 'Every equipment item of a type' }).check();
  await dialog.getByRole('combobox', { name: 'Equipment type', exact: true }).click();
  await page.getByRole('option', { name: /^Refrigerator \(\d+ here\)$/ }).click();
  await expect(dialog.getByRole('radio', { name: 'In this site' })).toBeChecked();
  const plan = dialog.getByTestId('sentinel-type-plan');
  await expect(plan).toContainText(/of this type here: \d+ sentinels? will be made/);
  await expect(plan).toContainText(`skipped: ${spare} (no temperature sensor)`);
  await dialog.getByLabel('Minimum (°C)').fill('1');
  await dialog.getByLabel('Maximum (°C)').fill('4');
  await dialog.getByLabel('Tolerate defrost cycles').check();
  await page.screenshot({ path: test.info().outputPath('new-sentinel-type-1440.png'), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create sentinel' }).click();
  await expect(dialog).toBeHidden();
  const summary = page.getByRole('status').filter({ hasText: /Created \d+ sentinels?, skipped 1 item/ });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(`${spare}: no temperature sensor`);
  await expect(
    page.getByRole('cell', { name: 'Outside 1–4 °C for more than 15 min; defrost cycles tolerated' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'High after 45 min, Critical after 2 h 15 min' }).first(),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('sentinels-1440.png'), fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: 'Sentinels', level: 2 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('sentinels-390.png'), fullPage: true });
  // One screen at a time too: the top of the tab, and a row as a phone card.
  await page.screenshot({ path: test.info().outputPath('sentinels-390-top.png') });
  await page.locator('[data-sentinel-id]').nth(6).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('sentinels-390-rows.png') });
  await page.getByRole('button', { name: 'New sentinel' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toBeVisible();
  await page.waitForTimeout(500); // the modal's fade-in, for the picture only
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('new-sentinel-390.png') });
});
