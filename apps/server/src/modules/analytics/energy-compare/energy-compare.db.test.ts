import type {
  Co2ConverterReport,
  EnergyPro,
  EquipmentEnergyCompareReport,
  EquipmentTypeEnergyReport,
  PeakDemandReport,
  SiteEnergyCompareReport,
  SiteEnergyReport,
} from '@sw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../../db/schema';
import {
  type AnalyticsFixture,
  buildAnalyticsFixture,
  FIXTURE_FROM,
  FIXTURE_SITES,
  FIXTURE_STEP_MS,
  FIXTURE_TO,
  type FixtureSiteDef,
  expectedEnergy as fixtureExpectedEnergy,
  fixtureValues,
  isOpenAt,
  localParts,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildSite, buildUser } from '../../../test/factories';
import { TEST_GROUP, TEST_TYPE, TEST_TYPE_2 } from '../../../test/telemetry-factories';

let t: TestContext;
let f: AnalyticsFixture;
let stranger: { authorization: string };
let scoped: { authorization: string };
let theirSiteId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  const db = t.database.db;
  const other = await buildOrg(db);
  stranger = await t.login((await buildUser(db, other.id)).email);
  theirSiteId = (await buildSite(db, other.id)).id;
  // A user limited to the Kolkata site.
  const limited = await buildUser(db, f.orgId, { role: null });
  await db.insert(accessResources).values({
    orgId: f.orgId,
    userId: limited.id,
    resourceType: 'SITE',
    resourceId: f.sites.kolkata.id,
    role: 'VIEWER',
  });
  scoped = await t.login(limited.email);
}, 120_000);
afterAll(() => t.close());

const root = '/api/analytics/report';
async function get<T>(url: string, headers = f.admin): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const status = async (url: string, headers = f.admin) =>
  (await t.app.inject({ method: 'GET', url, headers })).statusCode;

/**
 * Expected figures over the local days [from, to] of a fixture site, from the fixture's own readings
 * (Intl, not SQL): kWh of the site energy and of each sub-meter, in and out of opening hours, and the
 * scheduled hours of full days (every quarter of the day has a reading, so 4 readings = 1 hour).
 */
interface Expected {
  kwh: number;
  op: number;
  noh: number;
  sub1: number;
  sub2: number;
  sub1Op: number;
  opHours: number;
  outHours: number;
  days: Set<string>;
}
function expectedRange(def: FixtureSiteDef, from: string, to: string): Expected {
  const key = `${def.key}|${from}|${to}`;
  const known = ranges.get(key);
  if (known) return known;
  const r: Expected = {
    kwh: 0,
    op: 0,
    noh: 0,
    sub1: 0,
    sub2: 0,
    sub1Op: 0,
    opHours: 0,
    outHours: 0,
    days: new Set<string>(),
  };
  for (let ms = FIXTURE_FROM; ms < FIXTURE_TO; ms += FIXTURE_STEP_MS) {
    const p = localParts(ms, def.timeZone);
    if (p.day < from || p.day > to) continue;
    const v = fixtureValues(p.hour);
    const kwh = def.mainMeter ? v.main : v.sub1 + v.sub2;
    const open = isOpenAt(def.hours, ms, def.timeZone);
    r.kwh += kwh;
    r.sub1 += v.sub1;
    r.sub2 += v.sub2;
    r.days.add(p.day);
    if (open) {
      r.op += kwh;
      r.sub1Op += v.sub1;
      r.opHours += 0.25;
    } else {
      r.noh += kwh;
      r.outHours += 0.25;
    }
  }
  ranges.set(key, r);
  return r;
}
const ranges = new Map<string, Expected>();

/** The fixture's expectations, computed once per site (Intl formatting of every quarter is slow). */
const energies = new Map<string, ReturnType<typeof fixtureExpectedEnergy>>();
function expectedEnergy(def: FixtureSiteDef) {
  const known = energies.get(def.key) ?? fixtureExpectedEnergy(def);
  energies.set(def.key, known);
  return known;
}

// Every site's local days 1 October … 3 November 2025 are whole days of the fixture (New York's
// 4 November ends after the last reading).
const FROM = '2025-10-01';
const TO = '2025-11-03';

