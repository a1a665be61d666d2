import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, sentinels, siteGroupMembers, siteGroups, spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildOrg, buildSensor, buildSite } from '../../test/factories';
import { buildEquipment, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
let other: { authorization: string };
let s1: number;
let s2: number;
let theirSite: number;
let room: number;
let empty: number;
let theirSpace: number;
let orgA: number;

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  orgA = a.id;
  s1 = (await buildSite(db, a.id, { title: 'North', address: '1 North Rd' })).id;
  s2 = (await buildSite(db, a.id, { title: 'South', address: '' })).id;
  theirSite = (await buildSite(db, b.id, { title: 'Elsewhere' })).id;
  const [g1, g2] = await db
    .insert(siteGroups)
    .values([
      { orgId: a.id, title: 'Both', description: 'All of them' },
      { orgId: a.id, title: 'Only south', description: null },
    ])
    .returning();
  const [gb] = await db.insert(siteGroups).values({ orgId: b.id, title: 'Theirs' }).returning();
  await db.insert(siteGroupMembers).values([
    { orgId: a.id, siteGroupId: g1!.id, siteId: s1 },
    { orgId: a.id, siteGroupId: g1!.id, siteId: s2 },
    { orgId: a.id, siteGroupId: g2!.id, siteId: s2 },
    { orgId: b.id, siteGroupId: gb!.id, siteId: theirSite },
  ]);
  const rows = await db
    .insert(spaces)
    .values([
      { orgId: a.id, siteId: s1, title: 'Sales Floor' },
      { orgId: a.id, siteId: s1, title: 'Back Room', spaceType: 'STORAGE' },
      { orgId: a.id, siteId: s2, title: 'Kitchen' },
      { orgId: b.id, siteId: theirSite, title: 'Their room' },
    ])
    .returning();
  room = rows[0]!.id;
  empty = rows[1]!.id;
  theirSpace = rows[3]!.id;
  // In the sales floor: an ambient temperature and humidity sensor, a cooler with its own probe
  // (ignored for the room temperature while ambient ones exist), a thermostat, a door sensor.
  await buildSensor(db, a.id, s1, { spaceId: room, lastValue: 21.44, lastSeenAt: ago(1) });
  await buildSensor(db, a.id, s1, { spaceId: room, lastValue: 22.56, lastSeenAt: ago(2) });
  await buildSensor(db, a.id, s1, {
    spaceId: room,
    sensorType: 'HUMIDITY',
    unit: '%',
    lastValue: 48,
    lastSeenAt: ago(1),
  });
  const cooler = await buildEquipment(db, a.id, s1, { spaceId: room });
  await buildSensor(db, a.id, s1, { equipmentId: cooler.id, lastValue: 3, lastSeenAt: ago(1) });
  await buildSensor(db, a.id, s1, { spaceId: room, sensorType: 'DOOR', unit: 'open', lastSeenAt: ago(90) });
  await buildThermostat(db, a.id, s1, cooler.id, { online: true, lastSeenAt: ago(1) });
  const [rule] = await db
    .insert(sentinels)
    .values({ orgId: a.id, siteId: s1, sentinelType: 'TEMPERATURE_RANGE', title: 'Cold', spaceId: room })
    .returning();
  const incident = {
    orgId: a.id,
    siteId: s1,
    sentinelId: rule!.id,
    sentinelType: 'TEMPERATURE_RANGE' as const,
  };
  const base = { ...incident, priority: 'HIGH' as const, createdAt: new Date() };
  await db.insert(incidents).values([
    { ...base, equipmentId: cooler.id, resolved: false },
    { ...base, spaceId: room, resolved: false },
    { ...base, spaceId: room, resolved: true },
  ]);
  ({ h, scoped, other } = await scopedAudiences(t, a.id, s2, b.id));
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });

describe('site groups (D-037)', () => {
  it("lists the organisation's groups with their sites (id, title, description)", async () => {
    const res = await get('/api/v1/site-groups');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        title: 'Both',
        description: 'All of them',
        sites: [
          { id: s1, title: 'North', description: '1 North Rd' },
          { id: s2, title: 'South', description: null },
        ],
      },
      {
        id: expect.any(Number),
        title: 'Only south',
        description: null,
        sites: [{ id: s2, title: 'South', description: null }],
      },
    ]);
  });

  it('shows a scoped user only their sites, and another organisation only its groups', async () => {
    const mine = (await get('/api/v1/site-groups', scoped)).json();
    expect(mine.map((g: { sites: { id: number }[] }) => g.sites.map((s) => s.id))).toEqual([[s2], [s2]]);
    const theirs = (await get('/api/v1/site-groups', other)).json();
    expect(theirs.map((g: { title: string }) => g.title)).toEqual(['Theirs']);
  });
});

