import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateways, sensors } from '../../../db/schema';
import { hashApiKey } from '../../../lib/api-keys';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildGateway, buildSensor, buildSite } from '../../../test/factories';
import { buildDeviceSetupWorld, buildNetworkGroup } from '../../../test/setup-factories-devices';
import {
  buildControlBoard,
  buildEnergySensor,
  buildEquipment,
  buildThermostat,
} from '../../../test/telemetry-factories';
import { auditRows } from '../setup-test-kit';

let t: TestContext;
let w: Awaited<ReturnType<typeof buildDeviceSetupWorld>>;

const body = (o: object = {}) => ({
  siteId: w.site.id,
  title: 'Back office gateway',
  uuid: 'gw-00:1A:2B:3C',
  vendor: 'Nordsense',
  model: 'NG-4',
  externalId: 'GW-001',
  ...o,
});
const ingest = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': key },
    payload: { readings: [] },
  });
const audits = (action: string) => auditRows(t, w.org.id, action);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceSetupWorld(t);
});
afterAll(() => t.close());

describe('setup gateways', () => {
  let id: number;
  let key: string;

  it('creates a gateway and answers its key once; only the hash is kept and the audit holds no key', async () => {
    const network = await buildNetworkGroup(w.db, w.org.id, w.site.id);
    const res = await w.call('POST', '/api/v1/setup/gateways', w.admin, body({ networkGroupId: network.id }));
    expect(res.statusCode, res.body).toBe(201);
    const gw = res.json();
    id = gw.id;
    key = gw.apiKey;
    expect(key).toMatch(/^gw_[0-9a-f]{12}_/);
    expect(gw).toMatchObject({
      title: 'Back office gateway',
      networkGroupId: network.id,
      status: 'NEVER_CONNECTED',
      lastSeenAt: null,
      keyPrefix: key.slice(3, 15),
      counts: { sensors: 0, energyMeters: 0, thermostats: 0, controlBoards: 0 },
    });
    const [row] = await w.db.select().from(gateways).where(eq(gateways.id, id));
    expect(row?.apiKeyHash).toBe(hashApiKey(key));
    const [entry] = await audits('GATEWAY_CREATED');
    expect(entry?.payload).toMatchObject({
      before: null,
      after: { title: 'Back office gateway', keyPrefix: gw.keyPrefix },
    });
    expect(JSON.stringify(entry?.payload)).not.toContain(key);
    expect(JSON.stringify(entry?.payload)).not.toContain(row!.apiKeyHash);
    const listed = await w.call('GET', `/api/v1/setup/gateways?siteId=${w.site.id}`, w.admin);
    expect(listed.json().map((g: { id: number }) => g.id)).toEqual([id]);
    expect(listed.body).not.toContain(key);
    expect((await w.call('GET', `/api/v1/setup/gateways/${id}`, w.admin)).json().apiKey).toBeUndefined();
  });

  it('names the fields at fault, and refuses a uuid or external id the organisation already has (409)', async () => {
    const foreignNetwork = await buildNetworkGroup(w.db, w.other.id, w.foreignSite.id);
    const bad = await w.call(
      'POST',
      '/api/v1/setup/gateways',
      w.admin,
      body({ title: ' ', uuid: 'has space', networkGroupId: 'x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['title', 'uuid', 'networkGroupId']),
    );
    for (const [o, field] of [
      [{ siteId: w.foreignSite.id }, 'siteId'],
      [{ networkGroupId: foreignNetwork.id, uuid: 'u-2', externalId: null }, 'networkGroupId'],
      [
        {
          networkGroupId: (await buildNetworkGroup(w.db, w.org.id, w.scopedSite.id)).id,
          uuid: 'u-3',
          externalId: null,
        },
        'networkGroupId',
      ],
    ] as const) {
      const res = await w.call('POST', '/api/v1/setup/gateways', w.admin, body(o));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const uuidTaken = await w.call(
      'POST',
      '/api/v1/setup/gateways',
      w.admin,
      body({ siteId: w.scopedSite.id, externalId: null }),
    );
    expect(uuidTaken.statusCode).toBe(409);
    expect(uuidTaken.json().errors[0].field).toBe('uuid');
    const extTaken = await w.call('POST', '/api/v1/setup/gateways', w.admin, body({ uuid: 'gw-other' }));
    expect(extTaken.statusCode).toBe(409);
    expect(extTaken.json().errors[0].field).toBe('externalId');
    expect(await w.db.$count(gateways, eq(gateways.orgId, w.org.id))).toBe(1);
  });

  it('edits only the fields sent; the uuid changes only while the gateway never connected', async () => {
    const renamed = await w.call('PATCH', `/api/v1/setup/gateways/${id}`, w.admin, {
      title: 'Office GW',
      uuid: 'gw-new',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Office GW',
      uuid: 'gw-new',
      vendor: 'Nordsense',
      model: 'NG-4',
    });
    const [entry] = await audits('GATEWAY_UPDATED');
    expect(entry?.payload).toMatchObject({
      before: { title: 'Back office gateway' },
      after: { title: 'Office GW' },
    });
    expect((await ingest(key)).statusCode).toBe(200);
    const gw = (await w.call('GET', `/api/v1/setup/gateways/${id}`, w.admin)).json();
    expect(gw.status).toBe('ONLINE');
    expect(Date.now() - Date.parse(gw.lastSeenAt)).toBeLessThan(60_000);
    const refused = await w.call('PATCH', `/api/v1/setup/gateways/${id}`, w.admin, { uuid: 'gw-newer' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].field).toBe('uuid');
    const moved = await w.call('PATCH', `/api/v1/setup/gateways/${id}`, w.admin, { siteId: w.scopedSite.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/site does not change/);
    await w.db.execute(sql`update gateways set last_seen_at = now() - interval '2 hours' where id = ${id}`);
    expect((await w.call('GET', `/api/v1/setup/gateways/${id}`, w.admin)).json().status).toBe('OFFLINE');
  });

  it('rotates the key: the old one answers 401 at once, the new one works, the audit holds neither', async () => {
    const res = await w.call('POST', `/api/v1/setup/gateways/${id}/api-key`, w.admin);
    expect(res.statusCode, res.body).toBe(201);
    const fresh = res.json().apiKey;
    expect(fresh).not.toBe(key);
    expect((await ingest(key)).statusCode).toBe(401);
    expect((await ingest(fresh)).statusCode).toBe(200);
    const [entry] = await audits('GATEWAY_API_KEY_ROTATED');
    expect(entry?.targetId).toBe(String(id));
    expect(entry?.payload).toMatchObject({
      before: { keyPrefix: key.slice(3, 15) },
      after: { keyPrefix: fresh.slice(3, 15) },
    });
    for (const secret of [key, fresh, hashApiKey(fresh)])
      expect(JSON.stringify(entry?.payload)).not.toContain(secret);
  });

  it('refuses to delete a gateway while devices report through it, naming them; deletes it once they moved', async () => {
    const eq1 = await buildEquipment(w.db, w.org.id, w.site.id);
    const sensor = await buildSensor(w.db, w.org.id, w.site.id, { gatewayId: id });
    const meterSensor = await buildEnergySensor(w.db, w.org.id, w.site.id, { gatewayId: id, main: true });
    await w.db.execute(sql`update energy_meters set gateway_id = ${id} where sensor_id = ${meterSensor.id}`);
    await buildThermostat(w.db, w.org.id, w.site.id, eq1.id, { gatewayId: id });
    const board = await buildControlBoard(w.db, w.org.id, w.site.id);
    await w.db.execute(sql`update control_boards set gateway_id = ${id} where id = ${board.id}`);
    const refused = await w.call('DELETE', `/api/v1/setup/gateways/${id}`, w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/2 sensors, 1 energy meter, 1 thermostat, 1 control board/);
    const spare = await buildGateway(w.db, w.org.id, w.site.id);
    for (const table of ['sensors', 'energy_meters', 'thermostats', 'control_boards'])
      await w.db.execute(
        sql`update ${sql.identifier(table)} set gateway_id = ${spare.gateway.id} where gateway_id = ${id}`,
      );
    const res = await w.call('DELETE', `/api/v1/setup/gateways/${id}`, w.admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await w.db.$count(gateways, eq(gateways.id, id))).toBe(0);
    const [entry] = await audits('GATEWAY_DELETED');
    expect(entry?.payload).toMatchObject({ before: { id, title: 'Office GW' }, after: null });
    expect((await w.db.select().from(sensors).where(eq(sensors.id, sensor.id)))[0]?.gatewayId).toBe(
      spare.gateway.id,
    );
  });

  it('is for ADMINs: a MANAGER gets 403, a site administrator manages the gateways of their sites only', async () => {
    expect((await w.call('GET', `/api/v1/setup/gateways?siteId=${w.site.id}`, w.manager)).statusCode).toBe(
      403,
    );
    expect(
      (await w.call('POST', '/api/v1/setup/gateways', w.manager, body({ uuid: 'm-1', externalId: null })))
        .statusCode,
    ).toBe(403);
    const own = await w.call(
      'POST',
      '/api/v1/setup/gateways',
      w.siteAdmin,
      body({ siteId: w.scopedSite.id, uuid: 's-1', externalId: null }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const elsewhere = await w.call(
      'POST',
      '/api/v1/setup/gateways',
      w.siteAdmin,
      body({ uuid: 's-2', externalId: null }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].field).toBe('siteId');
    const notTheirs = await buildGateway(w.db, w.org.id, w.site.id);
    expect((await w.call('GET', `/api/v1/setup/gateways?siteId=${w.site.id}`, w.siteAdmin)).statusCode).toBe(
      404,
    );
    expect(
      (await w.call('GET', `/api/v1/setup/gateways/${notTheirs.gateway.id}`, w.siteAdmin)).statusCode,
    ).toBe(404);
    expect(
      (await w.call('POST', `/api/v1/setup/gateways/${notTheirs.gateway.id}/api-key`, w.siteAdmin))
        .statusCode,
    ).toBe(404);
    expect((await ingest(notTheirs.apiKey)).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's gateway and site, and changes nothing", async () => {
    const foreign = await buildGateway(w.db, w.other.id, w.foreignSite.id);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/setup/gateways/${foreign.gateway.id}`, undefined],
      ['GET', `/api/v1/setup/gateways?siteId=${w.foreignSite.id}`, undefined],
      ['PATCH', `/api/v1/setup/gateways/${foreign.gateway.id}`, { title: 'Taken over' }],
      ['POST', `/api/v1/setup/gateways/${foreign.gateway.id}/api-key`, undefined],
      ['DELETE', `/api/v1/setup/gateways/${foreign.gateway.id}`, undefined],
    ] as const) {
      expect((await w.call(method, url, w.admin, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await w.db.select().from(gateways).where(eq(gateways.id, foreign.gateway.id));
    expect(row).toMatchObject({ title: foreign.gateway.title, apiKeyHash: foreign.gateway.apiKeyHash });
    expect((await ingest(foreign.apiKey)).statusCode).toBe(200);
  });

  it('takes nothing new on an archived site (409)', async () => {
    const archived = await buildSite(w.db, w.org.id, { archivedAt: new Date() });
    const res = await w.call(
      'POST',
      '/api/v1/setup/gateways',
      w.admin,
      body({ siteId: archived.id, uuid: 'a-1', externalId: null }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/archived/);
  });
});
