import type { SiteWeatherNormalization } from '@sw/contracts';
import { daysInMonth, monthsOfYear } from '@sw/domain';
import { MIN_WEATHER_DAY_SHARE } from './degree-days';
import {
  type EnergyMonth,
  FIT_LOOKBACK_MONTHS,
  FIT_MONTHS,
  fitMonths,
  fitPasses,
  fitWeatherModel,
  MAX_CV_RMSE,
  MAX_NMBE,
  type MonthWeather,
  normalizeYear,
  normalsOf,
  type WeatherModel,
  type YearChange,
  yearChange,
} from './normalize';
import type { RecordMonth } from './weather.repository';

// A site's weather-normalised EUI as the EUI report gives it (SiteWeatherNormalization), in two
// steps around the one query that needs the fitted base temperatures: fitSite, then finishSite.

const round = (x: number, digits: number) => {
  const k = 10 ** digits;
  return Math.round(x * k) / k;
};
const finite = (x: number, digits: number) => (Number.isFinite(x) ? round(x, digits) : null);
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** What fitSite found: the months' weather, the fitted months and the model (null: none counts). */
export interface SiteFit {
  weather: MonthWeather;
  months: string[];
  model: WeatherModel | null;
}

/** Fits the site's weather model on the complete months up to `repoMonth` (normalize.ts). */
export function fitSite(a: {
  repoMonth: string;
  energy: ReadonlyMap<string, EnergyMonth>;
  /** The months' weather (monthWeather of the days, or monthWeatherOfSums of the summed months). */
  weather: MonthWeather;
}): SiteFit {
  const { weather } = a;
  const months = fitMonths(a.energy, weather, a.repoMonth);
  return { weather, months, model: fitWeatherModel(a.energy, weather, months) };
}

/** The months found for a fit, when fewer than FIT_MONTHS (for the message). */
function usableMonths(a: {
  repoMonth: string;
  energy: ReadonlyMap<string, EnergyMonth>;
  weather: MonthWeather;
}) {
  let n = 0;
  for (const [month, e] of a.energy)
    if (e.complete && a.weather.usable.has(month) && month <= a.repoMonth) n++;
  return Math.min(n, FIT_LOOKBACK_MONTHS);
}

const modelOut = (m: WeatherModel): NonNullable<SiteWeatherNormalization['model']> => ({
  kind: m.kind,
  heating_base_c: m.heatingBase,
  cooling_base_c: m.coolingBase,
  intercept_kwh_per_day: round(m.intercept, 3),
  heating_kwh_per_degree_day: round(m.heatingSlope, 3),
  cooling_kwh_per_degree_day: round(m.coolingSlope, 3),
  months: m.months,
  r2: m.r2 === null ? null : finite(m.r2, 4),
  cv_rmse: finite(m.cvRmse, 4),
  nmbe: finite(m.nmbe, 4),
});

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** How the model reads, in words. */
function modelWords(m: WeatherModel): string {
  const span = `${m.months.length} months (${monthName(m.months[0]!)} – ${monthName(m.months.at(-1)!)})`;
  const quality = `CV(RMSE) ${percent(m.cvRmse)}${m.r2 === null ? '' : `, R² ${m.r2.toFixed(2)}`}`;
  switch (m.kind) {
    case 'mean':
      return `Energy did not follow the weather over ${span} (no significant heating or cooling slope): the year at normal weather is the year as measured; ${quality}.`;
    case 'heating':
      return `Heating below ${m.heatingBase} °C, fitted on ${span}; ${quality}.`;
    case 'cooling':
      return `Cooling above ${m.coolingBase} °C, fitted on ${span}; ${quality}.`;
    default:
      return `Heating below ${m.heatingBase} °C and cooling above ${m.coolingBase} °C, fitted on ${span}; ${quality}.`;
  }
}

