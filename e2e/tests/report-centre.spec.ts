import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { ADMIN, DESKTOP, PHONE } from './support/pages';

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

  const before = (await (await request.get('/api/v2/jobs', { headers })).json()) as { jobId: string }[];
  await form.getByRole('button', { name: 'Generate report' }).click();
  const dialog = page.getByRole('dialog', { name: 'The report is being generated.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'My Downloads' })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The new job, made as a PDF with the site in its name.
  let job: { jobId: string; jobState: string; fileId: string | null; fileName: string | null } | undefined;
  await expect
    .poll(
      async () => {
        const jobs = (await (await request.get('/api/v2/jobs', { headers })).json()) as NonNullable<
          typeof job
        >[];
        job = jobs.find((j) => !before.some((b) => b.jobId === j.jobId));
        return job?.jobState;
      },
      { timeout: 60_000 },
    )
    .toBe('SUCCESS');
  expect(job!.fileName).toMatch(
    new RegExp(
      `^Daily energy consumption .+${siteName.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\.pdf$`,
    ),
  );
  const file = await request.get(`/api/v2/files/download/${job!.fileId}`, { headers });
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/my-downloads');
  const row = page.getByRole('row').filter({ hasText: job!.fileName! });
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
