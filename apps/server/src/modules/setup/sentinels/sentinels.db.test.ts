import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentinels } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildSite } from '../../../test/factories';
import { buildCooler, buildRooftopUnit } from '../../../test/setup-factories-sentinels';
import { buildEnergySensor, TEST_TYPE } from '../../../test/telemetry-factories';
import { type Auth, auditRows, callAs, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let admin: Auth;
let manager: Auth;
/** An ADMIN of site B only. */
let siteAdmin: Auth;
let siteA: number;
let siteB: number;
let archivedSite: number;
let foreignSite: number;
type Cooler = Awaited<ReturnType<typeof buildCooler>>;
let a1: Cooler;
let a2: Cooler;
let b1: Cooler;
let archivedCooler: Cooler;
let foreignCooler: Cooler;
let rtu: Awaited<ReturnType<typeof buildRooftopUnit>>;
let foreignRtu: Awaited<ReturnType<typeof buildRooftopUnit>>;
let mainMeter: number;

const URL = '/api/v1/setup/sentinels';
const call = callAs(() => t);
const range = { min: 0, max: 5, durationMinutes: 15 };
const fields = (res: { json(): { errors?: { field?: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field);
const liveCount = () => t.database.db.$count(sentinels, eq(sentinels.orgId, orgId));
const audits = (action: string) => auditRows(t, orgId, action);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db)).id;
  const other = (await buildOrg(db)).id;
  siteA = (await buildSite(db, orgId, { title: 'A Street' })).id;
  siteB = (await buildSite(db, orgId, { title: 'B Street' })).id;
  archivedSite = (await buildSite(db, orgId, { archivedAt: new Date() })).id;
  foreignSite = (await buildSite(db, other)).id;
  a1 = await buildCooler(db, orgId, siteA, { title: 'Cooler A1' });
  a2 = await buildCooler(db, orgId, siteA, { title: 'Cooler A2', door: false });
  b1 = await buildCooler(db, orgId, siteB, { title: 'Cooler B1', door: false });
  archivedCooler = await buildCooler(db, orgId, archivedSite, { title: 'Old Cooler' });
  foreignCooler = await buildCooler(db, other, foreignSite);
  rtu = await buildRooftopUnit(db, orgId, siteA, { title: 'RTU 1' });
  foreignRtu = await buildRooftopUnit(db, other, foreignSite);
  mainMeter = (await buildEnergySensor(db, orgId, siteA, { main: true })).id;
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, orgId, siteB));
});
afterAll(() => t.close());

