import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSite, buildUser } from '../../test/factories';
import {
  buildEnergySensor,
  buildEquipment,
  TEST_GROUP,
  TEST_GROUP_2,
  TEST_TYPE,
  TEST_TYPE_2,
} from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let scoped: { authorization: string };
let other: { authorization: string };
let site: { id: number };
let site2: { id: number };
let e1: { id: number };
let e2: { id: number };
let e4: { id: number };
let theirSite: { id: number };
let theirEquipment: { id: number };

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKYO = 9 * HOUR; // Asia/Tokyo has no DST: local midnight is always 15:00 UTC the day before
/**
 * Local midnight (Tokyo) 10 days ago: inside the 15-minute retention (so a default series may pick
 * 15m), clear of "now" and of the recent readings below.
 */
const D0 = Math.floor((Date.now() - 10 * DAY + TOKYO) / DAY) * DAY - TOKYO;
const s = (ms: number) => ms / 1000;
/** A quarter hour two days ago: within the 15-minute retention. */
const R0 = Math.floor((Date.now() - 2 * DAY) / (15 * MIN)) * 15 * MIN;

/** Readings every 15 minutes over [start, start + span) of `value` kWh each. */
function every15(uuid: string, start: number, span: number, value: number) {
  return Array.from({ length: span / (15 * MIN) }, (_, i) => ({
    sensor: uuid,
    ts: start + (i + 1) * 15 * MIN - MIN,
    value,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  site = await buildSite(db, a.id, { timeZone: 'Asia/Tokyo', floorAreaM2: 1000, co2FactorKgPerKwh: 0.5 });
  site2 = await buildSite(db, a.id, { timeZone: 'Asia/Tokyo' });
  const g1 = await buildGateway(db, a.id, site.id);
  const g2 = await buildGateway(db, a.id, site2.id);
  e1 = await buildEquipment(db, a.id, site.id, { groupId: TEST_GROUP.id, typeId: TEST_TYPE.id });
  e2 = await buildEquipment(db, a.id, site.id, { groupId: TEST_GROUP_2.id, typeId: TEST_TYPE_2.id });
  const s1 = await buildEnergySensor(db, a.id, site.id, { equipmentId: e1.id, gatewayId: g1.gateway.id });
  const s2 = await buildEnergySensor(db, a.id, site.id, { equipmentId: e2.id, gatewayId: g1.gateway.id });
  // Only recent readings: kept apart so that the historic sums above stay round.
  e4 = await buildEquipment(db, a.id, site.id);
  const s4 = await buildEnergySensor(db, a.id, site.id, { equipmentId: e4.id, gatewayId: g1.gateway.id });
  const e3 = await buildEquipment(db, a.id, site2.id);
  const main = await buildEnergySensor(db, a.id, site2.id, { main: true, gatewayId: g2.gateway.id });
  const sub = await buildEnergySensor(db, a.id, site2.id, { equipmentId: e3.id, gatewayId: g2.gateway.id });

  const ingest = async (
    gw: typeof g1,
    siteId: number,
    readings: { sensor: string; ts: number; value: number }[],
  ) => {
    const p = { gatewayId: gw.gateway.id, orgId: a.id, siteId };
    for (let i = 0; i < readings.length; i += 5000) {
      const r = await t.app.services.telemetry.ingest(p, {
        readings: readings.slice(i, i + 5000),
        thermostats: [],
      });
      expect(r.rejected).toBe(0);
    }
  };
  // Two days: e1 1 kWh per quarter hour (4 kW), e2 0.5 kWh (2 kW); site 2: main meter 3, sub-meter 1.
  // Each reading is stamped one minute before its quarter ends, so it falls in that quarter.
  await ingest(g1, site.id, [...every15(s1.uuid, D0, 2 * DAY, 1), ...every15(s2.uuid, D0, 2 * DAY, 0.5)]);
  await ingest(g2, site2.id, [...every15(main.uuid, D0, DAY, 3), ...every15(sub.uuid, D0, DAY, 1)]);
  // Two recent quarters on the main meter of site 2: 1 kWh then 2 kWh.
  await ingest(g2, site2.id, [
    { sensor: main.uuid, ts: R0 + MIN, value: 1 },
    { sensor: main.uuid, ts: R0 + 16 * MIN, value: 2 },
  ]);
  // A day present only in the daily rollup: proves which table a 1d series reads.
  await t.database.query(
    `insert into readings_1d (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
     values ($1, $2, $3, 100, 100, 100, 1, 100, $2)`,
    [s1.id, new Date(D0 - DAY).toISOString(), a.id],
  );
  // Recent power: two readings 5 minutes apart in the last hour → 0.25 kWh / (5/60 h) = 3 kW.
  const now = Date.now();
  await ingest(g1, site.id, [
    { sensor: s4.uuid, ts: now - 10 * MIN, value: 0.25 },
    { sensor: s4.uuid, ts: now - 5 * MIN, value: 0.25 },
  ]);

  const user = await buildUser(db, a.id);
  admin = await t.login(user.email);
  const limited = await buildUser(db, a.id, { role: null });
  await db.insert(accessResources).values({
    orgId: a.id,
    userId: limited.id,
    resourceType: 'SITE',
    resourceId: site2.id,
    role: 'VIEWER',
  });
  scoped = await t.login(limited.email);
  theirSite = await buildSite(db, b.id);
  theirEquipment = await buildEquipment(db, b.id, theirSite.id);
  await buildEnergySensor(db, b.id, theirSite.id, { equipmentId: theirEquipment.id });
  other = await t.login((await buildUser(db, b.id)).email);
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ url: `/timeseries${url}`, headers });
const range = (from: number, to: number, extra = '') => `from=${s(from)}&to=${s(to)}${extra}`;

describe('energy series', () => {
  it('answers kWh per bucket with the average power, from the bucket holding `from`', async () => {
    const res = await get(`/energy/equipment/${e1.id}/series?${range(D0 + 7 * MIN, D0 + HOUR)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      agg: '15m',
      unit: 'kWh',
      readings: [0, 1, 2, 3].map((i) => ({ timestamp: s(D0 + i * 15 * MIN), power: 4, energy: 1 })),
      spilloverPoint: null,
    });
  });

  it('adds the first bucket at or after `to` as spillover point when asked', async () => {
    const q = range(D0, D0 + HOUR, '&seeSpilloverPoint=true');
    const body = (await get(`/energy/equipment/${e1.id}/series?${q}`)).json();
    expect(body.readings).toHaveLength(4);
    expect(body.spilloverPoint).toEqual({ timestamp: s(D0 + HOUR), power: 4, energy: 1 });
    const day = (
      await get(`/energy/equipment/${e1.id}/series?${range(D0, D0 + DAY, '&agg=1d&seeSpilloverPoint=true')}`)
    ).json();
    expect(day.readings).toEqual([{ timestamp: s(D0), power: 4, energy: 96 }]);
    expect(day.spilloverPoint).toEqual({ timestamp: s(D0 + DAY), power: 4, energy: 96 });
    const off = (
      await get(`/energy/equipment/${e1.id}/series?${range(D0, D0 + HOUR, '&seeSpilloverPoint=false')}`)
    ).json();
    expect(off.spilloverPoint).toBeNull();
  });

  it('answers one-minute buckets from the raw readings (Energy Activity, G-024)', async () => {
    // e4's two recent readings: 0.25 kWh 10 and 5 minutes ago → two one-minute buckets of 15 kW.
    const now = Date.now();
    const minute = (ms: number) => Math.floor(ms / MIN) * MIN;
    const body = (
      await get(
        `/energy/equipment/${e4.id}/series?${range(now - HOUR, now, '&agg=1m&seeSpilloverPoint=true')}`,
      )
    ).json();
    expect(body.agg).toBe('1m');
    expect(body.readings).toEqual([
      { timestamp: s(minute(now - 10 * MIN)), energy: 0.25, power: 15 },
      { timestamp: s(minute(now - 5 * MIN)), energy: 0.25, power: 15 },
    ]);
    expect(body.spilloverPoint).toBeNull();
    // The reading of the minute right after `to` is the spillover point, not part of the series.
    const cut = minute(now - 5 * MIN);
    const spilled = (
      await get(
        `/energy/equipment/${e4.id}/series?${range(now - HOUR, cut, '&agg=1m&seeSpilloverPoint=true')}`,
      )
    ).json();
    expect(spilled.readings).toHaveLength(1);
    expect(spilled.spilloverPoint).toEqual({ timestamp: s(cut), energy: 0.25, power: 15 });
  });

  it('reads the table the aggregation names: a 1d series sees a row only the daily rollup has', async () => {
    const q = range(D0 - DAY, D0 + 2 * DAY);
    const daily = (await get(`/energy/equipment/${e1.id}/series?${q}&agg=1d`)).json();
    expect(daily.readings.map((r: { energy: number }) => r.energy)).toEqual([100, 96, 96]);
    expect(daily.readings[0].timestamp).toBe(s(D0 - DAY));
    const hourly = (await get(`/energy/equipment/${e1.id}/series?${q}&agg=1h`)).json();
    expect(hourly.readings).toHaveLength(48);
    expect(hourly.readings[0]).toEqual({ timestamp: s(D0), power: 4, energy: 4 });
  });

  it('groups days into local weeks (from Monday) and calendar months', async () => {
    const q = range(D0, D0 + 2 * DAY);
    for (const agg of ['1w', '1M']) {
      const body = (await get(`/energy/equipment/${e1.id}/series?${q}&agg=${agg}`)).json();
      expect(body.agg).toBe(agg);
      // The first bucket is the whole week (month) holding `from`: it also holds the daily-only row
      // of the day before D0 unless D0 starts a week (month).
      const d0 = new Date(D0 + TOKYO);
      const startsBucket = agg === '1w' ? d0.getUTCDay() === 1 : d0.getUTCDate() === 1;
      const total = body.readings.reduce((a: number, r: { energy: number }) => a + r.energy, 0);
      expect(total).toBe(192 + (startsBucket ? 0 : 100));
      for (const r of body.readings) {
        const local = new Date(r.timestamp * 1000 + TOKYO);
        expect(local.getUTCHours()).toBe(0);
        if (agg === '1w') expect(local.getUTCDay()).toBe(1);
        else expect(local.getUTCDate()).toBe(1);
      }
    }
  });

  it('chooses the aggregation by span when none is given', async () => {
    const agg = async (span: number) =>
      (await get(`/energy/equipment/${e1.id}/series?${range(D0, D0 + span)}`)).json().agg;
    expect(await agg(HOUR)).toBe('15m');
    expect(await agg(2 * DAY)).toBe('15m');
    expect(await agg(3 * DAY)).toBe('1h');
    expect(await agg(31 * DAY)).toBe('1h');
    expect(await agg(40 * DAY)).toBe('1d');
  });

  it('sums sub-meters for a site without a main meter, and by equipment group and type', async () => {
    const q = range(D0, D0 + HOUR, '&agg=1h');
    expect((await get(`/energy/site/${site.id}/series?${q}`)).json().readings).toEqual([
      { timestamp: s(D0), power: 6, energy: 6 },
    ]);
    const group = (await get(`/energy/site/${site.id}/equipment-group/${TEST_GROUP.id}/series?${q}`)).json();
    expect(group.readings[0].energy).toBe(4);
    const type = (await get(`/energy/site/${site.id}/equipment-type/${TEST_TYPE_2.id}/series?${q}`)).json();
    expect(type.readings[0].energy).toBe(2);
    expect((await get(`/energy/site/${site.id}/equipment-group/123456789/series?${q}`)).statusCode).toBe(404);
  });

  it("uses the site's main meter when it has one", async () => {
    const body = (await get(`/energy/site/${site2.id}/series?${range(D0, D0 + HOUR, '&agg=1h')}`)).json();
    expect(body.readings).toEqual([{ timestamp: s(D0), power: 12, energy: 12 }]);
  });
});

describe('energy dashboard, consumption and recent power', () => {
  it('totals a range with peak, breakdowns, CO2 and EUI', async () => {
    const res = await get(`/energy/site/${site.id}/dashboard?${range(D0, D0 + DAY)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteId: site.id,
      from: s(D0),
      to: s(D0 + DAY),
      totalKwh: 144,
      peakKw: 6,
      averageKw: 6,
      byEquipmentGroup: [
        { groupId: TEST_GROUP.id, title: TEST_GROUP.title, kwh: 96 },
        { groupId: TEST_GROUP_2.id, title: TEST_GROUP_2.title, kwh: 48 },
      ],
      byEquipmentType: [
        { typeId: TEST_TYPE.id, title: TEST_TYPE.title, kwh: 96 },
        { typeId: TEST_TYPE_2.id, title: TEST_TYPE_2.title, kwh: 48 },
      ],
      co2Kg: 72,
      eui: 0.144,
    });
  });

  it('takes the peak from 15-minute buckets while the range is within their retention', async () => {
    const body = (await get(`/energy/site/${site2.id}/dashboard?${range(R0, R0 + 30 * MIN)}`)).json();
    expect(body).toMatchObject({ totalKwh: 3, peakKw: 8, averageKw: 6, byEquipmentGroup: [], co2Kg: 0.621 });
  });

  it('lists local calendar days', async () => {
    const body = (await get(`/energy/site/${site.id}/consumption?${range(D0, D0 + 2 * DAY)}`)).json();
    const date = (ms: number) => new Date(ms + TOKYO).toISOString().slice(0, 10);
    expect(body).toEqual({
      siteId: site.id,
      totalKwh: 288,
      days: [
        { date: date(D0), kwh: 144 },
        { date: date(D0 + DAY), kwh: 144 },
      ],
    });
  });

  it('derives current power from the newest reading and the interval before it', async () => {
    const one = (await get(`/energy/equipment/${e4.id}/recent-power`)).json();
    expect(one.equipmentId).toBe(e4.id);
    expect(one.power).toBeCloseTo(3, 6);
    expect(one.timestamp).toBeGreaterThan(s(Date.now() - 6 * MIN));
    const all = (await get(`/energy/site/${site.id}/equipment/recent-power`)).json();
    expect(all).toEqual([
      { equipmentId: e1.id, timestamp: null, power: null },
      { equipmentId: e2.id, timestamp: null, power: null },
      one,
    ]);
  });
});

describe('energy access and validation', () => {
  it("answers 404 for another organisation's or an out-of-scope site or equipment", async () => {
    const q = range(D0, D0 + HOUR);
    expect((await get(`/energy/site/${theirSite.id}/series?${q}`)).statusCode).toBe(404);
    expect((await get(`/energy/equipment/${theirEquipment.id}/series?${q}`)).statusCode).toBe(404);
    expect((await get(`/energy/site/${theirSite.id}/dashboard?${q}`)).json()).toEqual({
      message: 'Site not found',
    });
    expect((await get(`/energy/equipment/${theirEquipment.id}/recent-power`)).statusCode).toBe(404);
    expect((await get(`/energy/site/${theirSite.id}/series?${q}`, other)).statusCode).toBe(200);
    expect((await get(`/energy/site/${site.id}/series?${q}`, scoped)).statusCode).toBe(404);
    expect((await get(`/energy/site/${site2.id}/series?${q}`, scoped)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/timeseries/energy/site/${site.id}/series?${q}` })).statusCode).toBe(
      401,
    );
  });

  it('answers 400 with a message for bad ranges, aggregations and ids', async () => {
    const bad = [
      `/energy/site/${site.id}/series?${range(D0 + HOUR, D0)}`,
      `/energy/site/${site.id}/series?${range(D0, D0)}`,
      `/energy/site/${site.id}/series?${range(D0 - 401 * DAY, D0)}`,
      `/energy/site/${site.id}/series?from=abc&to=${s(D0)}`,
      `/energy/site/${site.id}/series?to=${s(D0)}`,
      `/energy/site/${site.id}/series?from=1e400&to=${s(D0)}`,
      `/energy/site/${site.id}/series?from=2024-02-31&to=2024-03-05`,
      `/energy/site/${site.id}/series?${range(D0, D0 + HOUR, '&agg=2m')}`,
      `/energy/site/${site.id}/series?${range(D0, D0 + HOUR, '&seeSpilloverPoint=yes')}`,
      `/energy/site/abc/series?${range(D0, D0 + HOUR)}`,
      `/energy/site/${site.id}/dashboard?from=${s(D0)}&to=${s(D0)}&from=1`,
      `/energy/equipment/0/recent-power`,
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/^Invalid/);
    }
  });

  it('accepts ISO and epoch-millisecond instants', async () => {
    const iso = `from=${new Date(D0).toISOString()}&to=${new Date(D0 + HOUR).toISOString()}`;
    const ms = `from=${D0}&to=${D0 + HOUR}`;
    const a = (await get(`/energy/equipment/${e1.id}/series?${iso}`)).json();
    const b = (await get(`/energy/equipment/${e1.id}/series?${ms}`)).json();
    expect(a.readings).toHaveLength(4);
    expect(b).toEqual(a);
  });

  it('never answers 5xx, whatever the query string', async () => {
    const part = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('15m', '1h', '1d', '1w', '1M', 'true', 'false', ''),
    );
    const paths = [
      `/energy/site/${site.id}/series`,
      `/energy/equipment/${e1.id}/series`,
      `/energy/site/${site.id}/dashboard`,
      `/energy/site/${site.id}/consumption`,
      `/operational/sensor/1`,
      `/thermostat/status/1/series/`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        part,
        part,
        part,
        part,
        async (path, from, to, agg, spill) => {
          const q = new URLSearchParams({ from, to, agg, seeSpilloverPoint: spill, columns: agg });
          const res = await get(`${path}?${q}`);
          expect(res.statusCode, `${path}?${q}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
