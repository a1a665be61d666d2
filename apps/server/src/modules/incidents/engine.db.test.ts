import crypto from 'node:crypto';
import type { IncidentInfoPayload } from '@sw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, handlingLogs, incidents, sensors, sentinels } from '../../db/schema';
import type { BusEvent } from '../../lib/event-bus';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { linkIn, mailsTo } from '../../test/outbox';
import { buildEquipment, buildThermostat } from '../../test/telemetry-factories';
import { createIncidentEngine } from './engine';
import { queueIncidentEmails } from './incident-emails';

// The rules beyond temperature and doors: ENERGY_BASELINE and SETPOINT_DEVIATION through ingestion,
// DEVICE_OFFLINE through the engine's sweep; and the emails raised incidents send.

let t: TestContext;
let apiKey: string;
let orgA: number;
let siteA: number;
let hvac: number;
let meter: { id: number; uuid: string };
let probe: { id: number; uuid: string };
let tstat: { id: number; uuid: string };
let silent: { id: number; uuid: string };
const sentinel: Record<string, number> = {};
const published: IncidentInfoPayload[] = [];
const mail: Record<'admin' | 'siteUser' | 'otherSiteUser' | 'suspended' | 'other', string> = {
  admin: '',
  siteUser: '',
  otherSiteUser: '',
  suspended: '',
  other: '',
};

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** A past hour boundary: readings may not be in the future, and this leaves room for 12 more hours. */
const BASE = Math.floor((Date.now() - 14 * HOUR) / HOUR) * HOUR;
const at = (ms: number) => new Date(BASE + ms).toISOString();
/** Unique addresses: the outbox directory is shared by every test file. */
const address = (who: string) => `h1-${who}-${crypto.randomBytes(4).toString('hex')}@test.example`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await buildOrg(db)).id;
  const orgB = (await buildOrg(db)).id;
  siteA = (await buildSite(db, orgA, { title: 'Harbour Street Store' })).id;
  const siteOther = (await buildSite(db, orgA)).id;
  const g = await buildGateway(db, orgA, siteA);
  apiKey = g.apiKey;
  hvac = (await buildEquipment(db, orgA, siteA, { title: 'RTU 1' })).id;
  meter = await buildSensor(db, orgA, siteA, {
    gatewayId: g.gateway.id,
    sensorType: 'ENERGY',
    target: 'MAIN',
    unit: 'kWh',
  });
  probe = await buildSensor(db, orgA, siteA, { gatewayId: g.gateway.id, equipmentId: hvac });
  silent = await buildSensor(db, orgA, siteA, { gatewayId: g.gateway.id, equipmentId: hvac });
  tstat = await buildThermostat(db, orgA, siteA, hvac, { gatewayId: g.gateway.id });
  const base = { orgId: orgA, siteId: siteA };
  const rows = await db
    .insert(sentinels)
    .values([
      {
        ...base,
        sensorIds: [meter.id],
        sentinelType: 'ENERGY_BASELINE',
        title: 'Energy above baseline',
        params: { baselineDays: 28, thresholdPct: 40, durationMinutes: 180 },
      },
      {
        ...base,
        equipmentId: hvac,
        equipmentIds: [hvac],
        sentinelType: 'SETPOINT_DEVIATION',
        title: 'RTU 1 setpoint deviation',
        params: { thermostatId: tstat.id, maxDeviation: 3, durationMinutes: 30 },
      },
      {
        ...base,
        sensorIds: [silent.id],
        sentinelType: 'DEVICE_OFFLINE',
        title: 'Devices offline',
        params: { offlineMinutes: 30 },
        createdAt: new Date(BASE - DAY),
      },
    ])
    .returning();
  for (const r of rows) sentinel[r.sentinelType] = r.id;

  mail.admin = (await buildUser(db, orgA, { email: address('admin') })).email;
  mail.suspended = (
    await buildUser(db, orgA, { email: address('suspended'), userStatus: 'SUSPENDED' })
  ).email;
  mail.other = (await buildUser(db, orgB, { email: address('other') })).email;
  const siteUser = await buildUser(db, orgA, { email: address('site'), role: null });
  const otherSiteUser = await buildUser(db, orgA, { email: address('othersite'), role: null });
  mail.siteUser = siteUser.email;
  mail.otherSiteUser = otherSiteUser.email;
  await db.insert(accessResources).values([
    { orgId: orgA, userId: siteUser.id, resourceType: 'SITE', resourceId: siteA, role: 'VIEWER' },
    { orgId: orgA, userId: otherSiteUser.id, resourceType: 'SITE', resourceId: siteOther, role: 'MANAGER' },
  ]);
  // The engine under test without its sweep timer: sweeps happen only at the instants the tests give.
  await t.app.services.incidents.close();
  t.app.services.incidents = createIncidentEngine(t.database, t.app.services.events, t.app.log, {
    sweepMs: 0,
    onRaised: queueIncidentEmails(t.database, t.app.services.queue),
  });
  // The worker role's email handler (defined by the incidents module) sends what the engine queues.
  await t.app.services.queue.startWorkers();
  t.app.services.events.subscribe((e: BusEvent) => {
    if (e.type === 'INCIDENT_INFO') published.push(e.payload);
  });
});
afterAll(() => t.close());

