import type {
  AsyncReportResult,
  ControlsSavingsReport,
  HvacOutliersReport,
  OrgRecommendationsData,
  OverridesReport,
  Recommendation,
  RecommendationReport,
  ThermalComfortReport,
  ThermostatComplianceData,
  ThermostatComplianceReport,
} from '@sw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../../db/schema';
import {
  type AnalyticsFixture,
  addHvacFixture,
  buildAnalyticsFixture,
  coolerTemp,
  FIXTURE_SITES,
  FIXTURE_STEP_MS,
  HVAC_FROM,
  HVAC_STEP_MS,
  HVAC_TO,
  type HvacFixtureSite,
  type HvacSiteKey,
  hvacSample,
  isOpenAt,
  localParts,
  overrideState,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildUser } from '../../../test/factories';
import { buildEnergySensor, buildEquipment } from '../../../test/telemetry-factories';
import { overrideTable } from '../controls/overrides.repository';
import { equipmentSplitTotals } from '../controls/savings.repository';

let t: TestContext;
let f: AnalyticsFixture;
let h: Record<HvacSiteKey, HvacFixtureSite>;
let stranger: { authorization: string };
/** A viewer who sees only the London site. */
let londonOnly: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  h = await addHvacFixture(t, f);
  const other = await buildOrg(t.database.db);
  stranger = await t.login((await buildUser(t.database.db, other.id)).email);
  const viewer = await buildUser(t.database.db, f.orgId, { role: null });
  await t.database.db.insert(accessResources).values({
    orgId: f.orgId,
    userId: viewer.id,
    resourceType: 'SITE',
    resourceId: f.sites.london.id,
    role: 'VIEWER',
  });
  londonOnly = await t.login(viewer.email);
}, 240_000);
afterAll(() => t.close());

