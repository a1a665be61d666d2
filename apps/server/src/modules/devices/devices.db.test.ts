import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlBoards, gateways, networkGroups, spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../../test/factories';
import {
  buildControlBoard,
  buildEquipment,
  buildScheduler,
  buildThermostat,
} from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
let other: { authorization: string };
let orgId: number;
let otherOrgId: number;
const id: Record<string, number> = {};
const recent = () => new Date(Date.now() - 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  orgId = a.id;
  otherOrgId = b.id;
  id.north = (await buildSite(db, a.id, { title: 'North' })).id;
  id.south = (await buildSite(db, a.id, { title: 'South' })).id;
  id.theirSite = (await buildSite(db, b.id)).id;
  const net = async (orgId: number, siteId: number, title: string, usingThermostat: boolean) =>
    (await db.insert(networkGroups).values({ orgId, siteId, title, usingThermostat }).returning())[0]!.id;
  id.netN = await net(a.id, id.north, 'North net', true);
  id.netS = await net(a.id, id.south, 'South net', false);
  id.theirNet = await net(b.id, id.theirSite, 'Their net', true);
  const gw = (await buildGateway(db, a.id, id.north)).gateway;
  await db
    .update(gateways)
    .set({ networkGroupId: id.netN, lastSeenAt: recent(), model: 'EL-200' })
    .where(eq(gateways.id, gw.id));
  id.gw = gw.id;
  const quiet = (await buildGateway(db, a.id, id.north)).gateway;
  await db
    .update(gateways)
    .set({ networkGroupId: id.netN, lastSeenAt: new Date(0) })
    .where(eq(gateways.id, quiet.id));
  id.quiet = quiet.id;
  const [room] = await db
    .insert(spaces)
    .values({ orgId: a.id, siteId: id.north, title: 'Back room' })
    .returning();
  id.room = room!.id;
  const board = await buildControlBoard(db, a.id, id.north);
  await db
    .update(controlBoards)
    .set({
      gatewayId: gw.id,
      networkGroupId: id.netN,
      spaceId: id.room,
      modelId: 'LC4R-2',
      config: { relayCount: 4 },
    })
    .where(eq(controlBoards.id, board.id));
  id.board = board.id;
  id.bare = (await buildControlBoard(db, a.id, id.south)).id;
  id.lights = (await buildEquipment(db, a.id, id.north, { title: 'Lights' })).id;
  id.rtu = (await buildEquipment(db, a.id, id.north, { title: 'RTU' })).id;
  id.cooler = (await buildEquipment(db, a.id, id.north, { title: 'Cooler', activeControl: false })).id;
  id.relay = (
    await buildSensor(db, a.id, id.north, {
      title: 'Relay 1',
      sensorType: 'ACTUATOR',
      target: 'RELAY_1',
      controlBoardId: board.id,
      gatewayId: gw.id,
      equipmentId: id.lights,
      lastValue: 1,
      lastSeenAt: recent(),
    })
  ).id;
  id.lux = (
    await buildSensor(db, a.id, id.north, {
      title: 'Light level',
      sensorType: 'LIGHT',
      controlBoardId: board.id,
      gatewayId: gw.id,
      lastSeenAt: recent(),
    })
  ).id;
  id.probe = (
    await buildSensor(db, a.id, id.north, { title: 'Cooler probe', gatewayId: gw.id, equipmentId: id.cooler })
  ).id;
  await buildThermostat(db, a.id, id.north, id.rtu, { lastSeenAt: recent(), mode: 'cooling' });
  await buildThermostat(db, a.id, id.north, id.rtu, { workingMode: 'LOCAL_ADJUSTMENT', online: false });
  await buildScheduler(db, a.id, id.north, id.lights, { controlBoardId: board.id });
  const theirEq = await buildEquipment(db, b.id, id.theirSite);
  id.theirEq = theirEq.id;
  id.theirBoard = (await buildControlBoard(db, b.id, id.theirSite)).id;
  ({ h, scoped, other } = await scopedAudiences(t, a.id, id.south, b.id));
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });

describe('network groups (I-080..I-083)', () => {
  it('answers one, the organisation’s, those using thermostats and a site’s, with device counts', async () => {
    const one = await get(`/api/v1/network-groups/${id.netN}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      id: id.netN,
      title: 'North net',
      siteId: id.north,
      siteTitle: 'North',
      usingThermostat: true,
      gatewayCount: 2,
      controlBoardCount: 1,
    });
    const all = (await get(`/api/v1/network-groups/organization/${orgId}`)).json();
    expect(all.map((n: { id: number }) => n.id)).toEqual([id.netN, id.netS]);
    const thermo = (await get(`/api/v1/network-groups/organization/${orgId}/using-thermostat`)).json();
    expect(thermo.map((n: { id: number }) => n.id)).toEqual([id.netN]);
    const site = (await get(`/api/v1/network-groups/site/${id.south}`)).json();
    expect(site.map((n: { id: number }) => n.id)).toEqual([id.netS]);
  });

  it('answers 404 for another organisation’s or an out-of-scope group, site or organisation', async () => {
    expect((await get(`/api/v1/network-groups/${id.theirNet}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/network-groups/${id.netN}`, scoped)).statusCode).toBe(404);
    expect((await get(`/api/v1/network-groups/${id.netN}`, other)).statusCode).toBe(404);
    expect((await get(`/api/v1/network-groups/organization/${otherOrgId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/network-groups/organization/${otherOrgId}/using-thermostat`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/v1/network-groups/site/${id.theirSite}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/network-groups/site/${id.north}`, scoped)).statusCode).toBe(404);
    const mine = (await get(`/api/v1/network-groups/organization/${orgId}`, scoped)).json();
    expect(mine.map((n: { id: number }) => n.id)).toEqual([id.netS]);
  });

  it('answers 400 with a message for bad ids, 401 without a token', async () => {
    for (const url of [
      '/api/v1/network-groups/abc',
      '/api/v1/network-groups/site/-1',
      '/api/v1/network-groups/organization/1.5',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ url: `/api/v1/network-groups/${id.netN}` })).statusCode).toBe(401);
  });
});

