import { daysInMonth, monthsOfYear } from '@sw/domain';
import { describe, expect, it } from 'vitest';
import type { WeatherDay } from './degree-days';
import {
  type EnergyMonth,
  fitMonths,
  fitPasses,
  fitWeatherModel,
  monthWeather,
  normalizeYear,
  normalsOf,
  type WeatherModel,
  yearChange,
} from './normalize';

/** Every day of the months at the month's temperature, the same all day (so HDD = base − T). */
function weatherOf(temps: Record<string, number>): WeatherDay[] {
  const out: WeatherDay[] = [];
  for (const [month, t] of Object.entries(temps))
    for (let d = 1; d <= daysInMonth(month); d++)
      out.push({ day: `${month}-${String(d).padStart(2, '0')}`, mean: t, min: t, max: t, hours: 24 });
  return out;
}

const complete = (month: string, kwh: number): [string, EnergyMonth] => [
  month,
  { month, kwh, complete: true },
];

describe('fitting a site weather model', () => {
  // 2024, one temperature a month, chosen so that only 15.5 °C / 18 °C make the model exact.
  const T = [2, 4, 8, 12, 15, 16.5, 21, 24, 19, 13, 7, 3];
  const months = monthsOfYear(2024);
  const temps = Object.fromEntries(months.map((m, i) => [m, T[i]!]));
  const weather = monthWeather(weatherOf(temps));
  const truth = (t: number) => 100 + 5 * Math.max(0, 15.5 - t) + 8 * Math.max(0, t - 18);

  it('finds the base temperatures and coefficients of energy made by a known model', () => {
    const energy = new Map(months.map((m, i) => complete(m, daysInMonth(m) * truth(T[i]!))));
    const picked = fitMonths(energy, weather, '2024-12');
    expect(picked).toEqual(months);
    const model = fitWeatherModel(energy, weather, picked)!;
    expect(model).toMatchObject({
      kind: 'heating_cooling',
      heatingBase: 15.5,
      coolingBase: 18,
      parameters: 5,
    });
    expect(model.intercept).toBeCloseTo(100, 6);
    expect(model.heatingSlope).toBeCloseTo(5, 6);
    expect(model.coolingSlope).toBeCloseTo(8, 6);
    expect(model.cvRmse).toBeLessThan(1e-9);
    expect(fitPasses(model)).toBe(true);
  });

  it('keeps no weather term for a site whose energy does not follow the weather', () => {
    // 100 kWh a day, ± 2 % alternating: nothing to do with the temperatures.
    const energy = new Map(months.map((m, i) => complete(m, daysInMonth(m) * (i % 2 ? 102 : 98))));
    const model = fitWeatherModel(energy, weather, fitMonths(energy, weather, '2024-12'))!;
    expect(model.kind).toBe('mean');
    expect(model.intercept).toBeCloseTo(100, 6);
    expect(model.heatingSlope).toBe(0);
    // CV(RMSE) = √(Σ(kWh − 100·days)² / 11) / mean kWh: about 2 %, within 15 %.
    expect(model.cvRmse).toBeGreaterThan(0.015);
    expect(fitPasses(model)).toBe(true);
  });

  it('fails the quality check when the months scatter', () => {
    const scatter = [1, 1.6, 0.7, 1.4, 0.6, 1.3, 1.5, 0.5, 1.2, 0.8, 1.7, 0.9];
    const energy = new Map(months.map((m, i) => complete(m, daysInMonth(m) * 100 * scatter[i]!)));
    const model = fitWeatherModel(energy, weather, fitMonths(energy, weather, '2024-12'))!;
    expect(model.cvRmse).toBeGreaterThan(0.15);
    expect(fitPasses(model)).toBe(false);
  });

  it('needs 12 complete months with weather within 24 months', () => {
    const energy = new Map(months.map((m, i) => complete(m, daysInMonth(m) * truth(T[i]!))));
    energy.set('2024-06', { month: '2024-06', kwh: 1, complete: false });
    // June is incomplete and 2023 has no weather: 11 months only.
    expect(fitMonths(energy, weather, '2024-12')).toEqual([]);
    // With December 2023 complete and with weather, the 12 most recent are Dec 2023 … Dec 2024 less June.
    const more = monthWeather([...weatherOf({ '2023-12': 3 }), ...weatherOf(temps)]);
    energy.set('2023-12', { month: '2023-12', kwh: 31 * truth(3), complete: true });
    expect(fitMonths(energy, more, '2024-12')).toEqual(['2023-12', ...months.filter((m) => m !== '2024-06')]);
  });
});

