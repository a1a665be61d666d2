import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildOrg, buildSite } from '../../test/factories';
import {
  buildEquipment,
  buildScheduler,
  buildThermostat,
  TEST_GROUP,
  TEST_GROUP_2,
  TEST_TYPE,
  TEST_TYPE_2,
} from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
let other: { authorization: string };
let orgId: number;
let s1: number;
let s2: number;
let theirSite: number;
let room: number;
let cooler: number;
let rooftop: number;
let loose: number;
let theirs: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db, { title: 'Acme Retail' });
  const b = await buildOrg(db);
  orgId = a.id;
  s1 = (await buildSite(db, a.id, { title: 'North' })).id;
  s2 = (await buildSite(db, a.id, { title: 'South' })).id;
  theirSite = (await buildSite(db, b.id, { title: 'Elsewhere' })).id;
  const [r] = await db.insert(spaces).values({ orgId: a.id, siteId: s1, title: 'Sales Floor' }).returning();
  room = r!.id;
  cooler = (
    await buildEquipment(db, a.id, s1, {
      title: 'Walk-in 1',
      description: 'Dairy',
      spaceId: room,
      vendor: 'Acme',
      model: 'WI-200',
      activeControl: true,
      manufactureDate: '2020-05-01',
      serialNumber: 'SN-1',
    })
  ).id;
  rooftop = (
    await buildEquipment(db, a.id, s1, {
      title: 'Rooftop A',
      typeId: TEST_TYPE_2.id,
      groupId: TEST_GROUP_2.id,
    })
  ).id;
  loose = (await buildEquipment(db, a.id, s2, { title: 'Cooler South' })).id;
  theirs = (await buildEquipment(db, b.id, theirSite, { title: 'Their cooler' })).id;
  await buildThermostat(db, a.id, s1, rooftop);
  await buildScheduler(db, a.id, s2, loose);
  ({ h, scoped, other } = await scopedAudiences(t, a.id, s2, b.id));
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });
const ids = (body: { id: number }[]) => body.map((e) => e.id);

