import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsFixture,
  addHvacFixture,
  buildAnalyticsFixture,
  type HvacFixtureSite,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { insertThermostatSamples, type ThermostatColumns } from '../../telemetry/ingest.repository';
import { thermostatDays } from './thermostat-day-cache';
import { WARM_DAYS, warmThermostatDays } from './thermostat-day-warmup';
import { computeThermostatDays } from './thermostat-days-sql';

// The one-pass form of the thermostat days (bench/performance: many thermostats) must give exactly the
// rows of the per-thermostat form, on the fixture's zones (London, Sydney, Kolkata …) and its DST day;
// kept days (thermostat_days) must give exactly the computed ones, and go stale when they should.

let t: TestContext;
let f: AnalyticsFixture;
let hvac: Record<'london' | 'kolkata', HvacFixtureSite>;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  hvac = await addHvacFixture(t, f);
}, 240_000);
afterAll(async () => t?.close());

const period = () => ({
  orgId: f.orgId,
  siteIds: Object.values(f.sites).map((s) => s.id),
  from: '2025-10-19',
  to: '2025-10-27',
});
const keptCount = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from thermostat_days'))[0]!.n;

/** One online sample of a thermostat, through the ingestion path's statement. */
async function storeSample(
  thermostatId: number,
  ts: string,
  temperature: number,
  more: Partial<ThermostatColumns> = {},
) {
  const one = <T>(v: T) => [v];
  const columns: ThermostatColumns = {
    thermostatIds: [thermostatId],
    ts: [ts],
    online: [true],
    mode: one('auto'),
    workingMode: one('SCHEDULE'),
    fanMode: one(null),
    temperature: [temperature],
    coolSetPoint: [24],
    heatSetPoint: [20],
    fanRunning: one(null),
    coolingStage1Running: [false],
    coolingStage2Running: [false],
    heatingStage1Running: [false],
    heatingStage2Running: [false],
    localAdjustmentOverride: one(null),
    timetableActiveState: one(null),
    setPointDeviation: one(null),
    maintenanceState: one(null),
    tempUnits: one('C'),
    ...more,
  };
  await t.database.db.transaction((tx) => insertThermostatSamples(tx, f.orgId, columns));
}

