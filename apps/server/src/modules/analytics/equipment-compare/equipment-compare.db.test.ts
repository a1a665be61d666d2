import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsFixture,
  buildAnalyticsFixture,
  buildTemperatureFixture,
  FIXTURE_SITES,
  FIXTURE_STEP_MS,
  fixtureValues,
  localParts,
  TEMPERATURE_FROM,
  TEMPERATURE_STEP_MS,
  TEMPERATURE_TO,
  type TemperatureFixture,
  temperatureValues,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildUser } from '../../../test/factories';
import { TEST_GROUP_2 } from '../../../test/telemetry-factories';

// The equipment comparison (docs/analytics.md "Equipment comparison") on the analytics fixture: the
// group TEST_GROUP_2 holds each site's RTU (sub-metered, 0.05 kWh a quarter) and its Walk-in Freezer
// (−18 °C with timer defrosts at 02:00 and 14:00 local for 45 minutes at −7 °C; London's freezer door
// held open 10:00–10:30 on 27 October). Expected figures are recomputed here from the fixture's
// functions, hour by hour, with Intl, not with SQL.

const H = 3_600_000;
const FROM = '2025-10-21';
const TO = '2025-10-26';
let t: TestContext;
let fx: AnalyticsFixture;
let temp: TemperatureFixture;
let stranger: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await buildAnalyticsFixture(t);
  temp = await buildTemperatureFixture(t, fx);
  const theirs = await buildOrg(t.database.db);
  stranger = await t.login((await buildUser(t.database.db, theirs.id, { role: 'ADMIN' })).email);
}, 600_000);
afterAll(() => t?.close());

const get = (url: string, headers = fx.admin) => t.app.inject({ url: `/api/analytics${url}`, headers });
type Row = Record<string, unknown> & {
  equipmentId: number;
  defaultKpis: { totalConsumption: number | null };
  equipmentTypeKpis: { defrostCycleCount: number | null };
  byTempSensor: Record<
    string,
    {
      averageTemperature: number;
      temperatureDeviation: number;
      compliancePercentage: number;
      defrostCycleCount: number;
      validHours: number;
    }
  >;
  byAccessSensor: Record<string, { totalDurationOpenMins: number | null; totalNumberAccess: number | null }>;
};

/** The freezer's hourly averages over the site's local days from … to, from the fixture's function. */
function freezerHours(key: (typeof FIXTURE_SITES)[number]['key'], from: string, to: string): number[] {
  const def = FIXTURE_SITES.find((s) => s.key === key)!;
  const out: number[] = [];
  for (let h = TEMPERATURE_FROM; h < TEMPERATURE_TO; h += H) {
    const day = localParts(h, def.timeZone).day;
    if (day < from || day > to) continue;
    let sum = 0;
    let n = 0;
    for (let ms = h; ms < h + H; ms += TEMPERATURE_STEP_MS) {
      sum += temperatureValues(def, ms).freezer;
      n++;
    }
    out.push(sum / n);
  }
  return out;
}

