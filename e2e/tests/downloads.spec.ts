import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { clippedTables } from './support/clipping';
import { ADMIN, DESKTOP, demoSiteId, PHONE } from './support/pages';
import { expectPdf, jobsNow, newJobMade } from './support/report-jobs';

// Issue 13: a report asked for through the report worker appears in My Downloads, goes from
// 'generating...' to 'Success' live, raises the top bar's counter, downloads (read through the API:
// browser downloads do not work here) and is deleted through the 'Confirm Delete' dialog.

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The demo catalogue's refrigeration equipment group. */
const REFRIGERATION_GROUP = 222;

let headers: { authorization: string };
let siteId: number;

/** Two whole local days a week ago: inside the hourly rollup's 62 days. */
const period = () => {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { reportFromDate: day(Date.now() - 8 * 86_400_000), reportToDate: day(Date.now() - 7 * 86_400_000) };
};

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  siteId = await demoSiteId(request);
});

test('a requested report goes from generating to Success in My Downloads, downloads and is deleted', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  // The page's own session asks for the report, as a download button of the product does.
  await page.goto('/my-downloads');
  await expect(page.getByRole('heading', { name: 'My Downloads' })).toBeVisible();
  const job = await page.evaluate(
    async ({ siteId, period }) => {
      const res = await fetch('/api/v2/jobs/toReport?reportType=CSV_REPORT', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('authToken')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ reportTemplate: 'rawEnergyData', siteId, ...period }),
      });
      return { status: res.status, body: await res.json() };
    },
    { siteId, period: period() },
  );
  expect(job.status, JSON.stringify(job.body)).toBe(202);
  expect(job.body.jobState).toBe('STARTED');
  // The page follows jobs it did not start once they are listed: a reload, as the shell does on sign-in.
  await page.reload();
  const row = page
    .getByRole('row')
    .filter({ hasText: /Raw energy data|rawEnergyData/ })
    .first();
  await expect(row.getByText('Success')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(/Raw energy data - .+ - \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv/);
  // Not downloaded yet: shown in bold, counted in the top bar.
  await expect(row.locator('p').first()).toHaveCSS('font-weight', '700');
  // (Files other tests made in the last 10 minutes count too: this one raised the counter, its
  // download below lowers it by one.)
  const counter = page.getByRole('link', { name: /Downloads: .*\d+ ready to download/ });
  await expect(counter).toBeVisible();
  const ready = Number(
    /(\d+) ready/.exec((await counter.getAttribute('aria-label')) ?? (await counter.innerText()))?.[1],
  );
  expect(ready).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: `${SCREENS}/my-downloads-1440.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await clippedTables(page, false)).toEqual([]);

  // The file, read through the API (what the download icon saves).
  const jobs = (await (await request.get('/api/v2/jobs', { headers })).json()) as {
    jobId: string;
    fileId: string;
  }[];
  const done = jobs.find((j) => j.jobId === job.body.jobId)!;
  const csv = await request.get(`/api/v2/files/download/${done.fileId}`, { headers });
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Time,Sensor,Equipment,Energy (kWh),Readings');
  expect(lines.length).toBeGreaterThan(24);

  // The download icon: the counter falls, the name is no longer bold.
  await row.getByRole('button', { name: /^Download / }).click();
  if (ready === 1) await expect(page.getByRole('link', { name: /ready to download/ })).toHaveCount(0);
  else
    await expect(
      page.getByRole('link', { name: new RegExp(`Downloads: .*${ready - 1} ready to download`) }),
    ).toBeVisible();
  await expect(row.locator('p').first()).toHaveCSS('font-weight', '400');

  // Quick Search from 3 characters.
  await page.getByLabel('Quick Search').fill('ra');
  await expect(row).toBeVisible();
  await page.getByLabel('Quick Search').fill('zzzz-no-such-file');
  await expect(page.getByText('No matching files')).toBeVisible();
  await page.getByLabel('Quick Search').fill('');

  // Delete through the dialog.
  await row.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure want to delete this report ?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: done.fileId })).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`/api/v2/files/download/${done.fileId}`, { headers })).status())
    .toBe(404);
});

test('My Downloads on a phone: rows as cards, nothing clipped, no serious axe violations', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/v2/jobs/toReport?reportType=EXCEL_REPORT', {
    headers,
    data: { reportTemplate: 'rawTemperatureData', siteId, ...period() },
  });
  expect(res.status(), await res.text()).toBe(202);
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/my-downloads');
  await expect(page.getByText('Success').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Raw temperature data - .+\.xlsx/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/my-downloads-390.png`, fullPage: true });
  expect(await clippedTables(page, true)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('HVAC performance: Download → Excel starts a job, says so, and the workbook holds the page’s rows', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/equipment-performance-hvac');
  await expect(page.getByTestId('hvac-performance-row').first()).toBeVisible({ timeout: 150_000 });
  const count = Number((await page.getByTestId('hvac-count').innerText()).replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'The report is being generated.' });
  await expect(dialog).toContainText('green badge');
  const link = dialog.getByRole('link', { name: 'My Downloads' });
  await expect(link).toHaveAttribute('href', '/my-downloads');
  await expect(link).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: `${SCREENS}/report-started-dialog.png` });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();

  let fileId: string | null = null;
  await expect
    .poll(
      async () => {
        const jobs = (await (await request.get('/api/v2/jobs', { headers })).json()) as {
          reportTemplate: string;
          jobState: string;
          fileId: string | null;
        }[];
        const job = jobs.find((j) => j.reportTemplate === 'hvacControlledPerformance');
        fileId = job?.fileId ?? null;
        return job?.jobState;
      },
      { timeout: 60_000 },
    )
    .toBe('SUCCESS');
  // The top bar counts the finished file.
  await expect(page.getByRole('link', { name: /ready to download/ })).toBeVisible();
  const file = await request.get(`/api/v2/files/download/${fileId}`, { headers });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await file.body()) as never);
  const ws = wb.getWorksheet('HVAC performance')!;
  expect(ws.getRow(1).getCell(6).value).toBe('Setpoint Compliance (%)');
  expect(ws.rowCount - 1).toBe(count);
});

test('equipment group performance: Download → PDF makes the group’s report (H-027) with the page’s site filter', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/equipment-performance/${REFRIGERATION_GROUP}`);
  await expect(page.getByTestId('equipment-performance-row').first()).toBeVisible({ timeout: 150_000 });
  const before = await jobsNow(request, headers);
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'The report is being generated.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  const job = await newJobMade(request, headers, before);
  expect(job.reportTemplate).toBe('equipmentPerformance');
  await expectPdf(request, headers, job);
});
