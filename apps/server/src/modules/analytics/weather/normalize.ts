import { addMonths, daysInMonth, monthsOfYear } from '@sw/domain';
import { hasWeather, MIN_WEATHER_DAY_SHARE, singleSine, type WeatherDay } from './degree-days';
import { dot, solveNormalEquations } from './fit-solver';
import { goodnessOfFit } from './regression';

// Weather-normalised energy of a site (docs/analytics.md "Weather-normalised EUI"). Pure: the report
// reads energy months and weather days, these functions fit the site's weather model and restate
// its year at normal weather.

/** Heating base temperatures tried (°C): 5 to 20 in half degrees. */
export const HEATING_BASES = Array.from({ length: 31 }, (_, i) => 5 + i / 2);
/** Cooling base temperatures tried (°C): 10 to 26 in half degrees. */
export const COOLING_BASES = Array.from({ length: 33 }, (_, i) => 10 + i / 2);
/** A model is fitted on this many months (a whole year: every season once). */
export const FIT_MONTHS = 12;
/** ... the most recent complete ones found within this many months up to the report month. */
export const FIT_LOOKBACK_MONTHS = 24;
/** ASHRAE Guideline 14, monthly data: CV(RMSE) at most 15 % and |NMBE| at most 5 %. */
export const MAX_CV_RMSE = 0.15;
export const MAX_NMBE = 0.05;
/** A heating or cooling term stays only with a positive slope at least this many standard errors from 0. */
export const MIN_T_STAT = 2;
/**
 * ... and only when its degree-days are a season, not a few odd days: at least MIN_ACTIVE_MONTHS of
 * the fitted months have MIN_ACTIVE_DEGREE_DAYS or more a day at its base. A slope fitted on a cold
 * snap or two would be steep and make next year's restatement swing on a handful of days.
 */
export const MIN_ACTIVE_MONTHS = 3;
export const MIN_ACTIVE_DEGREE_DAYS = 1;

export type ModelKind = 'heating_cooling' | 'heating' | 'cooling' | 'mean';

/** kWh/day = a + b·HDD/day + c·CDD/day, HDD at heatingBase and CDD at coolingBase. */
export interface WeatherModel {
  kind: ModelKind;
  heatingBase: number | null;
  coolingBase: number | null;
  /** a: kWh a day that does not depend on the weather. */
  intercept: number;
  /** b: kWh per heating degree-day (0 without a heating term). */
  heatingSlope: number;
  /** c: kWh per cooling degree-day (0 without a cooling term). */
  coolingSlope: number;
  /** The months fitted, oldest first ('yyyy-MM'). */
  months: string[];
  /** Coefficients plus fitted base temperatures. */
  parameters: number;
  r2: number | null;
  cvRmse: number;
  nmbe: number;
}

/** A site's energy in one local month and whether it is complete (ended, every day with data). */
export interface EnergyMonth {
  month: string;
  kwh: number;
  complete: boolean;
}