describe('site_energy_compare: the organisation energy report per site', () => {
  it('kWh, kWh/m2, in and out of opening hours (incl. the 24/7 and half-hour sites) per local day', async () => {
    const r = await get<SiteEnergyCompareReport>(`${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}`);
    expect(r.site_count).toBe(4);
    expect(r.monitored_site_count).toBe(4);
    expect(r.sites_with_data).toBe(4);
    let total = 0;
    let area = 0;
    let inTotal = 0;
    for (const def of FIXTURE_SITES) {
      const e = expectedRange(def, FROM, TO);
      const site = r.by_site[String(f.sites[def.key].id)]!;
      total += e.kwh;
      area += def.areaM2;
      inTotal += e.op;
      expect(site.site_kwh).toBeCloseTo(e.kwh, 3);
      expect(site.kwh_per_unit_area).toBeCloseTo(e.kwh / def.areaM2, 3);
      expect(site.consumption_in_sched).toBeCloseTo(e.op, 3);
      expect(site.consumption_out_sched).toBeCloseTo(e.noh, 3);
      expect(site.hours_in_sched).toBeCloseTo(e.opHours, 6);
      expect(site.hours_out_sched).toBeCloseTo(e.outHours, 6);
      expect(site.cph_in_sched).toBeCloseTo(e.op / e.opHours, 3);
      expect(site.days_in_period).toBe(34);
      expect(site.days_with_data).toBe(34);
      expect(site.monitored).toBe(true);
      const equipment = await t.database.query<{ n: number }>(
        'select count(*)::int as n from equipment where site_id = $1',
        [f.sites[def.key].id],
      );
      expect(site.number_of_equipment).toBe(equipment[0]!.n);
      if (def.key === 'newYork') {
        // Open around the clock: every hour is in schedule, none out of it.
        expect(site.hours_out_sched).toBe(0);
        expect(site.consumption_out_sched).toBe(0);
        expect(site.cph_out_sched).toBeNull();
        // 34 days, one of them (2 November) 25 hours long.
        expect(site.hours_in_sched).toBe(34 * 24 + 1);
      } else {
        expect(site.cph_out_sched).toBeCloseTo(e.noh / e.outHours, 3);
      }
    }
    expect(r.site_total_kwh).toBeCloseTo(total, 2);
    expect(r.average_site_kwh).toBeCloseTo(total / 4, 2);
    expect(r.kwh_per_unit_area).toBeCloseTo(total / area, 3);
    expect(r.consumption_in_sched).toBeCloseTo(inTotal, 2);
  });

  it('by hand: London is open 8:00–20:00 Monday to Saturday and closed on Sundays', async () => {
    const r = await get<SiteEnergyCompareReport>(`${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}`);
    const london = r.by_site[String(f.sites.london.id)]!;
    // 1 Oct … 3 Nov: 29 weekdays/Saturdays open 12 h (local hours 8 … 19 give 4 × (1+2+3) = 24 kWh)
    // and 5 Sundays closed; 26 October is a 25-hour Sunday (01:00 twice: 2 kWh more).
    expect(london.hours_in_sched).toBe(29 * 12);
    expect(london.hours_out_sched).toBe(29 * 12 + 4 * 24 + 25);
    expect(london.consumption_in_sched).toBeCloseTo(29 * 24, 6);
    expect(london.site_kwh).toBeCloseTo(34 * 48 + 2, 6);
    expect(london.cph_in_sched).toBeCloseTo(2, 6);
  });

  it('the three months before the month of {to}, each in the site zone, with their status', async () => {
    const r = await get<SiteEnergyCompareReport>(`${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}`);
    expect(r.months).toEqual({
      last_month: '2025-10',
      two_months_ago: '2025-09',
      three_months_ago: '2025-08',
    });
    for (const def of FIXTURE_SITES) {
      const { months, days } = expectedEnergy(def);
      const site = r.by_site[String(f.sites[def.key].id)]!;
      expect(site.last_month).toBeCloseTo(months.get('2025-10')!, 3);
      const septemberDays = [...days.keys()].filter((d) => d.startsWith('2025-09')).length;
      // New York's first local day is 27 September (the fixture starts at 20:00 local time).
      expect(septemberDays).toBe(def.key === 'newYork' ? 4 : 3);
      expect(site.two_months_ago).toMatchObject({
        status: 'incomplete',
        days_with_data: septemberDays,
        days_in_month: 30,
      });
      expect((site.two_months_ago as { value: number }).value).toBeCloseTo(months.get('2025-09')!, 3);
      expect(site.three_months_ago).toEqual({
        value: null,
        status: 'no_data',
        days_with_data: 0,
        days_in_month: 31,
      });
    }
  });

  it('top sites: most kWh first; site_id narrows the answer', async () => {
    const r = await get<SiteEnergyCompareReport>(`${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}`);
    const expected = FIXTURE_SITES.map((def) => ({
      id: f.sites[def.key].id,
      kwh: expectedRange(def, FROM, TO).kwh,
    }))
      .sort((a, b) => b.kwh - a.kwh)
      .map((e) => e.id);
    expect(r.top_sites.map((s) => s.siteId)).toEqual(expected);
    expect(r.top_sites[0]!.siteTitle).toMatch(/^Fixture /);
    const one = await get<SiteEnergyCompareReport>(
      `${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}?site_id=${f.sites.sydney.id}`,
    );
    expect(Object.keys(one.by_site)).toEqual([String(f.sites.sydney.id)]);
    expect(one.site_total_kwh).toBeCloseTo(expectedRange(FIXTURE_SITES[3]!, FROM, TO).kwh, 3);
  });

  it('a period without readings: no data, no top sites, no average', async () => {
    const r = await get<SiteEnergyCompareReport>(
      `${root}/site_energy_compare/${f.orgId}/2025-01-01/2025-01-31`,
    );
    expect(r.sites_with_data).toBe(0);
    expect(r.monitored_site_count).toBe(4);
    expect(r.top_sites).toEqual([]);
    expect(r.average_site_kwh).toBeNull();
    expect(r.by_site[String(f.sites.london.id)]).toMatchObject({ site_kwh: null, days_with_data: 0 });
  });

  it('a scoped user sees only their sites; another organisation gets 404; bad periods 400', async () => {
    const mine = await get<SiteEnergyCompareReport>(
      `${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}`,
      scoped,
    );
    expect(Object.keys(mine.by_site)).toEqual([String(f.sites.kolkata.id)]);
    // Asking for a site outside the scope gives nothing rather than the site.
    const outside = await get<SiteEnergyCompareReport>(
      `${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}?site_id=${f.sites.london.id}`,
      scoped,
    );
    expect(outside.by_site).toEqual({});
    expect(await status(`${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}`, stranger)).toBe(404);
    expect(await status(`${root}/site_energy_compare/${f.orgId}/2025-11-03/2025-10-01`)).toBe(400);
    expect(await status(`${root}/site_energy_compare/${f.orgId}/2024-01-01/2025-06-01`)).toBe(400);
    expect(await status(`${root}/site_energy_compare/${f.orgId}/2025-02-30/2025-03-01`)).toBe(400);
    expect(await status(`${root}/site_energy_compare/${f.orgId}/${FROM}/${TO}?site_id=abc`)).toBe(400);
    expect(await status(`${root}/site_energy_compare/0/${FROM}/${TO}`)).toBe(400);
  });
});

