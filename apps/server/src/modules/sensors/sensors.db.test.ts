import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateways, sensors, spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildOrg, buildSite } from '../../test/factories';
import { buildEquipment } from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
let other: { authorization: string };
let orgId: number;
let s1: number;
let s2: number;
let room: number;
let cooler: number;
let gw: number;
let probe: number;
let door: number;
let loose: number;
let theirs: number;
const seen = new Date('2026-03-01T10:15:00Z');

type NewSensor = typeof sensors.$inferInsert;
async function sensor(v: Omit<NewSensor, 'vendor' | 'unit' | 'uuid'> & Partial<NewSensor>) {
  const [row] = await t.database.db
    .insert(sensors)
    .values({ vendor: 'test', unit: '°C', uuid: `uuid-${v.title}`, ...v })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db, { title: 'Acme Retail' });
  const b = await buildOrg(db);
  orgId = a.id;
  s1 = (await buildSite(db, a.id, { title: 'North' })).id;
  s2 = (await buildSite(db, a.id, { title: 'South' })).id;
  const theirSite = (await buildSite(db, b.id, { title: 'Elsewhere' })).id;
  const [r] = await db.insert(spaces).values({ orgId: a.id, siteId: s1, title: 'Sales Floor' }).returning();
  room = r!.id;
  cooler = (await buildEquipment(db, a.id, s1, { title: 'Walk-in 1', spaceId: room })).id;
  const [g] = await db
    .insert(gateways)
    .values({
      orgId: a.id,
      siteId: s1,
      title: 'Gateway North',
      uuid: 'gw-north',
      vendor: 'test',
      apiKeyPrefix: 'sensors-test',
      apiKeyHash: 'x',
    })
    .returning();
  gw = g!.id;
  const base = { orgId: a.id, siteId: s1, gatewayId: gw };
  probe = await sensor({
    ...base,
    equipmentId: cooler,
    spaceId: room,
    title: 'Walk-in 1 Temperature',
    sensorType: 'TEMPERATURE',
    target: 'CABINET',
    lastSeenAt: seen,
    lastValue: 3.5,
  });
  door = await sensor({
    ...base,
    equipmentId: cooler,
    title: 'Walk-in 1 Door',
    sensorType: 'DOOR',
    unit: 'open',
    status: 'INACTIVE',
  });
  loose = await sensor({ orgId: a.id, siteId: s2, title: 'Main Meter', sensorType: 'ENERGY', unit: 'kWh' });
  theirs = await sensor({ orgId: b.id, siteId: theirSite, title: 'Their probe', sensorType: 'TEMPERATURE' });
  ({ h, scoped, other } = await scopedAudiences(t, a.id, s2, b.id));
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });
const ids = (body: { id: number }[]) => body.map((e) => e.id);