const root = '/api/analytics';
const get = async <T>(path: string, headers = f.admin) => {
  const res = await t.app.inject({ method: 'GET', url: `${root}${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
/** Starts an asynchronous report, waits for this process's computation and returns its data. */
async function asyncData<T>(path: string): Promise<T> {
  const start = await get<{ report_key: string }>(`/async_report/${path}`);
  await t.app.services.analyticsReports.settled();
  const [name, id] = path.split('/') as [string, string];
  const r = await get<AsyncReportResult<T>>(`/report/${name}/${id}/${start.report_key}`);
  expect(r.report_version).toBe(1);
  return r.data!;
}
const status = async (path: string, headers = f.admin) =>
  (await t.app.inject({ method: 'GET', url: `${root}${path}`, headers })).statusCode;

const HOLD_MS = 15 * 60_000;
const defOf = (key: HvacSiteKey) => FIXTURE_SITES.find((s) => s.key === key)!;

const ZERO = {
  observed: 0,
  occ: 0,
  comp: 0,
  dev: 0,
  temp: 0,
  cool: 0,
  heat: 0,
  starts: 0,
  local: 0,
  localN: 0,
  comfort: 0,
  warm: 0,
  samples: 0,
};
type Acc = typeof ZERO;

/**
 * The thermostat figures of local days from … to, computed here from the fixture's own sample function
 * (Intl, not SQL): each online sample holds until the next one, at most 15 minutes.
 */
function reference(key: HvacSiteKey, from: string, to: string) {
  const def = defOf(key);
  const inWindow = (ms: number) => {
    const d = localParts(ms, def.timeZone).day;
    return d >= from && d <= to;
  };
  const times: number[] = [];
  for (let ms = HVAC_FROM; ms < HVAC_TO; ms += HVAC_STEP_MS)
    if (inWindow(ms) && hvacSample(key, ms)) times.push(ms);
  let end = times.at(-1)!;
  while (inWindow(end)) end += 60_000;
  const days = new Map<string, Acc>();
  let prev: { ms: number; run: boolean; local: boolean } | null = null;
  for (let i = 0; i < times.length; i++) {
    const ms = times[i]!;
    const s = hvacSample(key, ms)!;
    const w = Math.min((times[i + 1] ?? end) - ms, end - ms, HOLD_MS) / 3_600_000;
    const p = localParts(ms, def.timeZone);
    const d = days.get(p.day) ?? { ...ZERO };
    days.set(p.day, d);
    const linked = prev !== null && ms - prev.ms <= HOLD_MS;
    const run = s.online && (s.cooling || s.heating);
    const local = s.online && s.workingMode === 'LOCAL_ADJUSTMENT';
    if (s.online) {
      d.samples++;
      d.observed += w;
      if (s.cooling) d.cool += w;
      if (s.heating) d.heat += w;
      if (run && !(linked && prev!.run)) d.starts++;
      if (local) d.local += w;
      if (local && !(linked && prev!.local)) d.localN++;
      if (isOpenAt(def.hours, ms, def.timeZone)) {
        const active = s.mode === 'cooling' ? s.coolC : Math.max(s.heatC, Math.min(s.coolC, s.temperatureC));
        const dev = s.temperatureC - active;
        d.occ += w;
        d.dev += w * Math.abs(dev);
        d.temp += w * s.temperatureC;
        if (Math.abs(dev) <= 1.5) d.comp += w;
        if (s.temperatureC > 26) d.warm += w;
        else if (s.temperatureC >= 20) d.comfort += w;
      }
    }
    prev = { ms, run, local };
  }
  const total = (k: keyof Acc) => [...days.values()].reduce((a, d) => a + d[k], 0);
  return { days, total };
}

describe('thermostat compliance (F.3 HVAC performance rows)', () => {
  it('site report: the 7 local days ending on the date, against figures worked out by hand', async () => {
    const r = await get<ThermostatComplianceReport>(
      `/report/thermostat_compliance_report/${f.sites.london.id}/2025-10-26`,
    );
    expect(r.report_version).toBe(1);
    expect(r.data.date).toEqual([
      '2025-10-20',
      '2025-10-21',
      '2025-10-22',
      '2025-10-23',
      '2025-10-24',
      '2025-10-25',
      '2025-10-26',
    ]);
    const row = r.data.by_eq[String(h.london.rtuId)]!;
    // Open Mon–Sat 08:00–20:00 (12 h), closed on Sunday 26th. A normal day is compliant but for the
    // two hours at 26.5 °C (10 of 12 h); on the 24th (mode cooling, set point 24 °C) only the hour at
    // 25 °C is: 5 × 10 + 1 = 51 of 72 h = 70.833 %, below the 80 % threshold.
    expect(row.temperature_comp.compliance_rate).toEqual({
      percent: 70.833,
      compliant_hours: 51,
      occupied_hours: 72,
    });
    expect(row.compliance_below_threshold).toBe(true);
    expect(r.data).toMatchObject({
      eq_failed: 1,
      eq_total: 1,
      compliance_threshold: 0.8,
      runtime_threshold: 0.75,
    });
    expect(row.compliance_trend['2025-10-21']).toBeCloseTo(10 / 12, 4);
    expect(row.compliance_trend['2025-10-24']).toBeCloseTo(1 / 12, 4);
    expect(row.compliance_trend['2025-10-26']).toBeNull();
    // Occupied: 9 h at 22 °C, 2 h at 26.5, 1 h at 25 → 23 °C every day; deviation 6/12 h on normal
    // days, (9 × 2 + 2 × 2.5 + 1)/12 on the 24th: (5 × 6 + 24) / 72 = 0.75 °C.
    expect(row.temperature_comp.avg_temp).toBeCloseTo(23, 6);
    expect(row.temperature_comp.avg_dev_from_setpoint).toBeCloseTo(0.75, 6);
    // Observed: 24 h a day, but 23 h on the 22nd (offline hour), 22 h 10 min on the 23rd (a 2-hour
    // gap; the sample before it holds 15 minutes) and 25 h on Sunday 26th (clocks back).
    const observed = 24 * 4 + 23 + 22 + 10 / 60 + 25;
    expect(row.temperature_comp.cooling.overall.percent).toBeCloseTo(((7 * 5) / observed) * 100, 2);
    expect(row.temperature_comp.cooling.overall.hours_per_day).toBeCloseTo((7 * 5 * 24) / observed, 2);
    expect(row.temperature_comp.heating.overall.percent).toBeCloseTo(((7 * 2) / observed) * 100, 2);
    expect(row.temperature_comp.cooling.overall.valid_points).toBe(288 * 7 + 12 - 12 - 24);
    expect(row.cooling_runtime_above_threshold).toBe(false);
    // The RTU sub-meter reads 0.05 kWh a quarter: 6 days of 24 h and one of 25 h.
    expect(row.temperature_comp.energy).toBeCloseTo((6 * 24 + 25) * 4 * 0.05, 6);
    expect(row).toMatchObject({
      equipment_title: 'RTU',
      site_title: 'Fixture london',
      thermostat_ids: [h.london.thermostatId],
    });
  });

  it('organisation report (asynchronous): both sites, °F samples converted, against the reference', async () => {
    const path = `org_thermostat_compliance/${f.orgId}/2025-10-20/2025-10-26`;
    const start = await get<{ report_key: string }>(`/async_report/${path}`);
    await t.app.services.analyticsReports.settled();
    const r = await get<AsyncReportResult<ThermostatComplianceData>>(
      `/report/org_thermostat_compliance/${f.orgId}/${start.report_key}`,
    );
    expect(r.report_version).toBe(1);
    const data = r.data!;
    expect(data.eq_total).toBe(2);
    for (const key of ['london', 'kolkata'] as const) {
      const row = data.by_eq[String(h[key].rtuId)]!;
      const ref = reference(key, '2025-10-20', '2025-10-26');
      expect(row.temperature_comp.compliance_rate.percent).toBeCloseTo(
        (ref.total('comp') / ref.total('occ')) * 100,
        3,
      );
      expect(row.temperature_comp.avg_temp).toBeCloseTo(ref.total('temp') / ref.total('occ'), 3);
      expect(row.temperature_comp.avg_dev_from_setpoint).toBeCloseTo(ref.total('dev') / ref.total('occ'), 3);
      expect(row.temperature_comp.cooling.overall.percent).toBeCloseTo(
        (ref.total('cool') / ref.total('observed')) * 100,
        3,
      );
      expect(row.temperature_comp.heating.overall.percent).toBeCloseTo(
        (ref.total('heat') / ref.total('observed')) * 100,
        3,
      );
      expect(row.temperature_comp.cooling.overall.valid_points).toBe(ref.total('samples'));
      for (const [day, d] of ref.days)
        if (d.occ > 0) expect(row.compliance_trend[day]).toBeCloseTo(d.comp / d.occ, 4);
    }
    // Kolkata opens at 09:30 (Sunday 10:00–18:00): 5 × 10 + 1 + 6 of 5 × 12 + 12 + 8 hours.
    expect(data.by_eq[String(h.kolkata.rtuId)]!.temperature_comp.compliance_rate.percent).toBeCloseTo(
      71.25,
      3,
    );
    const narrowed = await get<{ report_key: string }>(`/async_report/${path}?site_id=${f.sites.kolkata.id}`);
    await t.app.services.analyticsReports.settled();
    const one = await get<AsyncReportResult<ThermostatComplianceData>>(
      `/report/org_thermostat_compliance/${f.orgId}/${narrowed.report_key}`,
    );
    expect(Object.keys(one.data!.by_eq)).toEqual([String(h.kolkata.rtuId)]);
  });

  it('refuses bad periods with 400 and other organisations with 404', async () => {
    expect(await status(`/async_report/org_thermostat_compliance/${f.orgId}/2025-10-20/2025-11-30`)).toBe(
      400,
    );
    expect(await status(`/async_report/org_thermostat_compliance/${f.orgId}/2025-10-20/2025-10-19`)).toBe(
      400,
    );
    expect(
      await status(`/async_report/org_thermostat_compliance/${f.orgId}/2025-10-20/2025-10-26`, stranger),
    ).toBe(404);
    expect(await status(`/report/thermostat_compliance_report/${f.sites.london.id}/2025-02-30`)).toBe(400);
    expect(
      await status(`/report/thermostat_compliance_report/${f.sites.london.id}/2025-10-26`, stranger),
    ).toBe(404);
    expect(await status(`/report/hvac_outliers/${f.sites.london.id}/2025-10-01/2025-11-15`)).toBe(400);
    expect(await status(`/report/hvac_outliers/abc/2025-10-01/2025-10-02`)).toBe(400);
    expect(await status(`/report/hvac_thermal_comfort/${f.sites.london.id}/yesterday`)).toBe(400);
    expect(await status(`/report/hvac_thermal_comfort/${f.sites.london.id}/latest`, stranger)).toBe(404);
  });
});

describe('HVAC outliers and thermal comfort', () => {
  it('flags Kolkata short cycling (5 minutes on, 5 off) and both units out of band 2 h a day', async () => {
    const kolkata = await get<HvacOutliersReport>(
      `/report/hvac_outliers/${f.sites.kolkata.id}/2025-10-20/2025-10-26`,
    );
    const k = kolkata.by_equipment_id[String(h.kolkata.rtuId)]!;
    const ref = reference('kolkata', '2025-10-20', '2025-10-26');
    const days = ref.total('observed') / 24;
    expect(k.starts_per_day).toBeCloseTo(ref.total('starts') / days, 3);
    expect(k.mean_cycle_minutes).toBeCloseTo((ref.total('cool') * 60) / ref.total('starts'), 3);
    expect(k.mean_cycle_minutes!).toBeLessThan(8);
    // The fixture cools at 22 °C, below 24 − 1.5 °C, for hours each day: the wrong way round.
    expect(k.flags).toEqual({
      setpoint_deviation: true,
      runtime: false,
      wrong_stage: true,
      short_cycling: true,
    });
    expect(k.days_out_of_band).toBe(7); // 2 h at 26.5 °C on every open day, 11 h on the 24th
    expect(kolkata.outlier_count).toBe(1);

    const london = await get<HvacOutliersReport>(
      `/report/hvac_outliers/${f.sites.london.id}/2025-10-20/2025-10-26`,
    );
    const l = london.by_equipment_id[String(h.london.rtuId)]!;
    // 13 cooling starts and 1 heating start a day, 7 h of running: 30 minutes a cycle.
    expect(l.mean_cycle_minutes).toBeCloseTo((7 * 7 * 60) / (14 * 7), 3);
    expect(l.flags.short_cycling).toBe(false);
    expect(l.flags.setpoint_deviation).toBe(true);
    expect(l.days_out_of_band).toBe(6); // Sunday is closed
    expect(london.site_median.starts_per_day).toBe(l.starts_per_day);
  });

  it('comfort: share of the occupied hours of the day inside 20–26 °C', async () => {
    const r = await get<ThermalComfortReport>(`/report/hvac_thermal_comfort/${f.sites.london.id}/2025-10-21`);
    expect(r.by_equipment_id[String(h.london.rtuId)]).toMatchObject({
      occupied_hours: 12,
      comfortable_hours: 10,
      too_warm_hours: 2,
      too_cold_hours: 0,
      comfort_share: 0.833,
      avg_temp: 23,
    });
    expect(r.site.comfort_share).toBe(0.833);
    const latest = await get<ThermalComfortReport>(
      `/report/hvac_thermal_comfort/${f.sites.london.id}/latest`,
    );
    expect(latest.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(latest.site.comfort_share).toBeNull(); // no samples after 2025
  });
});

describe('overrides and controls savings', () => {
  /** Forced-on and forced-off hours as the override rollup reads them: each bucket in the state of its last reading. */
  function boardReference(key: HvacSiteKey, from: string, to: string) {
    const def = defOf(key);
    const { hours } = overrideTable(from, new Date());
    const size = hours * 3_600_000;
    const buckets = new Map<number, number>();
    for (let ms = HVAC_FROM; ms < HVAC_TO; ms += FIXTURE_STEP_MS)
      buckets.set(Math.floor(ms / size) * size, overrideState(key, ms));
    let on = 0;
    let off = 0;
    let observed = 0;
    let onN = 0;
    let prev = 0;
    for (const [b, st] of [...buckets].sort((a, z) => a[0] - z[0])) {
      const day = localParts(b, def.timeZone).day;
      if (day < from || day > to) continue;
      observed += hours;
      if (st === 2) on += hours;
      if (st === 1) off += hours;
      if (st === 2 && prev !== 2) onN++;
      prev = st;
    }
    return { on, off, observed, onN };
  }

  it('overrides: local override and manual mode from the thermostat, forced on/off from the control board', async () => {
    const r = await get<OverridesReport>(
      `/report/overrides_report/${f.sites.london.id}/2025-10-20/2025-10-26`,
    );
    const rtu = r.by_equipment_id[String(h.london.rtuId)]!;
    const ref = reference('london', '2025-10-20', '2025-10-26');
    // 18:00–20:59 every day, once a day; manual mode 09:00–09:59 on the 25th.
    expect(rtu.local_override).toMatchObject({ count: 7, hours: 21 });
    expect(rtu.local_override.share).toBeCloseTo(21 / ref.total('observed'), 3);
    expect(rtu.manual_mode).toMatchObject({ count: 1, hours: 1 });
    expect(rtu.sources).toEqual(['thermostat']);
    const lighting = r.by_equipment_id[String(h.london.lightingId)]!;
    const board = boardReference('london', '2025-10-20', '2025-10-26');
    expect(lighting.sources).toEqual(['control_board']);
    expect(lighting.forced_on).toMatchObject({ count: 7, hours: 14, observed_hours: board.observed });
    expect(lighting.forced_on.hours).toBe(board.on);
    expect(lighting.forced_off).toMatchObject({ count: 1, hours: 1 });
    expect(r.override_hours).toBe(21 + 1 + 14 + 1);
    expect(r.equipment_with_overrides).toBe(2);
    const kolkata = await get<OverridesReport>(
      `/report/overrides_report/${f.sites.kolkata.id}/2025-10-20/2025-10-26`,
    );
    const kb = boardReference('kolkata', '2025-10-20', '2025-10-26');
    expect(kolkata.by_equipment_id[String(h.kolkata.lightingId)]!.forced_on).toMatchObject({
      hours: kb.on,
      count: kb.onN,
    });
    expect(
      await status(`/report/overrides_report/${f.sites.london.id}/2025-10-20/2025-10-26`, stranger),
    ).toBe(404);
  });

  it('savings: closed-hours energy of the controlled equipment against its own open-hours rate', async () => {
    const r = await get<ControlsSavingsReport>(
      `/report/org_controls_savings/${f.orgId}/2025-10-20/2025-10-26?site_id=${f.sites.london.id}`,
    );
    expect(Object.keys(r.by_site)).toEqual([String(f.sites.london.id)]);
    const site = r.by_site[String(f.sites.london.id)]!;
    const lighting = site.by_equipment[String(h.london.lightingId)]!;
    // Mon–Sat: 12 open hours at 2 kW (24 kWh), 12 closed at 0.2 kW (2.4 kWh): 21.6 kWh saved a day.
    // Sunday 26th is closed for its 25 hours: 2 kW × 25 h = 50 kWh would have been used, 5 kWh were.
    expect(lighting).toMatchObject({
      control: 'scheduler',
      op_kwh: 144,
      noh_kwh: 6 * 2.4 + 5,
      baseline_kwh: 144 + 6 * 24 + 50,
      saved_kwh: 174.6, // 6 × 21.6 + 45
      op_kw: 2,
      noh_kw: 0.2,
      op_hours: 72,
      noh_hours: 97,
      days: 7,
      days_with_data: 7,
      override_hours: 15,
    });
    expect(lighting.saved_percent).toBeCloseTo((174.6 / 338) * 100, 3);
    expect(lighting.co2_saved_kg).toBeCloseTo(174.6 * 0.207, 3);
    // The RTU's sub-meter is flat (0.2 kW around the clock): no setback, nothing saved.
    expect(site.by_equipment[String(h.london.rtuId)]).toMatchObject({
      control: 'thermostat',
      saved_kwh: 0,
      override_hours: 22,
    });
    expect(site.saved_kwh).toBeCloseTo(174.6, 6);
    // The main meter draws 2 kW open and closed: 12 kWh a weekday above half the open-hours rate, and
    // 50 − 0.5 × 2 × 25 = 25 kWh on Sunday.
    expect(site.noh).toMatchObject({
      op_kwh: 144,
      noh_kwh: 194,
      op_kw: 2,
      noh_kw: 2,
      load_ratio: 1,
      noh_waste_kwh: 97,
      days_with_data: 7,
    });
    expect(site.override_hours).toBe(37);
    expect(r.org).toMatchObject({ saved_kwh: 174.6, noh_waste_kwh: 97, override_hours: 37 });
    expect(r.org.co2_noh_waste_kg).toBeCloseTo(97 * 0.207, 3);
    // New York is open around the clock: no closed hours, nothing to save.
    const all = await get<ControlsSavingsReport>(
      `/report/org_controls_savings/${f.orgId}/2025-10-20/2025-10-26`,
    );
    expect(all.by_site[String(f.sites.newYork.id)]).toMatchObject({ saved_kwh: 0, noh: { noh_kwh: 0 } });
    expect(Object.keys(all.by_site)).toHaveLength(4);
  });

  it('savings: 400 for bad periods, 404 for another organisation', async () => {
    expect(await status(`/report/org_controls_savings/${f.orgId}/2025-10-26/2025-10-20`)).toBe(400);
    expect(await status(`/report/org_controls_savings/${f.orgId}/2024-01-01/2025-10-20`)).toBe(400);
    expect(await status(`/report/org_controls_savings/${f.orgId}/2025-10-20/2025-10-26?site_id=x`)).toBe(400);
    expect(await status(`/report/org_controls_savings/${f.orgId}/2025-10-20/2025-10-26`, stranger)).toBe(404);
  });
});

describe('recommendations', () => {
  const byRule = (r: { recommendations: Recommendation[] }, rule: string) =>
    r.recommendations.filter((x) => x.rule === rule);

  it('cooler: a 3-hour excursion in London; Kolkata warm a fifth of the hours with its door open half the time', async () => {
    const london = await get<RecommendationReport>(
      `/report/cooler_recommendation/${f.sites.london.id}/2025-10-26`,
    );
    expect(london.data).toMatchObject({ from: '2025-10-20', to: '2025-10-26', kind: 'cooler' });
    expect(london.data.recommendations.map((r) => r.rule)).toEqual(['long_excursion']);
    const ex = london.data.recommendations[0]!;
    expect(ex.evidence).toEqual(
      expect.arrayContaining([
        { label: 'Longest excursion', value: 3, unit: 'h' },
        { label: 'Peak hourly average', value: 8, unit: '°C' },
      ]),
    );
    const kolkata = await get<RecommendationReport>(
      `/report/cooler_recommendation/${f.sites.kolkata.id}/2025-10-26`,
    );
    // Local 12:00–17:59 is 06:30–12:29 UTC: the hourly (UTC) averages above 5 °C are 07:00 … 11:00.
    let above = 0;
    let hours = 0;
    const buckets = new Map<number, number[]>();
    for (let ms = HVAC_FROM; ms < HVAC_TO; ms += FIXTURE_STEP_MS) {
      const d = localParts(ms, 'Asia/Kolkata').day;
      if (d < '2025-10-20' || d > '2025-10-26') continue;
      const b = Math.floor(ms / 3_600_000);
      buckets.set(b, [...(buckets.get(b) ?? []), coolerTemp('kolkata', ms)]);
    }
    for (const v of buckets.values()) {
      hours++;
      if (v.reduce((a, x) => a + x, 0) / v.length > 5) above++;
    }
    const warm = byRule(kolkata.data, 'running_warm')[0]!;
    expect(warm.evidence).toContainEqual({ label: 'Hours above range', value: above, unit: 'h' });
    expect(above).toBe(35);
    expect(warm.severity).toBe(above / hours >= 0.25 ? 'high' : 'medium');
    expect(byRule(kolkata.data, 'long_excursion')[0]!.evidence).toContainEqual({
      label: 'Longest excursion',
      value: 5,
      unit: 'h',
    });
    const door = byRule(kolkata.data, 'door_open')[0]!;
    expect(door).toMatchObject({ severity: 'high', equipment_id: h.kolkata.coolerId });
    expect(door.evidence[0]).toEqual({ label: 'Time open', value: 50, unit: '%' });
  });

  it('humidity: above 60 %RH for 8 hours a day', async () => {
    const r = await get<RecommendationReport>(
      `/report/humidity_recommendation/${f.sites.kolkata.id}/2025-10-26`,
    );
    expect(r.data.recommendations).toHaveLength(1);
    expect(r.data.recommendations[0]).toMatchObject({ rule: 'humidity_high', severity: 'medium' });
    expect(r.data.recommendations[0]!.evidence).toContainEqual({
      label: 'Hours above band',
      value: 56,
      unit: 'h',
    });
  });

  it('energy: the RTU not set back, the site closed-hours load, the override, the outlier; savings add up', async () => {
    const r = await get<RecommendationReport>(
      `/report/energy_recommendation/${f.sites.london.id}/2025-10-26`,
    );
    const rules = r.data.recommendations.map((x) => x.rule).sort();
    expect(rules).toEqual(['hvac_outlier', 'noh_waste', 'not_set_back', 'override']);
    // RTU: 0.2 kW around the clock; above half of it when closed: 1.2 kWh a weekday, 2.5 on Sunday.
    const rtu = byRule(r.data, 'not_set_back')[0]!;
    expect(rtu.equipment_id).toBe(h.london.rtuId);
    expect(rtu.estimated_saving!.kwh_per_year).toBeCloseTo(((6 * 1.2 + 2.5) / 7) * 365, 3);
    const noh = byRule(r.data, 'noh_waste')[0]!;
    expect(noh.severity).toBe('high');
    expect(noh.estimated_saving!.kwh_per_year).toBeCloseTo((97 / 7) * 365 - ((6 * 1.2 + 2.5) / 7) * 365, 3);
    expect(noh.estimated_saving!.co2_kg_per_year).toBeCloseTo(noh.estimated_saving!.kwh_per_year * 0.207, 2);
    // 21 h of local override and 1 h of manual mode in 7 days of samples: 13 %.
    const ov = byRule(r.data, 'override')[0]!;
    expect(ov.evidence).toContainEqual({ label: 'Local override', value: 21, unit: 'h' });
    const kolkata = await get<RecommendationReport>(
      `/report/energy_recommendation/${f.sites.kolkata.id}/2025-10-26`,
    );
    const outlier = byRule(kolkata.data, 'hvac_outlier')[0]!;
    expect(outlier.title).toContain('short cycling');
    // Up to 10 % of the RTU's 0.05 kWh a quarter over 7 days of 24 h, for a year.
    expect(outlier.estimated_saving!.kwh_per_year).toBeCloseTo(((0.1 * 7 * 96 * 0.05) / 7) * 365, 3);
  });

  it('organisation: every site at once, narrowed by site and kind; 400 and 404', async () => {
    const all = await asyncData<OrgRecommendationsData>(`org_recommendations/${f.orgId}/2025-10-26`);
    expect(all.sites).toHaveLength(4);
    const london = await get<RecommendationReport>(
      `/report/energy_recommendation/${f.sites.london.id}/2025-10-26`,
    );
    expect(all.recommendations.filter((x) => x.site_id === f.sites.london.id && x.kind === 'energy')).toEqual(
      london.data.recommendations,
    );
    const narrowed = await asyncData<OrgRecommendationsData>(
      `org_recommendations/${f.orgId}/2025-10-26?site_id=${f.sites.kolkata.id}&kind=humidity,cooler`,
    );
    expect(new Set(narrowed.recommendations.map((x) => x.site_id))).toEqual(new Set([f.sites.kolkata.id]));
    expect(new Set(narrowed.recommendations.map((x) => x.kind))).toEqual(new Set(['humidity', 'cooler']));
    expect(await status(`/async_report/org_recommendations/${f.orgId}/2025-10-26?kind=solar`)).toBe(400);
    expect(await status(`/async_report/org_recommendations/${f.orgId}/latest`, stranger)).toBe(404);
    expect(await status(`/report/energy_recommendation/${f.sites.london.id}/latest`, stranger)).toBe(404);
    expect(await status(`/report/energy_recommendation/${f.sites.london.id}/2025-13-01`)).toBe(400);
  });
});

describe('a viewer who sees one site', () => {
  it('gets that site alone from the organisation reports, and 404 for the other sites and keys', async () => {
    const savings = await get<ControlsSavingsReport>(
      `/report/org_controls_savings/${f.orgId}/2025-10-20/2025-10-26`,
      londonOnly,
    );
    expect(Object.keys(savings.by_site)).toEqual([String(f.sites.london.id)]);
    // Asking for another site by id narrows to nothing rather than revealing it.
    const other = await get<ControlsSavingsReport>(
      `/report/org_controls_savings/${f.orgId}/2025-10-20/2025-10-26?site_id=${f.sites.kolkata.id}`,
      londonOnly,
    );
    expect(other.by_site).toEqual({});
    expect(
      await status(`/report/overrides_report/${f.sites.kolkata.id}/2025-10-20/2025-10-26`, londonOnly),
    ).toBe(404);
    expect(await status(`/report/cooler_recommendation/${f.sites.kolkata.id}/2025-10-26`, londonOnly)).toBe(
      404,
    );
    expect(await status(`/report/hvac_outliers/${f.sites.london.id}/2025-10-20/2025-10-26`, londonOnly)).toBe(
      200,
    );

    const path = `org_thermostat_compliance/${f.orgId}/2025-10-20/2025-10-26`;
    const start = await get<{ report_key: string }>(`/async_report/${path}`, londonOnly);
    await t.app.services.analyticsReports.settled();
    const mine = await get<AsyncReportResult<ThermostatComplianceData>>(
      `/report/org_thermostat_compliance/${f.orgId}/${start.report_key}`,
      londonOnly,
    );
    expect(Object.keys(mine.data!.by_eq)).toEqual([String(h.london.rtuId)]);
    // The admin's (whole organisation) result is not the viewer's to read.
    const admin = await get<{ report_key: string }>(`/async_report/${path}`);
    await t.app.services.analyticsReports.settled();
    expect(await status(`/report/org_thermostat_compliance/${f.orgId}/${admin.report_key}`, londonOnly)).toBe(
      404,
    );
  });
});

describe('energy day split totals (the savings arithmetic in SQL)', () => {
  it('a closed day uses the mean open-hours rate; incomplete days are left out; no open hour saves nothing', async () => {
    const db = t.database.db;
    const siteId = f.sites.london.id;
    const a = await buildEquipment(db, f.orgId, siteId, { title: 'Split A' });
    const b = await buildEquipment(db, f.orgId, siteId, { title: 'Split B' });
    const sa = await buildEnergySensor(db, f.orgId, siteId, { equipmentId: a.id });
    const sb = await buildEnergySensor(db, f.orgId, siteId, { equipmentId: b.id });
    const row = (
      sensorId: number,
      day: string,
      op: number,
      noh: number,
      opHours: number,
      opCount: number,
      nohCount: number,
    ) =>
      t.database.query(
        `insert into energy_day_split (sensor_id, day, org_id, op_kwh, noh_kwh, op_count, noh_count, op_hours, day_hours)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 24)`,
        [sensorId, day, f.orgId, op, noh, opCount, nohCount, opHours],
      );
    await row(sa.id, '2025-01-06', 24, 2.4, 12, 48, 48); // 2 kW open
    await row(sa.id, '2025-01-07', 12, 2.4, 12, 48, 48); // 1 kW open
    await row(sa.id, '2025-01-12', 0, 5, 0, 0, 96); // closed Sunday
    await row(sa.id, '2025-01-13', 24, 0, 12, 48, 0); // no reading after closing: incomplete
    await row(sb.id, '2025-01-12', 0, 7, 0, 0, 96); // never open
    const totals = await equipmentSplitTotals(t.database, {
      orgId: f.orgId,
      equipmentIds: [a.id, b.id],
      from: '2025-01-01',
      to: '2025-01-31',
    });
    // 2 kW × 12 + 1 kW × 12 + 1.5 kW (36 kWh in 24 open hours) × 24 on Sunday.
    const ta = totals.get(a.id)!;
    expect(ta).toMatchObject({
      opKwh: 36,
      opHours: 24,
      nohHours: 48,
      baselineNohKwh: 72,
      wasteKwh: 0, // 2.4 − 12, 2.4 − 6, 5 − 18: all below half the open-hours load
      daysWithData: 3,
    });
    expect(ta.nohKwh).toBeCloseTo(9.8, 9);
    expect(totals.get(b.id)).toMatchObject({ baselineNohKwh: 7, nohKwh: 7, wasteKwh: 0, daysWithData: 1 });
  });
});