describe('equipment_type_energy_report and equipment_energy_compare: equipment sub-meters', () => {
  it('by equipment type: per site kWh and metered equipment, average per site and per equipment', async () => {
    const r = await get<EquipmentTypeEnergyReport>(
      `${root}/equipment_type_energy_report/${f.orgId}/${FROM}/${TO}`,
    );
    const cooler = r.by_equipment_type[String(TEST_TYPE.id)]!;
    const rtu = r.by_equipment_type[String(TEST_TYPE_2.id)]!;
    let coolerTotal = 0;
    for (const def of FIXTURE_SITES) {
      const e = expectedRange(def, FROM, TO);
      coolerTotal += e.sub1;
      expect(cooler.by_site[String(f.sites[def.key].id)]).toEqual({
        site_title: `Fixture ${def.key}`,
        num_equipment: 1,
        kwh_consumption: expect.closeTo(e.sub1, 3),
      });
      // 0.05 kWh every quarter hour: 4.8 kWh a day, 0.05 more on a 25-hour day, 0.05 × 4 less on a 23-hour one.
      expect(rtu.by_site[String(f.sites[def.key].id)]!.kwh_consumption).toBeCloseTo(e.sub2, 3);
    }
    expect(cooler).toMatchObject({
      type_title: TEST_TYPE.title,
      type_group_id: 992_001,
      group_id: TEST_GROUP.id,
      num_equipment: 4,
      site_count: 4,
    });
    expect(cooler.total_kwh).toBeCloseTo(coolerTotal, 3);
    expect(cooler.avg_type_kwh).toBeCloseTo(coolerTotal / 4, 3);
    expect(cooler.avg_equipment_kwh).toBeCloseTo(coolerTotal / 4, 3);
    expect(r.by_equipment_group[String(TEST_GROUP.id)]!.total_kwh).toBeCloseTo(coolerTotal, 3);
  });

  it('per equipment: kWh in and out of opening hours and the share of its site', async () => {
    const r = await get<EquipmentEnergyCompareReport>(
      `${root}/equipment_energy_compare/${f.orgId}/${FROM}/${TO}?site_id=${f.sites.london.id},${f.sites.sydney.id}`,
    );
    for (const key of ['london', 'sydney'] as const) {
      const def = FIXTURE_SITES.find((d) => d.key === key)!;
      const e = expectedRange(def, FROM, TO);
      const cooler = r.equipment_dict[String(f.sites[key].equipmentIds[0])]!;
      expect(cooler).toMatchObject({ site_id: f.sites[key].id, type_id: TEST_TYPE.id, days_with_data: 34 });
      expect(cooler.kwh).toBeCloseTo(e.sub1, 3);
      expect(cooler.kwh_in_sched).toBeCloseTo(e.sub1Op, 3);
      expect(cooler.kwh_out_sched).toBeCloseTo(e.sub1 - e.sub1Op, 3);
      expect(cooler.share_of_site).toBeCloseTo(e.sub1 / e.kwh, 4);
    }
    expect(Object.keys(r.equipment_dict)).toHaveLength(4);
    expect(await status(`${root}/equipment_energy_compare/${f.orgId}/${FROM}/${TO}`, stranger)).toBe(404);
    expect(await status(`${root}/equipment_type_energy_report/${f.orgId}/${FROM}/${TO}`, stranger)).toBe(404);
  });
});