describe('GET <ANALYTICS_ROOT>/report/equipment_compare/{groupId}/{from}/{to}', () => {
  it('gives every equipment of the group its kWh, temperature figures and defrost cycles', async () => {
    const res = await get(`/report/equipment_compare/${TEST_GROUP_2.id}/${FROM}/${TO}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { rows: Row[]; equipmentGroupId: number };
    expect(body.equipmentGroupId).toBe(TEST_GROUP_2.id);
    // Two equipment a site (the RTU and the freezer), every site.
    expect(body.rows).toHaveLength(FIXTURE_SITES.length * 2);
    for (const def of FIXTURE_SITES) {
      const rtu = body.rows.find((r) => r.equipmentId === fx.sites[def.key].equipmentIds[1])!;
      // 0.05 kWh a quarter over the site's local days (London's 26 October has 25 hours).
      let quarters = 0;
      for (
        let ms = Date.parse(`${FROM}T00:00:00Z`) - 14 * H;
        ms < Date.parse(`${TO}T00:00:00Z`) + 38 * H;
        ms += FIXTURE_STEP_MS
      ) {
        const day = localParts(ms, def.timeZone).day;
        if (day >= FROM && day <= TO) quarters++;
      }
      expect(rtu.defaultKpis.totalConsumption).toBeCloseTo(quarters * fixtureValues(0).sub2, 3);
      expect(rtu.byTempSensor).toEqual({});

      const freezer = body.rows.find((r) => r.equipmentId === temp.sites[def.key].freezerEquipmentId)!;
      expect(freezer.defaultKpis.totalConsumption).toBeNull();
      const s = freezer.byTempSensor[String(temp.sites[def.key].freezerSensorId)]!;
      const hours = freezerHours(def.key, FROM, TO);
      const mean = hours.reduce((a, b) => a + b, 0) / hours.length;
      const std = Math.sqrt(hours.reduce((a, b) => a + (b - mean) ** 2, 0) / hours.length);
      expect(s.validHours).toBe(hours.length);
      expect(s.averageTemperature).toBeCloseTo(mean, 2);
      expect(s.temperatureDeviation).toBeCloseTo(std, 2);
      // Two timer defrosts a day, each lifting one hourly average above range: all excused.
      expect(s.defrostCycleCount).toBe(12);
      expect(s.compliancePercentage).toBe(100);
      expect(freezer.equipmentTypeKpis.defrostCycleCount).toBe(12);
      expect(freezer.averageTemperature).toBeCloseTo(mean, 2);
      // The door stayed shut all these days.
      const door = freezer.byAccessSensor[String(temp.sites[def.key].doorSensorId)]!;
      expect(door).toMatchObject({ totalDurationOpenMins: 0, totalNumberAccess: 0 });
    }
  });

  it('counts the door openings and open minutes from the door’s readings', async () => {
    const res = await get(`/report/equipment_compare/${TEST_GROUP_2.id}/2025-10-27/2025-10-27`);
    const rows = (res.json() as { rows: Row[] }).rows;
    const london = rows.find((r) => r.equipmentId === temp.sites.london.freezerEquipmentId)!;
    // Readings every 5 minutes: open from 10:00 to 10:25, closed at 10:30 → one opening of 30 minutes.
    expect(london.byAccessSensor[String(temp.sites.london.doorSensorId)]).toMatchObject({
      totalNumberAccess: 1,
      totalDurationOpenMins: 30,
    });
    expect(london.totalNumberAccess).toBe(1);
  });

  it('narrows to sites and type groups, and refuses bad requests', async () => {
    const one = await get(
      `/report/equipment_compare/${TEST_GROUP_2.id}/${FROM}/${TO}?site_id=${fx.sites.sydney.id}`,
    );
    expect((one.json() as { rows: Row[] }).rows.map((r) => r.equipmentId).sort()).toEqual(
      [fx.sites.sydney.equipmentIds[1], temp.sites.sydney.freezerEquipmentId].sort(),
    );
    const none = await get(`/report/equipment_compare/${TEST_GROUP_2.id}/${FROM}/${TO}?type_group_id=5708`);
    expect((none.json() as { rows: Row[] }).rows).toEqual([]);
    expect((await get(`/report/equipment_compare/999999/${FROM}/${TO}`)).statusCode).toBe(404);
    expect((await get(`/report/equipment_compare/${TEST_GROUP_2.id}/2025-10-01/2025-12-10`)).statusCode).toBe(
      400,
    );
    expect((await get(`/report/equipment_compare/${TEST_GROUP_2.id}/${TO}/${FROM}`)).statusCode).toBe(400);
  });

  it('never shows another organisation’s equipment', async () => {
    const res = await get(`/report/equipment_compare/${TEST_GROUP_2.id}/${FROM}/${TO}`, stranger);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { rows: Row[] }).rows).toEqual([]);
  });
});

describe('equipment_compare_async', () => {
  it('answers a key at once, then the same rows as the synchronous report', async () => {
    const start = await get(`/async_report/equipment_compare_async/${TEST_GROUP_2.id}/${FROM}/${TO}`);
    expect(start.statusCode).toBe(200);
    const key = (start.json() as { report_key: string }).report_key;
    await t.app.services.analyticsReports.settled();
    const res = await get(
      `/report/equipment_compare_async/${TEST_GROUP_2.id}/${key}?type_group_id=${TEST_GROUP_2.id}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { report_version: number; data: { rows: Row[] } };
    expect(body.report_version).toBe(1);
    const sync = await get(`/report/equipment_compare/${TEST_GROUP_2.id}/${FROM}/${TO}`);
    expect(body.data.rows).toEqual((sync.json() as { rows: Row[] }).rows);
    // Another group's path, or another organisation: not found.
    expect((await get(`/report/equipment_compare_async/${TEST_GROUP_2.id + 1}/${key}`)).statusCode).toBe(404);
    expect(
      (await get(`/report/equipment_compare_async/${TEST_GROUP_2.id}/${key}`, stranger)).statusCode,
    ).toBe(404);
  });
});
