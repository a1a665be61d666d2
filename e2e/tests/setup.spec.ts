import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { type CleanInstall, startCleanInstall } from './support/clean-install';

// Issue 14, as an operator would: a clean installation (DEMO=off), its first administrator from the
// printed link, then the chain described in Setup, all in the browser against its own server.
const PORT = Number(process.env.E2E_PORT ?? 8787) + 11;
let install: CleanInstall;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  install = await startCleanInstall(PORT);
});
test.afterAll(async () => {
  await install?.stop();
});

test('from an empty installation: first administrator, a site in Asia/Kolkata, its gateway, sensor and sentinel; readings raise an incident on Today; the site on the map', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${install.baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill('someone@chain.example');
  await page.getByLabel('Password', { exact: true }).fill('not a password yet');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/no users yet/)).toBeVisible();

  await page.goto(install.link);
  await expect(page.getByRole('heading', { name: 'Set up this installation' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Organisation name').fill('Chai Point Stores');
  await page.getByLabel('Country').fill('IN');
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Kolkata');
  await page.getByRole('option', { name: /Asia\/Kolkata/ }).click();
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill('priya@chai.example');
  const password = page.getByLabel(/^Password\s*\*?$/);
  await password.fill('short');
  await page.getByLabel('Password again').fill('short');
  await page.getByRole('button', { name: 'Create organisation and administrator' }).click();
  await expect(page.getByText('At least 12 characters').last()).toBeVisible();
  await password.fill('masala chai every morning');
  await page.getByLabel('Password again').fill('masala chai every morning');
  await page.getByRole('button', { name: 'Create organisation and administrator' }).click();

  await expect(page).toHaveURL(/\/setup$/);
  // A new user is shown What's New once, shortly after signing in.
  await page.getByRole('dialog', { name: "What's New" }).getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('heading', { name: 'No sites yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Setup' }).first().waitFor();
  await page.getByRole('button', { name: 'New site' }).click();
  let dialog = page.getByRole('dialog', { name: 'New site' });
  await dialog.getByLabel('Name').fill('Bandra West');
  await dialog.getByLabel('External id').fill('IN-MUM-001');
  await dialog.getByLabel('Address').fill('12 Hill Road, Mumbai');
  await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Asia\/Kolkata/);
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(dialog.getByText('A latitude in degrees')).toBeVisible();
  await dialog.getByLabel('Latitude').fill('19.0596');
  await dialog.getByLabel('Longitude').fill('72.8295');
  await dialog.getByLabel('Floor area (m²)').fill('1850');
  await dialog.getByLabel('Grid CO2 factor (kg CO2e/kWh)').fill('0.71');
  await dialog.getByLabel('Open on Sunday').uncheck();
  await page.screenshot({ path: test.info().outputPath('new-site.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByRole('heading', { name: 'Bandra West', level: 2 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Its gateway (the key shown once), a temperature probe, and a rule on it.
  await page.getByRole('tab', { name: 'Gateways & sensors' }).click();
  await page.getByRole('button', { name: 'New gateway' }).click();
  dialog = page.getByRole('dialog', { name: 'New gateway' });
  await dialog.getByLabel('Name').fill('Back office gateway');
  await dialog.getByLabel('UUID').fill('gw-bandra-1');
  await dialog.getByLabel('Vendor').fill('Acme');
  await dialog.getByRole('button', { name: 'Create gateway' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'API key of Back office gateway' });
  const key = ((await keyDialog.getByTestId('api-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^gw_[0-9a-f]{12}_/);
  await keyDialog.getByRole('button', { name: 'I have copied the key' }).click();
  await page.getByRole('button', { name: 'New sensor' }).click();
  dialog = page.getByRole('dialog', { name: 'New sensor' });
  await dialog.getByRole('combobox', { name: 'Gateway' }).click();
  await page.getByRole('option', { name: 'Back office gateway' }).click();
  await dialog.getByLabel('Name').fill('Dairy cooler probe');
  await dialog.getByLabel('UUID').fill('probe-dairy-1');
  await dialog.getByLabel('Vendor').fill('Acme');
  await dialog.getByRole('button', { name: 'Create sensor' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'Sentinels' }).click();
  await page.getByRole('button', { name: 'New sentinel' }).click();
  dialog = page.getByRole('dialog', { name: 'New sentinel' });
  await dialog.getByRole('radio', { name: 'A sensor' }).check();
  await dialog.getByRole('combobox', { name: 'Sensor', exact: true }).click();
  await page.getByRole('option', { name: /Dairy cooler probe/ }).click();
  await dialog.getByLabel('Minimum (°C)').fill('0');
  await dialog.getByLabel('Maximum (°C)').fill('5');
  await dialog.getByLabel('Outside the range for more than (min)').fill('15');
  await dialog.getByLabel('Title').fill('Dairy cooler too warm');
  await dialog.getByRole('button', { name: 'Create sentinel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Created 1 sentinel' })).toBeVisible({
    timeout: 30_000,
  });

  // The gateway reports the cooler at 9 °C for 20 minutes: the rule raises an incident.
  const now = Date.now();
  const readings = Array.from({ length: 21 }, (_, i) => ({
    sensor: 'probe-dairy-1',
    ts: new Date(now - (20 - i) * 60_000).toISOString(),
    value: 9,
  }));
  const sent = await page.request.post(`${install.baseURL}/api/v1/ingest/readings`, {
    headers: { 'x-api-key': key },
    data: { readings },
  });
  expect(await sent.json()).toMatchObject({ accepted: 21, rejected: 0 });

  await page.goto(`${install.baseURL}/today`);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByText('Bandra West').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Dairy cooler too warm/).first()).toBeVisible();
  await expect(page.getByTestId('hvac-tile').getByText('No online thermostats')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('today.png'), fullPage: true });

  await page.goto(`${install.baseURL}/map`);
  await expect(
    page.getByRole('button', { name: 'Bandra West' }).or(page.getByTitle('Bandra West')),
  ).toBeVisible();
});
