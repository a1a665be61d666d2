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
import { singleSine, singleSineSql } from './degree-days';

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

  it('sums degree-days in SQL exactly as the report computes them', async () => {
    const cases = [
      [1.5, 4],
      [-2, 5],
      [7, 3],
      [-7, 3],
      [0.2, 0],
      [-0.2, 0],
    ];
    const rows = await t.database.query<{ v: number }>(
      `select ${singleSineSql('c', 'd')}::float8 as v from unnest($1::float8[], $2::float8[]) with ordinality as x(c, d, i) order by i`,
      [cases.map((x) => x[0]), cases.map((x) => x[1])],
    );
    rows.forEach((r, i) => {
      expect(r.v).toBeCloseTo(singleSine(cases[i]![0]!, cases[i]![1]!), 10);
    });
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
