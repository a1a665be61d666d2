import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../../test/factories';
import { buildEnergySensor, buildEquipment, buildThermostat } from '../../test/telemetry-factories';
import { bucketedReadings, rawReadings } from './device-series.repository';
import { dailyEnergy, energyBuckets, peakPower, totalEnergy } from './energy.repository';
import { thermostatBuckets } from './thermostat-series.repository';

// Every repository read filters on org_id as well as on the sensor (thermostat) ids it is given: a
// valid id under another organisation's id finds nothing, so a scope slip upstream cannot leak data.

let t: TestContext;
let mine: number;
let foreign: number;
let energy: { id: number; uuid: string };
let temperature: { id: number; uuid: string };
let tstat: { id: number; uuid: string };

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** A UTC hour a day ago; readings every 15 minutes for two hours. */
const T0 = Math.floor((Date.now() - DAY) / HOUR) * HOUR;
const from = new Date(T0 - DAY);
const to = new Date(T0 + DAY);
const tz = 'Europe/London';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  mine = a.id;
  foreign = (await buildOrg(db)).id;
  const site = await buildSite(db, a.id, { timeZone: tz });
  const { gateway } = await buildGateway(db, a.id, site.id);
  const eq = await buildEquipment(db, a.id, site.id);
  energy = await buildEnergySensor(db, a.id, site.id, { equipmentId: eq.id, gatewayId: gateway.id });
  temperature = await buildSensor(db, a.id, site.id, { gatewayId: gateway.id });
  tstat = await buildThermostat(db, a.id, site.id, eq.id, { gatewayId: gateway.id });
  const at = Array.from({ length: 8 }, (_, i) => T0 + i * 15 * MIN + MIN);
  const r = await t.app.services.telemetry.ingest(
    { gatewayId: gateway.id, orgId: a.id, siteId: site.id },
    {
      readings: at.flatMap((ts) => [
        { sensor: energy.uuid, ts, value: 1 },
        { sensor: temperature.uuid, ts, value: 5 },
      ]),
      thermostats: at.map((ts) => ({
        thermostat: tstat.uuid,
        ts,
        online: true,
        temperature: 21,
      })),
    },
  );
  expect(r.rejected).toBe(0);
});
afterAll(() => t.close());

describe('repository reads are limited to the given organisation', () => {
  it('raw and bucketed readings', async () => {
    const db = t.database;
    expect(await rawReadings(db, mine, temperature.id, from, to)).toHaveLength(8);
    expect(await rawReadings(db, foreign, temperature.id, from, to)).toEqual([]);
    for (const agg of ['15m', '1h', '1d'] as const) {
      const q = { sensorId: temperature.id, agg, from, to, tz };
      expect((await bucketedReadings(db, { ...q, orgId: mine })).length, agg).toBeGreaterThan(0);
      expect(await bucketedReadings(db, { ...q, orgId: foreign }), agg).toEqual([]);
    }
  });

  it('energy buckets, totals, peak power and daily energy', async () => {
    const db = t.database;
    const base = { sensorIds: [energy.id], from, to, tz };
    for (const agg of ['15m', '1h', '1d', '1M'] as const) {
      const q = { ...base, agg, spill: true };
      expect((await energyBuckets(db, { ...q, orgId: mine })).length, agg).toBeGreaterThan(0);
      expect(await energyBuckets(db, { ...q, orgId: foreign }), agg).toEqual([]);
    }
    for (const table of ['readings_15m', 'readings_1h', 'readings_1d'] as const) {
      expect(await totalEnergy(db, { ...base, table, orgId: mine }), table).toBe(8);
      expect(await totalEnergy(db, { ...base, table, orgId: foreign }), table).toBe(0);
    }
    for (const table of ['readings_15m', 'readings_1h'] as const) {
      expect(await peakPower(db, { ...base, table, orgId: mine }), table).toBe(4);
      expect(await peakPower(db, { ...base, table, orgId: foreign }), table).toBeNull();
    }
    const days = await dailyEnergy(db, { ...base, orgId: mine });
    expect(days.reduce((a, d) => a + d.kwh, 0)).toBe(8);
    expect(await dailyEnergy(db, { ...base, orgId: foreign })).toEqual([]);
  });

  it('thermostat buckets', async () => {
    const q = { thermostatId: tstat.id, agg: '1h' as const, columns: ['TEMPERATURE' as const], from, to };
    expect(await thermostatBuckets(t.database, { ...q, orgId: mine })).toHaveLength(2);
    expect(await thermostatBuckets(t.database, { ...q, orgId: foreign })).toEqual([]);
  });
});
