import type { AnnualEuiReport, AsyncReportResult } from '@sw/contracts';
import { daysInMonth, monthsOfYear } from '@sw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWeatherFixture,
  fixtureDayKwh,
  fixtureDegreeDays,
  WEATHER_FIXTURE,
  type WeatherFixture,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { recordWeather } from '../../weather';
import { deleteOldFits } from './kept-fits';
import { COOLING_BASES, HEATING_BASES, monthWeather, monthWeatherOfSums } from './normalize';
import { refreshWeatherMonths } from './weather-months';

let t: TestContext;
let f: WeatherFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildWeatherFixture(t);
}, 120_000);
afterAll(() => t.close());

const root = '/api/analytics';

/** The API keeps three decimals: within half a thousandth of the figure worked by hand. */
const expectRounded = (actual: number | null | undefined, exact: number) =>
  expect(Math.abs((actual ?? Number.NaN) - exact)).toBeLessThanOrEqual(0.0005 + 1e-9);

async function eui(date: string): Promise<AnnualEuiReport> {
  const start = await t.app.inject({
    method: 'GET',
    url: `${root}/async_report/org_eui_report/${f.orgId}/${date}`,
    headers: f.admin,
  });
  expect(start.statusCode, start.body).toBe(200);
  await t.app.services.analyticsReports.settled();
  const res = await t.app.inject({
    method: 'GET',
    url: `${root}/report/org_eui_report/${f.orgId}/${start.json().report_key}`,
    headers: f.admin,
  });
  const body = res.json() as AsyncReportResult<AnnualEuiReport>;
  expect(body.report_version).toBe(1);
  return body.data!;
}

describe('daily weather kept by the weather write path', () => {
  it("sums each local day's hourly readings, 23 and 25 hours on DST days, and ignores a repeat", async () => {
    const day = async (d: string) =>
      (
        await t.database.query<{ tSum: number; tMin: number; tMax: number; hours: number }>(
          `select t_sum::float8 as "tSum", t_min::float8 as "tMin", t_max::float8 as "tMax", hours
             from weather_days where site_id = $1 and day = $2`,
          [f.siteId, d],
        )
      )[0];
    // 15 January 2024: 2 °C every hour; 10 March 2024 (spring forward) 23 hours at 8 °C;
    // 3 November 2024 (fall back) 25 hours at 7 °C.
    expect(await day('2024-01-15')).toEqual({ tSum: 48, tMin: 2, tMax: 2, hours: 24 });
    expect(await day('2024-03-10')).toEqual({ tSum: 23 * 8, tMin: 8, tMax: 8, hours: 23 });
    expect(await day('2024-11-03')).toEqual({ tSum: 25 * 7, tMin: 7, tMax: 7, hours: 25 });
    // The same hour sent again is not counted twice; a new hour is.
    const again = await recordWeather(t.database, [
      {
        siteId: f.siteId,
        orgId: f.orgId,
        ts: new Date('2024-01-15T12:00:00Z'),
        temperature: 2,
        humidity: 60,
        windchill: 2,
      },
    ]);
    expect(again).toBe(0);
    expect((await day('2024-01-15'))?.hours).toBe(24);
    const added = await recordWeather(t.database, [
      {
        siteId: f.siteId,
        orgId: f.orgId,
        ts: new Date('2025-03-01T17:00:00Z'),
        temperature: -3,
        humidity: 60,
        windchill: -6,
      },
      {
        siteId: f.siteId,
        orgId: f.orgId,
        ts: new Date('2025-03-01T18:00:00Z'),
        temperature: 5,
        humidity: 60,
        windchill: 3,
      },
    ]);
    expect(added).toBe(2);
    expect(await day('2025-03-01')).toEqual({ tSum: 2, tMin: -3, tMax: 5, hours: 2 });
  });
});

