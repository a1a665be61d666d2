import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildOrg, buildSite } from '../../test/factories';
import { buildEquipment } from '../../test/telemetry-factories';
import { buildIncident } from './incident-fixtures';

let t: TestContext;
let london: number;
let paris: number;
let siteB: number;
let cooler: number;
let freezer: number;
let theirEquipment: number;
let callers: { admin: Headers; scoped: Headers; other: Headers };
type Headers = { authorization: string };

const MIN = 60_000;
const DAY = 86_400_000;
/** Three days ago on the hour: inside the default 7-day range. */
const BASE = Math.floor((Date.now() - 3 * DAY) / 3_600_000) * 3_600_000;
const at = (min: number) => new Date(BASE + min * MIN);
const range = (from: number, to: number) => `from=${at(from).toISOString()}&to=${at(to).toISOString()}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgA = (await buildOrg(db)).id;
  const orgB = (await buildOrg(db)).id;
  london = (await buildSite(db, orgA, { title: 'London' })).id;
  paris = (await buildSite(db, orgA, { title: 'Paris', timeZone: 'Europe/Paris' })).id;
  siteB = (await buildSite(db, orgB, { title: 'Theirs' })).id;
  cooler = (await buildEquipment(db, orgA, london, { title: 'Cooler' })).id;
  freezer = (await buildEquipment(db, orgA, paris, { title: 'Freezer' })).id;
  theirEquipment = (await buildEquipment(db, orgB, siteB)).id;
  const space = (
    await db.insert(spaces).values({ orgId: orgA, siteId: paris, title: 'Hall' }).returning()
  )[0]!.id;
  // London / cooler: one active incident escalated after an hour, one resolved door incident.
  await buildIncident(db, {
    orgId: orgA,
    siteId: london,
    equipmentId: cooler,
    createdAt: at(0),
    status: 'EXISTING',
    logs: [
      [0, 'HIGH'],
      [60, 'HIGHEST'],
    ],
  });
  await buildIncident(db, {
    orgId: orgA,
    siteId: london,
    equipmentId: cooler,
    sentinelType: 'DOOR_OPEN',
    createdAt: at(120),
    recoveredAt: at(180),
    logs: [[0, 'HIGH']],
  });
  // Paris: a NEW active freezer incident and one on a space (counted per site, not per equipment).
  await buildIncident(db, {
    orgId: orgA,
    siteId: paris,
    equipmentId: freezer,
    createdAt: at(100),
    logs: [[0, 'NORMAL']],
  });
  await buildIncident(db, {
    orgId: orgA,
    siteId: paris,
    spaceId: space,
    createdAt: at(10),
    logs: [[0, 'HIGH']],
  });
  // Long ago: outside the default range.
  await buildIncident(db, {
    orgId: orgA,
    siteId: paris,
    equipmentId: freezer,
    createdAt: new Date(BASE - 30 * DAY),
    recoveredAt: new Date(BASE - 29 * DAY),
    logs: [[0, 'HIGH']],
  });
  await buildIncident(db, {
    orgId: orgB,
    siteId: siteB,
    equipmentId: theirEquipment,
    createdAt: at(0),
    logs: [[0, 'HIGHEST']],
  });
  const { h, scoped, other } = await scopedAudiences(t, orgA, paris, orgB);
  callers = { admin: h, scoped, other };
});
afterAll(() => t.close());

// One sign-in per caller (scopedAudiences): the login route is rate limited.
async function get(url: string, who = callers.admin) {
  return t.app.inject({ url, headers: who });
}
async function ok(url: string, who = callers.admin) {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/v1/count/incidents/by-site', () => {
  it('counts the last 7 days per site, most incidents first, in both C-011 shapes', async () => {
    const rows = await ok('/api/v1/count/incidents/by-site');
    expect(rows).toEqual([
      {
        siteId: london,
        siteTitle: 'London',
        incidentCountTotal: 2,
        incidentCount: 2,
        incidentCountByPriority: [
          { incidentPriority: 'NORMAL', incidentCount: 0 },
          { incidentPriority: 'HIGH', incidentCount: 1 },
          { incidentPriority: 'HIGHEST', incidentCount: 1 },
        ],
        incidentCountByPrio: { NORMAL: 0, HIGH: 1, HIGHEST: 1 },
        activeIncidentCount: 1,
        newIncidentCount: 0,
        existingIncidentCount: 1,
        resolvedIncidentCount: 1,
        notificationCountsByPriority: { NORMAL: 0, HIGH: 2, HIGHEST: 1 },
      },
      expect.objectContaining({
        siteId: paris,
        siteTitle: 'Paris',
        incidentCountTotal: 2,
        incidentCountByPrio: { NORMAL: 1, HIGH: 1, HIGHEST: 0 },
        activeIncidentCount: 2,
        newIncidentCount: 2,
        existingIncidentCount: 0,
        resolvedIncidentCount: 0,
        notificationCountsByPriority: { NORMAL: 1, HIGH: 1, HIGHEST: 0 },
      }),
    ]);
  });

  it('applies the incident filters: status, strict, range, equipment, sites', async () => {
    const totals = async (qs: string) =>
      (await ok(`/api/v1/count/incidents/by-site?${qs}`)).map(
        (r: { siteId: number; incidentCountTotal: number }) => [r.siteId, r.incidentCountTotal],
      );
    expect(await totals('incidentStatus=active')).toEqual([
      [paris, 2],
      [london, 1],
    ]);
    expect(await totals('incidentStatus=resolved')).toEqual([[london, 1]]);
    // The door incident (120–180) overlaps 30–150 but is not wholly inside it.
    expect(await totals(range(30, 150))).toEqual([
      [london, 2],
      [paris, 2],
    ]);
    expect(await totals(`${range(30, 150)}&strict=true`)).toEqual([
      [paris, 2],
      [london, 1],
    ]);
    expect(await totals(range(-60, 5))).toEqual([[london, 1]]); // the space incident starts at 10
    expect(await totals(`equipmentIds=${freezer}`)).toEqual([[paris, 1]]);
    expect(await totals(`siteIds=${london}`)).toEqual([[london, 2]]);
    const month = `from=${new Date(BASE - 31 * DAY).toISOString()}&to=${new Date(BASE - 28 * DAY).toISOString()}`;
    expect(await totals(month)).toEqual([[paris, 1]]);
  });

  it("never counts another organisation's incidents and follows the site scope", async () => {
    expect(await ok(`/api/v1/count/incidents/by-site?siteIds=${siteB}`)).toEqual([]);
    expect(await ok(`/api/v1/count/incidents/by-equipment?equipmentIds=${theirEquipment}`)).toEqual([]);
    const theirs = await ok('/api/v1/count/incidents/by-site', callers.other);
    expect(theirs.map((r: { siteId: number }) => r.siteId)).toEqual([siteB]);
    const scoped = await ok('/api/v1/count/incidents/by-site', callers.scoped);
    expect(scoped.map((r: { siteId: number }) => r.siteId)).toEqual([paris]);
    const scopedEq = await ok('/api/v1/count/incidents/by-equipment', callers.scoped);
    expect(scopedEq.map((r: { equipmentId: number }) => r.equipmentId)).toEqual([freezer]);
  });

  it('refuses bad filters with 400 and a message', async () => {
    for (const path of ['by-site', 'by-equipment'])
      for (const qs of [
        'incidentStatus=open',
        'strict=yes',
        'from=never',
        'siteIds=abc',
        'equipmentIds=0',
        'from=2026-02-01&to=2026-01-01',
      ]) {
        const res = await get(`/api/v1/count/incidents/${path}?${qs}`);
        expect(res.statusCode, `${path}?${qs}`).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
  });
});

describe('GET /api/v1/count/incidents/by-equipment', () => {
  it('sums the time at each priority level, clipped to the range', async () => {
    // Cooler: HIGH 30–60 and HIGHEST 60–150 (clipped at to), door HIGH 120–150 (clipped; recovers at 180).
    // Freezer: NORMAL 100–150.
    expect(await ok(`/api/v1/count/incidents/by-equipment?${range(30, 150)}`)).toEqual([
      {
        equipmentId: cooler,
        equipmentTitle: 'Cooler',
        siteId: london,
        siteTitle: 'London',
        totalIncidentCount: 2,
        totalIncidentDuration: 150 * MIN,
        incidentDurations: { NORMAL: 0, HIGH: 60 * MIN, HIGHEST: 90 * MIN },
      },
      {
        equipmentId: freezer,
        equipmentTitle: 'Freezer',
        siteId: paris,
        siteTitle: 'Paris',
        totalIncidentCount: 1,
        totalIncidentDuration: 50 * MIN,
        incidentDurations: { NORMAL: 50 * MIN, HIGH: 0, HIGHEST: 0 },
      },
    ]);
  });

  it('counts active incidents up to now and resolved ones to recoveredAt', async () => {
    const before = Date.now();
    const [c] = await ok(`/api/v1/count/incidents/by-equipment?equipmentIds=${cooler}`);
    const after = Date.now();
    expect(c.totalIncidentCount).toBe(2);
    // HIGH 0–60 and 120–180; HIGHEST from 60 until now.
    expect(c.incidentDurations.HIGH).toBe(120 * MIN);
    expect(c.incidentDurations.HIGHEST).toBeGreaterThanOrEqual(before - at(60).getTime() - 1000);
    expect(c.incidentDurations.HIGHEST).toBeLessThanOrEqual(after - at(60).getTime() + 1000);
    const resolved = await ok(
      `/api/v1/count/incidents/by-equipment?incidentStatus=resolved&${range(0, 600)}`,
    );
    expect(resolved).toEqual([
      expect.objectContaining({
        equipmentId: cooler,
        totalIncidentCount: 1,
        totalIncidentDuration: 60 * MIN,
      }),
    ]);
    expect(await ok(`/api/v1/count/incidents/by-equipment?${range(30, 150)}&strict=true`)).toEqual([
      expect.objectContaining({
        equipmentId: cooler,
        totalIncidentCount: 1,
        totalIncidentDuration: 120 * MIN,
      }),
      expect.objectContaining({ equipmentId: freezer, totalIncidentCount: 1 }),
    ]);
  });
});
