import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, markReleasesSeen, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { ADMIN, DESKTOP, demoSiteId, PHONE } from './support/pages';

// Issue 14, a site's 'Gateways & sensors' tab as an administrator uses it: a gateway whose key is
// shown once, a sensor on it that then reports through that key, the key rotated (the old one
// refused at once), a control board, and the sensor deactivated; against the demo organisation.

const SCREENS = `${process.env.E2E_OUTPUT ?? 'test-results'}/screens`;
const GATEWAY = 'E2E roof gateway';
const SENSOR = 'E2E cabinet probe';
const BOARD = 'E2E relay board';

const gatewayRow = (page: Page, text: string) => page.locator('tbody tr[data-gateway-id]', { hasText: text });
const sensorRow = (page: Page, text: string) => page.locator('tbody tr[data-sensor-id]', { hasText: text });
const boardRow = (page: Page, text: string) => page.locator('tbody tr[data-board-id]', { hasText: text });

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Reads the key from its dialog, checks the dialog, and closes it: the key is then nowhere on the page. */
async function takeKey(page: Page, title: RegExp): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Shown only this once')).toBeVisible();
  await expect(dialog.getByText(/will not be shown again/)).toBeVisible();
  await expect(dialog.getByText(/x-api-key: <the key above>/)).toBeVisible();
  const key = ((await dialog.getByTestId('api-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^gw_[0-9a-f]{12}_[A-Za-z0-9_-]{20,}$/);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // Escape does not lose the key: only the explicit button closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.content()).not.toContain(key);
  return key;
}

test('a gateway with its key shown once, a sensor reporting through it, the key rotated', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  const siteId = await demoSiteId(request);
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/setup/sites/${siteId}?tab=devices`);
  await expect(page.getByRole('heading', { name: 'Gateways', level: 2 })).toBeVisible();
  await expect(page.locator('tbody tr[data-gateway-id]').first()).toBeVisible({ timeout: 30_000 });
  const uuid = `E2E-GW-${Date.now()}`;

  // A gateway: its key is shown once.
  await page.getByRole('button', { name: 'New gateway' }).click();
  let dialog = page.getByRole('dialog', { name: 'New gateway' });
  await dialog.getByLabel('Name').fill(GATEWAY);
  await dialog.getByLabel('UUID').fill(uuid);
  await dialog.getByLabel('Vendor').fill('Acme');
  await dialog.getByLabel('Model').fill('GW-4');
  await dialog.getByRole('button', { name: 'Create gateway' }).click();
  const keyDialog = page.getByRole('dialog', { name: `API key of ${GATEWAY}` });
  await expect(keyDialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/devices-key-1440.png` });
  const key = await takeKey(page, new RegExp(`^API key of ${GATEWAY}$`));
  await expect(gatewayRow(page, GATEWAY).getByTestId('gateway-status')).toHaveText('Never connected');
  await expect(gatewayRow(page, GATEWAY)).toContainText(`gw_${key.slice(3, 15)}_…`);

  // Edit with a field error, then fixed.
  await rowAction(page, GATEWAY, 'Edit');
  dialog = page.getByRole('dialog', { name: `Edit ${GATEWAY}` });
  await dialog.getByLabel('External id').fill('roof gateway!');
  await dialog.getByRole('button', { name: 'Save gateway' }).click();
  await expect(dialog.getByText('Letters, digits and . _ : / - only')).toBeVisible();
  await dialog.getByLabel('External id').fill('E2E/ROOF-1');
  await dialog.getByRole('button', { name: 'Save gateway' }).click();
  await expect(dialog).toBeHidden();
  await expect(gatewayRow(page, GATEWAY)).toContainText('E2E/ROOF-1');

  // A temperature sensor on it: the uuid is asked for first.
  await page.getByRole('button', { name: 'New sensor' }).click();
  dialog = page.getByRole('dialog', { name: 'New sensor' });
  await dialog.getByRole('combobox', { name: 'Gateway' }).click();
  await page.getByRole('option', { name: GATEWAY }).click();
  await expect(dialog.getByLabel('Vendor')).toHaveValue('Acme');
  await dialog.getByLabel('Name').fill(SENSOR);
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Temperature');
  await expect(dialog.getByLabel('Unit')).toHaveValue('°C');
  await dialog.getByLabel('Target').fill('cabinet');
  await expect(dialog.getByLabel('Target')).toHaveValue('CABINET');
  await dialog.getByRole('button', { name: 'Create sensor' }).click();
  await expect(dialog.getByLabel('UUID')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Required')).toBeVisible();
  // A humidity sensor may choose its unit; a temperature one may not.
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Humidity' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Unit' })).toHaveValue('%RH');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Temperature' }).click();
  await expect(dialog.getByLabel('Unit')).toHaveValue('°C');
  await dialog.getByLabel('UUID').fill('probe-1');
  // What it measures: an equipment item, whose space it then lies in.
  await dialog.getByRole('combobox', { name: 'Equipment item' }).click();
  const item = page.getByRole('option').nth(1);
  const itemTitle = ((await item.textContent()) ?? '').trim();
  await item.click();
  await expect(dialog.getByRole('combobox', { name: 'Space' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Create sensor' }).click();
  await expect(dialog).toBeHidden();
  await expect(sensorRow(page, SENSOR).getByTestId('sensor-connection')).toHaveText('Never connected');
  await expect(sensorRow(page, SENSOR)).toContainText(`${itemTitle}`);

  // The gateway sends a reading a few minutes old with its key.
  const reading = async (apiKey: string, value: number) =>
    request.post('/api/v1/ingest/readings', {
      headers: { 'x-api-key': apiKey },
      data: { readings: [{ sensor: 'probe-1', ts: new Date(Date.now() - 3 * 60_000).toISOString(), value }] },
    });
  let res = await reading(key, 4.2);
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ accepted: 1, rejected: 0 });
  await page.reload();
  // A reload fetches the whole frame again: slower on a busy machine.
  await expect(sensorRow(page, SENSOR).getByTestId('sensor-last-value')).toHaveText('4.2 °C', {
    timeout: 30_000,
  });
  await expect(sensorRow(page, SENSOR).getByTestId('sensor-connection')).toHaveText('Online');
  await expect(gatewayRow(page, GATEWAY).getByTestId('gateway-status')).toHaveText('Online');
  await expect(gatewayRow(page, GATEWAY)).toContainText('1 sensor');

  // Filters: by gateway and type.
  await page.getByRole('combobox', { name: 'Gateway', exact: true }).click();
  await page.getByRole('option', { name: GATEWAY }).click();
  await expect(page.locator('tbody tr[data-sensor-id]')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Humidity' }).click();
  await expect(page.getByText('No sensors match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Temperature' }).click();
  await expect(sensorRow(page, SENSOR)).toBeVisible();
  await page.getByRole('combobox', { name: 'Gateway', exact: true }).click();
  await page.getByRole('option', { name: 'All gateways' }).click();
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'All types' }).click();
  await expect.poll(() => page.locator('tbody tr[data-sensor-id]').count()).toBeGreaterThan(1);

  // A gateway with a sensor is not deleted: the server's reason is shown.
  await rowAction(page, GATEWAY, 'Delete…');
  dialog = page.getByRole('dialog', { name: 'Delete gateway?' });
  await dialog.getByRole('button', { name: 'Delete gateway' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Devices report through this gateway (1 sensor)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A control board on the gateway, edited, then deleted.
  await page.getByRole('button', { name: 'New control board' }).click();
  dialog = page.getByRole('dialog', { name: 'New control board' });
  await dialog.getByLabel('Name').fill(BOARD);
  await dialog.getByLabel('UUID').fill(`E2E-CB-${Date.now()}`);
  await dialog.getByLabel('Vendor').fill('Acme');
  await dialog.getByRole('combobox', { name: 'Gateway' }).click();
  await page.getByRole('option', { name: GATEWAY }).click();
  await dialog.getByRole('button', { name: 'Create control board' }).click();
  await expect(dialog).toBeHidden();
  await expect(boardRow(page, BOARD)).toContainText(GATEWAY);
  await rowAction(page, BOARD, 'Edit');
  dialog = page.getByRole('dialog', { name: `Edit ${BOARD}` });
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save control board' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Name').fill(`${BOARD} 2`);
  await dialog.getByRole('button', { name: 'Save control board' }).click();
  await expect(dialog).toBeHidden();
  await expect(boardRow(page, `${BOARD} 2`)).toBeVisible();

  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/devices-1440.png`, fullPage: true });

  await rowAction(page, `${BOARD} 2`, 'Delete…');
  dialog = page.getByRole('dialog', { name: 'Delete control board?' });
  await dialog.getByRole('button', { name: 'Delete control board' }).click();
  await expect(dialog).toBeHidden();
  await expect(boardRow(page, `${BOARD} 2`)).toHaveCount(0);

  // Rotating the key: the old one is refused at once, the new one works.
  await rowAction(page, GATEWAY, 'Rotate API key…');
  dialog = page.getByRole('dialog', { name: 'Rotate the API key?' });
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Rotate key' }).click();
  const newKey = await takeKey(page, new RegExp(`^New API key of ${GATEWAY}$`));
  expect(newKey).not.toBe(key);
  res = await reading(key, 4.4);
  expect(res.status()).toBe(401);
  res = await reading(newKey, 4.5);
  expect(await res.json()).toMatchObject({ accepted: 1 });

  // A sensor with readings is not deleted (the server says why); it is deactivated instead.
  await rowAction(page, SENSOR, 'Delete…');
  dialog = page.getByRole('dialog', { name: 'Delete sensor?' });
  await dialog.getByRole('button', { name: 'Delete sensor' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The sensor has readings');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await rowAction(page, SENSOR, 'Deactivate…');
  dialog = page.getByRole('dialog', { name: 'Deactivate sensor?' });
  await expect(dialog).toContainText('readings that still arrive for it are refused');
  await dialog.getByRole('button', { name: 'Deactivate sensor' }).click();
  await expect(dialog).toBeHidden();
  await expect(sensorRow(page, SENSOR)).toContainText('Deactivated');
  await expect(sensorRow(page, SENSOR).getByTestId('sensor-connection')).toHaveText('Offline');
  res = await reading(newKey, 4.6);
  expect(await res.json()).toMatchObject({ accepted: 0, rejected: 1 });

  // A phone: tables become cards, nothing overflows the screen.
  await page.setViewportSize(PHONE);
  await expect(sensorRow(page, SENSOR)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Two screens of the phone page: the gateways' cards, and a sensor's card.
  await page.getByRole('heading', { name: 'Gateways', level: 2 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/devices-390.png` });
  await sensorRow(page, SENSOR).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/devices-390-sensor.png` });
  await context.close();
});
