import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { clippedTables } from './support/clipping';
import { ADMIN, DESKTOP, demoSiteId, PHONE } from './support/pages';
import { expectPdf, jobsNow, type ListedJob, newJobMade } from './support/report-jobs';

// Issue 13: a report asked for through the report worker appears in My Downloads, goes from
// 'generating...' to 'Success' live (REPORTS_STATUS over STOMP, with a 10 s list read as the
// fallback; never a reload), raises the top bar's counter, downloads (read through the API: browser
// downloads do not work here) and is deleted through the 'Confirm Delete' dialog. A job that fails
// shows 'Failed - {message}'.

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The demo catalogue's refrigeration equipment group. */
const REFRIGERATION_GROUP = 222;
/** My Downloads reads the job list every 10 s (B-027): a job started elsewhere shows within this. */
const FALLBACK_POLL_MS = 10_000;

let headers: { authorization: string };
let siteId: number;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Two whole local days a week ago: inside the hourly rollup's 62 days. */
const period = () => ({
  reportFromDate: day(Date.now() - 8 * 86_400_000),
  reportToDate: day(Date.now() - 7 * 86_400_000),
});

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  siteId = await demoSiteId(request);
});

/** Marks the open document; sameDocument() is false once the page has been reloaded or left. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

/**
 * Asks (through the API, as another tab would) for the largest PDF the demo makes: the energy use
 * of 50 metered equipment items over a year, one section each (~18,000 rows, several seconds). The
 * worker makes one report at a time, so a report asked for next waits behind it: its
 * 'generating...' lasts long enough to be seen whatever the machine, with no pause in the product.
 */
async function askForBigReport(request: APIRequestContext): Promise<string> {
  const sensors = (await (await request.get('/api/v1/sensors', { headers })).json()) as {
    sensorType: string;
    equipmentId: number | null;
  }[];
  const metered = [
    ...new Set(sensors.filter((s) => s.sensorType === 'ENERGY' && s.equipmentId).map((s) => s.equipmentId!)),
  ];
  expect(metered.length).toBeGreaterThanOrEqual(50);
  const res = await request.post('/api/v2/jobs/batch/toPdf', {
    headers,
    data: {
      reportTemplate: 'energyUsage',
      downloadType: 'PDF_MERGE',
      equipmentList: metered.slice(0, 50),
      reportFromDate: day(Date.now() - 366 * 86_400_000),
      reportToDate: day(Date.now() - 86_400_000),
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  return ((await res.json()) as { jobId: string }).jobId;
}

/** The job as the API has it, once finished. */
async function finishedJob(request: APIRequestContext, jobId: string) {
  let job: ListedJob & { errorStatusResponse: { errorCode: number; message: string } | null } = null!;
  await expect
    .poll(
      async () => {
        job = await (await request.get(`/api/v2/jobs/${jobId}`, { headers })).json();
        return job.jobState;
      },
      { timeout: 90_000 },
    )
    .toMatch(/^(SUCCESS|FAILURE)$/);
  return job;
}

test('a report asked for in another tab appears without a reload, succeeds, downloads and is deleted', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/my-downloads');
  await expect(page.getByRole('heading', { name: 'My Downloads' })).toBeVisible();
  await markDocument(page);
  // Asked for outside this page (the API, as another tab or device would).
  const res = await request.post('/api/v2/jobs/toReport?reportType=CSV_REPORT', {
    headers,
    data: { reportTemplate: 'rawEnergyData', siteId, ...period() },
  });
  expect(res.status(), await res.text()).toBe(202);
  const job = (await res.json()) as ListedJob;
  expect(job.jobState).toBe('STARTED');
  const done = await finishedJob(request, job.jobId);
  expect(done.jobState).toBe('SUCCESS');
  // The page learns of it by its fallback read of the job list, at most 10 s apart.
  const row = page.getByRole('row').filter({ hasText: done.fileName! });
  await expect(row.getByText('Success')).toBeVisible({ timeout: FALLBACK_POLL_MS + 5_000 });
  expect(await sameDocument(page)).toBe(true);
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
  // The list is read again 500 ms after the delete (B-058).
  const reread = page.waitForResponse((r) => r.url().includes('/api/v2/files?'));
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await reread;
  // Still gone, though its finished job stays listed by the API for 10 minutes more.
  await expect(row).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`/api/v2/files/download/${done.fileId}`, { headers })).status())
    .toBe(404);

  // Another browser, without this one's marks: once its file list is read, the deleted file's job
  // shows no row (nor would it count as ready to download).
  const other = await browser.newContext({ reducedMotion: 'reduce', viewport: DESKTOP });
  const elsewhere = await other.newPage();
  await signIn(elsewhere, ADMIN, DEMO_PASSWORD);
  const filesRead = elsewhere.waitForResponse((r) => r.url().includes('/api/v2/files?'));
  await elsewhere.goto('/my-downloads');
  await filesRead;
  await expect(elsewhere.getByRole('row').filter({ hasText: done.fileName! })).toHaveCount(0);
  await other.close();
});