describe('weather months summed at every base (weather_months)', () => {
  const days = async (month: string) =>
    (
      await t.database.query<{ day: string; mean: number; min: number; max: number; hours: number }>(
        `select day::text as day, (t_sum / hours)::float8 as mean, t_min::float8 as min, t_max::float8 as max, hours
           from weather_days where site_id = $1 and day >= $2::date and day < ($2::date + interval '1 month')
          order by day`,
        [f.siteId, `${month}-01`],
      )
    ).map((d) => ({ ...d, mean: Number(d.mean), min: Number(d.min), max: Number(d.max) }));
  const row = async (month: string) =>
    (
      await t.database.query<{ days: number; hdd: number[]; cdd: number[]; stale: boolean }>(
        `select days, hdd, cdd, computed is distinct from changed as stale
           from weather_months where site_id = $1 and month = $2::date`,
        [f.siteId, `${month}-01`],
      )
    )[0];

  it('holds, once summed, the degree-days monthWeather computes from the days', async () => {
    await refreshWeatherMonths(t.database, { orgId: f.orgId });
    for (const month of ['2024-01', '2024-03', '2024-07', '2024-11']) {
      const r = await row(month);
      const fromDays = monthWeather(await days(month));
      const summed = monthWeatherOfSums([
        { month, days: r!.days, hdd: r!.hdd.map(Number), cdd: r!.cdd.map(Number) },
      ]);
      expect(r!.stale).toBe(false);
      expect(r!.hdd).toHaveLength(HEATING_BASES.length);
      expect([...summed.usable]).toEqual([...fromDays.usable]);
      for (const b of HEATING_BASES) expect(summed.hdd.get(b)).toEqual(fromDays.hdd.get(b));
      for (const b of COOLING_BASES) expect(summed.cdd.get(b)).toEqual(fromDays.cdd.get(b));
    }
  });

  it('sums a month again after its days change, and keeps a change made while it was summed', async () => {
    await refreshWeatherMonths(t.database, { orgId: f.orgId });
    const before = await row('2024-02');
    await t.database.query(
      `update weather_days set t_sum = t_sum + hours * 3, t_max = t_max + 3 where site_id = $1 and day = '2024-02-10'`,
      [f.siteId],
    );
    expect((await row('2024-02'))!.stale).toBe(true);
    await refreshWeatherMonths(t.database, { orgId: f.orgId });
    const after = await row('2024-02');
    expect(after!.stale).toBe(false);
    expect(after!.hdd[HEATING_BASES.indexOf(15.5)]).toBeLessThan(before!.hdd[HEATING_BASES.indexOf(15.5)]!);
    // A change that lands between the read of the days and the write of their sums: the sums of the
    // older days are not written over it, and the month stays to be summed.
    const { changed } = (
      await t.database.query<{ changed: number }>(
        `select changed::float8 as changed from weather_months where site_id = $1 and month = '2024-02-01'`,
        [f.siteId],
      )
    )[0]!;
    await t.database.query(
      `update weather_days set t_sum = t_sum - hours * 3, t_max = t_max - 3 where site_id = $1 and day = '2024-02-10'`,
      [f.siteId],
    );
    await t.database.query(
      `update weather_months set computed = $2 where site_id = $1 and month = '2024-02-01' and changed = $2`,
      [f.siteId, changed],
    );
    expect((await row('2024-02'))!.stale).toBe(true);
    await refreshWeatherMonths(t.database, { orgId: f.orgId });
    expect((await row('2024-02'))!.hdd).toEqual(before!.hdd);
  });

  it('keeps each site fit and reuses it until its energy or weather months change', async () => {
    await eui('2024-12-15');
    const fitted = async () =>
      (
        await t.database.query<{ at: string; fingerprint: string }>(
          `select computed_at::text as at, fingerprint from weather_fits where site_id = $1 and repo_month = '2024-12-01'`,
          [f.siteId],
        )
      )[0];
    const first = await fitted();
    expect(first).toBeDefined();
    await t.database.query('delete from analytics_reports');
    await eui('2024-12-15');
    expect(await fitted()).toEqual(first);
    // A changed day of a fitted month: the next report fits the site again.
    await t.database.query(
      `update weather_days set hours = hours where site_id = $1 and day = '2024-06-10'`,
      [f.siteId],
    );
    await t.database.query('delete from analytics_reports');
    await eui('2024-12-15');
    expect((await fitted())!.at).not.toBe(first!.at);
  });

  it('reads a refitted site’s weather record at its new bases, not at those of the fit it replaced', async () => {
    await t.database.query('delete from analytics_reports');
    const fresh = await eui('2024-12-15');
    // The kept fit now says other bases and no longer matches the site's months: the report reads the
    // record at those bases beside the energy months, then must read it again for the new fit.
    const changed = await t.database.query(
      `update weather_fits
          set fingerprint = 'stale',
              fit = jsonb_set(jsonb_set(fit::jsonb, '{model,heatingBase}', '8'), '{model,coolingBase}', '25')::json
        where site_id = $1 and repo_month = '2024-12-01' and jsonb_typeof(fit::jsonb->'model') = 'object' returning 1`,
      [f.siteId],
    );
    expect(changed).toHaveLength(1);
    await t.database.query('delete from analytics_reports');
    expect(await eui('2024-12-15')).toEqual(fresh);
  });

  it('drops fits of report months more than two years back, and only those', async () => {
    // Rows of a site id no fixture site has, so that they meet no fit the reports kept.
    await t.database.query(
      `insert into weather_fits (site_id, repo_month, org_id, fingerprint, fit)
       values ($1, date_trunc('month', current_date - interval '25 months')::date, $2, 'old', '{}'),
              ($1, date_trunc('month', current_date - interval '23 months')::date, $2, 'recent', '{}')`,
      [-f.siteId, f.orgId],
    );
    expect(await deleteOldFits(t.database)).toBeGreaterThanOrEqual(1);
    const left = await t.database.query<{ fingerprint: string }>(
      `select fingerprint from weather_fits where site_id = $1`,
      [-f.siteId],
    );
    expect(left.map((r) => r.fingerprint)).toEqual(['recent']);
  });
});

