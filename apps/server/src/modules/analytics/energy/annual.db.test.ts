import type { AnnualCo2Report, AnnualEnergyReport, AnnualEuiReport, AsyncReportResult } from '@sw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsFixture,
  buildAnalyticsFixture,
  expectedEnergy,
  FIXTURE_SITES,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildUser } from '../../../test/factories';

let t: TestContext;
let f: AnalyticsFixture;
let stranger: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  const other = await buildOrg(t.database.db);
  stranger = await t.login((await buildUser(t.database.db, other.id)).email);
}, 300_000);
afterAll(() => t.close());

const root = '/api/analytics';

/** Starts a report, waits for this process's computation, and returns the ready result. */
async function report<T>(path: string, headers = f.admin): Promise<AsyncReportResult<T>> {
  const start = await t.app.inject({ method: 'GET', url: `${root}/async_report/${path}`, headers });
  expect(start.statusCode, start.body).toBe(200);
  const { report_key } = start.json() as { report_key: string };
  await t.app.services.analyticsReports.settled();
  const [name, id] = path.split('/') as [string, string];
  const res = await t.app.inject({
    method: 'GET',
    url: `${root}/report/${name}/${id}/${report_key}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AsyncReportResult<T>;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

describe('annual energy, EUI and CO2 from readings ingested in four zones', () => {
  it('monthly kWh per local month: October complete, September and November incomplete, other months without data', async () => {
    const r = await report<AnnualEnergyReport>(`org_energy_summary_report/${f.orgId}/2025-12-01`);
    expect(r.report_version).toBe(1);
    const data = r.data!;
    expect(data.repo_year).toBe(2025);
    let org = 0;
    for (const def of FIXTURE_SITES) {
      const site = data.site_dict[String(f.sites[def.key].id)]!;
      const { months } = expectedEnergy(def);
      const total = [...months.values()].reduce((a, b) => a + b, 0);
      org += total;
      expect(site.site_total).toBeCloseTo(total, 2);
      expect(site.monthly_dict['2025-10']).toBeCloseTo(months.get('2025-10')!, 2);
      expect(site.monthly_dict['2025-09']).toMatchObject({ status: 'incomplete', days_in_month: 30 });
      expect((site.monthly_dict['2025-09'] as { value: number }).value).toBeCloseTo(
        months.get('2025-09')!,
        2,
      );
      expect(site.monthly_dict['2025-11']).toMatchObject({ status: 'incomplete', days_in_month: 30 });
      expect(site.monthly_dict['2025-03']).toEqual({
        value: null,
        status: 'no_data',
        days_with_data: 0,
        days_in_month: 31,
      });
      expect(Object.keys(site.monthly_dict)).toHaveLength(12);
    }
    expect(data.org_energy_total).toBeCloseTo(org, 1);
  });

  it('London October by hand: 48 kWh a local day, plus the repeated 01:00 hour of 26 October', async () => {
    // The main meter reads 0.25 × (1 + hour mod 3) a quarter, so local hours give 1, 2, 3, 1, 2, 3 …
    // kWh: 48 kWh a day; 26 October (25 hours) repeats 01:00, which gives 2 kWh more.
    const r = await report<AnnualEnergyReport>(`org_energy_summary_report/${f.orgId}/2025-12-01`);
    expect(r.data!.site_dict[String(f.sites.london.id)]!.monthly_dict['2025-10']).toBeCloseTo(31 * 48 + 2, 6);
  });

  it('EUI = kWh / m2, and the estimated year fills missing days at the measured daily rate', async () => {
    const r = await report<AnnualEuiReport>(`org_eui_report/${f.orgId}/2025-12-01?target=100`);
    const data = r.data!;
    let kwh = 0;
    let area = 0;
    for (const def of FIXTURE_SITES) {
      const site = data.site_eui[String(f.sites[def.key].id)]!;
      const { months, days } = expectedEnergy(def);
      const total = [...months.values()].reduce((a, b) => a + b, 0);
      kwh += total;
      area += def.areaM2;
      expect(site.site_eui_existing).toBeCloseTo(total / def.areaM2, 3);
      expect(site.monthly_eui['2025-10']).toBeCloseTo(months.get('2025-10')! / def.areaM2, 3);
      // No 2024 data: every missing day of 2025 is filled at the average measured day.
      const measuredDays = days.size;
      const est = total + (365 - measuredDays) * (total / measuredDays);
      expect(site.site_eui_est.days_estimated).toBe(365 - measuredDays);
      expect(site.site_eui_est.eui_est).toBeCloseTo(round3(est / def.areaM2), 3);
      expect(site.site_eui_est.above_target).toBe(est / def.areaM2 > 100);
    }
    expect(data.org_eui_existing).toBeCloseTo(kwh / area, 3);
    expect(data.site_count).toBe(4);
    expect(data.target).toBe(100);
  });

  it('E-024: limit keeps the sites of highest Estimated EUI (500 at most), site_count all of them', async () => {
    const all = (await report<AnnualEuiReport>(`org_eui_report/${f.orgId}/2025-12-01`)).data!;
    expect(all.limit).toBe(500);
    const top = (await report<AnnualEuiReport>(`org_eui_report/${f.orgId}/2025-12-01?limit=2`)).data!;
    expect(top.limit).toBe(2);
    expect(top.site_count).toBe(4);
    const highest = Object.entries(all.site_eui)
      .sort(([, a], [, b]) => (b.site_eui_est.eui_est ?? 0) - (a.site_eui_est.eui_est ?? 0))
      .slice(0, 2)
      .map(([id]) => id);
    expect(Object.keys(top.site_eui).sort()).toEqual(highest.sort());
    for (const [q, message] of [
      ['limit=0', /limit must be at least 1/],
      ['limit=501', /limit must be at most 500/],
      ['limit=2.5', /limit must be a whole number/],
    ] as const) {
      const res = await t.app.inject({
        url: `${root}/async_report/org_eui_report/${f.orgId}/2025-12-01?${q}`,
        headers: f.admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('CO2 = kWh × the site grid factor', async () => {
    const r = await report<AnnualCo2Report>(`org_co2_report/${f.orgId}/2025-12-01`);
    let org = 0;
    for (const def of FIXTURE_SITES) {
      const site = r.data!.site_dict[String(f.sites[def.key].id)]!;
      const { months } = expectedEnergy(def);
      const total = [...months.values()].reduce((a, b) => a + b, 0);
      org += total * def.co2;
      expect(site.co2_factor).toBe(def.co2);
      expect(site.site_total).toBeCloseTo(total * def.co2, 2);
      expect(site.monthly_dict['2025-10']).toBeCloseTo(months.get('2025-10')! * def.co2, 2);
    }
    expect(r.data!.org_co2_total).toBeCloseTo(org, 1);
  });

  it('site_id narrows the report to those sites', async () => {
    const r = await report<AnnualEnergyReport>(
      `org_energy_summary_report/${f.orgId}/2025-12-01?site_id=${f.sites.kolkata.id}`,
    );
    expect(Object.keys(r.data!.site_dict)).toEqual([String(f.sites.kolkata.id)]);
  });
});

describe('the energy day split kept by ingestion', () => {
  it('splits each local day by opening hours, with the day length of DST days', async () => {
    for (const def of FIXTURE_SITES) {
      const site = f.sites[def.key];
      const { days } = expectedEnergy(def);
      const sensorIds = site.mainSensorId ? [site.mainSensorId] : site.subSensorIds;
      const rows = await t.database.query<{ day: string; op: number; noh: number; dayHours: number }>(
        `select day::text as day, sum(op_kwh)::float8 as op, sum(noh_kwh)::float8 as noh,
                max(day_hours)::float8 as "dayHours"
           from energy_day_split where sensor_id = any($1::int[]) group by day order by day`,
        [sensorIds],
      );
      expect(rows.map((r) => r.day)).toEqual([...days.keys()].sort());
      for (const r of rows) {
        expect(r.op).toBeCloseTo(days.get(r.day)!.op, 6);
        expect(r.noh).toBeCloseTo(days.get(r.day)!.noh, 6);
      }
      const hours = Object.fromEntries(rows.map((r) => [r.day, r.dayHours]));
      if (def.key === 'london') expect(hours['2025-10-26']).toBe(25);
      if (def.key === 'newYork') expect(hours['2025-11-02']).toBe(25);
      if (def.key === 'sydney') expect(hours['2025-10-05']).toBe(23);
      if (def.key === 'kolkata') expect(new Set(Object.values(hours))).toEqual(new Set([24]));
    }
  });

  it('records scheduled opening hours per day: closed Sundays, 24/7 days, half-hour openings', async () => {
    const hoursOf = async (sensorId: number, day: string) =>
      (
        await t.database.query<{ op: number; d: number }>(
          `select op_hours::float8 as op, day_hours::float8 as d from energy_day_split where sensor_id = $1 and day = $2`,
          [sensorId, day],
        )
      )[0];
    expect(await hoursOf(f.sites.london.mainSensorId!, '2025-10-26')).toEqual({ op: 0, d: 25 }); // Sunday
    expect(await hoursOf(f.sites.london.mainSensorId!, '2025-10-27')).toEqual({ op: 12, d: 24 });
    expect(await hoursOf(f.sites.newYork.mainSensorId!, '2025-11-02')).toEqual({ op: 25, d: 25 });
    expect(await hoursOf(f.sites.kolkata.mainSensorId!, '2025-10-06')).toEqual({ op: 12, d: 24 });
    expect(await hoursOf(f.sites.sydney.subSensorIds[0], '2025-10-05')).toEqual({ op: 13, d: 23 }); // Sunday 8-21
  });
});

describe('asynchronous report keys', () => {
  it('reuses a kept result for the same question, and answers 404 to another organisation', async () => {
    const path = `org_energy_summary_report/${f.orgId}/2025-12-01`;
    const first = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/${path}`,
      headers: f.admin,
    });
    await t.app.services.analyticsReports.settled();
    const again = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/${path}`,
      headers: f.admin,
    });
    expect(again.json()).toMatchObject({ report_key: first.json().report_key, report_version: 1 });
    const key = first.json().report_key as string;
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${root}/report/org_energy_summary_report/${f.orgId}/${key}`,
      headers: stranger,
    });
    expect(foreign.statusCode).toBe(404);
    const startForeign = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/${path}`,
      headers: stranger,
    });
    expect(startForeign.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${root}/report/org_energy_summary_report/${f.orgId}/nosuchkey`,
      headers: f.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a late reading inside the period makes the kept result stale', async () => {
    const path = `org_co2_report/${f.orgId}/2025-12-01`;
    const first = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/${path}`,
      headers: f.admin,
    });
    await t.app.services.analyticsReports.settled();
    await t.database.query(
      `insert into analytics_late_changes (org_id, day, changed_at) values ($1, '2025-10-15', now())
       on conflict (org_id, day) do update set changed_at = now()`,
      [f.orgId],
    );
    const again = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/${path}`,
      headers: f.admin,
    });
    expect(again.json().report_key).not.toBe(first.json().report_key);
    await t.app.services.analyticsReports.settled();
  });

  it('refuses a malformed date or key with 400', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/org_co2_report/${f.orgId}/2025-13-01`,
      headers: f.admin,
    });
    expect(bad.statusCode).toBe(400);
    const badKey = await t.app.inject({
      method: 'GET',
      url: `${root}/report/org_co2_report/${f.orgId}/..%2F..`,
      headers: f.admin,
    });
    expect(badKey.statusCode).toBe(400);
  });
});