describe('gateways (I-064)', () => {
  it('lists a network group’s gateways with their online state and sensors', async () => {
    const res = await get(`/api/v1/gateways/network-group/${id.netN}`);
    expect(res.statusCode).toBe(200);
    const list: { id: number; lastSeenAt: string | null }[] = res.json();
    const byId = new Map(list.map((g) => [g.id, g]));
    expect(byId.get(id.gw!)).toMatchObject({
      online: true,
      model: 'EL-200',
      sensorCount: 3,
      sensorsOnline: 2,
    });
    expect(byId.get(id.gw!)?.lastSeenAt).toEqual(expect.any(String));
    // Heard from at the 1970 epoch: no data, offline.
    expect(byId.get(id.quiet!)).toMatchObject({ online: false, lastSeenAt: null, sensorCount: 0 });
    expect((await get(`/api/v1/gateways/site/${id.north}`)).json()).toHaveLength(2);
  });

  it('answers 404 for another organisation’s network group or site', async () => {
    expect((await get(`/api/v1/gateways/network-group/${id.theirNet}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/gateways/network-group/${id.netN}`, other)).statusCode).toBe(404);
    expect((await get(`/api/v1/gateways/site/${id.theirSite}`)).statusCode).toBe(404);
  });
});

describe('control boards (I-065, I-066; G-017, G-018)', () => {
  it('answers every G-017 field', async () => {
    const res = await get(`/api/v1/control-boards/${id.board}`);
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      id: id.board,
      networkGroup: { id: id.netN, title: 'North net' },
      networkGroupId: id.netN,
      gatewayModel: 'EL-200',
      modelId: 'LC4R-2',
      spaceId: id.room,
      space: { id: id.room, title: 'Back room' },
      pairedSensorIds: [id.lux, id.relay],
      scannedSensorIds: [id.probe],
      lightSensorPort: 'NONE',
      gatewayInfo: { id: id.gw, model: 'EL-200' },
      gatewayConfig: { relayCount: 4 },
      gatewayStatus: 'ONLINE',
      gatewayOnlineStatus: true,
      lightSensorPublishingInterval: null,
    });
    expect(b.sensorsWhitelist).toHaveLength(2);
    expect(b.actuators).toEqual([
      expect.objectContaining({
        id: id.relay,
        port: 'RELAY_1',
        equipmentId: id.lights,
        equipmentTitle: 'Lights',
      }),
    ]);
    expect(b.actuatorsStates).toEqual([{ actuatorId: id.relay, state: 1, timestamp: expect.any(String) }]);
    for (const key of [
      'title',
      'description',
      'uuid',
      'vendor',
      'model',
      'edgeId',
      'productId',
      'pairedSensors',
      'scannedSensors',
    ])
      expect(b, key).toHaveProperty(key);
    const bare = (await get(`/api/v1/control-boards/${id.bare}`)).json();
    expect(bare).toMatchObject({
      gatewayInfo: null,
      gatewayStatus: 'OFFLINE',
      networkGroup: null,
      actuators: [],
    });
  });

  it('lists the actuators driving an equipment', async () => {
    const res = await get(`/api/v1/control-boards/actuators?equipmentId=${id.lights}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([id.relay]);
    expect((await get(`/api/v1/control-boards/actuators?equipmentId=${id.rtu}`)).json()).toEqual([]);
  });

  it('answers 404 for another organisation’s board or equipment, 400 for bad input', async () => {
    expect((await get(`/api/v1/control-boards/${id.theirBoard}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/control-boards/${id.board}`, scoped)).statusCode).toBe(404);
    expect((await get(`/api/v1/control-boards/actuators?equipmentId=${id.theirEq}`)).statusCode).toBe(404);
    expect((await get('/api/v1/control-boards/actuators')).statusCode).toBe(400);
    expect((await get('/api/v1/control-boards/actuators?equipmentId=x')).statusCode).toBe(400);
    expect((await get('/api/v1/control-boards/0')).statusCode).toBe(400);
  });
});

describe('control stats (I-067)', () => {
  it('counts a site’s controls', async () => {
    const res = await get(`/api/v1/control-stats/site/${id.north}/overview`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteId: id.north,
      equipment: { total: 3, controlled: 2 },
      thermostats: {
        total: 2,
        online: 1,
        offline: 1,
        localOverride: 1,
        byMode: { cooling: 1, auto: 1 },
        byWorkingMode: { SCHEDULE: 1, LOCAL_ADJUSTMENT: 1 },
      },
      schedulers: { total: 1, byWorkingMode: { SCHEDULE: 1 } },
      controlBoards: { total: 1, online: 1 },
      actuators: { total: 1, on: 1 },
    });
    expect((await get(`/api/v1/control-stats/site/${id.theirSite}/overview`)).statusCode).toBe(404);
    expect((await get(`/api/v1/control-stats/site/${id.north}/overview`, scoped)).statusCode).toBe(404);
  });
});