describe('energy_report: one site over its local days', () => {
  it('London October by hand: 48 kWh a day, 50 on the 25-hour 26 October, sub-meters by group', async () => {
    const r = await get<SiteEnergyReport>(`${root}/energy_report/${f.sites.london.id}/2025-10`);
    expect(r).toMatchObject({ from: '2025-10-01', to: '2025-10-31', days_in_period: 31, days_with_data: 31 });
    expect(r.total_kwh).toBeCloseTo(31 * 48 + 2, 6);
    expect(r.kwh_per_unit_area).toBeCloseTo(1490 / 1200, 3);
    expect(r.co2_kg).toBeCloseTo(1490 * 0.207, 3);
    expect(r.peak_day).toEqual({ date: '2025-10-26', kwh: 50 });
    expect(r.daily).toHaveLength(31);
    expect(r.daily.find((d) => d.date === '2025-10-27')).toEqual({
      date: '2025-10-27',
      kwh: 48,
      in_sched: 24,
      out_sched: 24,
      complete: true,
    });
    const e = expectedRange(FIXTURE_SITES[0]!, '2025-10-01', '2025-10-31');
    expect(r.by_group.find((g) => g.id === TEST_GROUP.id)!.kwh).toBeCloseTo(e.sub1, 3);
    expect(r.unmetered_kwh).toBeCloseTo(1490 - e.sub1 - e.sub2, 3);
    // The previous 31 days (31 August … 30 September) hold London's 28–30 September only.
    const sept = expectedEnergy(FIXTURE_SITES[0]!).months.get('2025-09')!;
    expect(r.previous_period).toMatchObject({ from: '2025-08-31', to: '2025-09-30' });
    expect(r.previous_period.total_kwh).toBeCloseTo(sept, 3);
    expect(r.previous_period.change_pct).toBeCloseTo(((1490 - sept) / sept) * 100, 3);
  });

  it('a range in two segments; a sub-meter-only site has no unmetered remainder', async () => {
    const r = await get<SiteEnergyReport>(`${root}/energy_report/${f.sites.sydney.id}/2025-10-01/2025-10-07`);
    const e = expectedRange(FIXTURE_SITES[3]!, '2025-10-01', '2025-10-07');
    expect(r.total_kwh).toBeCloseTo(e.kwh, 3);
    expect(r.unmetered_kwh).toBeNull();
    // 5 October is Sydney's 23-hour day: the clock jumps from 02:00 to 03:00.
    const short = r.daily.find((d) => d.date === '2025-10-05')!;
    const normal = r.daily.find((d) => d.date === '2025-10-06')!;
    expect(normal.kwh! - short.kwh!).toBeCloseTo(4 * (0.1 * (1 + (2 % 2)) + 0.05), 6);
  });

  it('one day, current_month, and 400 / 404', async () => {
    const day = await get<SiteEnergyReport>(`${root}/energy_report/${f.sites.kolkata.id}/2025-10-06`);
    expect(day).toMatchObject({ from: '2025-10-06', to: '2025-10-06', days_in_period: 1 });
    expect(day.total_kwh).toBeCloseTo(48, 6);
    const current = await get<SiteEnergyReport>(`${root}/energy_report/${f.sites.kolkata.id}/current_month`);
    expect(current.from.slice(8)).toBe('01');
    expect(current.to.slice(0, 7)).toBe(current.from.slice(0, 7));
    expect(await status(`${root}/energy_report/${f.sites.kolkata.id}/2025-13`)).toBe(400);
    expect(await status(`${root}/energy_report/${f.sites.kolkata.id}/yesterday`)).toBe(400);
    expect(await status(`${root}/energy_report/${f.sites.kolkata.id}/2025-10-02/2025-10-01`)).toBe(400);
    expect(await status(`${root}/energy_report/${theirSiteId}/2025-10`)).toBe(404);
    expect(await status(`${root}/energy_report/${f.sites.london.id}/2025-10`, stranger)).toBe(404);
    expect(await status(`${root}/energy_report/${f.sites.london.id}/2025-10`, scoped)).toBe(404);
  });
});

