import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentinels, spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildOrg, buildSensor, buildSite } from '../../test/factories';
import { buildEquipment, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
const id: Record<string, number> = {};
const HOURS = {
  mon: { open: 480, close: 1320 },
  tue: { open: 480, close: 1320 },
  wed: { open: 480, close: 1320 },
  thu: { open: 480, close: 1320 },
  fri: { open: 480, close: 1320 },
  sat: { open: 540, close: 1080 },
  sun: null,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  id.site = (
    await buildSite(db, a.id, { title: 'North', operatingHours: HOURS, timeZone: 'Europe/London' })
  ).id;
  const south = (await buildSite(db, a.id)).id;
  id.space = (
    await db.insert(spaces).values({ orgId: a.id, siteId: id.site, title: 'Floor' }).returning()
  )[0]!.id;
  id.cooler = (await buildEquipment(db, a.id, id.site, { title: 'Cooler', minTemp: 0, maxTemp: 5 })).id;
  id.rtu = (await buildEquipment(db, a.id, id.site, { title: 'RTU' })).id;
  id.thermostat = (
    await buildThermostat(db, a.id, id.site, id.rtu, { heatSetPoint: 20, coolSetPoint: 25 })
  ).id;
  id.probe = (await buildSensor(db, a.id, id.site, { equipmentId: id.cooler })).id;
  id.loose = (await buildSensor(db, a.id, id.site, { equipmentId: id.cooler })).id;
  const [z] = await db
    .insert(sentinels)
    .values({
      orgId: a.id,
      siteId: id.site,
      equipmentId: id.cooler,
      equipmentIds: [id.cooler],
      sensorIds: [id.probe],
      sentinelType: 'TEMPERATURE_RANGE',
      title: 'Cooler range',
      params: { min: 1, max: 4 },
    })
    .returning();
  id.sentinel = z!.id;
  const theirSite = (await buildSite(db, b.id)).id;
  id.theirEq = (await buildEquipment(db, b.id, theirSite)).id;
  ({ h, scoped } = await scopedAudiences(t, a.id, south, b.id));
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });
const hours = {
  component: 'OPERATING_HOURS',
  timeZone: 'Europe/London',
  days: expect.arrayContaining([
    { weekday: 0, open: '08:00', close: '22:00' },
    { weekday: 5, open: '09:00', close: '18:00' },
    { weekday: 6, open: null, close: null },
  ]),
};

describe('GET /api/v1/sop/components/resource/{id} (I-085)', () => {
  it("lists an equipment's rules nearest first: its sentinel's range, its own, the site's hours", async () => {
    const res = await get(`/api/v1/sop/components/resource/${id.cooler}?type=EQUIPMENT`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        component: 'TEMPERATURE_RANGE',
        source: { resourceType: 'SENTINEL', id: id.sentinel, title: 'Cooler range' },
        min: 1,
        max: 4,
      },
      {
        component: 'TEMPERATURE_RANGE',
        source: { resourceType: 'EQUIPMENT', id: id.cooler, title: 'Cooler' },
        min: 0,
        max: 5,
      },
      { ...hours, source: { resourceType: 'SITE', id: id.site, title: 'North' } },
    ]);
  });

  it('gives thermostat set points for an HVAC unit and only the hours for a space', async () => {
    const rtu = (await get(`/api/v1/sop/components/resource/${id.rtu}?type=EQUIPMENT`)).json();
    expect(rtu[0]).toMatchObject({ component: 'SET_POINTS', heatSetPoint: 20, coolSetPoint: 25, unit: 'C' });
    const space = (await get(`/api/v1/sop/components/resource/${id.space}?type=SPACE`)).json();
    expect(space.map((c: { component: string }) => c.component)).toEqual(['OPERATING_HOURS']);
  });
});

describe('GET /api/v1/sop/resolve/resource/{id} (I-084)', () => {
  it('resolves a sensor to its own sentinel, another sensor of the equipment to the equipment', async () => {
    const probe = (await get(`/api/v1/sop/resolve/resource/${id.probe}?type=SENSOR`)).json();
    expect(probe).toMatchObject({
      resourceId: id.probe,
      resourceType: 'SENSOR',
      temperatureRange: { min: 1, max: 4, source: { resourceType: 'SENTINEL' } },
      setPoints: null,
      operatingHours: hours,
    });
    const loose = (await get(`/api/v1/sop/resolve/resource/${id.loose}?type=SENSOR`)).json();
    expect(loose.temperatureRange).toMatchObject({ min: 0, max: 5, source: { resourceType: 'EQUIPMENT' } });
    const site = (await get(`/api/v1/sop/resolve/resource/${id.site}?type=SITE`)).json();
    expect(site).toMatchObject({ temperatureRange: null, setPoints: null, operatingHours: hours });
  });

  it('answers 404 for another organisation’s or an out-of-scope resource, 400 for a bad type or id', async () => {
    expect((await get(`/api/v1/sop/resolve/resource/${id.theirEq}?type=EQUIPMENT`)).statusCode).toBe(404);
    expect((await get(`/api/v1/sop/components/resource/${id.theirEq}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/sop/resolve/resource/${id.cooler}?type=EQUIPMENT`, scoped)).statusCode).toBe(
      404,
    );
    expect((await get('/api/v1/sop/resolve/resource/2000000000?type=SENSOR')).statusCode).toBe(404);
    const bad = await get(`/api/v1/sop/resolve/resource/${id.cooler}?type=PLANET`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await get('/api/v1/sop/resolve/resource/x')).statusCode).toBe(400);
  });
});