describe('GET /api/v1/equipment (I-059)', () => {
  it("lists the caller's equipment with the spec 3 fields, by site then title", async () => {
    const res = await get('/api/v1/equipment');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([rooftop, cooler, loose]);
    expect(body[1]).toEqual({
      id: cooler,
      title: 'Walk-in 1',
      description: 'Dairy',
      siteId: s1,
      siteTitle: 'North',
      spaceId: room,
      space: { id: room, title: 'Sales Floor' },
      typeId: TEST_TYPE.id,
      equipmentTypeId: TEST_TYPE.id,
      type: { id: TEST_TYPE.id, title: TEST_TYPE.title, groupId: TEST_GROUP.id, icon: 'fridge' },
      groupId: TEST_GROUP.id,
      equipmentGroupId: TEST_GROUP.id,
      model: 'WI-200',
      vendor: 'Acme',
      activeControl: true,
      manufactureDate: '2020-05-01',
      serialNumber: 'SN-1',
      resourceType: 'EQUIPMENT',
    });
    expect(body[2]).toMatchObject({ space: null, spaceId: null, vendor: null, activeControl: false });
  });

  it('narrows by each filter; comma lists and repeated keys both work; filters combine', async () => {
    expect(ids((await get(`/api/v1/equipment?siteIds=${s2}`)).json())).toEqual([loose]);
    expect(ids((await get(`/api/v1/equipment?siteIds=${s1},${s2}`)).json())).toEqual([
      rooftop,
      cooler,
      loose,
    ]);
    expect(ids((await get(`/api/v1/equipment?equipmentIds=${cooler}&equipmentIds=${loose}`)).json())).toEqual(
      [cooler, loose],
    );
    expect(ids((await get(`/api/v1/equipment?typeIds=${TEST_TYPE_2.id}`)).json())).toEqual([rooftop]);
    expect(ids((await get(`/api/v1/equipment?groupIds=${TEST_GROUP.id}`)).json())).toEqual([cooler, loose]);
    expect(ids((await get(`/api/v1/equipment?spaceIds=${room}`)).json())).toEqual([cooler]);
    expect(ids((await get(`/api/v1/equipment?siteIds=${s2}&typeIds=${TEST_TYPE_2.id}`)).json())).toEqual([]);
  });

  it('adds the path with withPath=true', async () => {
    const [e] = (await get(`/api/v1/equipment?equipmentIds=${loose}&withPath=true`)).json();
    expect(e.path).toEqual([
      { id: orgId, title: 'Acme Retail', resourceType: 'ORGANIZATION' },
      { id: s2, title: 'South', resourceType: 'SITE' },
      { id: loose, title: 'Cooler South', resourceType: 'EQUIPMENT' },
    ]);
  });

  it("never shows another organisation's equipment, and a site-scoped user only their sites'", async () => {
    expect(ids((await get(`/api/v1/equipment?equipmentIds=${theirs}`)).json())).toEqual([]);
    expect(ids((await get(`/api/v1/equipment?siteIds=${theirSite}`)).json())).toEqual([]);
    expect(ids((await get('/api/v1/equipment', scoped)).json())).toEqual([loose]);
    expect(ids((await get(`/api/v1/equipment?siteIds=${s1}`, scoped)).json())).toEqual([]);
    expect(ids((await get('/api/v1/equipment', other)).json())).toEqual([theirs]);
  });

  it('answers 400 with a message for malformed filters, 401 without a token', async () => {
    for (const q of [
      'siteIds=abc',
      'equipmentIds=1,-2',
      'typeIds=1.5',
      'groupIds=0',
      'spaceIds=x',
      'withPath=yes',
    ]) {
      const res = await get(`/api/v1/equipment?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ url: '/api/v1/equipment' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/equipment/site/{siteId} (I-060)', () => {
  it("lists one site's equipment", async () => {
    const res = await get(`/api/v1/equipment/site/${s1}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([rooftop, cooler]);
  });

  it("answers 404 for another organisation's or an out-of-scope site, 400 for a bad id", async () => {
    expect((await get(`/api/v1/equipment/site/${theirSite}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/equipment/site/${s1}`, scoped)).statusCode).toBe(404);
    expect((await get('/api/v1/equipment/site/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/equipment/{id}/ (I-061)', () => {
  it('answers one equipment, with its organisation → site → space → equipment path on request', async () => {
    const plain = await get(`/api/v1/equipment/${cooler}/`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ id: cooler, title: 'Walk-in 1', siteTitle: 'North' });
    expect(plain.json().path).toBeUndefined();
    const res = await get(`/api/v1/equipment/${cooler}/?withPath=true`);
    expect(res.json().path).toEqual([
      { id: orgId, title: 'Acme Retail', resourceType: 'ORGANIZATION' },
      { id: s1, title: 'North', resourceType: 'SITE' },
      { id: room, title: 'Sales Floor', resourceType: 'SPACE' },
      { id: cooler, title: 'Walk-in 1', resourceType: 'EQUIPMENT' },
    ]);
    // The bare path (no trailing slash) answers the same.
    expect((await get(`/api/v1/equipment/${cooler}?withPath=true`)).json()).toEqual(res.json());
  });

  it("answers 404 for another organisation's or an out-of-scope equipment, 400 for bad input", async () => {
    expect((await get(`/api/v1/equipment/${theirs}/`)).statusCode).toBe(404);
    expect((await get(`/api/v1/equipment/${cooler}/`, scoped)).statusCode).toBe(404);
    expect((await get(`/api/v1/equipment/${cooler}/`, other)).statusCode).toBe(404);
    expect((await get('/api/v1/equipment/abc/')).statusCode).toBe(400);
    expect((await get(`/api/v1/equipment/${cooler}/?withPath=1`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/equipment/stats/{equipmentGroupId,controlledEquipmentGroupId} (I-062, I-063)', () => {
  it('counts equipment and sites per group; controlled: with a thermostat, scheduler or activeControl', async () => {
    const all = await get('/api/v1/equipment/stats/equipmentGroupId');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      { equipmentGroupId: TEST_GROUP_2.id, title: TEST_GROUP_2.title, equipmentCount: 1, siteCount: 1 },
      { equipmentGroupId: TEST_GROUP.id, title: TEST_GROUP.title, equipmentCount: 2, siteCount: 2 },
    ]);
    // cooler: activeControl; loose: a scheduler; rooftop: a thermostat.
    const controlled = (await get('/api/v1/equipment/stats/controlledEquipmentGroupId')).json();
    expect(controlled.map((g: { equipmentCount: number }) => g.equipmentCount)).toEqual([1, 2]);
  });

  it("counts only the caller's equipment", async () => {
    expect((await get('/api/v1/equipment/stats/equipmentGroupId', scoped)).json()).toEqual([
      { equipmentGroupId: TEST_GROUP.id, title: TEST_GROUP.title, equipmentCount: 1, siteCount: 1 },
    ]);
    const theirs = (await get('/api/v1/equipment/stats/equipmentGroupId', other)).json();
    expect(theirs).toEqual([expect.objectContaining({ equipmentCount: 1 })]);
    expect((await t.app.inject({ url: '/api/v1/equipment/stats/equipmentGroupId' })).statusCode).toBe(401);
  });
});