async function ingest(payload: { readings?: object[]; thermostats?: object[] }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': apiKey },
    payload,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().rejected).toBe(0);
  await t.app.services.incidents.idle();
}

const incidentsOf = (type: string) =>
  t.database.db
    .select()
    .from(incidents)
    .where(eq(incidents.sentinelId, sentinel[type]!))
    .orderBy(incidents.id);

describe('ENERGY_BASELINE through ingestion', () => {
  const kwh = (fromH: number, toH: number, value: number) => {
    const readings = [];
    for (let h = fromH; h <= toH; h++) readings.push({ sensor: meter.uuid, ts: at(h * HOUR), value });
    return readings;
  };

  it('raises once three whole hours exceed the same hours of earlier weeks by 40%, then resolves', async () => {
    // Three weeks of 10 kWh an hour: the baseline of every hour is 10.
    await ingest({ readings: kwh(-21 * 24, -1, 10) });
    expect(await incidentsOf('ENERGY_BASELINE')).toEqual([]);
    // 20 kWh from BASE on; an hour is judged once a reading of the next hour is in.
    await ingest({ readings: kwh(0, 2, 20) });
    expect(await incidentsOf('ENERGY_BASELINE')).toEqual([]); // two complete hours
    await ingest({ readings: kwh(3, 3, 20) });
    let [row] = await incidentsOf('ENERGY_BASELINE');
    // Energy opens Low (NORMAL) and would escalate to High (priority-ladder.ts).
    expect(row).toMatchObject({ status: 'NEW', priority: 'NORMAL', resolved: false, sensorId: meter.id });
    expect(row!.createdAt.toISOString()).toBe(at(3 * HOUR));
    expect(row!.sensorParams).toMatchObject({ value: 20, unit: 'kWh', thresholdPct: 40 });
    expect(published.at(-1)).toMatchObject({
      incidentId: row!.id,
      sentinelType: 'ENERGY_BASELINE',
      resolved: false,
    });

    await ingest({ readings: [...kwh(4, 4, 9), ...kwh(5, 5, 10)] });
    [row] = await incidentsOf('ENERGY_BASELINE');
    expect(row).toMatchObject({ resolved: true });
    expect(row!.recoveredAt!.toISOString()).toBe(at(4 * HOUR));
  });
});

describe('SETPOINT_DEVIATION through ingestion', () => {
  const samples = (fromMin: number, toMin: number, temperature: number) => {
    const list = [];
    for (let m = fromMin; m <= toMin; m += 5)
      list.push({
        thermostat: tstat.uuid,
        ts: at(m * MIN),
        online: true,
        temperature,
        heatSetPoint: 20,
        coolSetPoint: 23,
      });
    return list;
  };
  // A reading of the same gateway rides along, as the simulator and real gateways send them.
  const withReading = (m: number) => [{ sensor: probe.uuid, ts: at(m * MIN), value: 4 }];

  it('raises when the space stays more than 3 °C outside its set points for over 30 minutes', async () => {
    await ingest({ thermostats: samples(0, 10, 22), readings: withReading(10) });
    await ingest({ thermostats: samples(15, 45, 27), readings: withReading(45) });
    expect(await incidentsOf('SETPOINT_DEVIATION')).toEqual([]); // 27 - 23 = 4 °C, for 30 minutes
    await ingest({ thermostats: samples(50, 50, 27), readings: withReading(50) });
    const [row] = await incidentsOf('SETPOINT_DEVIATION');
    expect(row).toMatchObject({ status: 'NEW', priority: 'NORMAL', equipmentId: hvac, sensorId: null });
    expect(row!.createdAt.toISOString()).toBe(at(45 * MIN));
    expect(row!.sensorParams).toMatchObject({
      thermostatId: tstat.id,
      type: 'EQUIPMENT',
      resourceId: hvac,
      value: 4,
    });
    expect(published.at(-1)).toMatchObject({ incidentId: row!.id, equipmentId: hvac });
  });

  it('resolves on the sweep when only thermostat samples come in', async () => {
    await ingest({ thermostats: samples(55, 60, 22.5) });
    expect((await incidentsOf('SETPOINT_DEVIATION'))[0]!.resolved).toBe(false); // no reading: no evaluation yet
    await t.app.services.incidents.sweep(new Date(BASE + 61 * MIN));
    await t.app.services.incidents.idle();
    const [row] = await incidentsOf('SETPOINT_DEVIATION');
    expect(row!.resolved).toBe(true);
    expect(row!.recoveredAt!.toISOString()).toBe(at(55 * MIN));
  });
});