describe('GET /api/v1/sensors (I-086)', () => {
  it("lists the caller's sensors with their fields, by site then title", async () => {
    const res = await get('/api/v1/sensors');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([door, probe, loose]);
    expect(body[1]).toEqual({
      id: probe,
      uuid: 'uuid-Walk-in 1 Temperature',
      title: 'Walk-in 1 Temperature',
      sensorType: 'TEMPERATURE',
      target: 'CABINET',
      unit: '°C',
      status: 'ACTIVE',
      siteId: s1,
      siteTitle: 'North',
      equipmentId: cooler,
      equipmentTitle: 'Walk-in 1',
      spaceId: room,
      spaceTitle: 'Sales Floor',
      gatewayId: gw,
      controlBoardId: null,
      lastSeenAt: seen.toISOString(),
      lastValue: 3.5,
      // Last heard from in March: offline.
      online: false,
    });
    expect(body[0]).toMatchObject({
      status: 'INACTIVE',
      spaceId: null,
      lastSeenAt: null,
      lastValue: null,
      online: false,
      target: null,
    });
    expect(body[2]).toMatchObject({ equipmentId: null, gatewayId: null });
  });

  it('narrows by each filter; comma lists and repeated keys both work; filters combine; limit caps', async () => {
    expect(ids((await get(`/api/v1/sensors?siteIds=${s2}`)).json())).toEqual([loose]);
    expect(ids((await get(`/api/v1/sensors?siteIds=${s1},${s2}`)).json())).toEqual([door, probe, loose]);
    expect(ids((await get(`/api/v1/sensors?equipmentIds=${cooler}`)).json())).toEqual([door, probe]);
    expect(ids((await get('/api/v1/sensors?sensorTypes=TEMPERATURE&sensorTypes=ENERGY')).json())).toEqual([
      probe,
      loose,
    ]);
    expect(ids((await get(`/api/v1/sensors?siteIds=${s2}&sensorTypes=DOOR`)).json())).toEqual([]);
    expect(ids((await get(`/api/v1/sensors?spaceIds=${room}`)).json())).toEqual([probe]);
    expect(ids((await get('/api/v1/sensors?limit=2')).json())).toEqual([door, probe]);
  });

  it('adds the path with withPath=true: organisation, site, space and equipment when set, the sensor', async () => {
    const body = (await get(`/api/v1/sensors?siteIds=${s1}&sensorTypes=TEMPERATURE&withPath=true`)).json();
    expect(body[0].path).toEqual([
      { id: orgId, title: 'Acme Retail', resourceType: 'ORGANIZATION' },
      { id: s1, title: 'North', resourceType: 'SITE' },
      { id: room, title: 'Sales Floor', resourceType: 'SPACE' },
      { id: cooler, title: 'Walk-in 1', resourceType: 'EQUIPMENT' },
      { id: probe, title: 'Walk-in 1 Temperature', resourceType: 'SENSOR' },
    ]);
    const [meter] = (await get(`/api/v1/sensors?siteIds=${s2}&withPath=true`)).json();
    expect(meter.path.map((n: { resourceType: string }) => n.resourceType)).toEqual([
      'ORGANIZATION',
      'SITE',
      'SENSOR',
    ]);
    expect((await get('/api/v1/sensors')).json()[0].path).toBeUndefined();
  });

  it("never shows another organisation's sensors, and a site-scoped user only their sites'", async () => {
    expect(ids((await get(`/api/v1/sensors?equipmentIds=${cooler}`, other)).json())).toEqual([]);
    expect(ids((await get('/api/v1/sensors', other)).json())).toEqual([theirs]);
    expect(ids((await get('/api/v1/sensors', scoped)).json())).toEqual([loose]);
    expect(ids((await get(`/api/v1/sensors?siteIds=${s1}`, scoped)).json())).toEqual([]);
  });

  it('answers 400 with a message for malformed filters, 401 without a token', async () => {
    for (const q of [
      'siteIds=abc',
      'equipmentIds=1,-2',
      'sensorTypes=THERMOMETER',
      'sensorTypes=temperature',
      'limit=0',
      'limit=5001',
      'limit=x',
      'withPath=yes',
    ]) {
      const res = await get(`/api/v1/sensors?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ url: '/api/v1/sensors' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/sensors/{id} (I-087)', () => {
  it('answers one sensor with its path', async () => {
    const res = await get(`/api/v1/sensors/${door}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: door, title: 'Walk-in 1 Door', sensorType: 'DOOR', unit: 'open' });
    expect(res.json().path.map((n: { id: number }) => n.id)).toEqual([orgId, s1, cooler, door]);
  });

  it("answers 404 for another organisation's or an out-of-scope sensor, 400 for a bad id", async () => {
    expect((await get(`/api/v1/sensors/${theirs}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/sensors/${probe}`, other)).statusCode).toBe(404);
    expect((await get(`/api/v1/sensors/${probe}`, scoped)).statusCode).toBe(404);
    expect((await get(`/api/v1/sensors/${loose}`, scoped)).statusCode).toBe(200);
    expect((await get('/api/v1/sensors/999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5'])
      expect((await get(`/api/v1/sensors/${bad}`)).statusCode).toBe(400);
  });
});
