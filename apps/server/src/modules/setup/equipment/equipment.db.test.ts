import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  equipment,
  incidents,
  readings,
  schedulers,
  sensors,
  thermostatStatus,
  thermostats,
  timetables,
} from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../../../test/factories';
import {
  buildIncident,
  buildSentinel,
  buildSpace,
  COOLER_TYPE,
  ensureSetupCatalogue,
  HVAC_TYPE,
} from '../../../test/setup-factories-equipment';
import { buildEquipment, buildScheduler } from '../../../test/telemetry-factories';
import { type Auth, auditRows, callAs, fields, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let admin: Auth;
let manager: Auth;
let siteAdmin: Auth;
let siteId: number;
let otherSiteId: number;
let scopedSiteId: number;
let spaceId: number;
let otherSiteSpaceId: number;
let gatewayId: number;
let otherSiteGatewayId: number;
let foreignOrgId: number;
let foreignSpaceId: number;
let foreignItemId: number;

const call = callAs(() => t);
const auditOf = (action: string, targetId: number) => auditRows(t, orgId, action, targetId);

const cooler = () => ({
  siteId,
  spaceId,
  title: 'Dairy Cooler',
  description: 'Walk-in by the back door',
  typeId: COOLER_TYPE.id,
  vendor: 'Frigotek',
  model: 'WC-12',
  serialNumber: 'SN-0001',
  manufactureDate: '2019-05-14',
  minTemp: 0,
  maxTemp: 5,
  ratedKw: 3.5,
  activeControl: false,
  externalId: 'EQ-1',
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await ensureSetupCatalogue(db);
  orgId = (await buildOrg(db)).id;
  siteId = (await buildSite(db, orgId)).id;
  otherSiteId = (await buildSite(db, orgId)).id;
  scopedSiteId = (await buildSite(db, orgId)).id;
  spaceId = (await buildSpace(db, orgId, siteId, { title: 'Back Room' })).id;
  otherSiteSpaceId = (await buildSpace(db, orgId, otherSiteId)).id;
  gatewayId = (await buildGateway(db, orgId, siteId)).gateway.id;
  otherSiteGatewayId = (await buildGateway(db, orgId, otherSiteId)).gateway.id;
  foreignOrgId = (await buildOrg(db)).id;
  const foreignSite = await buildSite(db, foreignOrgId);
  foreignSpaceId = (await buildSpace(db, foreignOrgId, foreignSite.id)).id;
  foreignItemId = (
    await buildEquipment(db, foreignOrgId, foreignSite.id, {
      title: 'Theirs',
      typeId: HVAC_TYPE.id,
      groupId: HVAC_TYPE.groupId,
    })
  ).id;
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, orgId, scopedSiteId));
});
afterAll(() => t.close());

