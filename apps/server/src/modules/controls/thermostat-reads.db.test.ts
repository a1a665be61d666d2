import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildOrg, buildSite } from '../../test/factories';
import { buildEquipment, buildScheduler, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
let other: { authorization: string };
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  const site = (await buildSite(db, a.id, { title: 'North' })).id;
  const south = (await buildSite(db, a.id, { title: 'South' })).id;
  const theirSite = (await buildSite(db, b.id)).id;
  id.rtu = (await buildEquipment(db, a.id, site, { title: 'RTU 1' })).id;
  id.lights = (await buildEquipment(db, a.id, site, { title: 'Lights' })).id;
  id.supply = (
    await buildThermostat(db, a.id, site, id.rtu, {
      title: 'Supply air thermostat',
      displayName: 'RTU 1 (Sales floor)',
      vendor: 'Thermaview',
      model: 'TV-700',
      workingMode: 'LOCAL_ADJUSTMENT',
      localAdjustmentOverride: { product: 'Keypad' },
      temperature: 22.5,
      lastSeenAt: new Date(Date.now() - 60_000),
    })
  ).id;
  id.zone = (await buildThermostat(db, a.id, site, id.rtu, { title: 'Zone thermostat' })).id;
  id.other = (await buildThermostat(db, a.id, site, id.lights, { title: 'Elsewhere' })).id;
  id.scheduler = (
    await buildScheduler(db, a.id, site, id.lights, { title: 'Lighting schedule', luxThreshold: 250 })
  ).id;
  const theirEq = await buildEquipment(db, b.id, theirSite);
  id.theirEq = theirEq.id;
  id.theirs = (await buildThermostat(db, b.id, theirSite, theirEq.id)).id;
  ({ h, scoped, other } = await scopedAudiences(t, a.id, south, b.id));
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });

describe('GET /api/v1/thermostat/{id} and /display-name (I-074, I-075; G-016)', () => {
  it('answers the G-016 fields and the display name', async () => {
    const res = await get(`/api/v1/thermostat/${id.supply}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: id.supply,
      vendor: 'Thermaview',
      model: 'TV-700',
      uuid: expect.any(String),
      mode: 'auto',
      heatSetPoint: 21,
      coolSetPoint: 24,
      temperature: 22.5,
      workingMode: 'LOCAL_ADJUSTMENT',
      localAdjustmentOverride: { product: 'Keypad' },
      online: true,
      equipmentId: id.rtu,
    });
    expect((await get(`/api/v1/thermostat/${id.supply}/display-name`)).json()).toEqual({
      id: id.supply,
      displayName: 'RTU 1 (Sales floor)',
    });
    // Without a display name, its title.
    expect((await get(`/api/v1/thermostat/${id.zone}/display-name`)).json().displayName).toBe(
      'Zone thermostat',
    );
    expect((await get(`/api/v1/thermostat/${id.zone}`)).json()).toMatchObject({
      online: false,
      lastSeenAt: null,
      localAdjustmentOverride: null,
    });
  });

  it('answers 404 for another organisation’s or an out-of-scope thermostat, 400 for a bad id', async () => {
    expect((await get(`/api/v1/thermostat/${id.theirs}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/thermostat/${id.theirs}/display-name`)).statusCode).toBe(404);
    expect((await get(`/api/v1/thermostat/${id.supply}`, scoped)).statusCode).toBe(404);
    expect((await get(`/api/v1/thermostat/${id.supply}`, other)).statusCode).toBe(404);
    expect((await get('/api/v1/thermostat/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/thermostat/controls/equipment/{id} (I-072)', () => {
  it("lists only that equipment's thermostats, supply first", async () => {
    const res = await get(`/api/v1/thermostat/controls/equipment/${id.rtu}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { thermostatId: number }) => c.thermostatId)).toEqual([id.supply, id.zone]);
    expect((await get(`/api/v1/thermostat/controls/equipment/${id.theirEq}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/thermostat/controls/equipment/${id.rtu}`, scoped)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/schedulers/equipment/{equipmentId} (I-068)', () => {
  it("lists the equipment's schedulers", async () => {
    const res = await get(`/api/v1/schedulers/equipment/${id.lights}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: id.scheduler,
        title: 'Lighting schedule',
        siteId: expect.any(Number),
        equipmentId: id.lights,
        controlBoardId: null,
        workingMode: 'SCHEDULE',
        luxThreshold: 250,
      },
    ]);
    expect((await get(`/api/v1/schedulers/equipment/${id.rtu}`)).json()).toEqual([]);
    expect((await get(`/api/v1/schedulers/equipment/${id.theirEq}`)).statusCode).toBe(404);
    expect((await get('/api/v1/schedulers/equipment/-3')).statusCode).toBe(400);
  });
});
