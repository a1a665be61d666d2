import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { clippedTables } from './support/clipping';
import { ADMIN, DESKTOP, PHONE } from './support/pages';

// Issue 14: a site's spaces, equipment and energy meters in setup, as the demo administrator would
// set them up on the first site the setup list shows.

interface Meter {
  sensorId: number;
  isSiteMain: boolean;
}

// Viewport shots (the shell's header is fixed: a full-page shot draws it mid-page), after the
// layout has settled at the new size (the navigation slides away on a phone).
async function shot(page: Page, name: string, size: typeof DESKTOP, at?: Locator) {
  await page.setViewportSize(size);
  await page.waitForTimeout(500);
  await at?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

async function rowAction(page: Page, row: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${row}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('spaces, equipment with its compliance range, and energy meters of a demo site', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/setup');
  const first = page.locator('table tbody tr').first().getByRole('link');
  const siteName = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name: siteName, level: 2 })).toBeVisible();
  const siteId = Number(/\/setup\/sites\/(\d+)/.exec(page.url())?.[1]);
  const tag = Date.now().toString(36);
  const spaceName = `Cold store ${tag}`;
  const itemName = `Walk-in freezer ${tag}`;

  // A space.
  await openTab(page, 'Spaces');
  await page.getByRole('button', { name: 'New space' }).click();
  const spaceDialog = page.getByRole('dialog', { name: 'New space' });
  await spaceDialog.getByLabel('Name').fill(spaceName);
  await spaceDialog.getByRole('combobox', { name: 'Kind of space' }).click();
  await page.getByRole('option', { name: 'Cold room' }).click();
  await spaceDialog.getByRole('button', { name: 'Create space' }).click();
  await expect(spaceDialog).toBeHidden({ timeout: 30_000 });
  const spaceRow = page.locator('tbody tr', { hasText: spaceName });
  await expect(spaceRow).toContainText('Cold room');
  await expect(spaceRow).toContainText('Nothing yet');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'spaces-1440', DESKTOP, spaceRow);
  await shot(page, 'spaces-390', PHONE, spaceRow);
  await expect.poll(() => clippedTables(page, true)).toEqual([]);
  await page.setViewportSize(DESKTOP);

  // An item of a refrigeration type in it; a range with min ≥ max is refused under its field.
  await openTab(page, 'Equipment');
  await page.getByRole('button', { name: 'New equipment' }).click();
  const newItem = page.getByRole('dialog', { name: 'New equipment' });
  await newItem.getByRole('combobox', { name: 'Type' }).fill('Walk-in');
  await page.getByRole('option', { name: 'Walk-in Freezer' }).click();
  await newItem.getByRole('combobox', { name: 'Space' }).click();
  await page.getByRole('option', { name: spaceName }).click();
  await newItem.getByLabel('Name').fill(itemName);
  await newItem.getByLabel('Vendor').fill('Hussmann');
  await newItem.getByLabel('Minimum (°C)').fill('-18');
  await newItem.getByLabel('Maximum (°C)').fill('-25');
  await newItem.getByRole('button', { name: 'Create equipment' }).click();
  await expect(newItem.getByText('Above the minimum')).toBeVisible();
  await expect(newItem.getByLabel('Maximum (°C)')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'equipment-range-error-1440', DESKTOP, newItem.getByLabel('Maximum (°C)'));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await newItem.getByLabel('Minimum (°C)').fill('-25');
  await newItem.getByLabel('Maximum (°C)').fill('-18');
  await newItem.getByRole('button', { name: 'Create equipment' }).click();
  await expect(newItem).toBeHidden({ timeout: 30_000 });
  const itemRow = page.locator('tbody tr', { hasText: itemName });
  await expect(itemRow).toContainText('-25 to -18 °C');
  await expect(itemRow).toContainText('Refrigeration');
  await expect(itemRow).toContainText(spaceName);

  // Edit it: a serial number, a manufacture date and a new name.
  await rowAction(page, itemName, 'Edit');
  const editItem = page.getByRole('dialog', { name: `Edit ${itemName}` });
  await expect(editItem.getByLabel('Minimum (°C)')).toHaveValue('-25');
  await editItem.getByLabel('Serial number').fill('SN-4471');
  await editItem.getByLabel('Manufacture date').fill('2019-03-15');
  await editItem.getByLabel('Serial number').click();
  const renamed = `${itemName} B`;
  await editItem.getByLabel('Name').fill(renamed);
  await shot(page, 'equipment-form-390', PHONE, editItem.getByLabel('Manufacture date'));
  await page.setViewportSize(DESKTOP);
  await editItem.getByRole('button', { name: 'Save equipment' }).click();
  await expect(editItem).toBeHidden({ timeout: 30_000 });
  const renamedRow = page.locator('tbody tr', { hasText: renamed });
  await expect(renamedRow).toContainText('SN-4471');
  await expect(renamedRow).toContainText('-25 to -18 °C');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect.poll(() => clippedTables(page, false)).toEqual([]);
  await shot(page, 'equipment-1440', DESKTOP, renamedRow);
  await shot(page, 'equipment-390', PHONE, renamedRow);
  await expect.poll(() => clippedTables(page, true)).toEqual([]);
  await shot(page, 'equipment-top-390', PHONE, page.getByRole('heading', { name: 'Equipment', level: 2 }));
  await page.setViewportSize(DESKTOP);

  // The space holds the item: deleting it is refused with the server's reason.
  await openTab(page, 'Spaces');
  await expect(page.locator('tbody tr', { hasText: spaceName })).toContainText('1 equipment item');
  await rowAction(page, spaceName, 'Delete…');
  const deleteSpace = page.getByRole('dialog', { name: 'Delete this space?' });
  await deleteSpace.getByRole('button', { name: 'Delete space' }).click();
  await expect(deleteSpace.getByRole('alert')).toContainText('1 equipment item');
  await deleteSpace.getByRole('button', { name: 'Cancel' }).click();

  // Delete the item, then the space, each after a confirm.
  await openTab(page, 'Equipment');
  await rowAction(page, renamed, 'Delete…');
  const deleteItem = page.getByRole('dialog', { name: 'Delete this equipment item?' });
  await expect(deleteItem).toContainText(renamed);
  await deleteItem.getByRole('button', { name: 'Delete equipment' }).click();
  await expect(deleteItem).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('tbody tr', { hasText: renamed })).toHaveCount(0);
  await openTab(page, 'Spaces');
  await rowAction(page, spaceName, 'Delete…');
  await deleteSpace.getByRole('button', { name: 'Delete space' }).click();
  await expect(deleteSpace).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('tbody tr', { hasText: spaceName })).toHaveCount(0);

  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const read = async <T>(path: string) =>
    (await (await request.get(`/api/v1/setup/${path}`, { headers })).json()) as T;

  // An HVAC item without a thermostat gets one through a gateway of the site, which is then removed.
  const items = await read<{ title: string; groupId: number; thermostat: unknown }[]>(
    `equipment?siteId=${siteId}`,
  );
  const hvac = items.find((i) => i.groupId === 221 && !i.thermostat);
  if (hvac) {
    await openTab(page, 'Equipment');
    await rowAction(page, hvac.title, 'Add thermostat');
    const add = page.getByRole('dialog', { name: `Thermostat of ${hvac.title}` });
    await add.getByRole('button', { name: 'Add thermostat' }).click();
    await expect(add.getByText('Choose the gateway it reports through')).toBeVisible();
    await add.getByLabel('Device uuid').fill(`ts-${tag}`);
    await add.getByLabel('Vendor').fill('Honeywell');
    await add.getByRole('combobox', { name: 'Gateway' }).click();
    await page.getByRole('option').first().click();
    await add.getByRole('button', { name: 'Add thermostat' }).click();
    await expect(add).toBeHidden({ timeout: 30_000 });
    const hvacRow = page.locator('tbody tr', { hasText: hvac.title });
    await expect(hvacRow).toContainText(`ts-${tag}`);
    await rowAction(page, hvac.title, 'Remove thermostat…');
    const remove = page.getByRole('dialog', { name: 'Remove the thermostat?' });
    await remove.getByRole('button', { name: 'Remove thermostat' }).click();
    await expect(remove).toBeHidden({ timeout: 30_000 });
    await expect(hvacRow).not.toContainText(`ts-${tag}`);
  }

  // Energy meters: a free ENERGY sensor gets a meter (then deleted); else the main meter is listed first.
  const meters = await read<Meter[]>(`energy-meters?siteId=${siteId}`);
  const sensors = await read<{ id: number }[]>(`sensors?siteId=${siteId}&sensorType=ENERGY`);
  const free = sensors.filter((s) => !meters.some((m) => m.sensorId === s.id));
  await openTab(page, 'Energy meters');
  await expect(page.getByText("The site's energy is its main meter's")).toBeVisible();
  if (meters.some((m) => m.isSiteMain))
    await expect(page.locator('tbody tr').first()).toContainText('Main meter');
  if (free.length) {
    const meterName = `Bakery sub-meter ${tag}`;
    await page.getByRole('button', { name: 'New meter' }).click();
    const newMeter = page.getByRole('dialog', { name: 'New energy meter' });
    await expect(newMeter.getByText('Main meter of the site')).toBeVisible();
    await newMeter.getByRole('button', { name: 'Register meter' }).click();
    await expect(newMeter.getByText('Choose the ENERGY sensor the meter reports through')).toBeVisible();
    await newMeter.getByRole('combobox', { name: 'ENERGY sensor' }).click();
    await page.getByRole('option').first().click();
    await newMeter.getByLabel('Name').fill(meterName);
    await newMeter.getByLabel('Meter uuid').fill(`em-${tag}`);
    await newMeter.getByLabel('Vendor').fill('Accuenergy');
    await newMeter.getByRole('button', { name: 'Register meter' }).click();
    await expect(newMeter).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('tbody tr', { hasText: meterName })).toContainText('Sub-meter');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'meters-1440', DESKTOP);
    await shot(page, 'meters-390', PHONE);
    await expect.poll(() => clippedTables(page, true)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await rowAction(page, meterName, 'Delete…');
    const deleteMeter = page.getByRole('dialog', { name: 'Delete this meter?' });
    await deleteMeter.getByRole('button', { name: 'Delete meter' }).click();
    await expect(deleteMeter).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('tbody tr', { hasText: meterName })).toHaveCount(0);
  } else {
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'meters-1440', DESKTOP);
    await shot(page, 'meters-390', PHONE);
    await expect.poll(() => clippedTables(page, true)).toEqual([]);
  }
});