/** Degree-days per day of each month at every candidate base, and which months' weather counts. */
export interface MonthWeather {
  /** Months whose weather counts (enough days with weather). */
  usable: ReadonlySet<string>;
  hdd: ReadonlyMap<number, ReadonlyMap<string, number>>;
  cdd: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

/**
 * monthWeather from a site's summed months (weather_months, weather-months.ts): a month's weather
 * counts with enough days, and its degree-days per day at a base are its sum ÷ its days, the same
 * division monthWeather makes after the same additions.
 */
export function monthWeatherOfSums(
  rows: readonly { month: string; days: number; hdd: readonly number[]; cdd: readonly number[] }[],
): MonthWeather {
  const counted = rows.filter((r) => r.days > 0 && r.days >= MIN_WEATHER_DAY_SHARE * daysInMonth(r.month));
  const perDay = (bases: readonly number[], pick: (r: (typeof rows)[number]) => readonly number[]) =>
    new Map(bases.map((b, i) => [b, new Map(counted.map((r) => [r.month, pick(r)[i]! / r.days]))]));
  return {
    usable: new Set(counted.map((r) => r.month)),
    hdd: perDay(HEATING_BASES, (r) => r.hdd),
    cdd: perDay(COOLING_BASES, (r) => r.cdd),
  };
}

/** Degree-days per day of the months of `days` at every candidate base. */
export function monthWeather(days: readonly WeatherDay[]): MonthWeather {
  // The days that count, by month, as (mean, half range) pairs: every base then runs over arrays.
  const byMonth = new Map<string, { mean: number[]; half: number[] }>();
  for (const d of days) {
    if (!hasWeather(d)) continue;
    const month = d.day.slice(0, 7);
    const m = byMonth.get(month) ?? { mean: [], half: [] };
    m.mean.push(d.mean);
    m.half.push((d.max - d.min) / 2);
    byMonth.set(month, m);
  }
  const usable = new Set(
    [...byMonth]
      .filter(([month, m]) => m.mean.length >= MIN_WEATHER_DAY_SHARE * daysInMonth(month))
      .map(([k]) => k),
  );
  const perDay = (kind: 'heating' | 'cooling', base: number) => {
    const out = new Map<string, number>();
    for (const month of usable) {
      const m = byMonth.get(month)!;
      let sum = 0;
      for (let i = 0; i < m.mean.length; i++)
        sum += singleSine(kind === 'heating' ? base - m.mean[i]! : m.mean[i]! - base, m.half[i]!);
      out.set(month, sum / m.mean.length);
    }
    return out;
  };
  return {
    usable,
    hdd: new Map(HEATING_BASES.map((b) => [b, perDay('heating', b)])),
    cdd: new Map(COOLING_BASES.map((b) => [b, perDay('cooling', b)])),
  };
}

/**
 * The months a model is fitted on: the FIT_MONTHS most recent months up to `lastMonth` that are
 * complete and whose weather counts, looking back at most FIT_LOOKBACK_MONTHS months. Fewer than
 * FIT_MONTHS found: none (a model on part of a year would extrapolate the seasons it has not seen).
 */
export function fitMonths(
  energy: ReadonlyMap<string, EnergyMonth>,
  weather: MonthWeather,
  lastMonth: string,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < FIT_LOOKBACK_MONTHS && out.length < FIT_MONTHS; i++) {
    const month = addMonths(lastMonth, -i);
    if (energy.get(month)?.complete && weather.usable.has(month)) out.push(month);
  }
  return out.length === FIT_MONTHS ? out.reverse() : [];
}

/** Whether a degree-day series is a season over the months (MIN_ACTIVE_MONTHS, MIN_ACTIVE_DEGREE_DAYS). */
const isSeason = (dd: ReadonlyMap<string, number>, months: readonly string[]) =>
  months.filter((m) => (dd.get(m) ?? 0) >= MIN_ACTIVE_DEGREE_DAYS).length >= MIN_ACTIVE_MONTHS;

interface Candidate {
  kind: ModelKind;
  heatingBase: number | null;
  coolingBase: number | null;
}

/** The base temperatures a fit tries. */
export interface BaseGrid {
  heating: readonly number[];
  cooling: readonly number[];
}

export const BASE_GRID: BaseGrid = { heating: HEATING_BASES, cooling: COOLING_BASES };

function* candidates(grid: BaseGrid): Generator<Candidate> {
  yield { kind: 'mean', heatingBase: null, coolingBase: null };
  for (const h of grid.heating) yield { kind: 'heating', heatingBase: h, coolingBase: null };
  for (const c of grid.cooling) yield { kind: 'cooling', heatingBase: null, coolingBase: c };
  for (const h of grid.heating)
    for (const c of grid.cooling)
      if (c >= h) yield { kind: 'heating_cooling', heatingBase: h, coolingBase: c };
}

/**
 * The site's weather model on `months` (fitMonths): every candidate (no weather term; heating only,
 * cooling only, or both, at each base temperature of the grid) is fitted by least squares on the
 * months' kWh per day; a candidate counts when each of its slopes is positive and at least MIN_T_STAT
 * standard errors from zero; the one with the lowest CV(RMSE), counting fitted base temperatures as
 * parameters (so a simpler model wins unless a richer one fits clearly better), is the model.
 * Null without months or when no candidate counts.
 */
