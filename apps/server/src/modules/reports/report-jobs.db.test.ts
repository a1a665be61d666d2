import { randomUUID } from 'node:crypto';
import type { ReportsStatusPayload } from '@sw/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../lib/event-bus';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEquipment, buildRollupRows } from '../../test/telemetry-factories';
import { insertJob } from './report-jobs.repository';
import { FAILURE, REPORT_DEAD_QUEUE, UNAVAILABLE } from './report-jobs.service';

// Report jobs end to end on both databases: a checked request, the queue, the worker, the file in
// My Downloads, every state pushed on REPORTS_STATUS, and the failure and cleanup rules.

let t: TestContext;
let a: { headers: { authorization: string }; id: number; orgId: number };
let colleague: { headers: { authorization: string } };
let other: { headers: { authorization: string } };
let siteId: number;
let otherSiteId: number;
const statuses: ReportsStatusPayload[] = [];
const HOUR = 3_600_000;
// Adelaide is UTC+10:30 in summer: local midnight is 13:30 UTC the day before.
const FROM = '2026-11-20';
const TO = '2026-11-21';
const MIDNIGHT = Date.parse('2026-11-19T13:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  // The fixture's days are fixed: reports are made as if a week after them (hourly data kept 62 days).
  t.app.services.reportJobs.now = () => new Date('2026-11-27T12:00:00Z');
  const db = t.database.db;
  const org = await buildOrg(db, { title: 'Café Crème Group' });
  const site = await buildSite(db, org.id, { title: 'Adelaide Rundle Mall', timeZone: 'Australia/Adelaide' });
  siteId = site.id;
  const cooler = await buildEquipment(db, org.id, site.id, { title: 'Walk-in Cooler' } as never);
  const probe = await buildSensor(db, org.id, site.id, { title: 'Cooler Air', equipmentId: cooler.id });
  // 48 local hours plus one hour either side that the period must leave out.
  await buildRollupRows(
    db,
    'readings_1h',
    probe,
    Array.from({ length: 50 }, (_, i) => ({
      bucket: MIDNIGHT + (i - 1) * HOUR,
      values: [3 + (i % 5) * 0.25, 3.5 + (i % 5) * 0.25, 4 + (i % 5) * 0.25],
    })),
  );
  const u = await buildUser(db, org.id);
  a = { id: u.id, orgId: org.id, headers: await t.login(u.email) };
  colleague = { headers: await t.login((await buildUser(db, org.id)).email) };
  const otherOrg = await buildOrg(db);
  otherSiteId = (await buildSite(db, otherOrg.id)).id;
  other = { headers: await t.login((await buildUser(db, otherOrg.id)).email) };
  t.app.services.events.subscribe((e: BusEvent) => {
    if (e.type === 'REPORTS_STATUS') statuses.push(e.payload);
  });
  await t.app.services.queue.startWorkers();
}, 60_000);
afterAll(() => t.close());

