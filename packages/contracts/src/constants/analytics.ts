/** Plain values of the analytics service (spec 3 §4, §9), shared by the server and the web app. */

export const ASYNC_REPORT_NAMES = [
  'org_co2_report',
  'org_eui_report',
  'org_energy_summary_report',
  'org_energy_pdf',
  'org_noh_report',
  'monthly_noh_report',
  'org_thermostat_compliance',
  'equipment_compare_async',
  // Every site's recommendations at once (issue 11, the Recommendations page; not in spec 3 §7).
  'org_recommendations',
] as const;
export type AsyncReportName = (typeof ASYNC_REPORT_NAMES)[number];

export const ASYNC_REPORT_STATUSES = ['RUNNING', 'READY', 'FAILED'] as const;
export type AsyncReportStatus = (typeof ASYNC_REPORT_STATUSES)[number];

/** E-027: annual, NOH and organisation reports are polled about once a second. */
export const REPORT_POLL_MS = 1_000;
/** Spec 3 §4: equipment group performance and thermostat compliance are polled every 4 s. */
export const SLOW_REPORT_POLL_MS = 4_000;
/** E-029 (decided): a report not ready after this long stops being polled and says so. */
export const REPORT_POLL_TIMEOUT_MS = 120_000;

/** E-020, E-024: an Estimated EUI above this (kWh/m2) shows in the warning colour; the EUI target. */
export const EUI_TARGET = 500;
/** E-024: the most sites one EUI report lists (the highest Estimated EUI first). */
export const EUI_SITE_LIMIT = 500;

/** E-045: NOH efficiency below this fraction shows red; at or above NOH_GOOD green. */
export const NOH_POOR = 0.2;
export const NOH_GOOD = 0.75;

/** E-018 (decided): why a month is not a plain figure (docs/analytics.md "Month status"). */
export const MONTH_STATUSES = ['in_progress', 'incomplete', 'no_data'] as const;
export type MonthStatus = (typeof MONTH_STATUSES)[number];

/** The weather models of a site's energy (docs/analytics.md "Weather-normalised EUI"). */
export const WEATHER_MODEL_KINDS = ['heating_cooling', 'heating', 'cooling', 'mean'] as const;
export type WeatherModelKind = (typeof WEATHER_MODEL_KINDS)[number];

/** Why a site has (or has not) a weather-normalised EUI. */
export const WEATHER_NORMALIZATION_STATUSES = [
  'ok',
  'no_floor_area',
  'insufficient_data',
  'poor_fit',
  'no_normals',
] as const;
export type WeatherNormalizationStatus = (typeof WEATHER_NORMALIZATION_STATUSES)[number];

/** Guideline 14 monthly limits of a usable weather model (fractions): CV(RMSE) and |NMBE|. */
export const WEATHER_MAX_CV_RMSE = 0.15;
export const WEATHER_MAX_NMBE = 0.05;

/** Equipment comparison: at most this many days (the hourly rollup that temperature figures read is kept 62 days). */
export const MAX_EQUIPMENT_COMPARE_DAYS = 62;