describe('site_peak_demand_report: highest interval average kW', () => {
  it('London October: 3 kW in every local hour 2, 5, 8 …; the first at 02:00 BST on 1 October', async () => {
    const r = await get<PeakDemandReport>(`${root}/site_peak_demand_report/${f.sites.london.id}/2025-10`);
    // 0.75 kWh in a quarter hour = 3 kW; the earliest of the equal peaks wins.
    expect(r.peak).toEqual({
      at: '2025-10-01T01:00:00.000Z',
      local: '2025-10-01T02:00',
      kw: 3,
      interval_minutes: 15,
    });
    // 1,490 kWh over 745 hours (26 October has 25).
    expect(r.average_kw).toBeCloseTo(2, 6);
    expect(r.load_factor).toBeCloseTo(0.667, 3);
    expect(r.daily_peaks).toHaveLength(31);
    expect(r.daily_peaks.every((d) => d.peak.kw === 3 && d.peak.local.endsWith('T02:00'))).toBe(true);
    expect(r.intervals_15m).toBe(745 * 4);
    expect(r.hourly_fallback_hours).toBe(0);
    expect(r.top_intervals).toHaveLength(5);
  });

  it('Kolkata (+5:30): the local day 6 October starts at 18:30 UTC the day before', async () => {
    const r = await get<PeakDemandReport>(`${root}/site_peak_demand_report/${f.sites.kolkata.id}/2025-10-06`);
    expect(r.peak).toEqual({
      at: '2025-10-05T20:30:00.000Z',
      local: '2025-10-06T02:00',
      kw: 3,
      interval_minutes: 15,
    });
    expect(r.intervals_15m).toBe(96);
    expect(r.daily_peaks.map((d) => d.date)).toEqual(['2025-10-06']);
  });

  it('Sydney (sub-meters): the sum of both meters per quarter, 0.25 kWh at most = 1 kW', async () => {
    const r = await get<PeakDemandReport>(
      `${root}/site_peak_demand_report/${f.sites.sydney.id}/2025-10-01/2025-10-03`,
    );
    expect(r.peak).toMatchObject({ kw: 1, local: '2025-10-01T01:00', interval_minutes: 15 });
    expect(r.daily_peaks).toHaveLength(3);
  });

  it('400 beyond 62 days or for a bad filter, 404 for another organisation', async () => {
    expect(await status(`${root}/site_peak_demand_report/${f.sites.london.id}/2025-08-01/2025-10-31`)).toBe(
      400,
    );
    expect(await status(`${root}/site_peak_demand_report/${f.sites.london.id}/last`)).toBe(400);
    expect(await status(`${root}/site_peak_demand_report/${f.sites.london.id}/2025-10`, stranger)).toBe(404);
  });

  it('hours without 15-minute data fall back to the hourly rollup', async () => {
    // Drop London's 15-minute rows of its local 2 October (BST: 1 October 23:00 … 2 October 23:00 UTC).
    await t.database.query(
      `delete from readings_15m where sensor_id = $1
        and bucket >= '2025-10-01T23:00:00Z' and bucket < '2025-10-02T23:00:00Z'`,
      [f.sites.london.mainSensorId],
    );
    const r = await get<PeakDemandReport>(`${root}/site_peak_demand_report/${f.sites.london.id}/2025-10-02`);
    expect(r.intervals_15m).toBe(0);
    expect(r.hourly_fallback_hours).toBe(24);
    // Hour 02:00 holds 4 × 0.75 kWh = 3 kWh over one hour: 3 kW.
    expect(r.peak).toEqual({
      at: '2025-10-02T01:00:00.000Z',
      local: '2025-10-02T02:00',
      kw: 3,
      interval_minutes: 60,
    });
  });
});

