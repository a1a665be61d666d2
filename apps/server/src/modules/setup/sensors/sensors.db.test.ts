import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyMeters, sensors, sentinels } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildGateway, buildSensor } from '../../../test/factories';
import { buildDeviceSetupWorld, buildSpace } from '../../../test/setup-factories-devices';
import { buildEquipment } from '../../../test/telemetry-factories';
import { auditRows, fields } from '../setup-test-kit';

let t: TestContext;
let w: Awaited<ReturnType<typeof buildDeviceSetupWorld>>;
let gatewayId: number;
let gateway2Id: number;
let equipmentId: number;
let roomId: number;
let otherRoomId: number;

const body = (o: object = {}) => ({
  siteId: w.site.id,
  gatewayId,
  title: 'Dairy case supply air',
  uuid: 'temp-a1b2c3',
  vendor: 'Nordsense',
  sensorType: 'TEMPERATURE',
  target: 'supply_air',
  equipmentId,
  externalId: 'S-1',
  ...o,
});
const audits = (action: string) => auditRows(t, w.org.id, action);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceSetupWorld(t);
  gatewayId = (await buildGateway(w.db, w.org.id, w.site.id)).gateway.id;
  gateway2Id = (await buildGateway(w.db, w.org.id, w.site.id)).gateway.id;
  roomId = (await buildSpace(w.db, w.org.id, w.site.id, { title: 'Sales floor' })).id;
  otherRoomId = (await buildSpace(w.db, w.org.id, w.site.id, { title: 'Back room' })).id;
  equipmentId = (await buildEquipment(w.db, w.org.id, w.site.id, { title: 'Dairy case', spaceId: roomId }))
    .id;
});
afterAll(() => t.close());

