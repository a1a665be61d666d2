import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../../test/factories';
import { bucketStartSql } from './rollup-table';
import type { GatewayPrincipal } from './telemetry.types';

let t: TestContext;
const gateways: { gw: GatewayPrincipal; uuids: string[] }[] = [];

// Four days around the US daylight-saving change of 2026-03-08, for a site in New York (23-hour day)
// and one in Kolkata (local midnight at 18:30 UTC). `now` is fixed so no reading is "in the future".
const START = Date.parse('2026-03-06T00:00:00Z');
const END = Date.parse('2026-03-10T00:00:00Z');
const NOW = new Date('2026-03-11T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  for (const timeZone of ['America/New_York', 'Asia/Kolkata']) {
    const site = await buildSite(db, org.id, { timeZone });
    const { gateway } = await buildGateway(db, org.id, site.id);
    const uuids: string[] = [];
    for (let i = 0; i < 3; i++)
      uuids.push((await buildSensor(db, org.id, site.id, { gatewayId: gateway.id })).uuid);
    gateways.push({ gw: { gatewayId: gateway.id, orgId: org.id, siteId: site.id }, uuids });
  }
});
afterAll(() => t.close());

interface Agg {
  sensor_id: number;
  b: string;
  sum: number;
  min: number;
  max: number;
  count: number;
  last: number;
}

/** The rollup table's rows next to the same aggregates computed from the raw readings. */
async function compare(table: string, agg: '15m' | '1h' | '1d') {
  const expected = await t.database.query<Agg>(
    `select r.sensor_id, ${bucketStartSql(agg, 'r.ts', 'st.time_zone')}::text as b, sum(r.value) as sum,
            min(r.value) as min, max(r.value) as max, count(*)::int as count,
            (array_agg(r.value order by r.ts desc))[1] as last
       from readings r join sensors s on s.id = r.sensor_id join sites st on st.id = s.site_id
      group by 1, 2 order by 1, 2`,
  );
  const actual = await t.database.query<Agg>(
    `select sensor_id, bucket::text as b, sum, min, max, count, last from ${table} order by 1, 2`,
  );
  expect(actual.map((r) => [r.sensor_id, r.b, r.count, r.min, r.max, r.last])).toEqual(
    expected.map((r) => [r.sensor_id, r.b, r.count, r.min, r.max, r.last]),
  );
  // Sums are added up in a different order: equal up to floating-point rounding.
  for (const [i, r] of actual.entries()) expect(r.sum).toBeCloseTo(expected[i]!.sum, 6);
}

const reading = fc.record({
  site: fc.integer({ min: 0, max: 1 }),
  sensor: fc.integer({ min: 0, max: 2 }),
  ts: fc.integer({ min: START, max: END - 1 }),
  value: fc.oneof(fc.integer({ min: -500, max: 5000 }), fc.double({ min: -1e4, max: 1e4, noNaN: true })),
});

describe('rollups', () => {
  it('equal the aggregates of the raw readings they summarise, however batches split and repeat', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(reading, { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async (items, batches, resend) => {
          await t.database.query('truncate readings, readings_15m, readings_1h, readings_1d');
          const size = Math.ceil(items.length / batches);
          const sent: Promise<unknown>[] = [];
          for (const site of [0, 1]) {
            const mine = items.filter((r) => r.site === site);
            const { gw, uuids } = gateways[site]!;
            const toBatch = (rs: typeof items) => ({
              readings: rs.map((r) => ({ sensor: uuids[r.sensor]!, ts: r.ts, value: r.value })),
              thermostats: [],
            });
            for (let i = 0; i < mine.length; i += size) {
              // Concurrent batches of one site: the rollup upserts must still add up.
              sent.push(t.app.services.telemetry.ingest(gw, toBatch(mine.slice(i, i + size)), NOW));
            }
            await Promise.all(sent);
            if (resend && mine.length) {
              const again = await t.app.services.telemetry.ingest(gw, toBatch(mine), NOW);
              expect(again.accepted).toBe(0);
            }
          }
          await compare('readings_15m', '15m');
          await compare('readings_1h', '1h');
          await compare('readings_1d', '1d');
        },
      ),
      { numRuns: 15 },
    );
  });
});