describe('DEVICE_OFFLINE on the sweep', () => {
  const sweep = async (ms: number) => {
    await t.app.services.incidents.sweep(new Date(BASE + ms));
    await t.app.services.incidents.idle();
  };

  it('treats a 1970 timestamp as no data: offline since the sentinel began watching', async () => {
    await t.database.db
      .update(sensors)
      .set({ lastSeenAt: new Date(0) })
      .where(eq(sensors.id, silent.id));
    await sweep(0);
    const [row] = await incidentsOf('DEVICE_OFFLINE');
    // Silent since BASE - 1 day: opened (Low) 30 minutes later, escalated to High at 90.
    expect(row).toMatchObject({
      resolved: false,
      priority: 'HIGH',
      equipmentId: hvac,
      sensorId: silent.id,
    });
    expect(row!.createdAt.toISOString()).toBe(at(-DAY + 30 * MIN));
    const logs = await t.database.db.select().from(handlingLogs).where(eq(handlingLogs.incidentId, row!.id));
    expect(logs.map((l) => [l.priorityLevel, l.at.toISOString()])).toEqual([
      ['NORMAL', at(-DAY + 30 * MIN)],
      ['HIGH', at(-DAY + 90 * MIN)],
    ]);
  });

  it('resolves when the device reports again, and opens anew when it goes silent for too long', async () => {
    await ingest({ readings: [{ sensor: silent.uuid, ts: at(2 * HOUR), value: 3 }] });
    await sweep(2 * HOUR + MIN);
    let rows = await incidentsOf('DEVICE_OFFLINE');
    expect(rows.map((r) => r.resolved)).toEqual([true]);
    expect(published.at(-1)).toMatchObject({
      incidentId: rows[0]!.id,
      resolved: true,
      sentinelType: 'DEVICE_OFFLINE',
    });

    await sweep(2 * HOUR + 30 * MIN); // silent exactly 30 minutes: not yet
    expect(await incidentsOf('DEVICE_OFFLINE')).toHaveLength(1);
    await sweep(2 * HOUR + 31 * MIN);
    rows = await incidentsOf('DEVICE_OFFLINE');
    expect(rows[1]).toMatchObject({ resolved: false, priority: 'NORMAL', status: 'NEW' });
    expect(rows[1]!.createdAt.toISOString()).toBe(at(2 * HOUR + 30 * MIN));
  });

  it('counts an INACTIVE sensor as offline even with a fresh timestamp', async () => {
    await ingest({ readings: [{ sensor: silent.uuid, ts: at(3 * HOUR), value: 3 }] });
    await sweep(3 * HOUR + MIN);
    expect((await incidentsOf('DEVICE_OFFLINE')).every((r) => r.resolved)).toBe(true);
    await t.database.db.update(sensors).set({ status: 'INACTIVE' }).where(eq(sensors.id, silent.id));
    await sweep(3 * HOUR + 32 * MIN);
    const rows = await incidentsOf('DEVICE_OFFLINE');
    expect(rows.at(-1)).toMatchObject({ resolved: false });
    expect(rows.at(-1)!.createdAt.toISOString()).toBe(at(3 * HOUR + 30 * MIN));
  });
});

describe('incident emails', () => {
  it('go to the users who can see the site, once per new incident and per escalation, with a review link', async () => {
    const offline = (await incidentsOf('DEVICE_OFFLINE'))[0]!;
    const forAdmin = await mailsTo(t.app, mail.admin);
    const subjects = forAdmin.map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '');
    // Low incidents (energy, set point, the offline ones that never escalated) send no email.
    expect(subjects.filter((s) => s.includes('Energy above baseline'))).toEqual([]);
    expect(subjects.filter((s) => s.includes('setpoint deviation'))).toEqual([]);
    // The first offline incident opened already escalated: one High email, not a Low one as well.
    expect(subjects.filter((s) => s.includes('Devices offline'))).toEqual([
      '[High] Devices offline - RTU 1 at Harbour Street Store',
    ]);
    const offlineMail = forAdmin.find((m) => m.includes('Devices offline'))!;
    const link = linkIn(offlineMail, `/sites/${siteA}/incidents`);
    expect(link.searchParams.get('source')).toBe('email');
    expect(link.searchParams.get('incidentId')).toBe(String(offline.id));
    expect(offlineMail).toContain('Content-Type: text/html');
    expect(offlineMail).toContain('Content-Type: text/plain');

    expect((await mailsTo(t.app, mail.siteUser)).length).toBe(forAdmin.length);
    expect(await mailsTo(t.app, mail.otherSiteUser)).toEqual([]);
    expect(await mailsTo(t.app, mail.suspended)).toEqual([]);
    expect(await mailsTo(t.app, mail.other)).toEqual([]);
  });
});
