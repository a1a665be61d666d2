import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSite, buildUser } from '../../test/factories';
import { buildEquipment, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let tstat: { id: number; uuid: string };
let theirs: { id: number };
let second: { id: number; uuid: string };
let gw: { gatewayId: number; orgId: number; siteId: number };

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Ten days of 5-minute samples, starting on a UTC hour 12 days ago. */
const T0 = Math.floor((Date.now() - 12 * DAY) / 3_600_000) * 3_600_000;
const s = (ms: number) => ms / 1000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const site = await buildSite(db, a.id);
  const eq = await buildEquipment(db, a.id, site.id);
  const { gateway } = await buildGateway(db, a.id, site.id);
  tstat = await buildThermostat(db, a.id, site.id, eq.id, { gatewayId: gateway.id });
  // In each quarter hour (samples at minutes 0, 5, 10): temperatures 20, 21, 22 → average 21; the
  // last sample of the quarter is cooling with the fan running, the others heating with the fan off.
  const samples = Array.from({ length: (10 * DAY) / (5 * MIN) }, (_, i) => {
    const lastOfQuarter = i % 3 === 2;
    return {
      thermostat: tstat.uuid,
      ts: T0 + i * 5 * MIN,
      online: true,
      mode: lastOfQuarter ? ('cooling' as const) : ('heating' as const),
      temperature: 20 + (i % 3),
      coolSetPoint: 24,
      heatSetPoint: 19,
      fanRunning: lastOfQuarter,
      localAdjustmentOverride: lastOfQuarter ? 'LOCAL_ADJUSTMENT' : null,
      setPointDeviation: i % 3,
      tempUnits: 'C' as const,
    };
  });
  gw = { gatewayId: gateway.id, orgId: a.id, siteId: site.id };
  second = await buildThermostat(db, a.id, site.id, eq.id, { gatewayId: gateway.id });
  for (let i = 0; i < samples.length; i += 5000) {
    const r = await t.app.services.telemetry.ingest(gw, {
      readings: [],
      thermostats: samples.slice(i, i + 5000),
    });
    expect(r.rejected).toBe(0);
  }
  admin = await t.login((await buildUser(db, a.id)).email);
  const b = await buildOrg(db);
  const siteB = await buildSite(db, b.id);
  theirs = await buildThermostat(db, b.id, siteB.id, (await buildEquipment(db, b.id, siteB.id)).id);
});
afterAll(() => t.close());

const series = (id: number, q: string) =>
  t.app.inject({ url: `/timeseries/thermostat/status/${id}/series/?${q}`, headers: admin });
const range = (from: number, to: number) => `from=${s(from)}&to=${s(to)}`;

describe('thermostat status series', () => {
  it('averages measured values and takes states from the last sample of each bucket', async () => {
    const res = await series(tstat.id, `${range(T0, T0 + 30 * MIN)}&agg=15m`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.agg).toBe('15m');
    expect(body.samples).toHaveLength(2);
    expect(body.samples[0]).toEqual({
      time: new Date(T0).toISOString(),
      timestamp: s(T0),
      online: true,
      temperature: 21,
      coolSetPoint: 24,
      heatSetPoint: 19,
      mode: 'cooling',
      workingMode: null,
      fanMode: null,
      fanRunning: true,
      coolingStage1Running: null,
      coolingStage2Running: null,
      heatingStage1Running: null,
      heatingStage2Running: null,
      localAdjustmentOverride: { product: 'LOCAL_ADJUSTMENT' },
      timetableActiveState: null,
      hvacSopSetPointDeviation: 1,
      maintenanceState: null,
      temperatureUnit: 'C',
      isLocalOverrideActive: null,
      overrideForcedOffValue: null,
      overrideForcedOnValue: null,
    });
  });

  it('reads the override fields from the working mode (forced values 0.15, G-035)', async () => {
    const modes = ['FORCED_ON', 'FORCED_OFF', 'LOCAL_ADJUSTMENT', 'SCHEDULE'];
    const r = await t.app.services.telemetry.ingest(gw, {
      readings: [],
      thermostats: modes.map((workingMode, i) => ({
        thermostat: second.uuid,
        ts: T0 + i * 15 * MIN,
        online: true,
        workingMode,
      })),
    });
    expect(r.rejected).toBe(0);
    const body = (await series(second.id, `${range(T0, T0 + HOUR)}&agg=15m&columns=WORKING_MODE`)).json();
    expect(
      body.samples.map((x: Record<string, unknown>) => [
        x.workingMode,
        x.isLocalOverrideActive,
        x.overrideForcedOnValue,
        x.overrideForcedOffValue,
      ]),
    ).toEqual([
      ['FORCED_ON', false, 0.15, null],
      ['FORCED_OFF', false, null, 0.15],
      ['LOCAL_ADJUSTMENT', true, null, null],
      ['SCHEDULE', false, null, null],
    ]);
    // Without the working mode the fields are not part of the answer.
    const temps = (await series(second.id, `${range(T0, T0 + HOUR)}&agg=15m&columns=MODE`)).json();
    expect(Object.keys(temps.samples[0]).sort()).toEqual(['mode', 'time', 'timestamp']);
  });

  it('returns only the requested columns', async () => {
    const body = (
      await series(tstat.id, `${range(T0, T0 + 15 * MIN)}&agg=15m&columns=MODE,temperature`)
    ).json();
    expect(body.columns).toEqual(['MODE', 'TEMPERATURE']);
    expect(body.samples).toEqual([
      { time: new Date(T0).toISOString(), timestamp: s(T0), mode: 'cooling', temperature: 21 },
    ]);
  });

  it('chooses 2m under 4 days, 15m from 4 to 8 days and 1h above by default', async () => {
    const agg = async (span: number) =>
      (await series(tstat.id, `${range(T0, T0 + span)}&columns=TEMPERATURE`)).json();
    const day = await agg(DAY);
    expect(day.agg).toBe('2m');
    // 5-minute samples in 2-minute buckets: one sample per occupied bucket.
    expect(day.samples).toHaveLength(DAY / (5 * MIN));
    expect((await agg(4 * DAY)).agg).toBe('15m');
    expect((await agg(8 * DAY)).agg).toBe('15m');
    const hourly = await agg(9 * DAY);
    expect(hourly.agg).toBe('1h');
    expect(hourly.samples).toHaveLength(9 * 24);
    expect(hourly.samples[0].temperature).toBe(21);
  });

  it('answers with or without the trailing slash', async () => {
    const res = await t.app.inject({
      url: `/timeseries/thermostat/status/${tstat.id}/series?${range(T0, T0 + 15 * MIN)}&agg=15m`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().samples).toHaveLength(1);
  });

  it("answers 404 for another organisation's thermostat and 400 for bad columns, agg or range", async () => {
    expect((await series(theirs.id, range(T0, T0 + DAY))).json()).toEqual({
      message: 'Thermostat not found',
    });
    for (const q of [
      `${range(T0, T0 + DAY)}&columns=MODE,NOPE`,
      `${range(T0, T0 + DAY)}&agg=5m`,
      `${range(T0 + DAY, T0)}`,
      `from=${s(T0)}`,
      `from=soon&to=later`,
    ]) {
      const res = await series(tstat.id, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/^Invalid/);
    }
  });
});
