import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SensorType } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import {
  buildControlBoard,
  buildEnergySensor,
  buildEquipment,
  buildRollupRows,
  buildScheduler,
} from '../../test/telemetry-factories';

// History older than the 15-minute rollup's retention exists only in readings_1h / readings_1d (as the
// seed writes it): a query without agg must find it there instead of answering an empty series.

let t: TestContext;
let admin: { authorization: string };
let equipment: { id: number };
let board: { id: number };
let scheduler: { id: number };
let sensors: Record<string, { id: number }>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKYO = 9 * HOUR; // no DST: local midnight is always 15:00 UTC the day before
const tokyoMidnight = (ms: number) => Math.floor((ms + TOKYO) / DAY) * DAY - TOKYO;
/** Ten days of hourly (and daily) history from local midnight 30 days ago: past the 15m retention. */
const D1 = tokyoMidnight(Date.now() - 30 * DAY);
/** Ten days of daily-only history from local midnight 80 days ago: past the hourly retention. */
const D2 = tokyoMidnight(Date.now() - 80 * DAY);
const s = (ms: number) => ms / 1000;
const range = (from: number, to: number, extra = '') => `from=${s(from)}&to=${s(to)}${extra}`;
const hours = (n: number, values: (i: number) => number[]) =>
  Array.from({ length: n }, (_, i) => ({ bucket: D1 + i * HOUR, values: values(i) }));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const site = await buildSite(db, org.id, { timeZone: 'Asia/Tokyo' });
  equipment = await buildEquipment(db, org.id, site.id);
  board = await buildControlBoard(db, org.id, site.id);
  scheduler = await buildScheduler(db, org.id, site.id, equipment.id, {
    controlBoardId: board.id,
    luxThreshold: 80,
  });
  sensors = { ENERGY: await buildEnergySensor(db, org.id, site.id, { equipmentId: equipment.id }) };
  const types: [SensorType, string][] = [
    ['TEMPERATURE', '°C'],
    ['ACTUATOR', 'state'],
    ['LIGHT', 'lux'],
    ['OVERRIDDEN_STATE', 'state'],
    ['CONTROL_AGENT', 'state'],
    ['SCHEDULER', 'state'],
  ];
  for (const [sensorType, unit] of types) {
    const onBoard = sensorType !== 'TEMPERATURE';
    sensors[sensorType] = await buildSensor(db, org.id, site.id, {
      sensorType,
      unit,
      controlBoardId: onBoard ? board.id : null,
    });
  }
  const h = async (type: string, values: (i: number) => number[]) =>
    buildRollupRows(db, 'readings_1h', { id: sensors[type]!.id, orgId: org.id }, hours(240, values));
  // Energy: 2 kWh an hour (48 a day); the daily rollup holds the same days plus ten older ones of 24.
  await h('ENERGY', () => [0.5, 1.5]);
  await buildRollupRows(db, 'readings_1d', { id: sensors.ENERGY!.id, orgId: org.id }, [
    ...Array.from({ length: 10 }, (_, d) => ({ bucket: D1 + d * DAY, values: [48] })),
    ...Array.from({ length: 10 }, (_, d) => ({ bucket: D2 + d * DAY, values: [24] })),
  ]);
  await h('TEMPERATURE', () => [8, 10, 12]);
  // States: the last value of each hour differs from what its average would say.
  await h('ACTUATOR', (i) => (i % 2 === 0 ? [0, 1] : [1, 0]));
  await h('LIGHT', () => [50, 100, 150]);
  await h('OVERRIDDEN_STATE', () => [0, 2]);
  await h('CONTROL_AGENT', () => [1, 0]);
  await h('SCHEDULER', () => [1, 3]);
  admin = await t.login((await buildUser(db, org.id)).email);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/timeseries${url}`, headers: admin });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('default aggregation past a table’s retention', () => {
  it('reads an energy day from 29 days ago hourly (the 15m rollup no longer holds it)', async () => {
    const body = await get(`/energy/equipment/${equipment.id}/series?${range(D1 + DAY, D1 + 2 * DAY)}`);
    expect(body.agg).toBe('1h');
    expect(body.readings).toHaveLength(24);
    expect(body.readings[0]).toEqual({ timestamp: s(D1 + DAY), power: 2, energy: 2 });
    const hour = await get(`/energy/equipment/${equipment.id}/series?${range(D1 + 5 * HOUR, D1 + 6 * HOUR)}`);
    expect(hour.readings).toEqual([{ timestamp: s(D1 + 5 * HOUR), power: 2, energy: 2 }]);
  });

  it('reads energy from 80 days ago daily, and an explicit agg still wins', async () => {
    const body = await get(`/energy/equipment/${equipment.id}/series?${range(D2, D2 + 2 * DAY)}`);
    expect(body.agg).toBe('1d');
    expect(body.readings).toEqual([
      { timestamp: s(D2), power: 1, energy: 24 },
      { timestamp: s(D2 + DAY), power: 1, energy: 24 },
    ]);
    const explicit = await get(
      `/energy/equipment/${equipment.id}/series?${range(D1 + DAY, D1 + 2 * DAY, '&agg=15m')}`,
    );
    expect(explicit).toMatchObject({ agg: '15m', readings: [] });
  });

  it('serves an old operational sensor range from the hourly rollup when no agg is given', async () => {
    const id = sensors.TEMPERATURE!.id;
    const day = await get(`/operational/sensor/${id}?${range(D1 + DAY, D1 + 2 * DAY)}`);
    expect(day.agg).toBe('1h');
    expect(day.readings).toHaveLength(24);
    expect(day.readings[0]).toEqual({ timestamp: s(D1 + DAY), value: 10, min: 8, max: 12 });
    const tenDays = await get(`/operational/sensor/${id}?${range(D1, D1 + 10 * DAY)}`);
    expect(tenDays.agg).toBe('1h');
    expect(tenDays.readings).toHaveLength(240);
    // An explicit agg finer than 15m still means raw readings, which do not reach that far back.
    expect(await get(`/operational/sensor/${id}?${range(D1, D1 + DAY, '&agg=5m')}`)).toMatchObject({
      agg: 'raw',
      readings: [],
    });
  });

  it('answers a 10-day light and actuator range with one point per hour: average lux, last state', async () => {
    const q = range(D1, D1 + 10 * DAY);
    const actuator = await get(`/actuators/${sensors.ACTUATOR!.id}?${q}`);
    expect(actuator).toHaveLength(240);
    expect(actuator.slice(0, 3)).toEqual([
      { timestamp: s(D1), value: 1 },
      { timestamp: s(D1 + HOUR), value: 0 },
      { timestamp: s(D1 + 2 * HOUR), value: 1 },
    ]);
    const light = await get(`/light/sensor/${board.id}?${q}`);
    expect(light).toHaveLength(240);
    expect(light[0]).toEqual({ timestamp: s(D1), lux: 100 });
    expect(light[239]).toEqual({ timestamp: s(D1 + 239 * HOUR), lux: 100 });
  });

  it('answers the other state series from the last value of each bucket', async () => {
    const q = range(D1, D1 + 10 * DAY);
    const override = await get(`/gateways/status/cb-overridden-state/${board.id}?${q}`);
    expect(override).toHaveLength(240);
    expect(override[0]).toEqual({ timestamp: s(D1), state: 'FORCED_ON' });
    const agent = await get(`/control-agent-module/status/${board.id}?${q}`);
    expect(agent[0]).toEqual({ timestamp: s(D1), running: false });
    const sched = await get(`/scheduler-control/status/${scheduler.id}?${q}`);
    expect(sched[0]).toEqual({
      timestamp: s(D1),
      threshold: 80,
      fixedScheduleActive: true,
      lightSensorActive: true,
    });
  });
});