describe('thermostat days', () => {
  it('the one-pass and per-thermostat forms agree row for row over every fixture site', async () => {
    const narrow = await computeThermostatDays(t.database, { ...period(), wide: false });
    const wide = await computeThermostatDays(t.database, { ...period(), wide: true });
    expect(narrow.length).toBeGreaterThan(0);
    expect(wide).toEqual(narrow);
  });

  it('a day computed alone equals the same day within the period', async () => {
    const all = await computeThermostatDays(t.database, { ...period(), wide: false });
    for (const day of ['2025-10-22', '2025-10-26']) {
      const alone = await computeThermostatDays(t.database, { ...period(), from: day, to: day, wide: false });
      expect(alone.length).toBeGreaterThan(0);
      expect(alone).toEqual(all.filter((r) => r.day === day));
    }
  });

  it('keeps complete days on first use and reads them back unchanged', async () => {
    const computed = await computeThermostatDays(t.database, { ...period(), wide: false });
    expect(await keptCount()).toBe(0);
    expect(await thermostatDays(t.database, period())).toEqual(computed);
    // Every thermostat of the organisation, every day of the period: with samples or without (null).
    const thermostats = new Set(computed.map((r) => r.thermostatId)).size;
    expect(await keptCount()).toBe(thermostats * 9);
    expect(await thermostatDays(t.database, period())).toEqual(computed);

    // The second answer comes from the kept rows: a marked kept figure shows.
    const { thermostatId } = hvac.london;
    await t.database.query(
      `update thermostat_days set figures = jsonb_set(figures, '{observedH}', '99') where thermostat_id = $1 and day = '2025-10-22'`,
      [thermostatId],
    );
    const marked = await thermostatDays(t.database, { ...period(), thermostatIds: [thermostatId] });
    expect(marked.find((r) => r.day === '2025-10-22')?.observedH).toBe(99);
    const original = computed.find(
      (r) => r.thermostatId === thermostatId && r.day === '2025-10-22',
    )!.observedH;
    await t.database.query(
      `update thermostat_days set figures = jsonb_set(figures, '{observedH}', $2::text::jsonb) where thermostat_id = $1 and day = '2025-10-22'`,
      [thermostatId, JSON.stringify(original)],
    );
  });

  it('a late sample makes its day and the later ones of its thermostat stale; they are computed again', async () => {
    const { thermostatId } = hvac.london;
    const before = await t.database.query<{ day: string }>(
      'select day::text as day from thermostat_days where thermostat_id = $1 order by day',
      [thermostatId],
    );
    expect(before.length).toBe(9);
    const compute = () => computeThermostatDays(t.database, { ...period(), wide: false });
    const day24 = (rows: Awaited<ReturnType<typeof compute>>) =>
      rows.find((r) => r.thermostatId === thermostatId && r.day === '2025-10-24');
    const samplesBefore = day24(await compute())!.samples;
    // 23:02 London time on the 24th (BST, UTC+1): a sample between two stored five-minute samples.
    await storeSample(thermostatId, '2025-10-24T22:02:00Z', 30);
    const after = await t.database.query<{ day: string }>(
      'select day::text as day from thermostat_days where thermostat_id = $1 order by day',
      [thermostatId],
    );
    expect(after.map((r) => r.day)).toEqual([
      '2025-10-19',
      '2025-10-20',
      '2025-10-21',
      '2025-10-22',
      '2025-10-23',
    ]);

    const recomputed = await compute();
    expect(day24(recomputed)!.samples).toBe(samplesBefore + 1);
    expect(await thermostatDays(t.database, period())).toEqual(recomputed);
    expect(await keptCount()).toBe(new Set(recomputed.map((r) => r.thermostatId)).size * 9);
  });

  it('new opening hours make the kept days of the site stale', async () => {
    const site = f.sites.london;
    const { thermostatId } = hvac.london;
    const occupied = (rows: Awaited<ReturnType<typeof thermostatDays>>) =>
      rows.filter((r) => r.thermostatId === thermostatId).reduce((h, r) => h + r.occTempW, 0);
    const before = occupied(await thermostatDays(t.database, period()));
    // Open around the clock from now on: every hour of every day is occupied.
    await t.database.query(`update sites set operating_hours = null where id = $1`, [site.id]);
    const computed = await computeThermostatDays(t.database, { ...period(), wide: false });
    const now = await thermostatDays(t.database, period());
    expect(now).toEqual(computed);
    expect(occupied(now)).toBeGreaterThan(before);
  });

  it('the warm-up keeps the last two weeks of a thermostat heard from lately, once', async () => {
    const { thermostatId } = hvac.london;
    const [row] = await t.database.query<{ yesterday: string }>(
      `select ((now() at time zone 'Europe/London')::date - 1)::text as yesterday`,
    );
    const yesterday = row!.yesterday;
    // Heard from a day ago: the fixture's other thermostats were last heard from in 2025.
    await storeSample(thermostatId, new Date(Date.now() - 86_400_000).toISOString(), 21);
    expect(await warmThermostatDays(t.database)).toEqual([f.orgId]);
    const kept = await t.database.query<{ day: string; figures: { samples: number } | null }>(
      `select day::text as day, figures from thermostat_days
        where thermostat_id = $1 and day > $2::date - $3::int order by day`,
      [thermostatId, yesterday, WARM_DAYS],
    );
    expect(kept.length).toBe(WARM_DAYS);
    expect(kept.at(-1)).toEqual({ day: yesterday, figures: expect.objectContaining({ samples: 1 }) });
    expect(kept.slice(0, -1).every((k) => k.figures === null)).toBe(true);
    expect(await warmThermostatDays(t.database)).toEqual([]);
  });

  it("a heat pump's defrost is not cooling (G-053); a thermostat turned heat pump is computed again", async () => {
    const { thermostatId } = hvac.london;
    // Cooling while in heating mode below the heat set point, with the auxiliary heat on: a defrost.
    for (const minute of ['00', '05', '10'])
      await storeSample(thermostatId, `2025-10-28T10:${minute}:00Z`, 19.5, {
        mode: ['heating'],
        coolingStage1Running: [true],
        heatingStage2Running: [true],
      });
    const day = { ...period(), from: '2025-10-28', to: '2025-10-28', thermostatIds: [thermostatId] };
    const [before] = await thermostatDays(t.database, day);
    expect(before!.coolH).toBeCloseTo(25 / 60, 6);
    expect(before!.heatH).toBeCloseTo(25 / 60, 6);
    await t.database.query('update thermostats set heat_pump = true where id = $1', [thermostatId]);
    const [after] = await thermostatDays(t.database, day);
    expect(after!.coolH).toBe(0);
    expect(after!.coolN).toBe(0);
    expect(after!.heatH).toBeCloseTo(25 / 60, 6);
    expect([after]).toEqual(await computeThermostatDays(t.database, { ...day, wide: false }));
  });
});
