import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../../test/factories';
import { attachmentsOf, emlsTo, mailsTo, subjectOf } from '../../../test/outbox';
import { buildEquipment, buildRollupRows } from '../../../test/telemetry-factories';
import { insertJob } from '../report-jobs.repository';
import { REPORT_QUEUE } from '../report-jobs.service';
import { SCHEDULE_EMAIL_QUEUE } from './schedule-email-job';
import { SCHEDULE_DELIVERY_QUEUE } from './schedule-emails';
import { SCHEDULE_TICK_QUEUE } from './schedule-runner';

// Scheduled reports end to end on both databases: the API (its rules and who may see what), the
// runner taking due schedules, the report worker making the file, and the emails it is sent in.

let t: TestContext;
type Who = { id: number; email: string; headers: { authorization: string } };
let owner: Who;
let colleague: Who;
let other: Who;
const people: Record<'all' | 'scoped' | 'noScope' | 'suspended', { id: number; email: string }> = {} as never;
let coolerId: number;
let siteId: number;
let londonId: number;
let otherSiteId: number;
let orgId: number;
// Friday 27 November 2026, 22:30 in Adelaide (UTC+10:30): the clock of every run here.
const NOW = new Date('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;
// Adelaide's local midnight starting 20 November.
const MIDNIGHT = Date.parse('2026-11-19T13:30:00Z');
// Unique addresses: the outbox directory is shared by every test file and run.
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.reportJobs.now = () => NOW;
  const db = t.database.db;
  const org = await buildOrg(db, { title: 'Café Crème Group' });
  orgId = org.id;
  const site = await buildSite(db, org.id, { title: 'Adelaide Rundle Mall', timeZone: 'Australia/Adelaide' });
  siteId = site.id;
  londonId = (await buildSite(db, org.id, { title: 'London Bridge', timeZone: 'Europe/London' })).id;
  const cooler = await buildEquipment(db, org.id, site.id, { title: 'Walk-in Cooler' } as never);
  coolerId = cooler.id;
  const probe = await buildSensor(db, org.id, site.id, { title: 'Cooler Air', equipmentId: cooler.id });
  // 20 and 21 November, hour by hour (local days of the site).
  await buildRollupRows(
    db,
    'readings_1h',
    probe,
    Array.from({ length: 48 }, (_, i) => ({ bucket: MIDNIGHT + i * HOUR, values: [3, 4, 5] })),
  );
  const user = async (name: string, o: Parameters<typeof buildUser>[2] = {}, login = true) => {
    const u = await buildUser(db, org.id, { email: `sched-${tag}-${name}@test.example`, ...o });
    return { id: u.id, email: u.email, headers: login ? await t.login(u.email) : { authorization: '' } };
  };
  owner = await user('owner', { firstName: 'Olive', lastName: 'Owner' });
  colleague = await user('colleague');
  people.all = await user('all', { firstName: 'Ada', lastName: 'All' });
  people.scoped = await user('scoped', { role: null, firstName: 'Sam', lastName: 'Scoped' });
  await db
    .insert(accessResources)
    .values({ orgId, userId: people.scoped.id, resourceType: 'SITE', resourceId: siteId, role: 'VIEWER' });
  people.noScope = await user('noscope', { role: null, firstName: 'Nell', lastName: 'None' }, false);
  people.suspended = await user('suspended', { userStatus: 'SUSPENDED' }, false);
  const otherOrg = await buildOrg(db);
  otherSiteId = (await buildSite(db, otherOrg.id)).id;
  const o = await buildUser(db, otherOrg.id, { email: `sched-${tag}-other@test.example` });
  other = { id: o.id, email: o.email, headers: await t.login(o.email) };
  await t.app.services.queue.startWorkers();
}, 120_000);
afterAll(() => t.close());

