import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEquipment } from '../../test/telemetry-factories';

let t: TestContext;
let ours: { id: number }[];
let theirs: { id: number };
let adminEmail: string;
let scopedEmail: string;
let otherEmail: string;
const ids = { equipment: 0, sensor: 0, space: 0, theirEquipment: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  ours = [await buildSite(db, a.id, { title: 'Alpha' }), await buildSite(db, a.id, { title: 'Beta' })];
  theirs = await buildSite(db, b.id, { title: 'Gamma' });
  await buildSensor(db, a.id, ours[0]!.id, { lastSeenAt: new Date(), sensorType: 'DOOR', unit: 'open' });
  const eq = await buildEquipment(db, a.id, ours[1]!.id);
  ids.equipment = eq.id;
  ids.theirEquipment = (await buildEquipment(db, b.id, theirs.id)).id;
  const [space] = await db
    .insert(spaces)
    .values({ orgId: a.id, siteId: ours[1]!.id, title: 'Kitchen' })
    .returning();
  ids.space = space!.id;
  ids.sensor = (
    await buildSensor(db, a.id, ours[1]!.id, { equipmentId: eq.id, spaceId: space!.id, target: 'SUPPLY_AIR' })
  ).id;
  adminEmail = (await buildUser(db, a.id)).email;
  const scoped = await buildUser(db, a.id, { role: null });
  scopedEmail = scoped.email;
  await db.insert(accessResources).values({
    orgId: a.id,
    userId: scoped.id,
    resourceType: 'SITE',
    resourceId: ours[1]!.id,
    role: 'VIEWER',
  });
  otherEmail = (await buildUser(db, b.id)).email;
});
afterAll(() => t.close());

describe('sites', () => {
  it("lists only the caller's organisation's sites, with the spec fields", async () => {
    const res = await t.app.inject({ url: '/api/v1/sites', headers: await t.login(adminEmail) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((s: { title: string }) => s.title)).toEqual(['Alpha', 'Beta']);
    expect(body[0]).toMatchObject({
      id: ours[0]!.id,
      address: '1 Test Street',
      timeZone: 'Europe/London',
      status: 'ONLINE',
      numberActiveIncidents: 0,
    });
    expect(body[1].status).toBe('OFFLINE');
  });

  it('narrows to sites holding the requested sensor types', async () => {
    const res = await t.app.inject({
      url: '/api/v1/sites?sensorTypes=DOOR',
      headers: await t.login(adminEmail),
    });
    expect(res.json().map((s: { title: string }) => s.title)).toEqual(['Alpha']);
  });

  it("answers 404 for another organisation's site", async () => {
    const res = await t.app.inject({ url: `/api/v1/sites/${theirs.id}`, headers: await t.login(adminEmail) });
    expect(res.statusCode).toBe(404);
    const own = await t.app.inject({ url: `/api/v1/sites/${theirs.id}`, headers: await t.login(otherEmail) });
    expect(own.statusCode).toBe(200);
  });

  it('limits a user without a global role to the sites of their access resources', async () => {
    const h = await t.login(scopedEmail);
    const res = await t.app.inject({ url: '/api/v1/sites', headers: h });
    expect(res.json().map((s: { title: string }) => s.title)).toEqual(['Beta']);
    expect((await t.app.inject({ url: `/api/v1/sites/${ours[0]!.id}`, headers: h })).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    const h = await t.login(adminEmail);
    for (const id of ['abc', '-1', '0', '1e99', '..%2F..%2Fetc']) {
      const res = await t.app.inject({ url: `/api/v1/sites/${id}`, headers: h });
      expect(res.statusCode, id).toBe(400);
    }
  });
});

describe('site filters (I-042: comma lists)', () => {
  const titles = async (q: string) => {
    const res = await t.app.inject({ url: `/api/v1/sites?${q}`, headers: await t.login(adminEmail) });
    expect(res.statusCode, q).toBe(200);
    return res.json().map((s: { title: string }) => s.title);
  };

  it('narrows by equipment, sensor, space, sensor type and target', async () => {
    expect(await titles(`equipmentIds=${ids.equipment}`)).toEqual(['Beta']);
    expect(await titles(`sensorIds=${ids.sensor},999999`)).toEqual(['Beta']);
    expect(await titles(`spaceIds=${ids.space}`)).toEqual(['Beta']);
    expect(await titles('sensorTypes=DOOR,TEMPERATURE')).toEqual(['Alpha', 'Beta']);
    expect(await titles('sensorTarget=SUPPLY_AIR')).toEqual(['Beta']);
    expect(await titles('sensorTarget=RETURN_AIR')).toEqual([]);
    // Filters combine: a DOOR sensor in the kitchen does not exist.
    expect(await titles(`spaceIds=${ids.space}&sensorTypes=DOOR`)).toEqual([]);
  });

  it("never matches another organisation's devices", async () => {
    expect(await titles(`equipmentIds=${ids.theirEquipment}`)).toEqual([]);
  });

  it('answers 400 for malformed id lists', async () => {
    const h = await t.login(adminEmail);
    for (const q of ['equipmentIds=x', 'sensorIds=1,,-2', 'spaceIds=0', 'equipmentIds=1.5']) {
      expect((await t.app.inject({ url: `/api/v1/sites?${q}`, headers: h })).statusCode, q).toBe(400);
    }
  });
});
