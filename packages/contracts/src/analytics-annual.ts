import { z } from 'zod';
import { intId } from './common';
import { MONTH_STATUSES } from './constants/analytics';
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
export const AnnualEuiSite = z.object({
  site_title: z.string(),
  floor_area_m2: z.number().nullable(),
  /** kWh/m2 measured so far this year (EUI YTD); null without a floor area. */
  site_eui_existing: z.number().nullable(),
  site_eui_est: EuiEstimate,
  /** Weather-normalised EUI (kWh/m2, the year at long-run degree-days); null without a fit. */
  site_eui_normalized: z.number().nullable().optional(),
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