export function fitWeatherModel(
  energy: ReadonlyMap<string, EnergyMonth>,
  weather: MonthWeather,
  months: readonly string[],
  grid: BaseGrid = BASE_GRID,
): WeatherModel | null {
  if (!months.length) return null;
  const days = months.map(daysInMonth);
  const kwh = months.map((m) => energy.get(m)!.kwh);
  const y = kwh.map((k, i) => k / days[i]!);
  // Each base's degree-days over the months and their normal-equation sums, once (null: not a
  // season), not once per candidate (fit-solver.ts).
  const n = months.length;
  const ones = months.map(() => 1);
  const sumY = dot(ones, y);
  const columnsOf = (dd: ReadonlyMap<number, ReadonlyMap<string, number>>, bases: readonly number[]) =>
    new Map(
      bases.map((b) => {
        const series = dd.get(b)!;
        if (!isSeason(series, months)) return [b, null] as const;
        const v = months.map((m) => series.get(m)!);
        return [b, { v, sum: dot(ones, v), squares: dot(v, v), withY: dot(v, y) }] as const;
      }),
    );
  const heating = columnsOf(weather.hdd, grid.heating);
  const cooling = columnsOf(weather.cdd, grid.cooling);
  const xtx = new Float64Array(9);
  const xty = new Float64Array(3);
  const beta = new Float64Array(3);
  const inverseDiagonal = new Float64Array(3);
  let best: WeatherModel | null = null;
  for (const c of candidates(grid)) {
    const h = c.heatingBase === null ? null : heating.get(c.heatingBase)!;
    const k = c.coolingBase === null ? null : cooling.get(c.coolingBase)!;
    if ((c.heatingBase !== null && !h) || (c.coolingBase !== null && !k)) continue;
    // X = [1, h?, k?]: its XᵀX and Xᵀy from the sums (1·v is v, so they are leastSquares' sums).
    const cols = [null, ...(h ? [h] : []), ...(k ? [k] : [])];
    const p = cols.length;
    if (n < p) continue;
    for (let i = 0; i < p; i++) {
      const ci = cols[i];
      xty[i] = ci ? ci.withY : sumY;
      for (let j = 0; j < p; j++) {
        const cj = cols[j];
        xtx[i * p + j] =
          !ci && !cj
            ? dot(ones, ones)
            : !ci
              ? cj!.sum
              : !cj
                ? ci.sum
                : ci === cj
                  ? ci.squares
                  : dot(ci.v, cj.v);
      }
    }
    if (!solveNormalEquations(p, xtx, xty, beta, inverseDiagonal)) continue;
    let slopesPositive = true;
    for (let i = 1; i < p; i++) if (!(beta[i]! > 0)) slopesPositive = false;
    if (!slopesPositive) continue;
    const fitted = new Array<number>(n);
    let sse = 0;
    for (let m = 0; m < n; m++) {
      let f = 0;
      f += beta[0]!;
      for (let i = 1; i < p; i++) f += cols[i]!.v[m]! * beta[i]!;
      fitted[m] = f;
      sse += (y[m]! - f) ** 2;
    }
    const variance = n - p > 0 ? sse / (n - p) : Number.POSITIVE_INFINITY;
    let significant = true;
    for (let i = 1; i < p; i++) {
      const se = Math.sqrt(Math.max(0, variance * inverseDiagonal[i]!));
      const t =
        se === 0 ? (beta[i] === 0 ? 0 : Math.sign(beta[i]!) * Number.POSITIVE_INFINITY) : beta[i]! / se;
      if (!(t >= MIN_T_STAT)) significant = false;
    }
    if (!significant) continue;
    const fit = { coefficients: Array.from(beta.subarray(0, p)) };
    const parameters = p + (h ? 1 : 0) + (k ? 1 : 0);
    const gof = goodnessOfFit(
      kwh,
      fitted.map((f, i) => f * days[i]!),
      parameters,
    );
    if (best && !(gof.cvRmse < best.cvRmse - 1e-12)) continue;
    best = {
      kind: c.kind,
      heatingBase: c.heatingBase,
      coolingBase: c.coolingBase,
      intercept: fit.coefficients[0]!,
      heatingSlope: h ? fit.coefficients[1]! : 0,
      coolingSlope: k ? fit.coefficients[h ? 2 : 1]! : 0,
      months: [...months],
      parameters,
      r2: c.kind === 'mean' ? null : gof.r2,
      cvRmse: gof.cvRmse,
      nmbe: gof.nmbe,
    };
  }
  return best;
}

/** Whether a model passes the fit-quality check (Guideline 14 monthly thresholds). */
export const fitPasses = (m: WeatherModel) =>
  Number.isFinite(m.cvRmse) && m.cvRmse <= MAX_CV_RMSE && Math.abs(m.nmbe) <= MAX_NMBE;

/** Normal degree-days per day of each calendar month (1–12) at the model's bases, and how many years. */
export interface Normals {
  hdd: number;
  cdd: number;
  years: number;
}

/**
 * Normal weather of each calendar month: the mean, over every year of the site's weather record in
 * which that month's weather counts, of its degree-days per day at the model's bases. `months` are
 * the record's month sums ('yyyy-MM', days with weather, HDD and CDD summed over those days).
 */
export function normalsOf(
  months: readonly { month: string; days: number; hdd: number; cdd: number }[],
  share: number,
): Map<number, Normals> {
  const acc = new Map<number, { hdd: number; cdd: number; years: number }>();
  for (const m of months) {
    if (m.days < share * daysInMonth(m.month)) continue;
    const cal = Number(m.month.slice(5, 7));
    const a = acc.get(cal) ?? { hdd: 0, cdd: 0, years: 0 };
    a.hdd += m.hdd / m.days;
    a.cdd += m.cdd / m.days;
    a.years += 1;
    acc.set(cal, a);
  }
  return new Map(
    [...acc].map(([cal, a]) => [cal, { hdd: a.hdd / a.years, cdd: a.cdd / a.years, years: a.years }]),
  );
}

