import { dayInZone } from '@sw/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';
import { buildOrg, buildSite } from '../../../test/factories';
import { buildEnergySensor, buildEquipment } from '../../../test/telemetry-factories';
import { siteMonths } from '../energy/site-energy.repository';
import { addDays, sitePeriod } from './noh';
import { equipmentSplits, siteDaySplits } from './noh.repository';

// The whole-month reads of noh.repository.ts (one energy_month_split row per sensor and month, less
// what a cutoff takes out; single-sensor groups summed without grouping), and the annual reports'
// site months, against the day rows they
// stand for, on random day rows: sites in a half-hour zone and in New York, a site with a main meter
// and one with sub-meters only, equipment with one ENERGY sensor and with two. Days drop out per site
// and per sensor, some rows carry no readings, and rows exist on and after the local today.

const WINDOW_FROM = '2026-01-20';
const WINDOW_DAYS = 85; // to 14 April
const windowDay = (i: number) => addDays(WINDOW_FROM, i);

interface Fixture {
  orgId: number;
  /** Another organisation's main meter, given the same rows as Adelaide's (never read for `orgId`). */
  foreignMeter: number;
  foreignOrgId: number;
  sites: { id: number; tz: string; sensors: number[] }[];
  equipment: { id: number; siteId: number; tz: string; sensors: number[] }[];
}

let db: Database;
let fx: Fixture;

beforeAll(async () => {
  db = await createTestDatabase();
  const orgId = (await buildOrg(db.db)).id;
  const adelaide = await buildSite(db.db, orgId, { title: 'Adelaide', timeZone: 'Australia/Adelaide' });
  const newYork = await buildSite(db.db, orgId, { title: 'New York', timeZone: 'America/New_York' });
  const main = await buildEnergySensor(db.db, orgId, adelaide.id, { main: true });
  const sensorsOf = async (siteId: number, count: number) => {
    const e = await buildEquipment(db.db, orgId, siteId);
    const ids: number[] = [];
    for (let i = 0; i < count; i++)
      ids.push((await buildEnergySensor(db.db, orgId, siteId, { equipmentId: e.id })).id);
    return { id: e.id, sensors: ids };
  };
  const a1 = await sensorsOf(adelaide.id, 1);
  const a2 = await sensorsOf(adelaide.id, 2);
  const n1 = await sensorsOf(newYork.id, 1);
  const n2 = await sensorsOf(newYork.id, 1);
  const otherOrgId = (await buildOrg(db.db)).id;
  const otherSite = await buildSite(db.db, otherOrgId, { timeZone: 'Australia/Adelaide' });
  const foreign = await buildEnergySensor(db.db, otherOrgId, otherSite.id, { main: true });
  fx = {
    orgId,
    foreignMeter: foreign.id,
    foreignOrgId: otherOrgId,
    sites: [
      { id: adelaide.id, tz: 'Australia/Adelaide', sensors: [main.id] },
      // No main meter: the site is the sum of its sub-meters.
      { id: newYork.id, tz: 'America/New_York', sensors: [...n1.sensors, ...n2.sensors] },
    ],
    equipment: [
      { ...a1, siteId: adelaide.id, tz: 'Australia/Adelaide' },
      { ...a2, siteId: adelaide.id, tz: 'Australia/Adelaide' },
      { ...n1, siteId: newYork.id, tz: 'America/New_York' },
      { ...n2, siteId: newYork.id, tz: 'America/New_York' },
    ],
  };
}, 60_000);
afterAll(() => db?.close());

interface DayRow {
  sensorId: number;
  day: string;
  opKwh: number;
  nohKwh: number;
  opCount: number;
  nohCount: number;
  opHours: number;
  dayHours: number;
}

/** Per site and window day: present, and its hours; per sensor and day: dropped out, readings, kWh. */
const daysArb = fc.record({
  siteDays: fc.array(
    fc.array(
      fc.record({
        present: fc.double({ min: 0, max: 1, noNaN: true }),
        opHours: fc.integer({ min: 0, max: 15 }),
        dayHours: fc.constantFrom(24, 24, 24, 23, 25),
      }),
      { minLength: WINDOW_DAYS, maxLength: WINDOW_DAYS },
    ),
    { minLength: 2, maxLength: 2 },
  ),
  sensorDays: fc.array(
    fc.array(
      fc.record({
        dropped: fc.double({ min: 0, max: 1, noNaN: true }),
        empty: fc.double({ min: 0, max: 1, noNaN: true }),
        op: fc.integer({ min: 0, max: 400 }),
        noh: fc.integer({ min: 0, max: 400 }),
      }),
      { minLength: WINDOW_DAYS, maxLength: WINDOW_DAYS },
    ),
    { minLength: 6, maxLength: 6 },
  ),
  // A sensor may start reporting within the window, and report nothing (empty rows) for a month.
  sensors: fc.array(
    fc.record({
      starts: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: WINDOW_DAYS - 1 })),
      deadMonth: fc.option(fc.constantFrom('2026-01', '2026-02', '2026-03'), { freq: 3 }),
    }),
    { minLength: 6, maxLength: 6 },
  ),
  // How often whole site days are missing, and sensor days dropped: from none to many.
  siteGap: fc.constantFrom(0, 0.05, 0.3),
  sensorGap: fc.constantFrom(0, 0.01, 0.05),
});

