import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SensorType } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildControlBoard, buildEquipment, buildScheduler } from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let board: { id: number };
let scheduler: { id: number };
let sensors: Record<string, { id: number; uuid: string }>;
let theirBoard: { id: number };
let theirSensor: { id: number };

const MIN = 60_000;
/** A UTC hour a day ago: short and recent enough for raw readings by default. */
const T0 = Math.floor((Date.now() - 86_400_000) / 3_600_000) * 3_600_000;
const s = (ms: number) => ms / 1000;
const range = `from=${s(T0)}&to=${s(T0 + 3_600_000)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const site = await buildSite(db, a.id);
  const { gateway } = await buildGateway(db, a.id, site.id);
  board = await buildControlBoard(db, a.id, site.id);
  const eq = await buildEquipment(db, a.id, site.id);
  scheduler = await buildScheduler(db, a.id, site.id, eq.id, { controlBoardId: board.id, luxThreshold: 150 });
  const types: [SensorType, string][] = [
    ['ACTUATOR', 'state'],
    ['OVERRIDDEN_STATE', 'state'],
    ['CONTROL_AGENT', 'state'],
    ['LIGHT', 'lux'],
    ['SCHEDULER', 'state'],
    ['TEMPERATURE', '°C'],
  ];
  sensors = {};
  for (const [sensorType, unit] of types) {
    sensors[sensorType] = await buildSensor(db, a.id, site.id, {
      sensorType,
      unit,
      gatewayId: gateway.id,
      controlBoardId: sensorType === 'TEMPERATURE' ? null : board.id,
    });
  }
  // Minute 0, 10, 20: each sensor type walks through its states.
  const values: Record<string, number[]> = {
    ACTUATOR: [1, 0, 1],
    OVERRIDDEN_STATE: [0, 1, 2],
    CONTROL_AGENT: [1, 0, 1],
    LIGHT: [120, 80.5, 300],
    SCHEDULER: [0, 1, 3],
    TEMPERATURE: [4, 6, 5],
  };
  const readings = Object.entries(values).flatMap(([type, vs]) =>
    vs.map((value, i) => ({
      sensor: sensors[type]!.uuid,
      ts: T0 + i * 10 * MIN,
      value,
    })),
  );
  const r = await t.app.services.telemetry.ingest(
    { gatewayId: gateway.id, orgId: a.id, siteId: site.id },
    { readings, thermostats: [] },
  );
  expect(r.accepted).toBe(18);
  admin = await t.login((await buildUser(db, a.id)).email);

  const b = await buildOrg(db);
  const siteB = await buildSite(db, b.id);
  theirBoard = await buildControlBoard(db, b.id, siteB.id);
  theirSensor = await buildSensor(db, b.id, siteB.id, { sensorType: 'ACTUATOR', unit: 'state' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/timeseries${url}`, headers: admin });
const ts = (i: number) => s(T0 + i * 10 * MIN);

describe('device series', () => {
  it('reads actuator, override, control agent, light and scheduler states in time order', async () => {
    expect((await get(`/actuators/${sensors.ACTUATOR!.id}?${range}`)).json()).toEqual([
      { timestamp: ts(0), value: 1 },
      { timestamp: ts(1), value: 0 },
      { timestamp: ts(2), value: 1 },
    ]);
    expect((await get(`/gateways/status/cb-overridden-state/${board.id}?${range}`)).json()).toEqual([
      { timestamp: ts(0), state: 'NONE' },
      { timestamp: ts(1), state: 'FORCED_OFF' },
      { timestamp: ts(2), state: 'FORCED_ON' },
    ]);
    expect((await get(`/control-agent-module/status/${board.id}?${range}`)).json()).toEqual([
      { timestamp: ts(0), running: true },
      { timestamp: ts(1), running: false },
      { timestamp: ts(2), running: true },
    ]);
    expect((await get(`/light/sensor/${board.id}?${range}`)).json()).toEqual([
      { timestamp: ts(0), lux: 120 },
      { timestamp: ts(1), lux: 80.5 },
      { timestamp: ts(2), lux: 300 },
    ]);
    expect((await get(`/scheduler-control/status/${scheduler.id}?${range}`)).json()).toEqual([
      { timestamp: ts(0), threshold: 150, fixedScheduleActive: false, lightSensorActive: false },
      { timestamp: ts(1), threshold: 150, fixedScheduleActive: true, lightSensorActive: false },
      { timestamp: ts(2), threshold: 150, fixedScheduleActive: true, lightSensorActive: true },
    ]);
  });

  it('limits the range to [from, to)', async () => {
    const q = `from=${s(T0 + 5 * MIN)}&to=${s(T0 + 20 * MIN)}`;
    expect((await get(`/actuators/${sensors.ACTUATOR!.id}?${q}`)).json()).toEqual([
      { timestamp: ts(1), value: 0 },
    ]);
  });

  it('serves any sensor raw, or averaged per bucket with min and max', async () => {
    const id = sensors.TEMPERATURE!.id;
    const raw = (await get(`/operational/sensor/${id}?${range}`)).json();
    expect(raw).toEqual({
      sensorId: id,
      sensorType: 'TEMPERATURE',
      unit: '°C',
      agg: 'raw',
      readings: [4, 6, 5].map((v, i) => ({ timestamp: ts(i), value: v, min: v, max: v })),
    });
    expect((await get(`/operational/sensor/${id}?${range}&agg=5m`)).json().agg).toBe('raw');
    const q15 = (await get(`/operational/sensor/${id}?${range}&agg=15m`)).json();
    expect(q15.readings).toEqual([
      { timestamp: ts(0), value: 5, min: 4, max: 6 },
      { timestamp: s(T0 + 15 * MIN), value: 5, min: 5, max: 5 },
    ]);
    for (const agg of ['30m', '1h', '1d']) {
      const body = (await get(`/operational/sensor/${id}?${range}&agg=${agg}`)).json();
      expect(body.agg).toBe(agg);
      expect(body.readings).toHaveLength(1);
      expect(body.readings[0]).toMatchObject({ value: 5, min: 4, max: 6 });
    }
  });

  it('answers 404 for other organisations, wrong sensor types and unknown ids; 400 for bad input', async () => {
    expect((await get(`/actuators/${theirSensor.id}?${range}`)).statusCode).toBe(404);
    expect((await get(`/actuators/${sensors.TEMPERATURE!.id}?${range}`)).json()).toEqual({
      message: 'Actuator not found',
    });
    expect((await get(`/light/sensor/${theirBoard.id}?${range}`)).statusCode).toBe(404);
    expect((await get(`/scheduler-control/status/999999?${range}`)).statusCode).toBe(404);
    expect((await get(`/operational/sensor/${theirSensor.id}?${range}`)).statusCode).toBe(404);
    for (const url of [
      `/actuators/${sensors.ACTUATOR!.id}`,
      `/actuators/x?${range}`,
      `/light/sensor/${board.id}?from=${s(T0)}&to=${s(T0) - 1}`,
      `/operational/sensor/${sensors.TEMPERATURE!.id}?${range}&agg=7m`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