/** A site's weather figures: the report's JSON (`result`) and the kWh behind it, for the organisation's sums. */
export interface SiteWeatherFigures {
  normalizedEui: number | null;
  normalizedKwh: number | null;
  weatherEffectKwh: number | null;
  change: YearChange | null;
  result: SiteWeatherNormalization;
}

/**
 * The site's figures from its fit and its weather record at the fitted bases: the normalised EUI,
 * the weather effect of the year's complete months and the change against last year, all kWh/m2.
 */
export function finishSite(a: {
  year: number;
  repoMonth: string;
  areaM2: number | null;
  energy: ReadonlyMap<string, EnergyMonth>;
  fit: SiteFit;
  record: readonly RecordMonth[];
}): SiteWeatherFigures {
  const none = (
    status: SiteWeatherNormalization['status'],
    message: string,
    model: WeatherModel | null = null,
  ): SiteWeatherFigures => ({
    normalizedEui: null,
    normalizedKwh: null,
    weatherEffectKwh: null,
    change: null,
    result: {
      status,
      message,
      model: model ? modelOut(model) : null,
      normal_years: 0,
      weather_effect: null,
      weather_effect_months: [],
      change: null,
    },
  });
  const m2 = a.areaM2 && a.areaM2 > 0 ? a.areaM2 : null;
  if (m2 === null) return none('no_floor_area', 'No floor area: EUI does not apply.');
  const { model, weather } = a.fit;
  if (!model) {
    const found = a.fit.months.length || usableMonths({ repoMonth: a.repoMonth, energy: a.energy, weather });
    return none(
      'insufficient_data',
      `A weather model needs ${FIT_MONTHS} complete months with weather within the ${FIT_LOOKBACK_MONTHS} months up to ${monthName(a.repoMonth)}; ${found} found.`,
    );
  }
  if (!fitPasses(model))
    return none(
      'poor_fit',
      `The best model fits the months too loosely to restate the year (CV(RMSE) ${percent(model.cvRmse)}, NMBE ${percent(model.nmbe)}; at most ${percent(MAX_CV_RMSE)} and ±${percent(MAX_NMBE)}).`,
      model,
    );
  const normals = normalsOf(a.record, MIN_WEATHER_DAY_SHARE);
  const missing = monthsOfYear(a.year).filter((m) => !normals.has(Number(m.slice(5, 7))));
  if (missing.length)
    return none(
      'no_normals',
      `No weather record for ${missing.map((m) => MONTH_NAMES[Number(m.slice(5, 7)) - 1]).join(', ')}: no normal to restate the year at.`,
      model,
    );
  const year = normalizeYear(model, { year: a.year, energy: a.energy, weather, normals });
  if (!year) return none('no_normals', 'No normal weather to restate the year at.', model);
  const change = yearChange(model, { year: a.year, lastMonth: a.repoMonth, energy: a.energy, weather });
  const normalYears = Math.min(...[...normals.values()].map((n) => n.years));
  return {
    normalizedEui: round(year.kwh / m2, 3),
    normalizedKwh: year.kwh,
    weatherEffectKwh: year.weatherEffectMonths.length ? year.weatherEffectKwh : null,
    change,
    result: {
      status: 'ok',
      message: `${modelWords(model)} Normal weather: the mean of ${normalYears} year${normalYears === 1 ? '' : 's'} of the site's weather record.`,
      model: modelOut(model),
      normal_years: normalYears,
      weather_effect: year.weatherEffectMonths.length ? round(year.weatherEffectKwh / m2, 3) : null,
      weather_effect_months: year.weatherEffectMonths,
      change: change
        ? {
            previous_year: change.previousYear,
            months: change.months,
            eui_change: round(change.changeKwh / m2, 3),
            weather: round(change.weatherKwh / m2, 3),
            site: round(change.siteKwh / m2, 3),
          }
        : null,
    },
  };
}

/** Whether a month of a site is complete at `currentMonth` (its local month now): ended, every day with data. */
export const isCompleteMonth = (month: string, coveredDays: number, currentMonth: string) =>
  month < currentMonth && coveredDays >= daysInMonth(month);
