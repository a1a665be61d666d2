import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite, buildUser } from '../../test/factories';
import {
  buildEnergySensor,
  buildEquipment,
  buildRollupRows,
  TEST_GROUP,
  TEST_TYPE,
} from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let site: { id: number };

const HOUR = 3_600_000;
/** A whole hour two days ago: inside the 15-minute retention, so the dashboard reads that rollup. */
const H0 = Math.floor((Date.now() - 2 * 24 * HOUR) / HOUR) * HOUR;
const quarters = (kwh: number) =>
  Array.from({ length: 4 }, (_, i) => ({ bucket: H0 + i * 15 * 60_000, values: [kwh] }));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  site = await buildSite(db, org.id, { timeZone: 'UTC' });
  const elsewhere = await buildSite(db, org.id, { timeZone: 'UTC' });
  const cooler = await buildEquipment(db, org.id, site.id, { groupId: TEST_GROUP.id, typeId: TEST_TYPE.id });
  // The site's own sub-meter: 1 kWh per quarter.
  const own = await buildEnergySensor(db, org.id, site.id, { equipmentId: cooler.id });
  await buildRollupRows(db, 'readings_15m', own, quarters(1));
  // A meter of another site on equipment of the same category (here the very same equipment row):
  // the other site's energy, so it must not count in this site's breakdowns.
  const foreign = await buildEnergySensor(db, org.id, elsewhere.id, { equipmentId: cooler.id });
  await buildRollupRows(db, 'readings_15m', foreign, quarters(5));
  admin = await t.login((await buildUser(db, org.id)).email);
});
afterAll(() => t.close());

describe('site energy dashboard breakdowns', () => {
  it("count only the site's own sub-meters, so they add up to the site's total", async () => {
    const res = await t.app.inject({
      url: `/timeseries/energy/site/${site.id}/dashboard?from=${H0 / 1000}&to=${(H0 + HOUR) / 1000}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalKwh).toBe(4);
    expect(body.byEquipmentGroup).toEqual([{ groupId: TEST_GROUP.id, title: TEST_GROUP.title, kwh: 4 }]);
    expect(body.byEquipmentType).toEqual([{ typeId: TEST_TYPE.id, title: TEST_TYPE.title, kwh: 4 }]);
  });
});

describe('site energy by category (equipment group and type series)', () => {
  it("sum only the site's own sub-meters: another site's meter on the same equipment is not counted", async () => {
    for (const path of [`equipment-group/${TEST_GROUP.id}`, `equipment-type/${TEST_TYPE.id}`]) {
      const res = await t.app.inject({
        url: `/timeseries/energy/site/${site.id}/${path}/series?from=${H0 / 1000}&to=${(H0 + HOUR) / 1000}&agg=15m`,
        headers: admin,
      });
      expect(res.statusCode, path).toBe(200);
      // 1 kWh per quarter (4 kW) from the own meter; with the other site's meter it would be 6 kWh.
      expect(res.json().readings, path).toEqual(
        quarters(1).map((q) => ({ timestamp: q.bucket / 1000, power: 4, energy: 1 })),
      );
    }
  });
});
