import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, markReleasesSeen, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { ADMIN } from './support/pages';

// Issue 14, bulk onboarding as an administrator does it: a dry run that names each error by row
// and column, then a valid file imported by the background job, and the same file again changing
// nothing.
const HEADER =
  'kind,external_id,title,site_external_id,address,latitude,longitude,time_zone,country,type,gateway,uuid,sensor_type,vendor,equipment_external_id';
const rows = (zone: string) =>
  [
    HEADER,
    `site,E2E-IMP-1,Imported Store Pune,,"1 FC Road, Pune",18.5204,73.8567,${zone},IN,,,,,,`,
    'equipment,E2E-IMP-1-FRZ,Freezer 1,E2E-IMP-1,,,,,,Freezer,,,,Acme,',
    'sensor,E2E-IMP-1-T1,Freezer 1 probe,E2E-IMP-1,,,,,,,gw-e2e-imp-1,probe-e2e-1,TEMPERATURE,Acme,E2E-IMP-1-FRZ',
  ].join('\r\n');

const choose = (page: import('@playwright/test').Page, name: string, text: string) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a CSV checked, refused with its errors, then imported by the job; again, nothing changes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/setup/import');
  await expect(page.getByRole('heading', { name: 'Import sites, equipment and sensors' })).toBeVisible();

  await choose(page, 'stores.csv', rows('Mars/Olympus'));
  const report = page.getByTestId('import-report');
  await expect(report.getByText('Not importable')).toBeVisible({ timeout: 30_000 });
  await expect(report.getByRole('cell', { name: /Row 2, time_zone/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ rows$/ })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await choose(page, 'stores.csv', rows('Asia/Kolkata'));
  await expect(report.getByText('Ready to import')).toBeVisible({ timeout: 30_000 });
  await expect(report.getByText('Sites: 1 created')).toBeVisible();
  await expect(report.getByText('Also: 1 new gateway')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-1440.png'), fullPage: true });
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  const job = page.getByTestId('import-job');
  await expect(job.getByText('Imported')).toBeVisible({ timeout: 60_000 });
  await expect(job.getByText(/Sites: 1 created\. Equipment: 1 created\. Sensors: 1 created\./)).toBeVisible();

  await choose(page, 'stores.csv', rows('Asia/Kolkata'));
  await expect(report.getByText('Sites: 1 unchanged')).toBeVisible({ timeout: 30_000 });
  await expect(report.getByText('Sensors: 1 unchanged')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500); // the layout's own transition to the phone frame, for the picture
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('import-390.png'), fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/setup');
  await expect(page.getByRole('link', { name: 'Imported Store Pune' })).toBeVisible();
});