const daily = (o: object = {}) => ({
  title: 'Cooler log',
  request: { reportTemplate: 'rawTemperatureData', siteId, aggregationLevel: '1h' },
  format: 'CSV',
  frequency: 'DAILY',
  recipientIds: [owner.id],
  ...o,
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who = owner, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/report-schedules${url}`, headers: who.headers, payload });
const create = async (body: object) => {
  const res = await api('POST', '', owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const count = async (table: string) =>
  (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
const rowOf = async (id: string) =>
  (await t.database.query<Record<string, unknown>>('select * from report_schedules where id = $1', [id]))[0];
const jobsOf = (scheduleId: string) =>
  t.database.query<{ id: string; from: string; to: string; format: string; state: string }>(
    `select id, request->'body'->>'reportFromDate' as "from", request->'body'->>'reportToDate' as "to",
            format, job_state as state
       from report_jobs where schedule_id = $1 order by created_at`,
    [scheduleId],
  );
const due = (id: string, at: string) =>
  t.database.query('update report_schedules set next_run_at = $2::timestamptz where id = $1', [id, at]);
/** The report worker done with every job (its end queues the emails), then the emails sent. */
async function settle() {
  for (const queue of [REPORT_QUEUE, SCHEDULE_EMAIL_QUEUE, SCHEDULE_DELIVERY_QUEUE])
    await t.app.services.queue.settled(queue, 60_000);
}

describe('report schedules: the API', () => {
  it('creates, lists, reads, changes, pauses, resumes and deletes a schedule', async () => {
    const created = await create(daily({ recipientIds: [owner.id, people.all.id, owner.id] }));
    expect(created).toMatchObject({
      title: 'Cooler log',
      format: 'CSV',
      frequency: 'DAILY',
      weekday: null,
      hour: 6,
      // The site's zone by default.
      timeZone: 'Australia/Adelaide',
      delivery: 'ATTACHMENT',
      paused: false,
      // 06:00 on Saturday 28 November in Adelaide.
      nextRunAt: '2026-11-27T19:30:00.000Z',
      lastRunAt: null,
      lastJobId: null,
      lastOutcome: null,
      recipients: [
        { id: owner.id, name: 'Olive Owner', email: owner.email },
        { id: people.all.id, name: 'Ada All', email: people.all.email },
      ],
    });
    const second = await create(daily({ title: 'Second', timeZone: 'Europe/London', hour: 0 }));
    expect(second.nextRunAt).toBe('2026-11-28T00:00:00.000Z');
    const list = (await api('GET', '')).json();
    expect(list.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([second.id, created.id]);
    expect((await api('GET', `/${created.id}`)).json()).toEqual(created);

    // Weekly on Wednesdays at 08:00: Wednesday 2 December, 08:00 ACDT.
    const weekly = await api('PATCH', `/${created.id}`, owner, { frequency: 'WEEKLY', weekday: 3, hour: 8 });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.json()).toMatchObject({
      frequency: 'WEEKLY',
      weekday: 3,
      hour: 8,
      nextRunAt: '2026-12-01T21:30:00.000Z',
    });
    const paused = (await api('PATCH', `/${created.id}`, owner, { paused: true })).json();
    expect(paused).toMatchObject({ paused: true, nextRunAt: null, weekday: 3 });
    const resumed = (await api('PATCH', `/${created.id}`, owner, { paused: false })).json();
    expect(resumed).toMatchObject({ paused: false, nextRunAt: '2026-12-01T21:30:00.000Z' });
    // A change of title keeps the next run.
    expect((await api('PATCH', `/${created.id}`, owner, { title: 'Renamed' })).json()).toMatchObject({
      title: 'Renamed',
      nextRunAt: '2026-12-01T21:30:00.000Z',
    });

    const deleted = await api('DELETE', `/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await api('GET', `/${created.id}`)).statusCode).toBe(404);
    const audited = await t.database.query<{ action: string }>(
      'select action from audit_log where target_type = $1 and target_id = $2 order by id',
      ['REPORT_SCHEDULE', created.id],
    );
    expect(audited.map((a) => a.action)).toEqual([
      'REPORT_SCHEDULE_CREATE',
      ...Array(4).fill('REPORT_SCHEDULE_UPDATE'),
      'REPORT_SCHEDULE_DELETE',
    ]);
  });

  it('takes month and year reports monthly, on the 1st, for the month before', async () => {
    const month = await create(
      daily({
        title: 'HACCP',
        request: { reportTemplate: 'monthlyTempCheck', siteId },
        frequency: 'MONTHLY',
        format: 'PDF',
      }),
    );
    expect(month).toMatchObject({ frequency: 'MONTHLY', nextRunAt: '2026-11-30T19:30:00.000Z' });
    const year = await create(
      daily({
        title: 'Annual',
        request: { reportTemplate: 'organizationEnergyPerformance' },
        frequency: 'MONTHLY',
      }),
    );
    // The owner's own zone (UTC by default) for a request without a site.
    expect(year).toMatchObject({ timeZone: 'UTC', nextRunAt: '2026-12-01T06:00:00.000Z' });
  });

  it('refuses what would not work, naming the field, and stores nothing', async () => {
    const before = await count('report_schedules');
    const cases: [object, number, RegExp][] = [
      [
        daily({ request: { reportTemplate: 'monthlyTempCheck', siteId } }),
        400,
        /^frequency: .*one calendar month, so it runs MONTHLY/,
      ],
      [
        daily({ request: { reportTemplate: 'organizationEnergyPerformance' }, frequency: 'WEEKLY' }),
        400,
        /^frequency: .*January to a month, so it runs MONTHLY/,
      ],
      [
        daily({ format: 'PDF' }),
        400,
        /^format: the rawTemperatureData report is made as CSV or EXCEL, not PDF/,
      ],
      [daily({ timeZone: 'Mars/Olympus' }), 400, /^timeZone: Mars\/Olympus is not a time zone/],
      [daily({ timeZone: '+10:30' }), 400, /^timeZone: /],
      [daily({ request: { reportTemplate: 'rawTemperatureData' } }), 400, /^request: siteId is required/],
      // A month of 15-minute data: more than the 15 days kept.
      [
        daily({
          frequency: 'MONTHLY',
          request: { reportTemplate: 'rawTemperatureData', siteId, aggregationLevel: '15m' },
        }),
        400,
        /^request: 15 minutes data is kept for 15 days/,
      ],
      [
        daily({ request: { reportTemplate: 'rawTemperatureData', siteId: otherSiteId } }),
        404,
        /^Site not found/,
      ],
      [
        daily({ recipientIds: [people.noScope.id] }),
        400,
        /^recipientIds: Nell None \(.*\) cannot see every site this report covers/,
      ],
      [
        daily({ recipientIds: [people.suspended.id, other.id] }),
        400,
        new RegExp(
          `^recipientIds: ${people.suspended.id} and ${other.id} are not active users of this organisation`,
        ),
      ],
      // Sam sees the Adelaide site only: not London.
      [
        daily({
          request: { reportTemplate: 'rawTemperatureData', siteId: londonId },
          recipientIds: [people.scoped.id],
        }),
        400,
        /^recipientIds: Sam Scoped .* cannot see every site/,
      ],
      // An organisation-wide report covers the owner's every site.
      [
        daily({
          request: { reportTemplate: 'multiSiteEnergyConsumption' },
          recipientIds: [people.scoped.id],
        }),
        400,
        /^recipientIds: Sam Scoped/,
      ],
      // An equipment item on a report not made per item is refused (H-007), not read as narrowing it.
      [
        daily({
          request: { reportTemplate: 'multiSiteEnergyConsumption', equipmentId: coolerId },
          recipientIds: [people.scoped.id],
        }),
        400,
        /not made per equipment item: leave equipmentId out/,
      ],
      // Fields the template does not read never narrow what it covers: an Adelaide site on an
      // organisation-wide report still sends every site.
      [
        daily({
          request: { reportTemplate: 'multiSiteEnergyConsumption', siteId, searchFilter: { siteIds: [] } },
          recipientIds: [people.scoped.id],
        }),
        400,
        /searchFilter.siteIds names at least one site/,
      ],
      [daily({ recipientIds: [] }), 400, /choose at least one recipient/],
      [daily({ frequency: 'HOURLY' }), 400, /frequency must be DAILY, WEEKLY or MONTHLY/],
      [daily({ hour: 24 }), 400, /hour is 0 to 23/],
      [daily({ title: ' ' }), 400, /title is required/],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('POST', '', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect(await count('report_schedules')).toBe(before);
    // Sam may receive the Adelaide report.
    await create(daily({ recipientIds: [people.scoped.id] }));
  });

  it('keeps a schedule to its owner: another organisation or user gets 404 and changes nothing', async () => {
    const mine = await create(daily({ title: 'Mine' }));
    const before = await rowOf(mine.id);
    const jobs = await count('report_jobs');
    const audits = await count('audit_log');
    for (const who of [other, colleague]) {
      expect((await api('GET', `/${mine.id}`, who)).statusCode).toBe(404);
      expect((await api('PATCH', `/${mine.id}`, who, { title: 'Theirs' })).statusCode).toBe(404);
      expect((await api('PATCH', `/${mine.id}`, who, { paused: true })).statusCode).toBe(404);
      expect((await api('DELETE', `/${mine.id}`, who)).statusCode).toBe(404);
      expect((await api('POST', `/${mine.id}/run`, who)).statusCode).toBe(404);
      const theirs = (await api('GET', '', who)).json();
      expect(theirs.map((s: { id: string }) => s.id)).not.toContain(mine.id);
    }
    expect(await rowOf(mine.id)).toEqual(before);
    expect(await count('report_jobs')).toBe(jobs);
    expect(await count('audit_log')).toBe(audits);
    expect((await api('GET', '/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('report schedules: runs and emails', () => {
  it('has pg-boss tick every minute', async () => {
    const rows = await t.database.query<{ cron: string }>(
      'select cron from pgboss.schedule where name = $1',
      [SCHEDULE_TICK_QUEUE],
    );
    expect(rows).toEqual([{ cron: '* * * * *' }]);
    // From here on the test makes the ticks itself.
    await (await t.app.services.queue.started()).unschedule(SCHEDULE_TICK_QUEUE);
  });

  it('runs a due schedule for the day before, moves it on, and emails the file attached', async () => {
    const s = await create(
      daily({ title: 'Cooler log daily', recipientIds: [owner.id, people.all.id, people.scoped.id] }),
    );
    // Due at 06:00 on Sunday 22 November in Adelaide: it reports on Saturday 21 November.
    await due(s.id, '2026-11-21T19:30:00Z');
    expect(await t.app.services.reportSchedules.tick()).toBeGreaterThanOrEqual(1);
    const [job, ...more] = await jobsOf(s.id);
    expect(more).toEqual([]);
    expect(job).toMatchObject({ from: '2026-11-21', to: '2026-11-21', format: 'CSV' });
    const after = (await api('GET', `/${s.id}`)).json();
    // The next local 06:00 after now (Friday 27 November 22:30 in Adelaide).
    expect(after).toMatchObject({
      nextRunAt: '2026-11-27T19:30:00.000Z',
      lastRunAt: NOW.toISOString(),
      lastJobId: job!.id,
    });
    // Taken once: a second tick finds nothing of it due.
    await t.app.services.reportSchedules.tick();
    expect(await jobsOf(s.id)).toHaveLength(1);

    await settle();
    for (const who of [owner, people.all, people.scoped]) {
      const [eml, ...others] = (await emlsTo(t.app, who.email)).filter((m) =>
        subjectOf(m).startsWith('Cooler log daily'),
      );
      expect(others).toEqual([]);
      expect(subjectOf(eml!)).toBe('Cooler log daily — 2026-11-21');
      const [file] = attachmentsOf(eml!);
      expect(file!.filename).toBe(
        'Raw temperature data - Adelaide Rundle Mall - 2026-11-21 to 2026-11-21.csv',
      );
      expect(file!.contentType).toBe('text/csv');
      const lines = file!.content
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Time,Sensor,Equipment,Mean (°C),Minimum (°C),Maximum (°C),Readings');
      // 24 local hours of the 21st.
      expect(lines).toHaveLength(25);
      expect(lines[1]).toBe('2026-11-21T00:00:00+10:30,Cooler Air,Walk-in Cooler,4.0,3.0,5.0,3');
    }
    const [text] = (await mailsTo(t.app, people.all.email)).filter((m) => m.includes('Cooler log daily'));
    expect(text).toContain('The scheduled report Cooler log daily for 2026-11-21 is ready.');
    expect(text).toContain('Olive Owner scheduled this report');
    expect((await api('GET', `/${s.id}`)).json().lastOutcome).toBe('Sent to 3 recipients on 2026-11-27');
  }, 120_000);

  it('skips a recipient who no longer sees every site, and says so', async () => {
    const s = await create(
      daily({ title: 'Cooler log scoped', recipientIds: [people.all.id, people.scoped.id] }),
    );
    await t.database.query('update access_resources set resource_id = $1 where user_id = $2', [
      londonId,
      people.scoped.id,
    ]);
    try {
      await due(s.id, '2026-11-21T19:30:00Z');
      // Through the queue, as the minute's tick is handled.
      await t.app.services.queue.send(SCHEDULE_TICK_QUEUE, {});
      await t.app.services.queue.settled(SCHEDULE_TICK_QUEUE);
      expect(await jobsOf(s.id)).toHaveLength(1);
      await settle();
      const toAll = (await emlsTo(t.app, people.all.email)).filter((m) =>
        subjectOf(m).startsWith('Cooler log scoped'),
      );
      expect(toAll).toHaveLength(1);
      const toScoped = (await emlsTo(t.app, people.scoped.email)).filter((m) =>
        subjectOf(m).startsWith('Cooler log scoped'),
      );
      expect(toScoped).toEqual([]);
      expect((await api('GET', `/${s.id}`)).json().lastOutcome).toBe(
        'Sent to 1 recipient on 2026-11-27; skipped 1 recipient without access to every site',
      );
    } finally {
      await t.database.query('update access_resources set resource_id = $1 where user_id = $2', [
        siteId,
        people.scoped.id,
      ]);
    }
  }, 120_000);

  it('runs now for the last week and puts a copy in each recipient’s My Downloads (LINK)', async () => {
    const s = await create(
      daily({
        title: 'Cooler log weekly',
        frequency: 'WEEKLY',
        format: 'EXCEL',
        delivery: 'LINK',
        recipientIds: [people.all.id, owner.id],
      }),
    );
    const run = await api('POST', `/${s.id}/run`);
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json()).toMatchObject({ jobState: 'STARTED', reportTemplate: 'rawTemperatureData' });
    // Friday 27 November: the Monday–Sunday week before, 16–22 November.
    expect(await jobsOf(s.id)).toMatchObject([
      { id: run.json().jobId, from: '2026-11-16', to: '2026-11-22' },
    ]);
    // The timing is unchanged.
    expect((await api('GET', `/${s.id}`)).json()).toMatchObject({
      nextRunAt: s.nextRunAt,
      lastJobId: run.json().jobId,
    });
    await settle();
    const all = await t.login(people.all.email);
    const files = (await t.app.inject({ url: '/api/v2/files?fileType=REPORT', headers: all })).json();
    const copy = files.find((f: { metadata: { jobId: string } }) => f.metadata.jobId === run.json().jobId);
    expect(copy).toMatchObject({
      fileName: 'Raw temperature data - Adelaide Rundle Mall - 2026-11-16 to 2026-11-22.xlsx',
      metadata: { message: 'From the scheduled report Cooler log weekly' },
    });
    const download = await t.app.inject({ url: `/api/v2/files/download/${copy.fileId}`, headers: all });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [eml] = (await emlsTo(t.app, people.all.email)).filter((m) =>
      subjectOf(m).startsWith('Cooler log weekly'),
    );
    expect(subjectOf(eml!)).toBe('Cooler log weekly — 2026-11-16 to 2026-11-22');
    expect(attachmentsOf(eml!)).toEqual([]);
    const [text] = (await mailsTo(t.app, people.all.email)).filter((m) => m.includes('Cooler log weekly'));
    expect(text).toMatch(/is in your My Downloads:\nhttp:\/\/[^\s]+\/my-downloads\n/);
    // The owner's file is already theirs: no second copy.
    const ownFiles = (
      await t.app.inject({ url: '/api/v2/files?fileType=REPORT', headers: owner.headers })
    ).json();
    expect(
      ownFiles.filter((f: { metadata: { jobId: string } }) => f.metadata.jobId === run.json().jobId),
    ).toHaveLength(1);
    expect((await api('GET', `/${s.id}`)).json().lastOutcome).toBe('Sent to 2 recipients on 2026-11-27');
  }, 120_000);

  it('emails the owner alone when the report could not be made', async () => {
    const s = await create(daily({ title: 'Cooler log failing', recipientIds: [people.all.id] }));
    const id = randomUUID();
    await insertJob(t.database, {
      id,
      orgId,
      userId: owner.id,
      request: {
        body: {
          reportTemplate: 'rawTemperatureData',
          siteId,
          reportFromDate: '2026-11-21',
          reportToDate: '2026-11-21',
        },
        siteScope: 'ALL',
      },
      reportTemplate: 'rawTemperatureData',
      format: 'CSV',
      scheduleId: s.id,
    });
    await t.app.services.reportJobs.fail(id);
    const [eml] = (await mailsTo(t.app, owner.email)).filter((m) => m.includes('Cooler log failing'));
    expect(eml).toContain(
      'The scheduled report Cooler log failing could not be made: Please try again later',
    );
    expect((await mailsTo(t.app, people.all.email)).filter((m) => m.includes('Cooler log failing'))).toEqual(
      [],
    );
    expect((await api('GET', `/${s.id}`)).json().lastOutcome).toBe('Failed: Please try again later');
  });

  it('pauses a schedule whose request no longer works, saying why, and runs the others', async () => {
    const gone = (
      await buildSite(t.database.db, orgId, { title: 'Closing down', timeZone: 'Australia/Adelaide' })
    ).id;
    const broken = await create(
      daily({ title: 'Broken', request: { reportTemplate: 'rawTemperatureData', siteId: gone } }),
    );
    const fine = await create(daily({ title: 'Fine' }));
    const leaving = await buildUser(t.database.db, orgId, { email: `sched-${tag}-leaving@test.example` });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v2/report-schedules',
      headers: await t.login(leaving.email),
      payload: daily({ title: 'Orphan', recipientIds: [leaving.id] }),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    await t.database.query('delete from sites where id = $1', [gone]);
    await t.database.query(`update users set user_status = 'SUSPENDED' where id = $1`, [leaving.id]);
    for (const id of [broken.id, fine.id, theirs.json().id]) await due(id, '2026-11-21T19:30:00Z');
    await t.app.services.reportSchedules.tick();
    expect((await api('GET', `/${broken.id}`)).json()).toMatchObject({
      paused: true,
      nextRunAt: null,
      lastOutcome: 'Paused on 2026-11-27: the report can no longer be made: Site not found',
    });
    expect(await jobsOf(broken.id)).toEqual([]);
    expect(await rowOf(theirs.json().id)).toMatchObject({
      paused: true,
      next_run_at: null,
      last_outcome:
        'Paused on 2026-11-27: the report can no longer be made: its owner is no longer an active user of the organisation',
    });
    expect(await jobsOf(fine.id)).toHaveLength(1);
    expect((await api('GET', `/${fine.id}`)).json()).toMatchObject({
      paused: false,
      nextRunAt: '2026-11-27T19:30:00.000Z',
    });
    // Resuming checks the request again.
    const resume = await api('PATCH', `/${broken.id}`, owner, { paused: false });
    expect(resume.statusCode).toBe(404);
    expect((await api('GET', `/${broken.id}`)).json().paused).toBe(true);
    await settle();
  }, 120_000);
});
