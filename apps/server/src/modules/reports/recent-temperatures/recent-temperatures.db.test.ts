import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildAccess, buildOrg, buildSensor, buildSite, buildUser } from '../../../test/factories';
import { buildEquipment, buildRollupRows } from '../../../test/telemetry-factories';

// H-020 / I-088: a site's recent temperatures for report generation, from the hourly rollups,
// scoped to the caller's organisation and sites.

const HOUR = 3_600_000;
let t: TestContext;
let admin: { authorization: string };
let scoped: { authorization: string };
let otherAdmin: { authorization: string };
let siteId: number;
let otherSiteId: number;
let probeId: number;
let currentHour: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const site = await buildSite(db, org.id, { title: 'Leeds Kirkgate', timeZone: 'Europe/London' });
  siteId = site.id;
  otherSiteId = (await buildSite(db, org.id, { title: 'Another store' })).id;
  const cooler = await buildEquipment(db, org.id, site.id, {
    title: 'Dairy Cooler',
    minTemp: 0,
    maxTemp: 5,
  } as never);
  const probe = await buildSensor(db, org.id, site.id, {
    title: 'Dairy Air',
    equipmentId: cooler.id,
    lastValue: 3.5,
    lastSeenAt: new Date(),
  });
  probeId = probe.id;
  // Not temperature, or no longer in service: left out.
  await buildSensor(db, org.id, site.id, { title: 'Door', sensorType: 'DOOR', unit: '' });
  await buildSensor(db, org.id, site.id, { title: 'Old probe', status: 'INACTIVE' });
  currentHour = Math.floor(Date.now() / HOUR) * HOUR;
  await buildRollupRows(db, 'readings_1h', probe, [
    { bucket: currentHour - 30 * HOUR, values: [9] }, // before a 24-hour window
    { bucket: currentHour - 2 * HOUR, values: [2, 3, 4] },
    { bucket: currentHour - HOUR, values: [6, 7] },
    { bucket: currentHour, values: [3.5] },
  ]);
  admin = await t.login((await buildUser(db, org.id)).email);
  const user = await buildUser(db, org.id, { role: null });
  await buildAccess(db, org.id, {
    userId: user.id,
    resourceType: 'SITE',
    resourceId: otherSiteId,
    role: 'VIEWER',
  });
  scoped = await t.login(user.email);
  const other = await buildOrg(db);
  otherAdmin = await t.login((await buildUser(db, other.id)).email);
});
afterAll(() => t.close());

const get = (id: number | string, headers = admin, query = '') =>
  t.app.inject({ url: `/api/v1/report/generate/recent-temp/site/${id}${query}`, headers });

describe('GET /api/v1/report/generate/recent-temp/site/{siteId}', () => {
  it('gives each active temperature sensor its range, last value and hourly figures of the last 24 hours', async () => {
    const res = await get(siteId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      siteId,
      siteTitle: 'Leeds Kirkgate',
      timeZone: 'Europe/London',
      from: new Date(currentHour - 23 * HOUR).toISOString(),
      to: new Date(currentHour + HOUR).toISOString(),
    });
    expect(body.sensors).toHaveLength(1);
    expect(body.sensors[0]).toMatchObject({
      sensorId: probeId,
      title: 'Dairy Air',
      equipmentTitle: 'Dairy Cooler',
      minTemp: 0,
      maxTemp: 5,
      unit: '°C',
      lastValue: 3.5,
    });
    expect(body.sensors[0].hours).toEqual([
      { hour: new Date(currentHour - 2 * HOUR).toISOString(), mean: 3, min: 2, max: 4, readings: 3 },
      { hour: new Date(currentHour - HOUR).toISOString(), mean: 6.5, min: 6, max: 7, readings: 2 },
      { hour: new Date(currentHour).toISOString(), mean: 3.5, min: 3.5, max: 3.5, readings: 1 },
    ]);
  });

  it('takes a window of whole hours', async () => {
    const body = (await get(siteId, admin, '?hours=2')).json();
    expect(body.sensors[0].hours.map((h: { mean: number }) => h.mean)).toEqual([6.5, 3.5]);
    const week = (await get(siteId, admin, '?hours=168')).json();
    expect(week.sensors[0].hours[0].mean).toBe(9);
  });

  it('answers 404 for a site of another organisation or out of the caller’s scope, 400 for bad input', async () => {
    expect((await get(siteId, otherAdmin)).statusCode).toBe(404);
    expect((await get(siteId, scoped)).statusCode).toBe(404);
    expect((await get(otherSiteId, scoped)).statusCode).toBe(200);
    expect((await get(999_999_999)).statusCode).toBe(404);
    for (const [id, query, message] of [
      ['abc', '', /siteId must be a number/],
      [siteId, '?hours=0', /hours must be at least 1/],
      [siteId, '?hours=169', /hours must be at most 168/],
      [siteId, '?hours=1.5', /hours must be a whole number/],
    ] as const) {
      const res = await get(id, admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});
