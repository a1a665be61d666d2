import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyMeters, sensors } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../../../test/factories';
import { buildEnergySensor } from '../../../test/telemetry-factories';
import { configStamp } from '../../analytics/async/reports.repository';
import { type Auth, auditRows, callAs, fields, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let admin: Auth;
let manager: Auth;
let siteAdmin: Auth;
let siteId: number;
let otherSiteId: number;
let scopedSiteId: number;
let gatewayId: number;
let otherSiteGatewayId: number;
let sensorA: { id: number; uuid: string };
let sensorB: { id: number; uuid: string };
let sensorC: { id: number };
let temperatureSensorId: number;
let otherSiteSensorId: number;
let foreignSensorId: number;
let foreignMeterId: number;
let foreignSiteId: number;

const call = callAs(() => t);
const auditOf = (action: string, targetId: number) => auditRows(t, orgId, action, targetId);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKYO = 9 * HOUR; // Asia/Tokyo has no DST: local midnight is 15:00 UTC the day before
/** A whole local day three days ago. */
const D0 = Math.floor((Date.now() - 3 * DAY + TOKYO) / DAY) * DAY - TOKYO;
const siteEnergy = async () =>
  (
    await t.app.inject({
      url: `/timeseries/energy/site/${siteId}/consumption?from=${D0 / 1000}&to=${(D0 + DAY) / 1000}`,
      headers: admin,
    })
  ).json().totalKwh;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db)).id;
  siteId = (await buildSite(db, orgId, { timeZone: 'Asia/Tokyo' })).id;
  otherSiteId = (await buildSite(db, orgId)).id;
  scopedSiteId = (await buildSite(db, orgId)).id;
  const gw = await buildGateway(db, orgId, siteId);
  gatewayId = gw.gateway.id;
  otherSiteGatewayId = (await buildGateway(db, orgId, otherSiteId)).gateway.id;
  sensorA = await buildEnergySensor(db, orgId, siteId, { gatewayId });
  sensorB = await buildEnergySensor(db, orgId, siteId, { gatewayId });
  sensorC = await buildEnergySensor(db, orgId, siteId, { gatewayId });
  temperatureSensorId = (await buildSensor(db, orgId, siteId)).id;
  otherSiteSensorId = (await buildEnergySensor(db, orgId, otherSiteId)).id;
  const foreignOrg = await buildOrg(db);
  foreignSiteId = (await buildSite(db, foreignOrg.id)).id;
  const foreignSensor = await buildEnergySensor(db, foreignOrg.id, foreignSiteId, { main: true });
  foreignSensorId = foreignSensor.id;
  foreignMeterId = (
    await db.select().from(energyMeters).where(eq(energyMeters.sensorId, foreignSensorId))
  )[0]!.id;
  // Meter A reads 1 kWh an hour, meter B 5 kWh, over two hours of D0.
  const r = await t.app.services.telemetry.ingest(
    { gatewayId, orgId, siteId },
    {
      readings: [1, 2].flatMap((h) => [
        { sensor: sensorA.uuid, ts: D0 + h * HOUR, value: 1 },
        { sensor: sensorB.uuid, ts: D0 + h * HOUR, value: 5 },
      ]),
      thermostats: [],
    },
  );
  expect(r.rejected).toBe(0);
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, orgId, scopedSiteId));
});
afterAll(() => t.close());

const meter = (o: object = {}) => ({
  siteId,
  sensorId: sensorA.id,
  title: 'Site Main Meter',
  uuid: 'em-001',
  vendor: 'Ampline',
  model: 'AL-3P',
  gatewayId,
  isSiteMain: true,
  ...o,
});

