import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentinels } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEquipment, buildRollupRows, TEST_TYPE, TEST_TYPE_2 } from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let other: { authorization: string };
let orgId: number;
let theirOrgId: number;
let london: { id: number };
let newYork: { id: number };
let t3: { id: number; orgId: number };

const H = 3600_000;
const at = (iso: string, hours: number) => Date.parse(iso) + hours * H;
const url = (qs = '', from = '2026-11-10', to = '2026-11-10', org = orgId) =>
  `/api/analytics/report/org_compliance_by_site/${org}/${from}/${to}${qs}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  orgId = a.id;
  theirOrgId = b.id;
  london = await buildSite(db, a.id, { title: 'London', timeZone: 'Europe/London' });
  newYork = await buildSite(db, a.id, { title: 'New York', timeZone: 'America/New_York' });
  const cooler = await buildEquipment(db, a.id, london.id, { title: 'Cooler', minTemp: 0, maxTemp: 5 });
  const rtu = await buildEquipment(db, a.id, newYork.id, {
    title: 'RTU',
    typeId: TEST_TYPE_2.id,
    minTemp: 18,
    maxTemp: 24,
  });
  const unranged = await buildEquipment(db, a.id, london.id, { title: 'No range' });
  const t1 = await buildSensor(db, a.id, london.id, { equipmentId: cooler.id, title: 'Cabinet 1' });
  const t2 = await buildSensor(db, a.id, london.id, { equipmentId: cooler.id, title: 'Cabinet 2' });
  t3 = await buildSensor(db, a.id, newYork.id, { equipmentId: rtu.id, title: 'Space' });
  const t4 = await buildSensor(db, a.id, london.id, { equipmentId: unranged.id });
  const door = await buildSensor(db, a.id, london.id, {
    equipmentId: cooler.id,
    sensorType: 'DOOR',
    unit: 'open',
  });
  // the sentinel's range (0–10) wins over the equipment's (0–5) for Cabinet 2
  await db.insert(sentinels).values({
    orgId: a.id,
    siteId: london.id,
    equipmentId: cooler.id,
    sensorIds: [t2.id],
    sentinelType: 'TEMPERATURE_RANGE',
    title: 'Cabinet 2 range',
    params: { min: 0, max: 10, durationMinutes: 45 },
  });
  const hourly = (sensor: { id: number; orgId: number }, start: number, values: number[]) =>
    buildRollupRows(
      db,
      'readings_1h',
      sensor,
      values.map((v, i) => ({ bucket: start + i * H, values: [v - 0.5, v + 0.5] })),
    );
  // London is on UTC in November: 8 of 10 hours inside 0–5
  await hourly(t1, at('2026-11-10T00:00:00Z', 0), [3, 3, 3, 3, 7, 3, 3, -1, 3, 3]);
  // outside the day: the 11th
  await hourly(t1, at('2026-11-11T00:00:00Z', 0), [99]);
  await hourly(t2, at('2026-11-10T00:00:00Z', 12), [7, 7, 3, 12]);
  // New York midnight is 05:00Z: the 03:00Z bucket belongs to the 9th there
  await hourly(t3, at('2026-11-10T03:00:00Z', 0), [30]);
  await hourly(t3, at('2026-11-10T05:00:00Z', 0), [20, 20, 30, 20]);
  await hourly(t4, at('2026-11-10T00:00:00Z', 0), [50, 50]);
  await hourly(door, at('2026-11-10T00:00:00Z', 0), [1, 1]);
  const theirSite = await buildSite(db, b.id);
  const theirEq = await buildEquipment(db, b.id, theirSite.id, { minTemp: 0, maxTemp: 5 });
  const theirs = await buildSensor(db, b.id, theirSite.id, { equipmentId: theirEq.id });
  await hourly(theirs, at('2026-11-10T00:00:00Z', 0), [50, 50]);
  admin = await t.login((await buildUser(db, a.id)).email);
  other = await t.login((await buildUser(db, b.id)).email);
});
afterAll(() => t.close());

describe('GET <ANALYTICS_ROOT>/report/org_compliance_by_site/{orgId}/{from}/{to}', () => {
  it('computes the share of hourly averages inside each range, per site and for the organisation', async () => {
    const res = await t.app.inject({ url: url(), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const r = res.json();
    // London 8/10 + 3/4 = 11/14; New York 3/4; organisation 14/18
    expect(r.sites).toEqual([
      { siteId: newYork.id, site_title: 'New York', within_compliance: 75 },
      { siteId: london.id, site_title: 'London', within_compliance: 78.57 },
    ]);
    expect(r.within_compliance).toBe(77.78);
    expect(r.by_org).toEqual({
      valid_points: 18,
      compliant_points: 14,
      defrost_points: 0,
      within_compliance: 77.78,
    });
    expect(r.availableEquipmentTypes).toEqual(
      [TEST_TYPE, TEST_TYPE_2].sort((x, y) => x.title.localeCompare(y.title)),
    );
    expect(r.equipment_type_dict).toEqual({
      [TEST_TYPE.id]: TEST_TYPE.title,
      [TEST_TYPE_2.id]: TEST_TYPE_2.title,
    });
    const londonSensors = Object.values(r.by_site[london.id].by_sensor) as {
      sensor_title: string;
      min_temp: number;
      max_temp: number;
      within_compliance: number;
      hourly_avg?: unknown;
    }[];
    expect(londonSensors.map((s) => [s.sensor_title, s.min_temp, s.max_temp, s.within_compliance])).toEqual([
      ['Cabinet 1', 0, 5, 80],
      ['Cabinet 2', 0, 10, 75],
    ]);
    expect(londonSensors[0]!.hourly_avg).toBeUndefined();
  });

  it('filters by equipment type but still offers every type', async () => {
    const r = (
      await t.app.inject({ url: url(`?equipmentTypeIds=${TEST_TYPE_2.id}`), headers: admin })
    ).json();
    expect(r.sites).toEqual([{ siteId: newYork.id, site_title: 'New York', within_compliance: 75 }]);
    expect(r.within_compliance).toBe(75);
    expect(r.availableEquipmentTypes).toHaveLength(2);
    expect(Object.keys(r.equipment_type_dict)).toEqual([String(TEST_TYPE_2.id)]);
  });

  it('gives hourly averages per local day and hour with a compliance level, NoData by default', async () => {
    const r = (await t.app.inject({ url: url('?hourly=true'), headers: admin })).json();
    const day = r.by_site[newYork.id].by_sensor[t3.id].hourly_avg['2026-11-10'];
    expect(Object.keys(day)).toHaveLength(24);
    expect(day['00']).toEqual({ value: 20, compliance_level: 'Compliant' });
    expect(day['02']).toEqual({ value: 30, compliance_level: 'AboveRange' });
    expect(day['04']).toEqual({ value: null, compliance_level: 'NoData' });
    const cabinet1 = Object.values(r.by_site[london.id].by_sensor)[0] as {
      hourly_avg: Record<string, Record<string, { compliance_level: string }>>;
    };
    expect(cabinet1.hourly_avg['2026-11-10']!['07']!.compliance_level).toBe('BelowRange');
  });

  it('gives empty lists for a period without data', async () => {
    const r = (await t.app.inject({ url: url('', '2026-10-01', '2026-10-02'), headers: admin })).json();
    expect(r).toMatchObject({ sites: [], within_compliance: null, by_site: {} });
    expect(r.by_org.valid_points).toBe(0);
  });

  it.each([
    ['a bad date', url('', '2026-11-31')],
    ['another date format', url('', '10-11-2026')],
    ['to before from', url('', '2026-11-10', '2026-11-09')],
    ['more than 62 days', url('', '2026-01-01', '2026-03-05')],
    ['a bad type id', url('?equipmentTypeIds=abc')],
    ['hourly over more than 31 days', url('?hourly=true', '2026-10-01', '2026-11-01')],
  ])('refuses %s with 400', async (_, u) => {
    const res = await t.app.inject({ url: u, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('answers 404 for another organisation and never counts its readings', async () => {
    expect((await t.app.inject({ url: url(), headers: other })).statusCode).toBe(404);
    const theirs = (
      await t.app.inject({ url: url('', '2026-11-10', '2026-11-10', theirOrgId), headers: other })
    ).json();
    expect(theirs.sites).toHaveLength(1);
    expect(theirs.within_compliance).toBe(0);
  });
});
