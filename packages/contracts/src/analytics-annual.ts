import { z } from 'zod';
import { intId } from './common';
import { MONTH_STATUSES, WEATHER_MODEL_KINDS, WEATHER_NORMALIZATION_STATUSES } from './constants/analytics';
import { YmdDate } from './timetables';

/**
 * The annual organisation reports (E-032 … E-034; docs/analytics.md "Annual energy, EUI and CO2").
 * Months are keyed 'yyyy-MM' in each site's own time zone, January up to the report date's month.
 */

/**
 * E-017: a complete month is a plain number; otherwise {value, status} with its coverage: the month
 * has not ended ('in_progress'), some of its days have no data ('incomplete'), or none has ('no_data',
 * value null).
 */
export const MonthlyEntry = z.union([
  z.number(),
  z.object({
    value: z.number().nullable(),
    status: z.enum(MONTH_STATUSES),
    days_with_data: z.number().int(),
    days_in_month: z.number().int(),
  }),
]);
export type MonthlyEntry = z.infer<typeof MonthlyEntry>;
export const MonthlyDict = z.record(z.string(), MonthlyEntry);

/** Start path of the annual reports: /{orgId}/{date}, date = the first day of the report's last month. */
export const AnnualReportParams = z.object({ id: intId, date: YmdDate });

export const AnnualEnergySite = z.object({
  site_title: z.string(),
  /** kWh, January up to the report month. */
  site_total: z.number(),
  monthly_dict: MonthlyDict,
});
export const AnnualEnergyReport = z.object({
  org_energy_total: z.number(),
  repo_year: z.number().int(),
  /** The report's last month, 'yyyy-MM'. */
  repo_month: z.string(),
  site_dict: z.record(z.string(), AnnualEnergySite),
});
export type AnnualEnergyReport = z.infer<typeof AnnualEnergyReport>;

export const EuiEstimate = z.object({
  /** kWh/m2 over the whole year: actual months, missing days filled (docs/analytics.md). */
  eui_est: z.number().nullable(),
  /** Full-year kWh behind eui_est. */
  kwh_est: z.number().nullable(),
  /** Days of the year whose energy was estimated rather than measured. */
  days_estimated: z.number().int(),
  above_target: z.boolean(),
});
/**
 * A site's weather model (docs/analytics.md "Weather-normalised EUI"): kWh/day = a + b·HDD/day +
 * c·CDD/day, least squares over 12 complete months, base temperatures fitted.
 */
export const WeatherModel = z.object({
  kind: z.enum(WEATHER_MODEL_KINDS),
  /** °C; null without a heating term. */
  heating_base_c: z.number().nullable(),
  /** °C; null without a cooling term. */
  cooling_base_c: z.number().nullable(),
  /** a: kWh a day whatever the weather. */
  intercept_kwh_per_day: z.number(),
  /** b: kWh per heating degree-day (0 without a heating term). */
  heating_kwh_per_degree_day: z.number(),
  /** c: kWh per cooling degree-day (0 without a cooling term). */
  cooling_kwh_per_degree_day: z.number(),
  /** The months fitted ('yyyy-MM'), oldest first. */
  months: z.array(z.string()),
  /** Share of the months' variation the model explains; null for the model without weather terms. */
  r2: z.number().nullable(),
  /** ASHRAE Guideline 14 CV(RMSE) and NMBE of monthly kWh, fractions. */
  cv_rmse: z.number().nullable(),
  nmbe: z.number().nullable(),
});

/** How much of this year's change against the same months of last year is the weather's. */
export const WeatherChange = z.object({
  previous_year: z.number().int(),
  /** Months of this year complete, with weather, in both years. */
  months: z.array(z.string()),
  /** kWh/m2 this year − last year over those months. */
  eui_change: z.number(),
  /** kWh/m2 of it the model puts down to the difference in weather. */
  weather: z.number(),
  /** kWh/m2 left: the site's own change. */
  site: z.number(),
});

export const SiteWeatherNormalization = z.object({
  status: z.enum(WEATHER_NORMALIZATION_STATUSES),
  /** Why, in a sentence (the screens show it). */
  message: z.string(),
  model: WeatherModel.nullable(),
  /** Fewest years of weather any calendar month's normal is the mean of. */
  normal_years: z.number().int(),
  /** kWh/m2 the weather of the year's complete months added (+) or saved (−) against normal. */
  weather_effect: z.number().nullable(),
  weather_effect_months: z.array(z.string()),
  change: WeatherChange.nullable(),
});
export type SiteWeatherNormalization = z.infer<typeof SiteWeatherNormalization>;

export const AnnualEuiSite = z.object({
  site_title: z.string(),
  floor_area_m2: z.number().nullable(),
  /** kWh/m2 measured so far this year (EUI YTD); null without a floor area. */
  site_eui_existing: z.number().nullable(),
  site_eui_est: EuiEstimate,
  /** Weather-normalised EUI (kWh/m2, the year at normal degree-days); null without a usable fit. */
  site_eui_normalized: z.number().nullable().optional(),
  /** The fit behind site_eui_normalized, and the weather's share of the change against last year. */
  weather_normalization: SiteWeatherNormalization.optional(),
  monthly_eui: MonthlyDict,
});
export const AnnualEuiReport = z.object({
  org_eui_existing: z.number().nullable(),
  org_eui_est: z.number().nullable(),
  repo_year: z.number().int(),
  repo_month: z.string(),
  target: z.number(),
  limit: z.number().int(),
  /** Sites in the organisation's answer before the limit; site_eui holds at most `limit` of them. */
  site_count: z.number().int(),
  site_eui: z.record(z.string(), AnnualEuiSite),
  /** The organisation's weather figures over the sites with a usable fit (areas summed). */
  org_weather: z
    .object({
      site_count: z.number().int(),
      /** Estimated EUI of the same sites, to compare like with like. */
      eui_est: z.number().nullable(),
      eui_normalized: z.number().nullable(),
      weather_effect: z.number().nullable(),
      /** Over the sites with a change against last year. */
      change: z
        .object({
          site_count: z.number().int(),
          eui_change: z.number(),
          weather: z.number(),
          site: z.number(),
        })
        .nullable(),
    })
    .optional(),
});
export type AnnualEuiReport = z.infer<typeof AnnualEuiReport>;

export const AnnualCo2Site = z.object({
  site_title: z.string(),
  /** kg CO2e, January up to the report month; null without a CO2 factor. */
  site_total: z.number().nullable(),
  /** kg CO2e per kWh (location-based grid factor of the site). */
  co2_factor: z.number().nullable(),
  monthly_dict: MonthlyDict,
});
export const AnnualCo2Report = z.object({
  org_co2_total: z.number(),
  repo_year: z.number().int(),
  repo_month: z.string(),
  site_dict: z.record(z.string(), AnnualCo2Site),
});
export type AnnualCo2Report = z.infer<typeof AnnualCo2Report>;

/** org_energy_pdf: the data of the organisation energy performance report (PDF). */
export const OrgEnergyPdfReport = z.object({
  repo_year: z.number().int(),
  repo_month: z.string(),
  target: z.number(),
  energy: AnnualEnergyReport,
  eui: AnnualEuiReport,
  co2: AnnualCo2Report,
});
export type OrgEnergyPdfReport = z.infer<typeof OrgEnergyPdfReport>;