describe('setup energy meters', () => {
  let meterA: number;
  let meterB: number;

  it('registers the main meter: the site’s energy becomes its reading; the product lists it; audited', async () => {
    expect(await siteEnergy()).toBe(0);
    const res = await call('POST', '/api/v1/setup/energy-meters', admin, meter());
    expect(res.statusCode, res.body).toBe(201);
    meterA = res.json().id;
    expect(res.json()).toMatchObject({
      siteId,
      sensorId: sensorA.id,
      sensorTitle: expect.any(String),
      gatewayId,
      gatewayTitle: expect.any(String),
      isSiteMain: true,
    });
    expect(await siteEnergy()).toBe(2);
    const product = (await call('GET', `/api/v1/energy-pro/site/${siteId}`, admin)).json();
    expect(product.find((m: { meterId: number }) => m.meterId === meterA)).toMatchObject({
      role: 'SITE_MAIN',
    });
    const [entry] = await auditOf('ENERGY_METER_CREATED', meterA);
    expect(entry?.payload).toMatchObject({ before: null, after: { uuid: 'em-001', isSiteMain: true } });
  });

  it('keeps one main meter per site: a new main one makes the old a sub-meter, both audited', async () => {
    const stamp = await configStamp(t.database, orgId);
    const res = await call(
      'POST',
      '/api/v1/setup/energy-meters',
      admin,
      meter({ sensorId: sensorB.id, uuid: 'em-002', title: 'New main' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    meterB = res.json().id;
    const list = (await call('GET', `/api/v1/setup/energy-meters?siteId=${siteId}`, admin)).json();
    expect(list.map((m: { id: number; isSiteMain: boolean }) => [m.id, m.isSiteMain])).toEqual([
      [meterB, true],
      [meterA, false],
    ]);
    const [demoted] = await auditOf('ENERGY_METER_UPDATED', meterA);
    expect(demoted?.payload).toMatchObject({ before: { isSiteMain: true }, after: { isSiteMain: false } });
    // The site's energy and the analytics' configuration stamp follow the main meter.
    expect(await siteEnergy()).toBe(10);
    expect(await configStamp(t.database, orgId)).not.toBe(stamp);
  });

  it('changes only the fields sent; making A main again demotes B in the same change', async () => {
    const renamed = await call('PATCH', `/api/v1/setup/energy-meters/${meterA}`, admin, {
      title: 'Old main',
    });
    expect(renamed.json()).toMatchObject({ title: 'Old main', uuid: 'em-001', isSiteMain: false });
    const res = await call('PATCH', `/api/v1/setup/energy-meters/${meterA}`, admin, { isSiteMain: true });
    expect(res.statusCode, res.body).toBe(200);
    const [b] = await t.database.db.select().from(energyMeters).where(eq(energyMeters.id, meterB));
    expect(b?.isSiteMain).toBe(false);
    const entries = await auditOf('ENERGY_METER_UPDATED', meterB);
    expect(entries.at(-1)?.payload).toMatchObject({
      before: { isSiteMain: true },
      after: { isSiteMain: false },
    });
    expect(await siteEnergy()).toBe(2);
    const move = await call('PATCH', `/api/v1/setup/energy-meters/${meterA}`, admin, { siteId: otherSiteId });
    expect(move.statusCode).toBe(400);
  });

  it('names each field at fault: an ENERGY sensor and a gateway of the same site', async () => {
    const cases: [object, string][] = [
      [{ sensorId: temperatureSensorId }, 'sensorId'],
      [{ sensorId: otherSiteSensorId }, 'sensorId'],
      [{ sensorId: foreignSensorId }, 'sensorId'],
      [{ gatewayId: otherSiteGatewayId }, 'gatewayId'],
      [{ uuid: ' ' }, 'uuid'],
      [{ title: '' }, 'title'],
      [{ isSiteMain: 'yes' }, 'isSiteMain'],
      [{ siteId: foreignSiteId }, 'siteId'],
    ];
    for (const [change, field] of cases) {
      const res = await call(
        'POST',
        '/api/v1/setup/energy-meters',
        admin,
        meter({ sensorId: sensorC.id, uuid: 'em-3', ...change }),
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(fields(res), JSON.stringify(change)).toEqual([field]);
    }
    const energy = await call(
      'POST',
      '/api/v1/setup/energy-meters',
      admin,
      meter({ sensorId: temperatureSensorId }),
    );
    expect(energy.json().errors[0].message).toContain('An ENERGY sensor');
  });

  it('refuses a sensor that backs another meter and a uuid in use with 409 on the field', async () => {
    const sameSensor = await call('POST', '/api/v1/setup/energy-meters', admin, meter({ uuid: 'em-9' }));
    expect(sameSensor.statusCode).toBe(409);
    expect(fields(sameSensor)).toEqual(['sensorId']);
    const sameUuid = await call(
      'POST',
      '/api/v1/setup/energy-meters',
      admin,
      meter({ sensorId: sensorC.id }),
    );
    expect(sameUuid.statusCode).toBe(409);
    expect(fields(sameUuid)).toEqual(['uuid']);
    const patch = await call('PATCH', `/api/v1/setup/energy-meters/${meterB}`, admin, {
      sensorId: sensorA.id,
    });
    expect(fields(patch)).toEqual(['sensorId']);
    // Its own values are no conflict.
    const own = await call('PATCH', `/api/v1/setup/energy-meters/${meterB}`, admin, {
      sensorId: sensorB.id,
      uuid: 'em-002',
    });
    expect(own.statusCode).toBe(200);
  });

  it('deletes a meter; its sensor stays; without a main meter the site is its sub-meters', async () => {
    const res = await call('DELETE', `/api/v1/setup/energy-meters/${meterA}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.database.db.$count(energyMeters, eq(energyMeters.id, meterA))).toBe(0);
    expect(await t.database.db.$count(sensors, eq(sensors.id, sensorA.id))).toBe(1);
    const [entry] = await auditOf('ENERGY_METER_DELETED', meterA);
    expect(entry?.payload).toMatchObject({ before: { uuid: 'em-001', isSiteMain: true }, after: null });
    // No sensor of the site is on an equipment: no sub-meters, so nothing measures the site.
    expect(await siteEnergy()).toBe(0);
  });

  it("answers 404 for another organisation's meter or site and changes nothing", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/v1/setup/energy-meters/${foreignMeterId}`, undefined],
      ['PATCH', `/api/v1/setup/energy-meters/${foreignMeterId}`, { title: 'Taken over' }],
      ['PATCH', `/api/v1/setup/energy-meters/${foreignMeterId}`, { isSiteMain: false }],
      ['DELETE', `/api/v1/setup/energy-meters/${foreignMeterId}`, undefined],
      ['GET', `/api/v1/setup/energy-meters?siteId=${foreignSiteId}`, undefined],
    ] as const)
      expect((await call(method, url, admin, payload)).statusCode, `${method} ${url}`).toBe(404);
    const [theirs] = await t.database.db
      .select()
      .from(energyMeters)
      .where(eq(energyMeters.id, foreignMeterId));
    expect(theirs).toMatchObject({ isSiteMain: true, title: expect.stringMatching(/^Main meter/) });
  });

  it('is for ADMINs only; a site administrator manages the meters of their sites only', async () => {
    expect((await call('GET', `/api/v1/setup/energy-meters?siteId=${siteId}`, manager)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/setup/energy-meters', manager, meter())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/setup/energy-meters/${meterB}`, manager)).statusCode).toBe(403);
    const scopedSensor = await buildEnergySensor(t.database.db, orgId, scopedSiteId);
    const own = await call(
      'POST',
      '/api/v1/setup/energy-meters',
      siteAdmin,
      meter({ siteId: scopedSiteId, sensorId: scopedSensor.id, gatewayId: null, uuid: 'em-s' }),
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(
      (await call('PATCH', `/api/v1/setup/energy-meters/${meterB}`, siteAdmin, { title: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          '/api/v1/setup/energy-meters',
          siteAdmin,
          meter({ sensorId: sensorC.id, uuid: 'em-t' }),
        )
      ).statusCode,
    ).toBe(400);
  });
});
