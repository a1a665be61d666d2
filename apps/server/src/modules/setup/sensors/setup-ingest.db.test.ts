import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildUser } from '../../../test/factories';

// The proof that setup alone brings a site on line: a site, a gateway (its key shown once), a sensor on
// it, and the gateway's readings taken by ingestion under that key and the sensor's uuid.
let t: TestContext;
let admin: { authorization: string };

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const send = (key: string, sensor: string, value: number, agoMs = 60_000) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': key },
    payload: { readings: [{ sensor, ts: new Date(Date.now() - agoMs).toISOString(), value }] },
  });

beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.database.db);
  admin = await t.login((await buildUser(t.database.db, org.id, { role: 'ADMIN' })).email);
});
afterAll(() => t.close());

describe('setup to ingestion, end to end', () => {
  let siteId: number;
  let sensorId: number;
  let key: string;
  let gatewayId: number;
  const uuid = 'nordsense-temp-00042';

  it('a new site, gateway and sensor take readings at once under the key shown at creation', async () => {
    const site = await call('POST', '/api/v1/setup/sites', {
      title: 'Lyon Part-Dieu',
      latitude: 45.76,
      longitude: 4.86,
      timeZone: 'Europe/Paris',
      country: 'FR',
    });
    expect(site.statusCode, site.body).toBe(201);
    siteId = site.json().id;
    const gw = await call('POST', '/api/v1/setup/gateways', {
      siteId,
      title: 'Store gateway',
      uuid: 'gw-lyon-1',
      vendor: 'Nordsense',
    });
    expect(gw.statusCode, gw.body).toBe(201);
    ({ id: gatewayId, apiKey: key } = gw.json());
    const sensor = await call('POST', '/api/v1/setup/sensors', {
      siteId,
      gatewayId,
      title: 'Walk-in cooler air',
      uuid,
      vendor: 'Nordsense',
      sensorType: 'TEMPERATURE',
      target: 'AIR',
    });
    expect(sensor.statusCode, sensor.body).toBe(201);
    sensorId = sensor.json().id;

    const res = await send(key, uuid, 3.4);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 1, rejected: 0 });
    const seen = (await call('GET', `/api/v1/setup/sensors/${sensorId}`)).json();
    expect(seen).toMatchObject({ lastValue: 3.4, connection: 'ONLINE', status: 'ACTIVE' });
    expect(Math.abs(Date.now() - 60_000 - Date.parse(seen.lastSeenAt))).toBeLessThan(5_000);
    expect((await call('GET', `/api/v1/setup/gateways/${gatewayId}`)).json()).toMatchObject({
      status: 'ONLINE',
      counts: { sensors: 1 },
    });
    // The product's own reads see it too.
    const product = (await call('GET', `/api/v1/sensors?siteIds=${siteId}`)).json();
    expect(product).toEqual([expect.objectContaining({ id: sensorId, online: true, lastValue: 3.4 })]);
  });

  it('rotating the key stops the old one at once (401) and the new one works', async () => {
    const res = await call('POST', `/api/v1/setup/gateways/${gatewayId}/api-key`);
    expect(res.statusCode, res.body).toBe(201);
    const fresh = res.json().apiKey;
    expect((await send(key, uuid, 3.6, 30_000)).statusCode).toBe(401);
    const ok = await send(fresh, uuid, 3.6, 30_000);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accepted).toBe(1);
    key = fresh;
  });

  it("a sensor moved to another gateway is that gateway's to report, no longer the first one's", async () => {
    const second = await call('POST', '/api/v1/setup/gateways', {
      siteId,
      title: 'Cold room gateway',
      uuid: 'gw-lyon-2',
      vendor: 'Nordsense',
    });
    const moved = await call('PATCH', `/api/v1/setup/sensors/${sensorId}`, { gatewayId: second.json().id });
    expect(moved.statusCode, moved.body).toBe(200);
    const old = await send(key, uuid, 3.7, 20_000);
    expect(old.json()).toMatchObject({
      accepted: 0,
      rejected: 1,
      errors: [{ error: 'unknown sensor for this gateway' }],
    });
    expect((await send(second.json().apiKey, uuid, 3.7, 20_000)).json()).toMatchObject({ accepted: 1 });
    key = second.json().apiKey;
  });

  it('a deactivated sensor counts as offline and takes no readings until activated again', async () => {
    const off = await call('POST', `/api/v1/setup/sensors/${sensorId}/deactivate`);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', connection: 'OFFLINE' });
    const res = await send(key, uuid, 3.9, 10_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accepted: 0,
      rejected: 1,
      errors: [{ error: expect.stringMatching(/deactivated/) }],
    });
    expect(await t.database.db.$count(readings, eq(readings.sensorId, sensorId))).toBe(3);
    const product = (await call('GET', `/api/v1/sensors?siteIds=${siteId}`)).json();
    expect(product).toEqual([expect.objectContaining({ id: sensorId, online: false, status: 'INACTIVE' })]);
    await call('POST', `/api/v1/setup/sensors/${sensorId}/activate`);
    expect((await send(key, uuid, 4.1, 5_000)).json()).toMatchObject({ accepted: 1 });
  });
});