describe('creating sentinels', () => {
  it('on a sensor: its site, equipment and space fill the rule, named after its equipment, audited', async () => {
    const res = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: a1.temp.id },
      params: { ...range, ignoreDuringDefrost: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { sentinels: made, skipped } = res.json();
    expect(skipped).toEqual([]);
    expect(made).toEqual([
      expect.objectContaining({
        sentinelType: 'TEMPERATURE_RANGE',
        title: 'Cooler A1 temperature out of range',
        siteId: siteA,
        siteTitle: 'A Street',
        equipmentId: a1.equipment.id,
        equipmentTitle: 'Cooler A1',
        equipmentIds: [a1.equipment.id],
        sensorIds: [a1.temp.id],
        params: { ...range, ignoreDuringDefrost: true },
        muted: false,
      }),
    ]);
    const [entry] = await audits('SENTINEL_CREATED');
    expect(entry?.targetId).toBe(String(made[0].id));
    expect(entry?.payload).toMatchObject({ before: null, after: { sensorIds: [a1.temp.id], params: range } });
  });

  it('on an equipment item: one rule per sensor of the kind; offline watches all its devices', async () => {
    const door = await call('POST', URL, admin, {
      sentinelType: 'DOOR_OPEN',
      target: { equipmentId: a1.equipment.id },
      title: 'Walk-in door',
      params: { maxOpenMinutes: 10 },
    });
    expect(door.statusCode, door.body).toBe(201);
    expect(door.json().sentinels[0]).toMatchObject({ title: 'Walk-in door', sensorIds: [a1.door!.id] });
    const offline = await call('POST', URL, admin, {
      sentinelType: 'DEVICE_OFFLINE',
      target: { equipmentId: rtu.equipment.id },
      params: { offlineMinutes: 30 },
    });
    expect(offline.statusCode, offline.body).toBe(201);
    expect(offline.json().sentinels[0]).toMatchObject({
      title: 'RTU 1 offline',
      sensorIds: [],
      params: { offlineMinutes: 30, thermostatIds: [rtu.thermostat.id] },
    });
    const noDoor = await call('POST', URL, admin, {
      sentinelType: 'DOOR_OPEN',
      target: { equipmentId: a2.equipment.id },
      params: { maxOpenMinutes: 10 },
    });
    expect(noDoor.statusCode).toBe(400);
    expect(noDoor.json().errors).toEqual([
      { field: 'target.equipmentId', message: 'target.equipmentId: This equipment has no DOOR sensor' },
    ]);
  });

  it("on a thermostat's equipment: SETPOINT_DEVIATION takes its thermostat", async () => {
    const res = await call('POST', URL, admin, {
      sentinelType: 'SETPOINT_DEVIATION',
      target: { equipmentId: rtu.equipment.id },
      params: { maxDeviation: 3, durationMinutes: 30 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().sentinels[0]).toMatchObject({
      title: 'RTU 1 Thermostat setpoint deviation',
      equipmentId: rtu.equipment.id,
      sensorIds: [],
      params: { thermostatId: rtu.thermostat.id, maxDeviation: 3, durationMinutes: 30 },
    });
    const foreign = await call('POST', URL, admin, {
      sentinelType: 'SETPOINT_DEVIATION',
      target: { equipmentId: rtu.equipment.id },
      params: { thermostatId: foreignRtu.thermostat.id, maxDeviation: 3, durationMinutes: 30 },
    });
    expect(fields(foreign)).toEqual(['params.thermostatId']);
    const none = await call('POST', URL, admin, {
      sentinelType: 'SETPOINT_DEVIATION',
      target: { equipmentId: a1.equipment.id },
      params: { maxDeviation: 3, durationMinutes: 30 },
    });
    expect(fields(none)).toEqual(['target.equipmentId']);
  });

  it('on a site: the energy baseline watches its main meter (defaults filled in); offline all its devices', async () => {
    const energy = await call('POST', URL, admin, {
      sentinelType: 'ENERGY_BASELINE',
      target: { siteId: siteA },
      params: { thresholdPct: 40 },
    });
    expect(energy.statusCode, energy.body).toBe(201);
    expect(energy.json().sentinels[0]).toMatchObject({
      title: 'Energy above baseline',
      equipmentId: null,
      sensorIds: [mainMeter],
      params: { baselineDays: 28, thresholdPct: 40, durationMinutes: 180 },
    });
    const offline = await call('POST', URL, admin, {
      sentinelType: 'DEVICE_OFFLINE',
      target: { siteId: siteA },
      params: { offlineMinutes: 30 },
    });
    expect(offline.json().sentinels[0]).toMatchObject({
      title: 'Devices offline',
      sensorIds: [a1.temp.id, a1.door!.id, a2.temp.id, mainMeter],
      params: { thermostatIds: [rtu.thermostat.id] },
    });
    const temp = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { siteId: siteA },
      params: range,
    });
    expect(fields(temp)).toEqual(['target.siteId']);
  });

  it('for every equipment item of a type at once: one each across sites, in one transaction', async () => {
    const before = await liveCount();
    const res = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { equipmentTypeId: TEST_TYPE.id },
      params: range,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().sentinels as { equipmentId: number; siteId: number; title: string }[];
    // The archived site's cooler is left out; the other organisation's is never seen.
    expect(made.map((s) => s.equipmentId).sort()).toEqual(
      [a1.equipment.id, a2.equipment.id, b1.equipment.id].sort(),
    );
    expect(new Set(made.map((s) => s.siteId))).toEqual(new Set([siteA, siteB]));
    expect(made.map((s) => s.title)).toContain('Cooler B1 temperature out of range');
    expect(await liveCount()).toBe(before + 3);
    const doors = await call('POST', URL, admin, {
      sentinelType: 'DOOR_OPEN',
      target: { equipmentTypeId: TEST_TYPE.id, siteIds: [siteA, siteB] },
      params: { maxOpenMinutes: 10 },
    });
    expect(doors.json().sentinels.map((s: { sensorIds: number[] }) => s.sensorIds)).toEqual([[a1.door!.id]]);
    expect(doors.json().skipped).toEqual([
      { equipmentId: a2.equipment.id, title: 'Cooler A2', reason: 'no DOOR sensor' },
      { equipmentId: b1.equipment.id, title: 'Cooler B1', reason: 'no DOOR sensor' },
    ]);
    expect((await audits('SENTINEL_CREATED')).length).toBeGreaterThanOrEqual(4);
    const archived = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { equipmentTypeId: TEST_TYPE.id, siteIds: [archivedSite] },
      params: range,
    });
    expect(archived.statusCode).toBe(409);
    const unknownType = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { equipmentTypeId: 123_456_789, siteIds: [foreignSite] },
      params: range,
    });
    expect(fields(unknownType)).toEqual(['target.equipmentTypeId', 'target.siteIds']);
  });
});