describe('site_co2_emission_converter', () => {
  it('London October: 1,490 kWh × 0.207 = 308.43 kg CO2e, with everyday equivalents', async () => {
    const r = await get<Co2ConverterReport>(
      `${root}/site_co2_emission_converter/${f.sites.london.id}/2025-10-01/2025-10-31`,
    );
    expect(r.kwh).toBeCloseTo(1490, 6);
    expect(r.co2_factor).toBe(0.207);
    expect(r.co2_kg).toBeCloseTo(308.43, 6);
    const car = r.equivalents.find((e) => e.key === 'car_km')!;
    expect(car.value).toBeCloseTo(308.43 / 0.251, 3);
    expect(r.equivalents.find((e) => e.key === 'tree_seedlings_10y')!.value).toBeCloseTo(308.43 / 60, 3);
    expect(await status(`${root}/site_co2_emission_converter/${theirSiteId}/2025-10-01/2025-10-31`)).toBe(
      404,
    );
    expect(
      await status(`${root}/site_co2_emission_converter/${f.sites.london.id}/2025-10-31/2025-10-01`),
    ).toBe(400);
  });
});

describe('GET /api/v1/energy-pro', () => {
  it("lists the organisation's main meters and sub-meters; per site; 404 for another organisation's site", async () => {
    const all = await get<EnergyPro[]>('/api/v1/energy-pro');
    // 3 main meters and 8 sub-meters.
    expect(all).toHaveLength(11);
    expect(
      all
        .filter((m) => m.role === 'SITE_MAIN')
        .map((m) => m.siteId)
        .sort(),
    ).toEqual([f.sites.london.id, f.sites.newYork.id, f.sites.kolkata.id].sort());
    const sydney = await get<EnergyPro[]>(`/api/v1/energy-pro/site/${f.sites.sydney.id}`);
    expect(sydney.map((m) => m.role)).toEqual(['SUB_METER', 'SUB_METER']);
    expect(sydney.map((m) => m.equipmentId).sort()).toEqual([...f.sites.sydney.equipmentIds].sort());
    // The fixture's readings are a year old: nothing is online.
    expect(sydney.every((m) => m.online === false && m.lastSeenAt !== null)).toBe(true);
    expect(await get<EnergyPro[]>('/api/v1/energy-pro', stranger)).toEqual([]);
    expect(
      (await get<EnergyPro[]>('/api/v1/energy-pro', scoped)).every((m) => m.siteId === f.sites.kolkata.id),
    ).toBe(true);
    expect(await status(`/api/v1/energy-pro/site/${f.sites.sydney.id}`, stranger)).toBe(404);
    expect(await status(`/api/v1/energy-pro/site/${f.sites.sydney.id}`, scoped)).toBe(404);
    expect(await status('/api/v1/energy-pro/site/abc')).toBe(400);
  });
});