describe('weather-normalised EUI of the fixture site (by hand)', () => {
  const { a, b, c } = WEATHER_FIXTURE.model;
  const area = WEATHER_FIXTURE.areaM2;
  const temp = (year: number, i: number) => WEATHER_FIXTURE.temps[year]![i]!;
  const months = (year: number) => monthsOfYear(year);
  // Normal degree-days a day of each calendar month: the mean of 2022, 2023 and 2024.
  const normal = (i: number) => {
    const dd = [2022, 2023, 2024].map((y) => fixtureDegreeDays(temp(y, i)));
    return { hdd: dd.reduce((s, x) => s + x.hdd, 0) / 3, cdd: dd.reduce((s, x) => s + x.cdd, 0) / 3 };
  };

  it('fits the model the energy was made by, and restates 2024 at the normal of three years', async () => {
    const report = await eui('2024-12-01');
    const site = report.site_eui[String(f.siteId)]!;
    const w = site.weather_normalization!;
    expect(w.status).toBe('ok');
    expect(w.model).toMatchObject({
      kind: 'heating_cooling',
      heating_base_c: 15.5,
      cooling_base_c: 18,
      intercept_kwh_per_day: a,
      heating_kwh_per_degree_day: b,
      cooling_kwh_per_degree_day: c,
      months: months(2024),
    });
    expect(w.model!.cv_rmse).toBeLessThan(1e-4);
    expect(w.normal_years).toBe(3);

    // 2024 measured every day, so each month becomes days × (a + b·HDDnormal + c·CDDnormal).
    let normalized = 0;
    let effect = 0;
    let measured = 0;
    months(2024).forEach((m, i) => {
      const days = daysInMonth(m);
      const n = normal(i);
      const dd = fixtureDegreeDays(temp(2024, i));
      normalized += days * (a + b * n.hdd + c * n.cdd);
      effect += days * (b * (dd.hdd - n.hdd) + c * (dd.cdd - n.cdd));
      measured += days * fixtureDayKwh(2024, temp(2024, i));
    });
    expectRounded(site.site_eui_existing, measured / area);
    expectRounded(site.site_eui_normalized, normalized / area);
    expectRounded(w.weather_effect, effect / area);
    expect(w.weather_effect_months).toEqual(months(2024));
    // The whole year measured: normalised = measured − the weather's effect.
    expect(site.site_eui_normalized!).toBeCloseTo(site.site_eui_existing! - w.weather_effect!, 2);
    expect(report.org_weather).toMatchObject({ site_count: 1 });
    expectRounded(report.org_weather!.eui_normalized, normalized / area);
  });

  it("splits 2024's change against 2023 into the weather's part and the site's 10 kWh a day", async () => {
    const w = (await eui('2024-12-01')).site_eui[String(f.siteId)]!.weather_normalization!;
    let change = 0;
    let weather = 0;
    let days2023 = 0;
    months(2024).forEach((m, i) => {
      const before = months(2023)[i]!;
      const now = fixtureDegreeDays(temp(2024, i));
      const then = fixtureDegreeDays(temp(2023, i));
      change +=
        daysInMonth(m) * fixtureDayKwh(2024, temp(2024, i)) -
        daysInMonth(before) * fixtureDayKwh(2023, temp(2023, i));
      weather +=
        daysInMonth(m) * (a + b * now.hdd + c * now.cdd) -
        daysInMonth(before) * (a + b * then.hdd + c * then.cdd);
      days2023 += daysInMonth(before);
    });
    expect(w.change).toMatchObject({ previous_year: 2023, months: months(2024) });
    expectRounded(w.change!.eui_change, change / area);
    expectRounded(w.change!.weather, weather / area);
    // What is not weather: 2024's base load 10 kWh a day above 2023's, over 2023's 365 days.
    expect(days2023).toBe(365);
    expectRounded(w.change!.site, (10 * 365) / area);
  });

  it('says why there is no normalised EUI with fewer than 12 complete months', async () => {
    const w = (await eui('2023-06-01')).site_eui[String(f.siteId)]!;
    expect(w.site_eui_normalized).toBeNull();
    expect(w.weather_normalization).toMatchObject({ status: 'insufficient_data', model: null });
    expect(w.weather_normalization!.message).toMatch(/12 complete months .* 6 found/);
  });
});