describe('validation', () => {
  it('names the field: a rule on the wrong kind of sensor, bad params, an unclear target', async () => {
    const before = await liveCount();
    const onDoor = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: a1.door!.id },
      params: range,
    });
    expect(onDoor.statusCode).toBe(400);
    expect(onDoor.json().errors).toEqual([
      {
        field: 'target.sensorId',
        message: 'target.sensorId: A TEMPERATURE_RANGE rule needs a TEMPERATURE sensor; this one is DOOR',
      },
    ]);
    const bad = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: a1.temp.id },
      params: { min: 0, durationMinutes: 0, ignoreDefrost: true },
    });
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'params.max', message: 'params.max: Required' },
        { field: 'params.durationMinutes', message: 'params.durationMinutes: Greater than 0' },
        {
          field: 'params.ignoreDefrost',
          message: 'params.ignoreDefrost: Not a parameter of a TEMPERATURE_RANGE rule',
        },
      ]),
    );
    const inverted = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: a1.temp.id },
      params: { min: 5, max: 0, durationMinutes: 15 },
    });
    expect(inverted.json().errors).toEqual([
      { field: 'params.max', message: 'params.max: Greater than min (5)' },
    ]);
    const earlyEscalation = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: a1.temp.id },
      params: { min: 0, max: 5, durationMinutes: 15, escalateAfterMinutes: 15 },
    });
    expect(earlyEscalation.json().errors).toEqual([
      {
        field: 'params.escalateAfterMinutes',
        message: 'params.escalateAfterMinutes: Greater than the duration (15 min)',
      },
    ]);
    const twoTargets = await call('POST', URL, admin, {
      sentinelType: 'DOOR_OPEN',
      target: { sensorId: a1.door!.id, equipmentId: a1.equipment.id },
      params: { maxOpenMinutes: 10 },
    });
    expect(fields(twoTargets)).toEqual(['target.equipmentId']);
    const noTarget = await call('POST', URL, admin, {
      sentinelType: 'DOOR_OPEN',
      target: {},
      params: { maxOpenMinutes: 10 },
    });
    expect(fields(noTarget)).toEqual(['target']);
    const energyOnTemp = await call('POST', URL, admin, {
      sentinelType: 'ENERGY_BASELINE',
      target: { sensorId: a1.temp.id },
      params: { thresholdPct: 40, baselineDays: 7 },
    });
    expect(fields(energyOnTemp).sort()).toEqual(['params.baselineDays', 'target.sensorId']);
    expect(await liveCount()).toBe(before);
  });
});

