import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../../test/factories';
import { buildEnergySensor, buildEquipment, buildThermostat } from '../../test/telemetry-factories';
import type { GatewayPrincipal } from './telemetry.types';

let t: TestContext;
let apiKey: string;
let gw: GatewayPrincipal;
let temp: { id: number; uuid: string };
let energy: { id: number; uuid: string };
let otherSiteUuid: string;
let otherOrgUuid: string;
let thermostat: { id: number; uuid: string };
/** Devices of a second gateway at the same site. */
let siblingSensor: { id: number; uuid: string };
let siblingThermostat: { id: number; uuid: string };
/** Devices of the sending gateway that only the sibling test writes. */
let ownSensor: { id: number; uuid: string };
let ownThermostat: { id: number; uuid: string };

const MIN = 60_000;
const HOUR = 3_600_000;
/** A fixed past hour, so that buckets are predictable; 30 days back to stay clear of "future". */
const BASE = Math.floor((Date.now() - 30 * 24 * HOUR) / HOUR) * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  const site = await buildSite(db, a.id, { timeZone: 'America/New_York' });
  const site2 = await buildSite(db, a.id);
  const siteB = await buildSite(db, b.id);
  const g = await buildGateway(db, a.id, site.id);
  apiKey = g.apiKey;
  gw = { gatewayId: g.gateway.id, orgId: a.id, siteId: site.id };
  temp = await buildSensor(db, a.id, site.id, { gatewayId: g.gateway.id });
  const eq = await buildEquipment(db, a.id, site.id);
  energy = await buildEnergySensor(db, a.id, site.id, { equipmentId: eq.id, gatewayId: g.gateway.id });
  otherSiteUuid = (await buildSensor(db, a.id, site2.id)).uuid;
  otherOrgUuid = (await buildSensor(db, b.id, siteB.id)).uuid;
  thermostat = await buildThermostat(db, a.id, site.id, eq.id, { gatewayId: g.gateway.id });
  const sibling = await buildGateway(db, a.id, site.id);
  siblingSensor = await buildSensor(db, a.id, site.id, { gatewayId: sibling.gateway.id });
  siblingThermostat = await buildThermostat(db, a.id, site.id, eq.id, { gatewayId: sibling.gateway.id });
  ownSensor = await buildSensor(db, a.id, site.id, { gatewayId: g.gateway.id });
  ownThermostat = await buildThermostat(db, a.id, site.id, eq.id, { gatewayId: g.gateway.id });
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = { 'x-api-key': apiKey }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/ingest/readings', headers, payload: payload as object });

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await t.database.query<T>(text, params);
  return row!;
}

const rollupTotals = (sensorId: number) =>
  one<{ s15: number; s1h: number; s1d: number; c15: number }>(
    `select (select sum(sum) from readings_15m where sensor_id = $1) as s15,
            (select sum(sum) from readings_1h where sensor_id = $1) as s1h,
            (select sum(sum) from readings_1d where sensor_id = $1) as s1d,
            (select sum(count)::int from readings_15m where sensor_id = $1) as c15`,
    [sensorId],
  );