/**
 * Periods starting on a month's first or within a month, ending anywhere; `now` mostly inside them,
 * or on the day a sensor starts (its month then has data only from the local today on).
 */
const queryArb = fc.record({
  from: fc.oneof(fc.constantFrom(12, 40), fc.integer({ min: 0, max: 60 })),
  length: fc.oneof(fc.constantFrom(27, 58), fc.integer({ min: 0, max: 70 })),
  nowAfterFrom: fc.oneof(fc.integer({ min: 0, max: 75 }), fc.constant(200)),
  nowAtSensorStart: fc.option(fc.integer({ min: 0, max: 5 }), { freq: 2 }),
  nowHour: fc.integer({ min: 0, max: 23 }),
  cuts: fc.array(fc.integer({ min: 0, max: WINDOW_DAYS - 1 }), { maxLength: 2 }),
});

function queryOf(q: typeof queryArb extends fc.Arbitrary<infer T> ? T : never, d: Days) {
  const from = windowDay(q.from);
  const to = windowDay(Math.min(WINDOW_DAYS - 1, q.from + q.length));
  const nowDay =
    q.nowAtSensorStart === null ? q.from + q.nowAfterFrom : d.sensors[q.nowAtSensorStart]!.starts;
  const now = new Date(`${windowDay(nowDay)}T${String(q.nowHour).padStart(2, '0')}:00:00Z`);
  const cuts = [...new Set(q.cuts.map(windowDay))].filter((c) => c > from && c <= to).sort();
  return { from, to, now, cuts };
}

type Days = typeof daysArb extends fc.Arbitrary<infer T> ? T : never;

function build(d: Days): DayRow[] {
  const rows: DayRow[] = [];
  let k = 0;
  fx.sites.forEach((site, si) => {
    const sensors = [
      ...site.sensors,
      ...fx.equipment.filter((e) => e.siteId === site.id).flatMap((e) => e.sensors),
    ];
    for (const sensorId of [...new Set(sensors)]) {
      const days = d.sensorDays[k]!;
      const sensor = d.sensors[k++]!;
      for (let i = sensor.starts; i < WINDOW_DAYS; i++) {
        const sd = d.siteDays[si]![i]!;
        const x = days[i]!;
        if (sd.present < d.siteGap || x.dropped < d.sensorGap) continue;
        const empty = x.empty < 0.04 || windowDay(i).startsWith(`${sensor.deadMonth}-`);
        rows.push({
          sensorId,
          day: windowDay(i),
          opKwh: empty ? 0 : x.op / 4,
          nohKwh: empty ? 0 : x.noh / 4,
          opCount: empty ? 0 : 4 * sd.opHours,
          nohCount: empty ? 0 : 4 * (sd.dayHours - sd.opHours),
          opHours: sd.opHours,
          dayHours: sd.dayHours,
        });
      }
    }
  });
  return rows;
}

async function store(ours: DayRow[]) {
  const main = fx.sites[0]!.sensors[0]!;
  const foreign = ours.filter((r) => r.sensorId === main).map((r) => ({ ...r, sensorId: fx.foreignMeter }));
  const rows = [...ours, ...foreign];
  await db.query('delete from energy_day_split');
  await db.query(
    `insert into energy_day_split (sensor_id, day, org_id, op_kwh, noh_kwh, op_count, noh_count, op_hours, day_hours)
     select * from unnest($1::int[], $2::date[], $3::int[], $4::float8[], $5::float8[], $6::int[], $7::int[],
                          $8::float8[], $9::float8[])`,
    [
      rows.map((r) => r.sensorId),
      rows.map((r) => r.day),
      rows.map((r) => (r.sensorId === fx.foreignMeter ? fx.foreignOrgId : fx.orgId)),
      rows.map((r) => r.opKwh),
      rows.map((r) => r.nohKwh),
      rows.map((r) => r.opCount),
      rows.map((r) => r.nohCount),
      rows.map((r) => r.opHours),
      rows.map((r) => r.dayHours),
    ],
  );
}

/** The pieces a caller sums: from `from` (or a cut, or a month's first) to the day before the next. */
function periods(from: string, to: string, cuts: string[]): [string, string][] {
  const edges = new Set([from, addDays(to, 1), ...cuts]);
  for (let d = from; d <= to; d = addDays(d, 1)) if (d.endsWith('-01')) edges.add(d);
  const sorted = [...edges].sort();
  const out: [string, string][] = [[from, to]];
  for (let i = 0; i + 1 < sorted.length; i++) out.push([sorted[i]!, addDays(sorted[i + 1]!, -1)]);
  return out;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));