describe('the year at normal weather, and last year against this one (by hand)', () => {
  // Heating only: 100 kWh a day plus 5 kWh per degree-day below 15.5 °C.
  const model: WeatherModel = {
    kind: 'heating',
    heatingBase: 15.5,
    coolingBase: null,
    intercept: 100,
    heatingSlope: 5,
    coolingSlope: 0,
    months: [],
    parameters: 3,
    r2: 1,
    cvRmse: 0,
    nmbe: 0,
  };
  // 2024 HDD a day: Jan 10, Feb 8, Mar 4, Apr–Oct 0, Nov 6, Dec 12. 2023: Jan 8, Feb 10, then 0.
  const t2024 = [5.5, 7.5, 11.5, 20, 20, 20, 20, 20, 20, 20, 9.5, 3.5];
  const t2023 = [7.5, 5.5, 20];
  const weather = monthWeather(
    weatherOf({
      ...Object.fromEntries(
        monthsOfYear(2023)
          .slice(0, 3)
          .map((m, i) => [m, t2023[i]!]),
      ),
      ...Object.fromEntries(monthsOfYear(2024).map((m, i) => [m, t2024[i]!])),
    }),
  );
  // Normal HDD a day: Jan 7, Feb 8, Mar 5, Apr–Oct 0, Nov 6, Dec 9 (the mean of two record years).
  const normals = normalsOf(
    [
      ...[4, 8, 5, 0, 0, 0, 0, 0, 0, 0, 4, 6].map((hdd, i) => ({ cal: i + 1, hdd, year: 2022 })),
      ...[10, 8, 5, 0, 0, 0, 0, 0, 0, 0, 8, 12].map((hdd, i) => ({ cal: i + 1, hdd, year: 2021 })),
    ].map(({ cal, hdd, year }) => {
      const month = `${year}-${String(cal).padStart(2, '0')}`;
      return { month, days: daysInMonth(month), hdd: hdd * daysInMonth(month), cdd: 0 };
    }),
    0.9,
  );
  // Measured 2024: January 200 kWh above the model; the model elsewhere; November incomplete, no December.
  const energy = new Map<string, EnergyMonth>([
    complete('2024-01', 31 * 150 + 200), // 4,850
    complete('2024-02', 29 * 140), // 4,060
    complete('2024-03', 31 * 120), // 3,720
    ...['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10'].map((m) =>
      complete(m, daysInMonth(m) * 100),
    ),
    ['2024-11', { month: '2024-11', kwh: 1000, complete: false }],
    // 2023: a base load of 90 kWh a day.
    complete('2023-01', 31 * (90 + 5 * 8)), // 4,030
    complete('2023-02', 28 * (90 + 5 * 10)), // 3,920
    complete('2023-03', 31 * 90), // 2,790
  ]);

  it('normals are the mean of the record years', () => {
    expect(normals.get(1)).toEqual({ hdd: 7, cdd: 0, years: 2 });
    expect(normals.get(12)).toEqual({ hdd: 9, cdd: 0, years: 2 });
  });

  it('restates the complete months at normal weather and models the rest', () => {
    const year = normalizeYear(model, { year: 2024, energy, weather, normals })!;
    // Jan 4,850 − 5 × 31 × (10 − 7) = 4,385; Feb 4,060 (normal weather); Mar 3,720 − 5 × 31 × (4 − 5)
    // = 3,875; Apr–Oct 214 days × 100 = 21,400; Nov (incomplete) 30 × (100 + 5 × 6) = 3,900;
    // Dec (no data) 31 × (100 + 5 × 9) = 4,495. Total 42,115.
    expect(year.kwh).toBeCloseTo(42_115, 6);
    // The weather of Jan–Oct cost 465 − 155 = 310 kWh more than normal.
    expect(year.weatherEffectKwh).toBeCloseTo(310, 6);
    expect(year.weatherEffectMonths).toHaveLength(10);
    expect(normalizeYear(model, { year: 2024, energy, weather, normals: new Map() })).toBeNull();
  });

  it('splits the change against last year into weather and site', () => {
    const change = yearChange(model, { year: 2024, lastMonth: '2024-11', energy, weather })!;
    expect(change.months).toEqual(['2024-01', '2024-02', '2024-03']);
    // Measured: (4,850 − 4,030) + (4,060 − 3,920) + (3,720 − 2,790) = 1,890.
    expect(change.changeKwh).toBeCloseTo(1890, 6);
    // Weather: Jan 31 × 5 × (10 − 8) = 310; Feb 29 × 140 − 28 × 150 = −140; Mar 31 × 5 × 4 = 620 → 790.
    expect(change.weatherKwh).toBeCloseTo(790, 6);
    // Site: 1,100 = January's 200 above the model + 10 kWh a day more base load over 90 days.
    expect(change.siteKwh).toBeCloseTo(1100, 6);
  });
});