describe('setup sensors', () => {
  let id: number;

  it("creates a sensor on a gateway of the site, in its type's unit and its equipment's space, audited", async () => {
    const res = await w.call('POST', '/api/v1/setup/sensors', w.admin, body());
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      unit: '°C',
      target: 'SUPPLY_AIR',
      equipmentTitle: 'Dairy case',
      spaceId: roomId,
      spaceTitle: 'Sales floor',
      status: 'ACTIVE',
      connection: 'NEVER_CONNECTED',
      lastValue: null,
      lastSeenAt: null,
    });
    const [entry] = await audits('SENSOR_CREATED');
    expect(entry?.payload).toMatchObject({ before: null, after: { uuid: 'temp-a1b2c3', gatewayId } });
    const room = await w.call('POST', '/api/v1/setup/sensors', w.admin, {
      ...body({ uuid: 'hum-1', sensorType: 'HUMIDITY', unit: '%', target: 'AMBIENT', externalId: null }),
      equipmentId: null,
      spaceId: otherRoomId,
    });
    expect(room.statusCode, room.body).toBe(201);
    expect(room.json()).toMatchObject({ unit: '%', equipmentId: null, spaceTitle: 'Back room' });
  });

  it('refuses a unit that does not suit the type, naming the unit field', async () => {
    for (const [sensorType, unit] of [
      ['TEMPERATURE', '°F'],
      ['ENERGY', 'kW'],
      ['DOOR', '%'],
    ]) {
      const res = await w.call(
        'POST',
        '/api/v1/setup/sensors',
        w.admin,
        body({ uuid: 'u-x', externalId: null, sensorType, unit }),
      );
      expect(res.statusCode).toBe(400);
      expect(fields(res)).toEqual(['unit']);
    }
    const res = await w.call(
      'POST',
      '/api/v1/setup/sensors',
      w.admin,
      body({ uuid: 'u-x', externalId: null, sensorType: 'TEMPERATURE', unit: '°F' }),
    );
    expect(res.json().errors[0].message).toMatch(/°C/);
  });

  it('names each field at fault: type, gateway, equipment and space of the wrong site or organisation', async () => {
    const bad = await w.call(
      'POST',
      '/api/v1/setup/sensors',
      w.admin,
      body({ sensorType: 'SMOKE', gatewayId: undefined, title: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['sensorType', 'gatewayId', 'title']));
    const elsewhereGw = (await buildGateway(w.db, w.org.id, w.scopedSite.id)).gateway.id;
    const foreignGw = (await buildGateway(w.db, w.other.id, w.foreignSite.id)).gateway.id;
    const elsewhereEq = (await buildEquipment(w.db, w.org.id, w.scopedSite.id)).id;
    for (const [o, field] of [
      [{ gatewayId: elsewhereGw }, 'gatewayId'],
      [{ gatewayId: foreignGw }, 'gatewayId'],
      [{ equipmentId: elsewhereEq }, 'equipmentId'],
      [{ spaceId: otherRoomId }, 'spaceId'],
      [{ siteId: w.foreignSite.id }, 'siteId'],
    ] as const) {
      const res = await w.call(
        'POST',
        '/api/v1/setup/sensors',
        w.admin,
        body({ uuid: 'u-y', externalId: null, ...o }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(fields(res)).toEqual([field]);
    }
  });

  it('refuses a uuid the gateway already has (409 naming uuid); the same uuid on another gateway is fine', async () => {
    const dup = await w.call('POST', '/api/v1/setup/sensors', w.admin, body({ externalId: null }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('uuid');
    const ext = await w.call('POST', '/api/v1/setup/sensors', w.admin, body({ uuid: 'temp-2' }));
    expect(ext.statusCode).toBe(409);
    expect(ext.json().errors[0].field).toBe('externalId');
    const other = await w.call(
      'POST',
      '/api/v1/setup/sensors',
      w.admin,
      body({ gatewayId: gateway2Id, externalId: null }),
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(await w.db.$count(sensors, eq(sensors.orgId, w.org.id))).toBe(3);
  });

  it('lists by gateway, equipment, type and status', async () => {
    const list = async (q: string) =>
      (await w.call('GET', `/api/v1/setup/sensors?siteId=${w.site.id}${q}`, w.admin))
        .json()
        .map((s: { uuid: string }) => s.uuid);
    expect(await list('')).toHaveLength(3);
    expect(await list(`&gatewayId=${gatewayId}`)).toEqual(expect.arrayContaining(['temp-a1b2c3', 'hum-1']));
    expect(await list(`&gatewayId=${gateway2Id}`)).toEqual(['temp-a1b2c3']);
    expect(await list(`&equipmentId=${equipmentId}`)).toHaveLength(2);
    expect(await list('&sensorType=HUMIDITY')).toEqual(['hum-1']);
    expect(await list('&status=INACTIVE')).toEqual([]);
    expect(
      (await w.call('GET', `/api/v1/setup/sensors?siteId=${w.site.id}&sensorType=SMOKE`, w.admin)).statusCode,
    ).toBe(400);
  });

  it('moves a sensor to another gateway of its site, not to another site; the type holds once it has readings', async () => {
    const elsewhereGw = (await buildGateway(w.db, w.org.id, w.scopedSite.id)).gateway.id;
    const [clash] = await w.db
      .select({ id: sensors.id })
      .from(sensors)
      .where(and(eq(sensors.gatewayId, gateway2Id), eq(sensors.uuid, 'temp-a1b2c3')));
    const taken = await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, { gatewayId: gateway2Id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('uuid');
    await w.db.delete(sensors).where(eq(sensors.id, clash!.id));
    const moved = await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, {
      gatewayId: gateway2Id,
      title: 'Dairy supply',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      gatewayId: gateway2Id,
      title: 'Dairy supply',
      unit: '°C',
      equipmentId,
    });
    const [entry] = await audits('SENSOR_UPDATED');
    expect(entry?.payload).toMatchObject({ before: { gatewayId }, after: { gatewayId: gateway2Id } });
    const away = await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, { gatewayId: elsewhereGw });
    expect(fields(away)).toEqual(['gatewayId']);
    const site = await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, { siteId: w.scopedSite.id });
    expect(site.statusCode).toBe(400);
    expect(site.json().message).toMatch(/site does not change/);
    const badUnit = await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, { unit: 'kWh' });
    expect(fields(badUnit)).toEqual(['unit']);
    const retyped = await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, { sensorType: 'HUMIDITY' });
    expect(retyped.json()).toMatchObject({ sensorType: 'HUMIDITY', unit: '%RH' });
    await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, { sensorType: 'TEMPERATURE' });
    await w.db.execute(
      sql`insert into readings (sensor_id, ts, org_id, value) values (${id}, now(), ${w.org.id}, 3.5)`,
    );
    const held = await w.call('PATCH', `/api/v1/setup/sensors/${id}`, w.admin, { sensorType: 'HUMIDITY' });
    expect(held.statusCode).toBe(409);
    expect(held.json().errors[0].field).toBe('sensorType');
  });

  it('deactivates and reactivates instead of deleting once it has readings; deletes one without', async () => {
    const refused = await w.call('DELETE', `/api/v1/setup/sensors/${id}`, w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/deactivate/);
    const off = await w.call('POST', `/api/v1/setup/sensors/${id}/deactivate`, w.admin);
    expect(off.json()).toMatchObject({ status: 'INACTIVE' });
    const on = await w.call('POST', `/api/v1/setup/sensors/${id}/activate`, w.admin);
    expect(on.json()).toMatchObject({ status: 'ACTIVE' });
    const [entry] = await audits('SENSOR_DEACTIVATED');
    expect(entry?.payload).toMatchObject({ before: { status: 'ACTIVE' }, after: { status: 'INACTIVE' } });
    expect(await audits('SENSOR_ACTIVATED')).toHaveLength(1);

    const meterSensor = await buildSensor(w.db, w.org.id, w.site.id, {
      gatewayId,
      sensorType: 'ENERGY',
      unit: 'kWh',
    });
    await w.db.insert(energyMeters).values({
      orgId: w.org.id,
      siteId: w.site.id,
      sensorId: meterSensor.id,
      title: 'Main meter',
      uuid: 'em-1',
      vendor: 'Ampline',
    });
    const metered = await w.call('DELETE', `/api/v1/setup/sensors/${meterSensor.id}`, w.admin);
    expect(metered.statusCode).toBe(409);
    expect(metered.json().message).toMatch(/energy meter Main meter/);

    const watched = await buildSensor(w.db, w.org.id, w.site.id, { gatewayId });
    await w.db.insert(sentinels).values({
      orgId: w.org.id,
      siteId: w.site.id,
      sensorIds: [watched.id],
      sentinelType: 'TEMPERATURE_RANGE',
      title: 'Cooler too warm',
    });
    const guarded = await w.call('DELETE', `/api/v1/setup/sensors/${watched.id}`, w.admin);
    expect(guarded.statusCode).toBe(409);
    expect(guarded.json().message).toMatch(/sentinel Cooler too warm/);

    const spare = await buildSensor(w.db, w.org.id, w.site.id, { gatewayId });
    expect((await w.call('DELETE', `/api/v1/setup/sensors/${spare.id}`, w.admin)).statusCode).toBe(204);
    expect(await w.db.$count(sensors, eq(sensors.id, spare.id))).toBe(0);
    const [deleted] = await audits('SENSOR_DELETED');
    expect(deleted?.payload).toMatchObject({ before: { id: spare.id }, after: null });
  });

  it('is for ADMINs of the site; another organisation’s sensor answers 404 and stays as it was', async () => {
    expect((await w.call('GET', `/api/v1/setup/sensors?siteId=${w.site.id}`, w.manager)).statusCode).toBe(
      403,
    );
    expect((await w.call('POST', `/api/v1/setup/sensors/${id}/deactivate`, w.manager)).statusCode).toBe(403);
    expect((await w.call('GET', `/api/v1/setup/sensors/${id}`, w.siteAdmin)).statusCode).toBe(404);
    const scopedGw = (await buildGateway(w.db, w.org.id, w.scopedSite.id)).gateway.id;
    const own = await w.call('POST', '/api/v1/setup/sensors', w.siteAdmin, {
      ...body({ siteId: w.scopedSite.id, gatewayId: scopedGw, externalId: null }),
      equipmentId: null,
    });
    expect(own.statusCode, own.body).toBe(201);
    const foreignGw = (await buildGateway(w.db, w.other.id, w.foreignSite.id)).gateway.id;
    const foreign = await buildSensor(w.db, w.other.id, w.foreignSite.id, { gatewayId: foreignGw });
    for (const [method, url, payload] of [
      ['GET', `/api/v1/setup/sensors/${foreign.id}`, undefined],
      ['GET', `/api/v1/setup/sensors?siteId=${w.foreignSite.id}`, undefined],
      ['PATCH', `/api/v1/setup/sensors/${foreign.id}`, { title: 'Taken over' }],
      ['POST', `/api/v1/setup/sensors/${foreign.id}/deactivate`, undefined],
      ['DELETE', `/api/v1/setup/sensors/${foreign.id}`, undefined],
    ] as const) {
      expect((await w.call(method, url, w.admin, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await w.db.select().from(sensors).where(eq(sensors.id, foreign.id));
    expect(row).toMatchObject({ title: foreign.title, status: 'ACTIVE' });
  });
});