describe('POST /api/v1/ingest/readings', () => {
  it('stores readings, rolls them up and moves last values forward', async () => {
    const readings = [0, 5, 10, 20].map((m, i) => ({
      sensor: energy.uuid,
      ts: iso(BASE + m * MIN),
      value: i + 1,
    }));
    const res = await post({ readings });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 4, duplicates: 0, rejected: 0, errors: [] });

    const r15 = await t.database.query<{
      bucket: Date;
      sum: number;
      count: number;
      last: number;
      min: number;
      max: number;
    }>('select bucket, sum, count, last, min, max from readings_15m where sensor_id = $1 order by bucket', [
      energy.id,
    ]);
    expect(r15.map((r) => [new Date(r.bucket).getTime(), r.sum, r.count, r.last, r.min, r.max])).toEqual([
      [BASE, 6, 3, 3, 1, 3],
      [BASE + 15 * MIN, 4, 1, 4, 4, 4],
    ]);
    expect(await rollupTotals(energy.id)).toMatchObject({ s15: 10, s1h: 10, s1d: 10, c15: 4 });

    // The daily bucket starts at local midnight of the site (America/New_York), not UTC midnight.
    const day = await one<{ local: string }>(
      `select to_char(bucket at time zone 'America/New_York', 'HH24:MI') as local from readings_1d where sensor_id = $1`,
      [energy.id],
    );
    expect(day.local).toBe('00:00');

    const sensor = await one<{ last_value: number; last_seen_at: Date }>(
      'select last_value, last_seen_at from sensors where id = $1',
      [energy.id],
    );
    expect(sensor.last_value).toBe(4);
    expect(new Date(sensor.last_seen_at).getTime()).toBe(BASE + 20 * MIN);
    const g = await one<{ last_seen_at: Date | null }>('select last_seen_at from gateways where id = $1', [
      gw.gatewayId,
    ]);
    expect(g.last_seen_at).not.toBeNull();
  });

  it('is idempotent: the same batch again changes nothing', async () => {
    const readings = [1, 2, 3].map((m) => ({
      sensor: temp.uuid,
      ts: BASE + 2 * HOUR + m * MIN,
      value: m * 1.5,
    }));
    const first = await post({ readings });
    expect(first.json()).toMatchObject({ accepted: 3, duplicates: 0 });
    const before = await rollupTotals(temp.id);
    const second = await post({ readings });
    expect(second.json()).toEqual({ accepted: 0, duplicates: 3, rejected: 0, errors: [] });
    expect(await rollupTotals(temp.id)).toEqual(before);
  });

  it('counts a reading repeated within one batch once, whatever timestamp format it uses', async () => {
    const ms = BASE + 5 * HOUR;
    const res = await post({
      readings: [
        { sensor: temp.uuid, ts: iso(ms), value: 7 },
        { sensor: temp.uuid, ts: ms, value: 7 },
        { sensor: temp.uuid, ts: ms / 1000, value: 8 },
        { sensor: temp.uuid, ts: String(ms / 1000), value: '9' },
      ],
    });
    expect(res.json()).toMatchObject({ accepted: 1, duplicates: 3, rejected: 0 });
    const r = await one<{ sum: number; count: number }>(
      'select sum, count from readings_1h where sensor_id = $1 and bucket = $2',
      [temp.id, iso(ms)],
    );
    expect(r).toEqual({ sum: 7, count: 1 });
  });

  it('reports each bad reading and stores the good ones', async () => {
    const ok = BASE + 7 * HOUR;
    const res = await post({
      readings: [
        { sensor: temp.uuid, ts: ok, value: 20 },
        { sensor: 'no-such-sensor', ts: ok, value: 1 },
        { sensor: temp.uuid, ts: ok + MIN, value: null },
        { sensor: temp.uuid, ts: ok + 2 * MIN, value: 'NaN' },
        { sensor: temp.uuid, ts: ok + 3 * MIN, value: 'abc' },
        { sensor: temp.uuid, ts: ok + 4 * MIN, value: 'Infinity' },
        { sensor: temp.uuid, ts: ok + 5 * MIN, value: 2e12 },
        { sensor: temp.uuid, ts: Date.now() + 10 * MIN, value: 1 },
        { sensor: temp.uuid, ts: '1999-12-31T23:59:59Z', value: 1 },
        { sensor: temp.uuid, ts: 'yesterday', value: 1 },
        { sensor: otherSiteUuid, ts: ok, value: 1 },
        { sensor: otherOrgUuid, ts: ok, value: 1 },
        { sensor: temp.uuid, ts: ok + 6 * MIN, value: '21.5' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ accepted: 2, duplicates: 0, rejected: 11 });
    expect(body.errors.map((e: { index: number }) => e.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(body.errors[0]).toEqual({
      kind: 'reading',
      index: 1,
      sensor: 'no-such-sensor',
      error: 'unknown sensor for this gateway',
    });
    expect(body.errors[6].error).toMatch(/future/);
    expect(body.errors[7].error).toMatch(/2000/);
    expect(body.errors[9].error).toMatch(/unknown sensor/);
  });

  it('refuses only the readings and samples holding NUL and stores the rest of the batch', async () => {
    const ok = BASE + 9 * HOUR;
    const res = await post({
      readings: [
        { sensor: temp.uuid, ts: ok, value: 20 },
        { sensor: `${temp.uuid}\u0000`, ts: ok + MIN, value: 21 },
        { sensor: temp.uuid, ts: `${iso(ok + 2 * MIN)}\u0000`, value: 22 },
        { sensor: temp.uuid, ts: ok + 3 * MIN, value: '23\u0000' },
        { sensor: temp.uuid, ts: ok + 4 * MIN, value: 24 },
      ],
      thermostats: [
        { thermostat: `\u0000${thermostat.uuid}`, ts: ok, online: true },
        { thermostat: thermostat.uuid, ts: ok + MIN, online: true, workingMode: 'eco\u0000' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ accepted: 2, duplicates: 0, rejected: 5 });
    expect(body.errors.map((e: { kind: string; index: number }) => `${e.kind}${e.index}`)).toEqual([
      'reading1',
      'reading2',
      'reading3',
      'thermostat0',
      'thermostat1',
    ]);
    for (const e of body.errors) expect(e.error).toMatch(/NUL/);
    const stored = await t.database.query<{ value: number }>(
      'select value from readings where sensor_id = $1 and ts >= $2 and ts < $3 order by ts',
      [temp.id, iso(ok), iso(ok + HOUR)],
    );
    expect(stored.map((r) => Number(r.value))).toEqual([20, 24]);
  });

  it("refuses, per item, readings and samples for another gateway's devices at the same site", async () => {
    const ts = BASE + 20 * HOUR;
    const res = await post({
      readings: [
        { sensor: ownSensor.uuid, ts, value: 20 },
        { sensor: siblingSensor.uuid, ts, value: 99 },
      ],
      thermostats: [
        { thermostat: siblingThermostat.uuid, ts, online: true, temperature: 40 },
        { thermostat: ownThermostat.uuid, ts, online: true, temperature: 21 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2, duplicates: 0, rejected: 2 });
    expect(res.json().errors).toEqual([
      { kind: 'reading', index: 1, sensor: siblingSensor.uuid, error: 'unknown sensor for this gateway' },
      {
        kind: 'thermostat',
        index: 0,
        sensor: siblingThermostat.uuid,
        error: 'unknown thermostat for this gateway',
      },
    ]);
    const stored = await one<{ n: number }>('select count(*)::int as n from readings where sensor_id = $1', [
      siblingSensor.id,
    ]);
    expect(stored.n).toBe(0);
    const samples = await one<{ n: number }>(
      'select count(*)::int as n from thermostat_status where thermostat_id = $1',
      [siblingThermostat.id],
    );
    expect(samples.n).toBe(0);
  });

  it('keeps the newest value on the sensor when an older reading arrives later', async () => {
    const newest = BASE + 10 * HOUR;
    await post({ readings: [{ sensor: temp.uuid, ts: newest, value: 30 }] });
    await post({ readings: [{ sensor: temp.uuid, ts: newest - HOUR, value: 10 }] });
    const s = await one<{ last_value: number }>('select last_value from sensors where id = $1', [temp.id]);
    expect(s.last_value).toBe(30);
  });

  it('stores thermostat samples and updates the thermostat only with newer ones', async () => {
    const ts = BASE + 12 * HOUR;
    const sample = {
      thermostat: thermostat.uuid,
      online: true,
      mode: 'cooling',
      temperature: 23.5,
      coolSetPoint: 22,
    };
    const res = await post({
      thermostats: [
        { ...sample, ts },
        { ...sample, ts: ts - HOUR, mode: 'heating', temperature: 19 },
        { ...sample, ts },
        { ...sample, thermostat: 'nope', ts },
      ],
    });
    expect(res.json()).toMatchObject({ accepted: 2, duplicates: 1, rejected: 1 });
    expect(res.json().errors[0]).toMatchObject({ kind: 'thermostat', index: 3, sensor: 'nope' });
    const row = await one<{ mode: string; temperature: number; cool_set_point: number; last_seen_at: Date }>(
      'select mode, temperature, cool_set_point, last_seen_at from thermostats where id = $1',
      [thermostat.id],
    );
    expect(row).toMatchObject({ mode: 'cooling', temperature: 23.5, cool_set_point: 22 });
    expect(new Date(row.last_seen_at).getTime()).toBe(ts);
    const n = await one<{ n: number }>(
      'select count(*)::int as n from thermostat_status where thermostat_id = $1',
      [thermostat.id],
    );
    expect(n.n).toBe(2);
  });

  it('is the same path for in-process callers (the simulator)', async () => {
    const ts = BASE + 14 * HOUR;
    const r = await t.app.services.telemetry.ingest(gw, {
      readings: [{ sensor: energy.uuid, ts, value: 0.5 }],
      thermostats: [],
    });
    expect(r).toEqual({ accepted: 1, duplicates: 0, rejected: 0, errors: [] });
  });

  it('answers 401 without a key or with a wrong one, before looking at the body', async () => {
    const body = { readings: [] };
    const none = await post(body, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/API key/);
    const wrongSecret = apiKey.replace(/_[^_]+$/, '_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    for (const key of [wrongSecret, 'gw_000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'not-a-key']) {
      const res = await post(body, { 'x-api-key': key });
      expect(res.statusCode, key).toBe(401);
    }
    expect((await post('{not json', {})).statusCode).toBe(401);
    const bearer = await post(body, { authorization: `ApiKey ${apiKey}` });
    expect(bearer.statusCode).toBe(200);
  });

  it('answers 400 with a message for a malformed batch', async () => {
    const bad = [
      { readings: 'nope' },
      { readings: [{ sensor: temp.uuid, value: 1 }] },
      { readings: [{ sensor: '', ts: 1, value: 1 }] },
      { readings: [{ sensor: temp.uuid, ts: true, value: 1 }] },
      { readings: Array.from({ length: 5001 }, () => ({ sensor: temp.uuid, ts: BASE, value: 1 })) },
      { thermostats: [{ thermostat: thermostat.uuid, ts: BASE }] },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body/);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/readings',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      payload: '{"readings": [',
    });
    expect(text.statusCode).toBe(400);
  });

  it('never answers 5xx, whatever the body', async () => {
    const value = fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer(), fc.boolean());
    const reading = fc.record({
      sensor: fc.oneof(fc.constant(temp.uuid), fc.string()),
      ts: fc.oneof(
        fc.double(),
        fc.string(),
        fc.integer(),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      value,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything(), fc.record({ readings: fc.array(reading, { maxLength: 20 }) })),
        async (body) => {
          const res = await post(body === undefined ? {} : body);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
