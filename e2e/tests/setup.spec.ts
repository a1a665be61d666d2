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

test('from an empty installation: first administrator, a site in Asia/Kolkata on the map', async ({
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
  await expect(page.getByRole('heading', { name: 'No sites yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Setup' }).first().waitFor();
  await page.getByRole('button', { name: 'New site' }).click();
  const dialog = page.getByRole('dialog', { name: 'New site' });
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

  await page.goto(`${install.baseURL}/map`);
  await expect(
    page.getByRole('button', { name: 'Bandra West' }).or(page.getByTitle('Bandra West')),
  ).toBeVisible();
});