describe('whole-month split reads equal the day rows they stand for', () => {
  it('site periods, site months and equipment totals, on random day rows, periods, cuts and instants', async () => {
    await fc.assert(
      fc.asyncProperty(daysArb, queryArb, async (d, query) => {
        const q = queryOf(query, d);
        const rows = build(d);
        await store(rows);
        const siteIds = fx.sites.map((s) => s.id);
        const range = { orgId: fx.orgId, siteIds, from: q.from, to: q.to };
        const byDay = await siteDaySplits(db, range);
        const byMonth = await siteDaySplits(db, { ...range, wholeMonths: { cuts: q.cuts, now: q.now } });
        // No site list: every site of the organisation, and of no other.
        const sorted = (r: { siteId: number; day: string }[]) =>
          [...r].sort((a, b) => a.siteId - b.siteId || a.day.localeCompare(b.day));
        const all = { ...range, siteIds: null, wholeMonths: { cuts: q.cuts, now: q.now } };
        expect(sorted(await siteDaySplits(db, all))).toEqual(sorted(byMonth));
        for (const site of fx.sites) {
          const today = dayInZone(q.now, site.tz);
          const days = byDay.filter((r) => r.siteId === site.id);
          const months = byMonth.filter((r) => r.siteId === site.id);
          for (const [from, to] of periods(q.from, q.to, q.cuts)) {
            const a = sitePeriod(days, from, to, today);
            const b = sitePeriod(months, from, to, today);
            expect({ ...b, split: undefined }).toEqual({ ...a, split: undefined });
            for (const k of ['opKwh', 'nohKwh', 'opHours', 'nohHours'] as const)
              expect(close(b.split[k], a.split[k]), `${site.tz} ${from}…${to} ${k}`).toBe(true);
          }
        }
        // Site months (the annual reports): kWh of the sources' rows, days on which every source reported.
        const monthRange = { orgId: fx.orgId, from: '2026-02-01', to: '2026-04-01' };
        const months = await siteMonths(db, { ...monthRange, siteIds });
        const bySite = (r: { siteId: number; month: string }[]) =>
          [...r].sort((a, b) => a.siteId - b.siteId || a.month.localeCompare(b.month));
        expect(bySite(await siteMonths(db, { ...monthRange, siteIds: null }))).toEqual(bySite(months));
        for (const site of fx.sites)
          for (const month of ['2026-02', '2026-03']) {
            const rs = rows.filter((r) => site.sensors.includes(r.sensorId) && r.day.startsWith(`${month}-`));
            const reported = (day: string) =>
              site.sensors.every((x) =>
                rs.some((r) => r.sensorId === x && r.day === day && r.opCount + r.nohCount > 0),
              );
            const got = months.find((m) => m.siteId === site.id && m.month === month);
            if (!rs.some((r) => r.opCount + r.nohCount > 0)) {
              expect(got, `${site.tz} ${month}`).toBeUndefined();
              continue;
            }
            const kwh = rs.reduce((a, r) => a + r.opKwh + r.nohKwh, 0);
            expect(close(got!.kwh, kwh), `${site.tz} ${month} kWh ${got!.kwh} vs ${kwh}`).toBe(true);
            expect(got!.coveredDays, `${site.tz} ${month} days`).toBe(
              new Set(rs.map((r) => r.day).filter(reported)).size,
            );
          }
        // Equipment: the days [from, to] ended at `now` on which every one of its sensors reported.
        const eqRange = { orgId: fx.orgId, from: q.from, to: q.to, now: q.now };
        const actual = await equipmentSplits(db, { ...eqRange, siteIds });
        expect(await equipmentSplits(db, { ...eqRange, siteIds: null })).toEqual(actual);
        const bySensorDay = new Map(rows.map((r) => [`${r.sensorId} ${r.day}`, r]));
        for (const e of fx.equipment) {
          const today = dayInZone(q.now, e.tz);
          const want = { opKwh: 0, nohKwh: 0, opHours: 0, nohHours: 0, days: 0 };
          for (let day = q.from; day <= q.to && day < today; day = addDays(day, 1)) {
            const rs = e.sensors.map((s) => bySensorDay.get(`${s} ${day}`));
            if (!rs.every((r) => r && r.opCount + r.nohCount > 0)) continue;
            for (const r of rs) {
              want.opKwh += r!.opKwh;
              want.nohKwh += r!.nohKwh;
            }
            want.opHours += rs[0]!.opHours;
            want.nohHours += rs[0]!.dayHours - rs[0]!.opHours;
            want.days += 1;
          }
          const got = actual.find((x) => x.equipmentId === e.id)!;
          expect(got.days, `equipment ${e.id} days`).toBe(want.days);
          for (const k of ['opKwh', 'nohKwh', 'opHours', 'nohHours'] as const)
            expect(close(got[k], want[k]), `equipment ${e.id} ${k}: ${got[k]} vs ${want[k]}`).toBe(true);
        }
      }),
      // Failures shrink slowly (a run stores ~500 rows): the first counterexample is reported as found.
      { numRuns: 100, endOnFailure: true },
    );
  }, 120_000);
});