const request = (body: object, reportType = 'CSV_REPORT', headers = a.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/jobs/toReport?reportType=${reportType}`,
    headers,
    payload: body,
  });
const job = (id: string, headers = a.headers) => t.app.inject({ url: `/api/v2/jobs/${id}`, headers });
const jobCount = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from report_jobs'))[0]!.n;

async function finished(id: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    const body = (await job(id)).json();
    if (body.jobState === 'SUCCESS' || body.jobState === 'FAILURE') return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

const temperatureRequest = {
  reportTemplate: 'rawTemperatureData' as const,
  siteId: 0,
  reportFromDate: FROM,
  reportToDate: TO,
};

/** A job row as create() stores it, of `format`, for the worker calls to take up. */
async function storedJob(format: 'CSV' | 'EXCEL' = 'CSV'): Promise<string> {
  const id = randomUUID();
  await insertJob(t.database, {
    id,
    orgId: a.orgId,
    userId: a.id,
    request: { body: { ...temperatureRequest, siteId } as never, siteScope: 'ALL' },
    reportTemplate: 'rawTemperatureData',
    format,
  });
  return id;
}

describe('report jobs (spec 1 §4, spec 3 §7)', () => {
  it('makes a CSV: STARTED at once, then GENERATING, STORING, SUCCESS pushed; the file in My Downloads', async () => {
    const res = await request({ ...temperatureRequest, siteId });
    expect(res.statusCode).toBe(202);
    const started = res.json();
    expect(started).toMatchObject({
      jobState: 'STARTED',
      reportTemplate: 'rawTemperatureData',
      error: false,
    });
    const done = await finished(started.jobId);
    expect(done).toMatchObject({ jobState: 'SUCCESS', progress: 1, errorStatusResponse: null });
    expect(done.fileName).toBe(`Raw temperature data - Adelaide Rundle Mall - ${FROM} to ${TO}.csv`);
    // Expires 10 minutes after it finished.
    expect(Date.parse(done.expiryAt as string) - Date.now()).toBeGreaterThan(9 * 60_000);
    const states = statuses.filter((s) => s.jobId === started.jobId).map((s) => s.jobState);
    expect(states[0]).toBe('STARTED');
    expect(states.slice(-3)).toEqual(['GENERATING', 'STORING', 'SUCCESS'].slice(-3));
    expect(states).toContain('GENERATING');
    expect(statuses.find((s) => s.jobId === started.jobId && s.jobState === 'SUCCESS')).toMatchObject({
      orgId: a.orgId,
      userId: a.id,
      fileId: done.fileId,
    });

    const files = (await t.app.inject({ url: '/api/v2/files?fileType=REPORT', headers: a.headers })).json();
    expect(files[0]).toMatchObject({
      fileId: done.fileId,
      metadata: { jobId: started.jobId, reportTemplate: 'rawTemperatureData' },
    });
    const csv = await t.app.inject({ url: `/api/v2/files/download/${done.fileId}`, headers: a.headers });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Sensor,Equipment,Mean (°C),Minimum (°C),Maximum (°C),Readings');
    // 48 local hours: the hours before and after the period are left out.
    expect(lines).toHaveLength(49);
    // The hour at local midnight holds 3.25, 3.75 and 4.25 °C; the next 3.5, 4 and 4.5.
    expect(lines[1]).toBe('2026-11-20T00:00:00+10:30,Cooler Air,Walk-in Cooler,3.8,3.3,4.3,3');
    expect(lines[2]).toBe('2026-11-20T01:00:00+10:30,Cooler Air,Walk-in Cooler,4.0,3.5,4.5,3');
    expect(lines[48]).toMatch(/^2026-11-21T23:00:00\+10:30,/);
  }, 30_000);

  it('makes an Excel workbook with typed cells, units in the headers, a frozen header and a filter', async () => {
    const res = await request({ ...temperatureRequest, siteId }, 'EXCEL_REPORT');
    expect(res.statusCode).toBe(202);
    const done = await finished(res.json().jobId);
    expect(done.jobState).toBe('SUCCESS');
    expect(done.fileName).toMatch(/\.xlsx$/);
    const file = await t.app.inject({ url: `/api/v2/files/download/${done.fileId}`, headers: a.headers });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Report', 'Raw temperature data']);
    const ws = wb.getWorksheet('Raw temperature data')!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Time [Australia/Adelaide]',
      'Sensor',
      'Equipment',
      'Mean (°C)',
      'Minimum (°C)',
      'Maximum (°C)',
      'Readings',
    ]);
    expect(ws.rowCount).toBe(49);
    const first = ws.getRow(2);
    // The local wall time (Excel has no zones): 00:00 on the first day.
    expect(first.getCell(1).value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(first.getCell(4).value).toBe(3.75);
    expect(first.getCell(4).numFmt).toBe('0.0');
    expect(first.getCell(7).value).toBe(3);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
  }, 30_000);

  it('refuses what it cannot make, with a message, and stores nothing', async () => {
    const before = await jobCount();
    const cases: [object, string, number, RegExp][] = [
      [{ ...temperatureRequest, siteId: otherSiteId }, 'CSV_REPORT', 404, /Site not found/],
      [{ ...temperatureRequest, siteId: 2_000_000 }, 'CSV_REPORT', 404, /Site not found/],
      [{ ...temperatureRequest, siteId, reportFromDate: '2026-02-30' }, 'CSV_REPORT', 400, /calendar date/],
      [{ ...temperatureRequest, siteId, reportFromDate: '20/11/2026' }, 'CSV_REPORT', 400, /YYYY-MM-DD/],
      [
        { ...temperatureRequest, siteId, reportFromDate: TO, reportToDate: FROM },
        'CSV_REPORT',
        400,
        /not be after/,
      ],
      [
        { ...temperatureRequest, siteId, reportTemplate: 'nope' },
        'CSV_REPORT',
        400,
        /reportTemplate must be one of/,
      ],
      [{ ...temperatureRequest, siteId }, 'PDF_REPORT', 400, /reportType must be CSV_REPORT or EXCEL_REPORT/],
      [
        { reportTemplate: 'rawTemperatureData', reportFromDate: FROM, reportToDate: TO },
        'CSV_REPORT',
        400,
        /siteId is required/,
      ],
      [
        { ...temperatureRequest, siteId, aggregationLevel: '15m', reportFromDate: '2025-01-01' },
        'CSV_REPORT',
        400,
        /15 minutes data is kept for 15 days/,
      ],
      [
        { ...temperatureRequest, siteId, reportTemplate: 'energyUsage' },
        'CSV_REPORT',
        400,
        /equipmentList is required/,
      ],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await request(body, type);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await jobCount()).toBe(before);
    // Another organisation's user asking for this site: 404 too.
    expect((await request({ ...temperatureRequest, siteId }, 'CSV_REPORT', other.headers)).statusCode).toBe(
      404,
    );
  });

  it('refuses a report over a million rows before making it', async () => {
    const db = t.database.db;
    for (let i = 0; i < 3; i++) await buildSensor(db, a.orgId, siteId, { title: `Probe ${i}` });
    const res = await request({
      ...temperatureRequest,
      siteId,
      aggregationLevel: '1d',
      reportFromDate: '0001-01-01',
      reportToDate: '2026-11-21',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/would have about [\d,]+ rows \(at most 1,000,000\)/);
  });

  it('lists the templates it makes, with the calls that make each as a PDF where not all do', async () => {
    const listed = (await t.app.inject({ url: '/api/v2/jobs/templates', headers: a.headers })).json();
    expect(listed.find((x: { reportTemplate: string }) => x.reportTemplate === 'energyUsage')).toEqual({
      reportTemplate: 'energyUsage',
      formats: ['PDF', 'CSV', 'EXCEL'],
      modes: ['batch', 'single'],
      pdfModes: ['batch'],
    });
    const raw = listed.find((x: { reportTemplate: string }) => x.reportTemplate === 'rawTemperatureData');
    expect(raw.pdfModes).toBeUndefined();
  });

  it('shows a job to its owner only', async () => {
    const started = (await request({ ...temperatureRequest, siteId })).json();
    await finished(started.jobId);
    expect((await job(started.jobId, colleague.headers)).statusCode).toBe(404);
    expect((await job(started.jobId, other.headers)).statusCode).toBe(404);
    expect((await job('not-a-uuid')).statusCode).toBe(400);
    const mine = (await t.app.inject({ url: '/api/v2/jobs', headers: a.headers })).json();
    expect(mine.map((j: { jobId: string }) => j.jobId)).toContain(started.jobId);
    const theirs = (await t.app.inject({ url: '/api/v2/jobs', headers: colleague.headers })).json();
    expect(theirs).toEqual([]);
  });

  it('fails a job whose generation breaks on its last attempt with 500 "Please try again later", once', async () => {
    const id = randomUUID();
    await insertJob(t.database, {
      id,
      orgId: a.orgId,
      userId: a.id,
      // A site id the database cannot read: the query fails (not a refusal of the request).
      request: { body: { ...temperatureRequest, siteId: 'x' as never }, siteScope: 'ALL' },
      reportTemplate: 'rawTemperatureData',
      format: 'CSV',
    });
    await expect(t.app.services.reportJobs.run(id, true)).rejects.toThrow();
    const failed = (await job(id)).json();
    expect(failed).toMatchObject({ jobState: 'FAILURE', error: true, errorStatusResponse: FAILURE });
    expect(failed.failedAt).toEqual(expect.any(String));
    // Finished: a late attempt changes nothing.
    expect(await t.app.services.reportJobs.run(id, true)).toEqual({ skipped: true });
    expect((await job(id)).json().failedAt).toBe(failed.failedAt);
  });

  it('drops the file of an attempt past its time limit, and of one whose job ended meanwhile', async () => {
    const service = t.app.services.reportJobs;
    const files = t.app.services.files;
    const save = files.save.bind(files);
    const reportFiles = async () =>
      (await t.app.inject({ url: '/api/v2/files?fileType=REPORT', headers: a.headers })).json() as unknown[];
    const before = (await reportFiles()).length;
    try {
      // The limit passes while the file is being written: the writer stops, no bytes are kept.
      const limit = new AbortController();
      files.save = (owner, f) => {
        limit.abort();
        return save(owner, f);
      };
      const late = await storedJob('EXCEL');
      await expect(service.run(late, false, limit.signal)).rejects.toThrow(/time limit|closed/);
      expect((await job(late)).json().jobState).toBe('GENERATING');
      expect(await reportFiles()).toHaveLength(before);

      // The job failed (its last attempt's time spent) while this attempt stored its file: the job
      // keeps its one outcome and the file goes.
      const superseded = await storedJob('EXCEL');
      files.save = async (owner, f) => {
        const stored = await save(owner, f);
        await service.fail(superseded, UNAVAILABLE);
        return stored;
      };
      expect(await service.run(superseded, true)).toEqual({ superseded: true });
      expect((await job(superseded)).json()).toMatchObject({
        jobState: 'FAILURE',
        errorStatusResponse: UNAVAILABLE,
        fileId: null,
      });
      expect(await reportFiles()).toHaveLength(before);
    } finally {
      files.save = save;
    }
  });

  it('fails a job the dead-letter queue receives (its worker gone) with 503, once', async () => {
    const id = await storedJob();
    await t.app.services.queue.send(REPORT_DEAD_QUEUE, { jobId: id });
    expect(await finished(id)).toMatchObject({ jobState: 'FAILURE', errorStatusResponse: UNAVAILABLE });
  });

  it('cleans up: fails a job left unfinished without a queue job, deletes expired ones', async () => {
    const [orphan, expired, failedLongAgo, failedToday] = [
      await storedJob(),
      await storedJob(),
      await storedJob(),
      await storedJob(),
    ];
    await t.database.query(
      `update report_jobs set job_state = 'GENERATING', updated_at = now() - interval '5 minutes' where id = $1`,
      [orphan],
    );
    await t.database.query(
      `update report_jobs set job_state = 'SUCCESS', expiry_at = now() - interval '1 minute' where id = $1`,
      [expired],
    );
    // B-034: a failed job without an expiry is kept under 24 hours, removed after.
    await t.database.query(
      `update report_jobs set job_state = 'FAILURE', failed_at = now() - interval '25 hours' where id = $1`,
      [failedLongAgo],
    );
    await t.database.query(
      `update report_jobs set job_state = 'FAILURE', failed_at = now() - interval '23 hours' where id = $1`,
      [failedToday],
    );
    const result = await t.app.services.reportJobs.cleanup();
    expect(result.failed).toBeGreaterThanOrEqual(1);
    // The worker never finished it: 503 'Please try again later' (spec 3 §8).
    expect((await job(orphan)).json()).toMatchObject({
      jobState: 'FAILURE',
      errorStatusResponse: UNAVAILABLE,
    });
    expect((await job(expired)).statusCode).toBe(404);
    expect((await job(failedLongAgo)).statusCode).toBe(404);
    expect((await job(failedToday)).json()).toMatchObject({ jobState: 'FAILURE' });
  });
});