/** kWh the model predicts for `days` days at degree-days per day `hdd`, `cdd`. */
export const predict = (m: WeatherModel, days: number, hdd: number, cdd: number) =>
  days * (m.intercept + m.heatingSlope * hdd + m.coolingSlope * cdd);

const ddOf = (m: WeatherModel, weather: MonthWeather, month: string) => ({
  hdd: m.heatingBase === null ? 0 : (weather.hdd.get(m.heatingBase)?.get(month) ?? null),
  cdd: m.coolingBase === null ? 0 : (weather.cdd.get(m.coolingBase)?.get(month) ?? null),
});

/** A site's year restated at normal weather (kWh). */
export interface NormalizedYear {
  /** The year's kWh at normal weather. */
  kwh: number;
  /** kWh the actual weather of the year's complete months added (+) or saved (−) against normal. */
  weatherEffectKwh: number;
  /** The complete months of the year whose weather was restated. */
  weatherEffectMonths: string[];
}

/**
 * The year at normal weather: each complete month with weather keeps its measured kWh less what its
 * weather differed from normal, b·days·(HDD − HDDnormal) + c·days·(CDD − CDDnormal); every other month
 * of the year (in progress, incomplete, not yet come) is the model at normal weather,
 * days·(a + b·HDDnormal + c·CDDnormal). Null when a calendar month has no normal.
 */
export function normalizeYear(
  m: WeatherModel,
  a: {
    year: number;
    energy: ReadonlyMap<string, EnergyMonth>;
    weather: MonthWeather;
    normals: ReadonlyMap<number, Normals>;
  },
): NormalizedYear | null {
  let kwh = 0;
  let effect = 0;
  const effectMonths: string[] = [];
  for (const month of monthsOfYear(a.year)) {
    const normal = a.normals.get(Number(month.slice(5, 7)));
    if (!normal) return null;
    const days = daysInMonth(month);
    const e = a.energy.get(month);
    const dd = ddOf(m, a.weather, month);
    if (e?.complete && a.weather.usable.has(month) && dd.hdd !== null && dd.cdd !== null) {
      const w = days * (m.heatingSlope * (dd.hdd - normal.hdd) + m.coolingSlope * (dd.cdd - normal.cdd));
      kwh += e.kwh - w;
      effect += w;
      effectMonths.push(month);
    } else kwh += predict(m, days, normal.hdd, normal.cdd);
  }
  return { kwh, weatherEffectKwh: effect, weatherEffectMonths: effectMonths };
}

/** This year's change against the same months of last year, and how much of it the weather explains. */
export interface YearChange {
  previousYear: number;
  /** Months (of this year) complete, with weather, in both years. */
  months: string[];
  /** kWh this year − kWh last year over those months. */
  changeKwh: number;
  /** What the model predicts for the difference of their weather (and day count). */
  weatherKwh: number;
  /** The rest: the site's own change. */
  siteKwh: number;
}

/**
 * Year-on-year change over the months up to `lastMonth` of `year` that are complete and have weather
 * in both years: measured change = Σ (kWh this year − kWh last year); weather part = Σ (model at this
 * year's weather − model at last year's), site part = measured − weather. Null without such months.
 */
export function yearChange(
  m: WeatherModel,
  a: { year: number; lastMonth: string; energy: ReadonlyMap<string, EnergyMonth>; weather: MonthWeather },
): YearChange | null {
  const months: string[] = [];
  let change = 0;
  let weather = 0;
  for (const month of monthsOfYear(a.year).filter((x) => x <= a.lastMonth)) {
    const before = addMonths(month, -12);
    const now = a.energy.get(month);
    const then = a.energy.get(before);
    const ddNow = ddOf(m, a.weather, month);
    const ddThen = ddOf(m, a.weather, before);
    if (!now?.complete || !then?.complete) continue;
    if (!a.weather.usable.has(month) || !a.weather.usable.has(before)) continue;
    if (ddNow.hdd === null || ddNow.cdd === null || ddThen.hdd === null || ddThen.cdd === null) continue;
    months.push(month);
    change += now.kwh - then.kwh;
    weather +=
      predict(m, daysInMonth(month), ddNow.hdd, ddNow.cdd) -
      predict(m, daysInMonth(before), ddThen.hdd, ddThen.cdd);
  }
  if (!months.length) return null;
  return {
    previousYear: a.year - 1,
    months,
    changeKwh: change,
    weatherKwh: weather,
    siteKwh: change - weather,
  };
}
