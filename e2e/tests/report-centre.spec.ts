import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { ADMIN, DESKTOP, PHONE } from './support/pages';
import { expectPdf, jobsNow, newJobMade } from './support/report-jobs';

// Issue 13: the report centre (/reports): choose a template, its site and period and a format, and
// the request goes into My Downloads, where it becomes a file (read back through the API: browser
// downloads do not work here).

test.use({ contextOptions: { reducedMotion: 'reduce' } });

let headers: { authorization: string };

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
});

test('a PDF asked for in the report centre is made and listed in My Downloads', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Report templates' });
  await expect(nav.getByText('Report centre')).toBeVisible();
  await expect(nav.getByText('Page reports')).toBeVisible();
  await nav.getByRole('button', { name: /Daily energy consumption/ }).click();
  await expect(page).toHaveURL(/template=dailyEnergyConsumption/);
  const form = page.getByRole('region', { name: 'Daily energy consumption' });
  // Nothing is asked for until a site is chosen.
  await expect(form.getByText('Choose a site')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Generate report' })).toBeDisabled();
  await form.getByLabel('Site', { exact: true }).click();
  const site = page.getByRole('option').first();
  const siteName = (await site.innerText()).trim();
  await site.click();
  await expect(form.getByText('The file will be in My Downloads.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/report-centre-1440.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  const before = await jobsNow(request, headers);
  await form.getByRole('button', { name: 'Generate report' }).click();
  const dialog = page.getByRole('dialog', { name: 'The report is being generated.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'My Downloads' })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The new job, made as a PDF with the site in its name.
  const job = await newJobMade(request, headers, before, 60_000);
  expect(job.fileName).toMatch(
    new RegExp(
      `^Daily energy consumption .+${siteName.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\.pdf$`,
    ),
  );
  await expectPdf(request, headers, job);

  await page.goto('/my-downloads');
  const row = page.getByRole('row').filter({ hasText: job.fileName! });
  await expect(row.getByText('Success')).toBeVisible({ timeout: 30_000 });
});

test('the report centre on a phone: templates above the form, the page limits stated, nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/reports?template=hvacControlledPerformance');
  const form = page.getByRole('region', { name: 'HVAC performance' });
  await expect(form).toBeVisible();
  // The page's limit is checked before anything is sent.
  await expect(form.getByText('Period (at most 31 days)')).toBeVisible();
  // A picker in place of the list; choosing another report changes the form and the URL.
  await page.getByTestId('template-picker').click();
  await page.getByRole('option', { name: 'Temperature record' }).click();
  await expect(page).toHaveURL(/template=temperatureRecord/);
  await expect(page.getByRole('region', { name: 'Temperature record' }).getByText('Interval')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/report-centre-390.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
});

test('a report is scheduled from its form, run now, paused and deleted', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/reports?template=dailyEnergyConsumption');
  const form = page.getByRole('region', { name: 'Daily energy consumption' });
  await form.getByLabel('Site', { exact: true }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
  const title = `Weekly energy ${Date.now()}`;
  await dialog.getByLabel('Name').fill(title);
  await expect(dialog.getByText('The Monday–Sunday week before each run')).toBeVisible();
  await dialog.getByPlaceholder('Choose people').click();
  await page.getByRole('option', { name: new RegExp(ADMIN) }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SCREENS}/report-schedule-dialog.png` });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('region', { name: 'Scheduled reports' });
  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Weekly on Monday at 06:00');
  await expect(row).toContainText('Avery Morgan');
  await page.screenshot({ path: `${SCREENS}/report-schedules-1440.png`, fullPage: true });

  // Run now: a job of the schedule's report is made.
  const ranBefore = await jobsNow(request, headers);
  await row.getByRole('button', { name: 'Run now' }).click();
  expect((await newJobMade(request, headers, ranBefore, 60_000)).reportTemplate).toBe(
    'dailyEnergyConsumption',
  );

  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(row.getByText('Paused')).toBeVisible();
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete schedule' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