describe('setup equipment', () => {
  let itemId: number;

  it('creates an item with its group taken from its type; the product lists it at once; audited', async () => {
    const res = await call('POST', '/api/v1/setup/equipment', admin, cooler());
    expect(res.statusCode, res.body).toBe(201);
    itemId = res.json().id;
    expect(res.json()).toMatchObject({
      siteId,
      spaceId,
      spaceTitle: 'Back Room',
      typeId: COOLER_TYPE.id,
      typeTitle: 'Walk-in Cooler',
      groupId: 222,
      groupTitle: 'Refrigeration',
      manufactureDate: '2019-05-14',
      minTemp: 0,
      maxTemp: 5,
      ratedKw: 3.5,
      activeControl: false,
      sensorCount: 0,
      schedulerCount: 0,
      thermostat: null,
    });
    const product = await call('GET', `/api/v1/equipment/site/${siteId}`, admin);
    expect(product.json().map((e: { id: number }) => e.id)).toContain(itemId);
    const one = (await call('GET', `/api/v1/equipment?equipmentIds=${itemId}`, admin)).json();
    expect(one[0]).toMatchObject({ title: 'Dairy Cooler', groupId: 222, spaceId });
    const [entry] = await auditOf('EQUIPMENT_CREATED', itemId);
    expect(entry?.payload).toMatchObject({ before: null, after: { title: 'Dairy Cooler', groupId: 222 } });
  });

  it('names each field at fault; the group is never sent', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const bad = await call('POST', '/api/v1/setup/equipment', admin, {
      ...cooler(),
      externalId: null,
      title: '',
      manufactureDate: tomorrow,
      ratedKw: -1,
      minTemp: 5,
      maxTemp: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['title', 'manufactureDate', 'ratedKw']));
    const cases: [object, string][] = [
      [{ manufactureDate: '2023-02-30' }, 'manufactureDate'],
      [{ minTemp: 5, maxTemp: 5 }, 'maxTemp'],
      [{ minTemp: 1, maxTemp: null }, 'maxTemp'],
      [{ typeId: 999_999 }, 'typeId'],
      [{ spaceId: otherSiteSpaceId }, 'spaceId'],
      [{ spaceId: foreignSpaceId }, 'spaceId'],
      [{ groupId: 221 }, 'groupId'],
    ];
    for (const [change, field] of cases) {
      const res = await call('POST', '/api/v1/setup/equipment', admin, {
        ...cooler(),
        externalId: null,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(fields(res)?.[0] ?? res.json().message, JSON.stringify(change)).toContain(field);
    }
    expect(await t.database.db.$count(equipment, eq(equipment.orgId, orgId))).toBe(1);
  });

  it('refuses a taken external id with 409 on the field', async () => {
    const dup = await call('POST', '/api/v1/setup/equipment', admin, cooler());
    expect(dup.statusCode).toBe(409);
    expect(fields(dup)).toEqual(['externalId']);
  });

  it('changes only the fields sent; a new type brings its group; the range is checked with the stored end', async () => {
    const res = await call('PATCH', `/api/v1/setup/equipment/${itemId}`, admin, {
      vendor: 'Coolmax',
      spaceId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      vendor: 'Coolmax',
      model: 'WC-12',
      spaceId: null,
      minTemp: 0,
      maxTemp: 5,
    });
    const [entry] = await auditOf('EQUIPMENT_UPDATED', itemId);
    expect(entry?.payload).toMatchObject({
      before: { vendor: 'Frigotek', spaceId },
      after: { vendor: 'Coolmax', spaceId: null },
    });
    const range = await call('PATCH', `/api/v1/setup/equipment/${itemId}`, admin, { minTemp: 6 });
    expect(range.statusCode).toBe(400);
    expect(fields(range)).toEqual(['maxTemp']);
    const retype = await call('PATCH', `/api/v1/setup/equipment/${itemId}`, admin, {
      typeId: HVAC_TYPE.id,
      minTemp: null,
      maxTemp: null,
    });
    expect(retype.json()).toMatchObject({
      typeId: HVAC_TYPE.id,
      groupId: 221,
      groupTitle: 'HVAC',
      minTemp: null,
    });
    const move = await call('PATCH', `/api/v1/setup/equipment/${itemId}`, admin, { siteId: otherSiteId });
    expect(move.statusCode).toBe(400);
  });

  it('counts its sensors in the list', async () => {
    await buildSensor(t.database.db, orgId, siteId, { equipmentId: itemId });
    const list = (await call('GET', `/api/v1/setup/equipment?siteId=${siteId}`, admin)).json();
    expect(list.find((e: { id: number }) => e.id === itemId)).toMatchObject({
      sensorCount: 1,
      groupTitle: 'HVAC',
    });
  });
});

describe('setup thermostat of an HVAC item', () => {
  let hvacId: number;
  let coolerId: number;
  let thermostatId: number;

  beforeAll(async () => {
    const db = t.database.db;
    hvacId = (await buildEquipment(db, orgId, siteId, { title: 'RTU-1', typeId: HVAC_TYPE.id, groupId: 221 }))
      .id;
    coolerId = (
      await buildEquipment(db, orgId, siteId, { title: 'Freezer', typeId: COOLER_TYPE.id, groupId: 222 })
    ).id;
  });

  const body = { uuid: 'ts-001', vendor: 'Thermaview', model: 'TV-700', gatewayId: 0 };

  it('adds it through a gateway of the site; the controls list it at once; audited', async () => {
    const res = await call('POST', `/api/v1/setup/equipment/${hvacId}/thermostat`, admin, {
      ...body,
      gatewayId,
    });
    expect(res.statusCode, res.body).toBe(201);
    thermostatId = res.json().id;
    expect(res.json()).toMatchObject({
      equipmentId: hvacId,
      title: 'RTU-1 Thermostat',
      uuid: 'ts-001',
      gatewayId,
      heatPump: false,
    });
    const item = (await call('GET', `/api/v1/setup/equipment/${hvacId}`, admin)).json();
    expect(item.thermostat).toMatchObject({ id: thermostatId });
    const hvacs = await call('GET', `/api/v1/aggregate-views/controllable-hvacs/site/${siteId}`, admin);
    expect(JSON.stringify(hvacs.json())).toContain('RTU-1 Thermostat');
    const [entry] = await auditOf('THERMOSTAT_CREATED', thermostatId);
    expect(entry?.payload).toMatchObject({ before: null, after: { uuid: 'ts-001', equipmentId: hvacId } });
  });

  it('takes one per item, HVAC items only, a gateway of the site and a uuid free on it', async () => {
    const again = await call('POST', `/api/v1/setup/equipment/${hvacId}/thermostat`, admin, {
      ...body,
      gatewayId,
    });
    expect(again.statusCode).toBe(409);
    const fridge = await call('POST', `/api/v1/setup/equipment/${coolerId}/thermostat`, admin, {
      ...body,
      gatewayId,
    });
    expect(fridge.statusCode).toBe(409);
    expect(fridge.json().message).toContain('Only HVAC equipment');
    const second = (
      await buildEquipment(t.database.db, orgId, siteId, {
        title: 'RTU-2',
        typeId: HVAC_TYPE.id,
        groupId: 221,
      })
    ).id;
    const sameUuid = await call('POST', `/api/v1/setup/equipment/${second}/thermostat`, admin, {
      ...body,
      gatewayId,
    });
    expect(sameUuid.statusCode).toBe(409);
    expect(fields(sameUuid)).toEqual(['uuid']);
    const elsewhere = await call('POST', `/api/v1/setup/equipment/${second}/thermostat`, admin, {
      ...body,
      uuid: 'ts-002',
      gatewayId: otherSiteGatewayId,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(fields(elsewhere)).toEqual(['gatewayId']);
    const blank = await call('POST', `/api/v1/setup/equipment/${second}/thermostat`, admin, { uuid: ' ' });
    expect(fields(blank)).toEqual(expect.arrayContaining(['uuid', 'vendor', 'gatewayId']));
  });

  it('keeps the item while its thermostat, a rule or an open incident holds it', async () => {
    const res = await call('DELETE', `/api/v1/setup/equipment/${hvacId}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('it has a thermostat (remove the thermostat first)');
  });

  it('removes the thermostat with its schedule and history, once no set-point rule watches it', async () => {
    const db = t.database.db;
    await db.insert(timetables).values({
      orgId,
      siteId,
      equipmentId: hvacId,
      thermostatId,
      title: 'Schedule',
      controlType: 'THERMOSTAT',
      events: [],
    });
    await db.insert(thermostatStatus).values({ thermostatId, orgId, ts: new Date(), online: true });
    const rule = await buildSentinel(db, orgId, siteId, {
      sentinelType: 'SETPOINT_DEVIATION',
      params: { thermostatId, maxDeviation: 3, durationMinutes: 30 },
    });
    const refused = await call('DELETE', `/api/v1/setup/equipment/${hvacId}/thermostat`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 set-point alert rule watches the thermostat; delete it first');
    await t.database.query('update sentinels set deleted_at = now() where id = $1', [rule.id]);
    const res = await call('DELETE', `/api/v1/setup/equipment/${hvacId}/thermostat`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await db.$count(thermostats, eq(thermostats.id, thermostatId))).toBe(0);
    expect(await db.$count(timetables, eq(timetables.thermostatId, thermostatId))).toBe(0);
    expect(await db.$count(thermostatStatus, eq(thermostatStatus.thermostatId, thermostatId))).toBe(0);
    const [entry] = await auditOf('THERMOSTAT_DELETED', thermostatId);
    expect(entry?.payload).toMatchObject({ before: { uuid: 'ts-001' }, after: null });
    expect((await call('DELETE', `/api/v1/setup/equipment/${hvacId}/thermostat`, admin)).statusCode).toBe(
      404,
    );
  });

  it('deletes the item once free: sensors stay with their readings, detached; schedulers go; audited', async () => {
    const db = t.database.db;
    const sensor = await buildSensor(db, orgId, siteId, { equipmentId: hvacId });
    await db.insert(readings).values({ sensorId: sensor.id, orgId, ts: new Date(), value: 21.5 });
    await buildScheduler(db, orgId, siteId, hvacId);
    const rule = await buildSentinel(db, orgId, siteId, { equipmentIds: [coolerId, hvacId] });
    const open = await buildIncident(db, rule, { equipmentId: hvacId, equipmentIds: [hvacId] });
    const watched = await call('DELETE', `/api/v1/setup/equipment/${hvacId}`, admin);
    expect(watched.statusCode).toBe(409);
    expect(watched.json().message).toBe(
      'The equipment item cannot be deleted: 1 alert rule watches it (delete them or take it out); 1 incident is still open on it (dismiss them)',
    );
    await t.database.query('update sentinels set deleted_at = now() where id = $1', [rule.id]);
    await t.database.query('update incidents set resolved = true, recovered_at = now() where id = $1', [
      open.id,
    ]);
    const res = await call('DELETE', `/api/v1/setup/equipment/${hvacId}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await db.$count(equipment, eq(equipment.id, hvacId))).toBe(0);
    const [kept] = await db.select().from(sensors).where(eq(sensors.id, sensor.id));
    expect(kept?.equipmentId).toBeNull();
    expect(await db.$count(readings, eq(readings.sensorId, sensor.id))).toBe(1);
    expect(await db.$count(schedulers, eq(schedulers.equipmentId, hvacId))).toBe(0);
    // The resolved incident keeps its history and the incident list still answers.
    expect(await db.$count(incidents, eq(incidents.id, open.id))).toBe(1);
    expect((await call('GET', '/api/v1/incidents', admin)).statusCode).toBe(200);
    const [entry] = await auditOf('EQUIPMENT_DELETED', hvacId);
    expect(entry?.payload).toMatchObject({
      before: { title: 'RTU-1', detachedSensorIds: [sensor.id] },
      after: null,
    });
  });
});

describe('setup equipment access', () => {
  it("answers 404 for another organisation's item or site and changes nothing", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/v1/setup/equipment/${foreignItemId}`, undefined],
      ['PATCH', `/api/v1/setup/equipment/${foreignItemId}`, { title: 'Taken over' }],
      ['DELETE', `/api/v1/setup/equipment/${foreignItemId}`, undefined],
      ['POST', `/api/v1/setup/equipment/${foreignItemId}/thermostat`, { uuid: 'x', vendor: 'v', gatewayId }],
      ['DELETE', `/api/v1/setup/equipment/${foreignItemId}/thermostat`, undefined],
    ] as const)
      expect((await call(method, url, admin, payload)).statusCode, `${method} ${url}`).toBe(404);
    const foreignSite = (
      await t.database.db.select().from(equipment).where(eq(equipment.id, foreignItemId))
    )[0]!;
    expect(foreignSite.title).toBe('Theirs');
    expect(
      (await call('GET', `/api/v1/setup/equipment?siteId=${foreignSite.siteId}`, admin)).statusCode,
    ).toBe(404);
    const create = await call('POST', '/api/v1/setup/equipment', admin, {
      ...cooler(),
      siteId: foreignSite.siteId,
      spaceId: null,
      externalId: null,
    });
    expect(create.statusCode).toBe(400);
    expect(fields(create)).toEqual(['siteId']);
    expect(await t.database.db.$count(equipment, eq(equipment.orgId, foreignOrgId))).toBe(1);
    expect(await t.database.db.$count(thermostats, eq(thermostats.orgId, foreignOrgId))).toBe(0);
  });

  it('is for ADMINs only; a site administrator manages the equipment of their sites only', async () => {
    const item = { ...cooler(), siteId: scopedSiteId, spaceId: null, externalId: null };
    expect((await call('GET', `/api/v1/setup/equipment?siteId=${siteId}`, manager)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/setup/equipment', manager, item)).statusCode).toBe(403);
    const own = await call('POST', '/api/v1/setup/equipment', siteAdmin, item);
    expect(own.statusCode, own.body).toBe(201);
    expect((await call('DELETE', `/api/v1/setup/equipment/${own.json().id}`, manager)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/setup/equipment', siteAdmin, { ...item, siteId })).statusCode).toBe(
      400,
    );
    const theirs = (await call('GET', `/api/v1/setup/equipment?siteId=${siteId}`, admin)).json()[0];
    expect(
      (await call('PATCH', `/api/v1/setup/equipment/${theirs.id}`, siteAdmin, { title: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/v1/setup/equipment/${own.json().id}`, siteAdmin)).statusCode).toBe(
      204,
    );
  });
});