describe('spaces (D-062)', () => {
  it('lists spaces of the given sites, or of every site of the caller', async () => {
    const one = (await get(`/api/v1/spaces?siteIds=${s1}`)).json();
    expect(one.map((s: { title: string }) => s.title)).toEqual(['Back Room', 'Sales Floor']);
    expect(one[0]).toEqual({
      id: empty,
      siteId: s1,
      title: 'Back Room',
      description: null,
      spaceType: 'STORAGE',
    });
    const all = (await get('/api/v1/spaces')).json();
    expect(all).toHaveLength(3);
    expect((await get(`/api/v1/spaces?siteIds=${theirSite}`)).json()).toEqual([]);
    expect((await get(`/api/v1/spaces?siteIds=${s1}`, scoped)).json()).toEqual([]);
  });

  it('answers 400 for a malformed site list', async () => {
    for (const q of ['siteIds=abc', 'siteIds=1,-2', 'siteIds=0']) {
      expect((await get(`/api/v1/spaces?${q}`)).statusCode, q).toBe(400);
    }
  });

  it("computes a space's stats from stored data", async () => {
    const res = await get(`/api/v1/spaces/${room}/stats`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      spaceId: room,
      siteId: s1,
      equipmentCount: 1,
      sensorCount: 5,
      sensorsByType: [
        { sensorType: 'DOOR', count: 1 },
        { sensorType: 'HUMIDITY', count: 1 },
        { sensorType: 'TEMPERATURE', count: 3 },
      ],
      // 5 sensors + 1 thermostat; the door sensor has been silent for 90 minutes.
      devices: { total: 6, online: 5, offline: 1 },
      // Mean of the two ambient probes (21.44, 22.56), not the cooler's 3 °C.
      temperature: { value: 22, unit: '°C' },
      humidity: { value: 48, unit: '%' },
      numberActiveIncidents: 2,
    });
    const blank = (await get(`/api/v1/spaces/${empty}/stats`)).json();
    expect(blank).toMatchObject({
      equipmentCount: 0,
      sensorCount: 0,
      sensorsByType: [],
      temperature: null,
      humidity: null,
      numberActiveIncidents: 0,
    });
  });

  it('takes a space temperature only from sensors that measure the space, never from a freezer in it', async () => {
    const db = t.database.db;
    const [shop] = await db
      .insert(spaces)
      .values({ orgId: orgA, siteId: s2, title: 'Shop floor with freezers' })
      .returning();
    // As the demo places them: the cabinet probes sit in the space and on their equipment.
    const freezer = await buildEquipment(db, orgA, s2, { spaceId: shop!.id });
    await buildSensor(db, orgA, s2, {
      spaceId: shop!.id,
      equipmentId: freezer.id,
      target: 'CABINET',
      lastValue: -18.5,
      lastSeenAt: ago(1),
    });
    const cooler = await buildEquipment(db, orgA, s2, { spaceId: shop!.id });
    await buildSensor(db, orgA, s2, {
      spaceId: shop!.id,
      equipmentId: cooler.id,
      target: 'CABINET',
      lastValue: 1.5,
      lastSeenAt: ago(1),
    });
    const stats = async () => (await get(`/api/v1/spaces/${shop!.id}/stats`)).json();
    // No sensor measures the room: no temperature (not −8.5 °C, the mean of the cabinets).
    expect(await stats()).toMatchObject({ sensorCount: 2, temperature: null, humidity: null });

    // A room sensor on the equipment's mounting but aimed at the air counts; so does one on no equipment.
    await buildSensor(db, orgA, s2, {
      spaceId: shop!.id,
      equipmentId: cooler.id,
      target: 'AMBIENT',
      lastValue: 20.6,
      lastSeenAt: ago(1),
    });
    await buildSensor(db, orgA, s2, { spaceId: shop!.id, lastValue: 21.4, lastSeenAt: ago(3) });
    expect(await stats()).toMatchObject({ temperature: { value: 21, unit: '°C' } });
  });

  it("answers 404 for another organisation's or an out-of-scope space, 400 for a bad id", async () => {
    expect((await get(`/api/v1/spaces/${theirSpace}/stats`)).statusCode).toBe(404);
    expect((await get(`/api/v1/spaces/${room}/stats`, scoped)).statusCode).toBe(404);
    expect((await get(`/api/v1/spaces/${theirSpace}/stats`, other)).statusCode).toBe(200);
    expect((await get('/api/v1/spaces/x/stats')).statusCode).toBe(400);
  });
});