test('a report asked for in the report centre is followed live: generating..., then Success, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  // Every REPORTS_STATUS message on its way to the page over STOMP. While held they wait here (as on
  // a slow network), and so do the page's reads of the job list: however fast this machine makes the
  // report, the page sees it 'generating...' first, and then only the messages move it on.
  const statusFrames: string[] = [];
  const heldFrames: (() => void)[] = [];
  const heldReads: Route[] = [];
  let holdFrames = false;
  await page.routeWebSocket(/\/ws\/stomp$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (
        typeof message === 'string' &&
        message.startsWith('MESSAGE') &&
        message.includes('/REPORTS_STATUS/')
      ) {
        statusFrames.push(message);
        if (holdFrames) return void heldFrames.push(() => ws.send(message));
      }
      ws.send(message);
    });
  });
  // The page's reads of the job list: let through, held, or refused (as if the network were down).
  let reads: 'pass' | 'hold' | 'refuse' = 'pass';
  await page.route(/\/api\/v2\/jobs(\?.*)?$/, (route) => {
    if (route.request().method() !== 'GET' || reads === 'pass') return route.fallback();
    if (reads === 'refuse') return route.abort();
    heldReads.push(route);
  });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const firstRead = page.waitForResponse(
    (r) => /\/api\/v2\/jobs$/.test(r.url()) && r.request().method() === 'GET',
  );
  await page.goto('/reports?template=multiSiteEnergyConsumption');
  await firstRead;
  await expect(page.getByRole('status', { name: 'Live updates: connected' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Energy consumption by site' });
  await expect(form.getByText('The file will be in My Downloads.')).toBeVisible();
  await markDocument(page);
  holdFrames = true;
  reads = 'hold';
  // A big report just ahead: the worker makes one report at a time, so the one asked for below is
  // still waiting when the page subscribes to its REPORTS_STATUS (a job finished before that is
  // only learnt from the list, which this test keeps from the page).
  const bigJob = await askForBigReport(request);
  // How many jobs the top bar counts as generating before this one (none unless a run left some).
  const before = await page
    .getByRole('link', { name: /^Downloads: / })
    .getAttribute('aria-label', { timeout: 1_000 })
    .catch(() => null);
  const generatingBefore = Number(/(\d+) generating/.exec(before ?? '')?.[1] ?? 0);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/v2/jobs/'),
  );
  await form.getByRole('button', { name: 'Generate report' }).click();
  const job = (await (await answered).json()) as ListedJob;
  await page
    .getByRole('dialog', { name: 'The report is being generated.' })
    .getByRole('button', { name: 'OK' })
    .click();

  // The top bar counts it at once; its icon leads to My Downloads (no reload: a client route).
  const icon = page.getByRole('link', { name: `Downloads: ${generatingBefore + 1} generating` });
  await expect(icon).toBeVisible();
  await icon.click();
  await expect(page.getByRole('heading', { name: 'My Downloads' })).toBeVisible();
  // (Rows of jobs still being made are named by their template; a failed one elsewhere is not this.)
  const pending = page
    .getByRole('row')
    .filter({ hasText: 'multiSiteEnergyConsumption report' })
    .filter({ hasNotText: 'Failed' });
  await expect(pending.getByText('generating...')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/my-downloads-live-1440.png`, fullPage: true });
  // From here the page cannot read the job list (the fallback): only REPORTS_STATUS can move the row
  // on. The messages held so far, and every later one, reach it.
  reads = 'refuse';
  for (const read of heldReads.splice(0)) await read.abort().catch(() => undefined);
  holdFrames = false;
  for (const send of heldFrames.splice(0)) send();
  const done = await finishedJob(request, job.jobId);
  expect(done.jobState).toBe('SUCCESS');
  // (Newest first: an earlier run's file of the same name may be listed below it.)
  const row = page.getByRole('row').filter({ hasText: done.fileName! }).first();
  await expect(row.getByText('Success')).toBeVisible();
  await expect(pending).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  // It came over the job's REPORTS_STATUS topic, to its owner.
  const topic = `destination:/topic/subscribe/REPORTS_STATUS/${job.jobId}`;
  expect(statusFrames.some((f) => f.includes(topic) && f.includes('"jobState":"SUCCESS"'))).toBe(true);

  // The big report finished before it; once list reads are allowed again nothing is left generating.
  reads = 'pass';
  expect((await finishedJob(request, bigJob)).jobState).toBe('SUCCESS');
  await expect(page.getByRole('link', { name: /generating/ })).toHaveCount(0, {
    timeout: FALLBACK_POLL_MS + 5_000,
  });
  expect(await sameDocument(page)).toBe(true);
});

test('a job being made shows how far it has got: generating... 40% and a progress bar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  // The job list as the server answers it, plus a job 40% made (the fraction the worker reports
  // while it writes the file): how long a real one stays at a given fraction depends on the machine.
  await page.route(/\/api\/v2\/jobs(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const res = await route.fetch();
    const making = {
      jobId: '00000000-0000-4000-8000-000000000040',
      jobState: 'GENERATING',
      reportTemplate: 'rawTemperatureData',
      fileName: null,
      fileId: null,
      progress: 0.4,
      createdAt: new Date().toISOString(),
      expiryAt: null,
      failedAt: null,
      errorStatusResponse: null,
      error: false,
    };
    await route.fulfill({ response: res, json: [making, ...((await res.json()) as unknown[])] });
  });
  const filesRead = page.waitForResponse((r) => r.url().includes('/api/v2/files?'));
  await page.goto('/my-downloads');
  const row = page.getByRole('row').filter({ hasText: 'rawTemperatureData report' });
  await expect(row).toContainText(/generating\.\.\.\s*40%/);
  await expect(
    row.getByRole('progressbar', { name: 'Progress of rawTemperatureData report' }),
  ).toHaveAttribute('aria-valuenow', '40');
  await expect(row.locator('p').first()).toHaveCSS('font-weight', '700');
  // The top bar counts it as being made.
  await expect(page.getByRole('link', { name: /^Downloads: \d+ generating/ })).toBeVisible();
  // The files too (B-062: 3 s after the page opens), for the screenshots.
  await filesRead;
  await expect(row).toContainText(/generating\.\.\.\s*40%/);
  await page.screenshot({ path: `${SCREENS}/my-downloads-generating-1440.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await clippedTables(page, false)).toEqual([]);
  await page.setViewportSize(PHONE);
  // Once the side navigation has slid away.
  await expect
    .poll(async () => (await page.getByRole('heading', { name: 'My Downloads' }).boundingBox())?.x)
    .toBeLessThan(30);
  await expect(row).toContainText(/generating\.\.\.\s*40%/);
  await page.screenshot({ path: `${SCREENS}/my-downloads-generating-390.png`, fullPage: true });
  expect(await clippedTables(page, true)).toEqual([]);
});

