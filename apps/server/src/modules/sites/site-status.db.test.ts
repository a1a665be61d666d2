import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEquipment, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
const site: Record<string, number> = {};
let theirs: number;

const MIN = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN);
const EPOCH = new Date(0);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  const mk = async (key: string) => {
    site[key] = (
      await buildSite(db, a.id, { title: key, images: [`/cdn/sites/${key.toLowerCase()}.svg`] })
    ).id;
  };
  for (const k of ['Allon', 'Epoch', 'Empty', 'Inactive', 'Partial', 'Stale', 'Thermo']) await mk(k);
  // Allon: two sensors that reported a minute ago → ONLINE.
  await buildSensor(db, a.id, site.Allon!, { lastSeenAt: ago(1) });
  await buildSensor(db, a.id, site.Allon!, { lastSeenAt: ago(2), sensorType: 'HUMIDITY', unit: '%' });
  // Epoch: a 1970 timestamp is "no data" → OFFLINE, and no lastSeenAt.
  await buildSensor(db, a.id, site.Epoch!, { lastSeenAt: EPOCH });
  // Inactive: recent but INACTIVE counts as offline.
  await buildSensor(db, a.id, site.Inactive!, { lastSeenAt: ago(1), status: 'INACTIVE' });
  // Partial: one recent, one silent for an hour.
  await buildSensor(db, a.id, site.Partial!, { lastSeenAt: ago(1) });
  await buildSensor(db, a.id, site.Partial!, { lastSeenAt: ago(60) });
  // Stale: heard from 31 minutes ago only → OFFLINE.
  await buildSensor(db, a.id, site.Stale!, { lastSeenAt: ago(31) });
  // Thermo: a sensor online, a thermostat reporting but flagged offline → PARTIALLY_OFF.
  await buildSensor(db, a.id, site.Thermo!, { lastSeenAt: ago(1) });
  const eq = await buildEquipment(db, a.id, site.Thermo!);
  await buildThermostat(db, a.id, site.Thermo!, eq.id, { online: false, lastSeenAt: ago(1) });
  theirs = (await buildSite(db, b.id, { title: 'Theirs' })).id;
  await buildSensor(db, b.id, theirs, { lastSeenAt: ago(1) });
  h = await t.login((await buildUser(db, a.id)).email);
  const viewer = await buildUser(db, a.id, { role: null });
  await db.insert(accessResources).values({
    orgId: a.id,
    userId: viewer.id,
    resourceType: 'SITE',
    resourceId: site.Partial!,
    role: 'VIEWER',
  });
  scoped = await t.login(viewer.email);
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });

describe('site online status (D-041, D-042)', () => {
  it('derives ONLINE, PARTIALLY_OFF and OFFLINE from device connectivity', async () => {
    const res = await get('/api/v1/sites/online-status');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const by = Object.fromEntries(
      body.sites.map((s: { title: string; status: string }) => [s.title, s.status]),
    );
    expect(by).toEqual({
      Allon: 'ONLINE',
      Empty: 'OFFLINE',
      Epoch: 'OFFLINE',
      Inactive: 'OFFLINE',
      Partial: 'PARTIALLY_OFF',
      Stale: 'OFFLINE',
      Thermo: 'PARTIALLY_OFF',
    });
    expect(body.stats).toEqual({
      total: 7,
      statuses: [
        { status: 'ONLINE', count: 1 },
        { status: 'PARTIALLY_OFF', count: 2 },
        { status: 'OFFLINE', count: 4 },
      ],
    });
    expect(body.sites.some((s: { siteId: number }) => s.siteId === theirs)).toBe(false);
  });

  it('answers one site with its fields, device counts and last report', async () => {
    const res = await get(`/api/v1/sites/${site.Partial}/online-status`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      siteId: site.Partial,
      address: '1 Test Street',
      images: ['/cdn/sites/partial.svg'],
      numberActiveIncidents: 0,
      status: 'PARTIALLY_OFF',
      devices: { total: 2, online: 1, offline: 1 },
    });
    expect(Date.now() - Date.parse(body.lastSeenAt)).toBeLessThan(5 * MIN);
    const epoch = (await get(`/api/v1/sites/${site.Epoch}/online-status`)).json();
    expect(epoch).toMatchObject({ status: 'OFFLINE', lastSeenAt: null, devices: { total: 1, online: 0 } });
  });

  it('keeps /sites and online-status in agreement', async () => {
    const list = (await get('/api/v1/sites')).json();
    const status = (await get('/api/v1/sites/online-status')).json();
    for (const s of list) {
      expect(status.sites.find((x: { siteId: number }) => x.siteId === s.id).status).toBe(s.status);
    }
  });

  it("answers 404 for another organisation's site and limits a scoped user", async () => {
    expect((await get(`/api/v1/sites/${theirs}/online-status`)).statusCode).toBe(404);
    expect((await get(`/api/v1/sites/${site.Allon}/online-status`, scoped)).statusCode).toBe(404);
    const mine = (await get('/api/v1/sites/online-status', scoped)).json();
    expect(mine.sites.map((s: { title: string }) => s.title)).toEqual(['Partial']);
    expect(mine.stats.total).toBe(1);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    expect((await get('/api/v1/sites/abc/online-status')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/sites/online-status' })).statusCode).toBe(401);
  });
});

describe('astro (D-060)', () => {
  it('gives sunrise and sunset per local date; endDate defaults to startDate', async () => {
    const one = await get(`/api/v1/sites/${site.Allon}/astro?startDate=2024-06-21`);
    expect(one.statusCode).toBe(200);
    const body = one.json();
    expect(body).toMatchObject({ siteId: site.Allon, timeZone: 'Europe/London', latitude: 51.5 });
    expect(body.days).toHaveLength(1);
    expect(body.days[0]).toMatchObject({ date: '2024-06-21', polar: null });
    // London, midsummer: sunrise 04:43 BST = 03:43 UTC.
    expect(Math.abs(Date.parse(body.days[0].sunrise) - Date.parse('2024-06-21T03:43:00Z'))).toBeLessThan(
      3 * MIN,
    );
    const week = (
      await get(`/api/v1/sites/${site.Allon}/astro?startDate=2024-12-30&endDate=2025-01-05`)
    ).json();
    expect(week.days.map((d: { date: string }) => d.date)).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
  });

  it('flags a polar night with null times', async () => {
    const db = t.database.db;
    const org = (await get('/api/v1/sites')).json()[0].organizationId;
    const north = await buildSite(db, org, {
      title: 'Tromso',
      latitude: 69.65,
      longitude: 18.96,
      timeZone: 'Europe/Oslo',
    });
    const body = (await get(`/api/v1/sites/${north.id}/astro?startDate=2024-12-21`)).json();
    expect(body.days[0]).toMatchObject({
      sunrise: null,
      sunset: null,
      polar: 'POLAR_NIGHT',
      dayLengthMinutes: 0,
    });
  });

  it('rejects bad dates and ranges with 400, and other organisations with 404', async () => {
    for (const q of [
      '',
      'startDate=2024-02-30',
      'startDate=21-06-2024',
      'startDate=2024-06-21&endDate=2024-06-20',
      'startDate=2024-01-01&endDate=2025-01-01',
      'startDate=2024-06-21&endDate=x',
    ]) {
      const res = await get(`/api/v1/sites/${site.Allon}/astro?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await get(`/api/v1/sites/${site.Allon}/astro?startDate=2024-01-01&endDate=2024-12-31`)).statusCode,
    ).toBe(200);
    expect((await get(`/api/v1/sites/${theirs}/astro?startDate=2024-06-21`)).statusCode).toBe(404);
  });
});