describe('editing and deleting', () => {
  let id: number;
  beforeAll(async () => {
    const res = await call('POST', URL, admin, {
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: b1.temp.id },
      params: range,
    });
    id = res.json().sentinels[0].id;
  });

  it('changes only what is sent; params are merged and checked again; audited before and after', async () => {
    const res = await call('PATCH', `${URL}/${id}`, admin, {
      title: 'B1 too warm',
      params: { max: 6 },
      muted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'B1 too warm',
      muted: true,
      params: { min: 0, max: 6, durationMinutes: 15 },
      sensorIds: [b1.temp.id],
    });
    const [entry] = await audits('SENTINEL_UPDATED');
    expect(entry?.payload).toMatchObject({
      before: { params: { max: 5 }, muted: false },
      after: { params: { max: 6 }, muted: true, title: 'B1 too warm' },
    });
    const bad = await call('PATCH', `${URL}/${id}`, admin, { params: { max: -1 } });
    expect(bad.json().errors).toEqual([{ field: 'params.max', message: 'params.max: Greater than min (0)' }]);
  });

  it('refuses to change the type or the target', async () => {
    for (const body of [{ sentinelType: 'DOOR_OPEN' }, { target: { sensorId: a1.temp.id } }]) {
      const res = await call('PATCH', `${URL}/${id}`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('type and target do not change');
    }
    const [setpoint] = (
      await call('GET', `${URL}?equipmentId=${rtu.equipment.id}&sentinelType=SETPOINT_DEVIATION`, admin)
    ).json();
    const res = await call('PATCH', `${URL}/${setpoint.id}`, admin, { params: { thermostatId: 999 } });
    expect(fields(res)).toEqual(['params.thermostatId']);
  });

  it('lists by site, equipment and sensor', async () => {
    const bySensor = (await call('GET', `${URL}?sensorId=${b1.temp.id}`, admin)).json();
    expect(bySensor.map((s: { id: number }) => s.id)).toContain(id);
    expect(bySensor.every((s: { sensorIds: number[] }) => s.sensorIds.includes(b1.temp.id))).toBe(true);
    const bySite = (await call('GET', `${URL}?siteId=${siteB}`, admin)).json();
    expect(bySite.every((s: { siteId: number }) => s.siteId === siteB)).toBe(true);
    const byEquipment = (await call('GET', `${URL}?equipmentId=${a1.equipment.id}`, admin)).json();
    expect(byEquipment.length).toBeGreaterThan(0);
    expect(byEquipment.every((s: { equipmentId: number }) => s.equipmentId === a1.equipment.id)).toBe(true);
  });

  it('deletes (audited); a deleted sentinel answers 404', async () => {
    const res = await call('DELETE', `${URL}/${id}`, admin);
    expect(res.statusCode).toBe(204);
    const [entry] = await audits('SENTINEL_DELETED');
    expect(entry?.payload).toMatchObject({ before: { id }, after: null });
    expect((await call('PATCH', `${URL}/${id}`, admin, { title: 'Again' })).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it("another organisation's ids: 400 in a body, 404 in a path, nothing changed", async () => {
    const before = await liveCount();
    for (const [target, field] of [
      [{ sensorId: foreignCooler.temp.id }, 'target.sensorId'],
      [{ equipmentId: foreignCooler.equipment.id }, 'target.equipmentId'],
      [{ siteId: foreignSite }, 'target.siteId'],
      [{ equipmentTypeId: TEST_TYPE.id, siteIds: [foreignSite] }, 'target.siteIds'],
    ] as const) {
      const res = await call('POST', URL, admin, {
        sentinelType: 'DEVICE_OFFLINE',
        target,
        params: { offlineMinutes: 30 },
      });
      expect(fields(res), JSON.stringify(target)).toEqual([field]);
    }
    expect(await liveCount()).toBe(before);
    const [foreign] = await t.database.db
      .insert(sentinels)
      .values({
        orgId: foreignCooler.equipment.orgId,
        siteId: foreignSite,
        sentinelType: 'DOOR_OPEN',
        title: 'Theirs',
        params: { maxOpenMinutes: 10 },
      })
      .returning();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const)
      expect((await call(method, `${URL}/${foreign!.id}`, admin, body)).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(sentinels).where(eq(sentinels.id, foreign!.id));
    expect(still).toMatchObject({ title: 'Theirs', deletedAt: null });
  });

  it('ADMIN only; a site administrator works on their sites only; an archived site takes no rule', async () => {
    const body = { sentinelType: 'TEMPERATURE_RANGE', target: { sensorId: b1.temp.id }, params: range };
    expect((await call('GET', URL, manager)).statusCode).toBe(403);
    expect((await call('POST', URL, manager, body)).statusCode).toBe(403);
    const [any] = (await call('GET', URL, admin)).json();
    expect((await call('PATCH', `${URL}/${any.id}`, manager, { title: 'x' })).statusCode).toBe(403);

    expect((await call('POST', URL, siteAdmin, body)).statusCode).toBe(201);
    const onA = await call('POST', URL, siteAdmin, { ...body, target: { sensorId: a1.temp.id } });
    expect(fields(onA)).toEqual(['target.sensorId']);
    const all = await call('POST', URL, siteAdmin, { ...body, target: { equipmentTypeId: TEST_TYPE.id } });
    expect(all.json().sentinels.map((s: { siteId: number }) => s.siteId)).toEqual([siteB]);
    const listed = (await call('GET', URL, siteAdmin)).json();
    expect(new Set(listed.map((s: { siteId: number }) => s.siteId))).toEqual(new Set([siteB]));
    const onSiteA = (await call('GET', `${URL}?siteId=${siteA}`, admin)).json()[0];
    expect((await call('PATCH', `${URL}/${onSiteA.id}`, siteAdmin, { title: 'x' })).statusCode).toBe(404);

    const archived = await call('POST', URL, admin, {
      ...body,
      target: { sensorId: archivedCooler.temp.id },
    });
    expect(archived.statusCode).toBe(409);
  });
});