test('a job that fails shows Failed - {message}: its equipment was deleted while it waited', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/my-downloads');
  await expect(page.getByRole('heading', { name: 'My Downloads' })).toBeVisible();
  await markDocument(page);
  // A new equipment item; an HVAC performance report on it, waiting behind a big report; the item
  // is deleted (setup, by a colleague) before the worker reaches the report.
  const items = (await (
    await request.get('/api/v1/setup/equipment', { headers, params: { siteId } })
  ).json()) as { typeId: number }[];
  const created = await request.post('/api/v1/setup/equipment', {
    headers,
    data: { siteId, title: `Spare unit ${Date.now()}`, typeId: items[0]!.typeId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const spare = ((await created.json()) as { id: number }).id;
  await askForBigReport(request);
  const res = await request.post('/api/v2/jobs/toReport?reportType=CSV_REPORT', {
    headers,
    data: { reportTemplate: 'hvacControlledPerformance', siteId, equipmentList: [spare], ...period() },
  });
  expect(res.status(), await res.text()).toBe(202);
  const job = (await res.json()) as ListedJob;
  expect((await request.delete(`/api/v1/setup/equipment/${spare}`, { headers })).status()).toBe(204);

  const failed = await finishedJob(request, job.jobId);
  expect(failed.jobState).toBe('FAILURE');
  expect(failed.errorStatusResponse).toEqual({ errorCode: 404, message: 'Equipment not found' });
  const row = page.getByRole('row').filter({ hasText: 'hvacControlledPerformance report' });
  await expect(row.getByText('Failed - Equipment not found')).toBeVisible({
    timeout: FALLBACK_POLL_MS + 5_000,
  });
  // Not bold, no download or delete for a file that does not exist.
  await expect(row.locator('p').first()).toHaveCSS('font-weight', '400');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
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
