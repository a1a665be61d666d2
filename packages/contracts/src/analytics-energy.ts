import { z } from 'zod';
import { MonthlyEntry } from './analytics-annual';
import { intId } from './common';
import { CURRENT_MONTH, MAX_ENERGY_REPORT_DAYS, MAX_PEAK_DEMAND_DAYS } from './constants/analytics-energy';
import { daysBetween, YmdDate } from './timetables';

export * from './constants/analytics-energy';

/**
 * The organisation and site energy reports of the analytics service (spec 3 §3, §7; E-062, E-063,
 * E-065, I-092, I-093, I-096 … I-098, I-104; docs/analytics.md). Periods are inclusive calendar days
 * (yyyy-MM-dd) read in each site's own time zone; kWh keep three decimals.
 */

const rangeCheck = (max: number) => (p: { from?: unknown; to?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof p.from !== 'string' || typeof p.to !== 'string') return;
  const days = daysBetween(p.from, p.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days >= max)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `range must be at most ${max} days` });
};

/** /{orgId}/{from}/{to}: inclusive local days, at most MAX_ENERGY_REPORT_DAYS. */
export const EnergyOrgPeriodParams = z
  .object({ orgId: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeCheck(MAX_ENERGY_REPORT_DAYS));
export type EnergyOrgPeriodParams = z.infer<typeof EnergyOrgPeriodParams>;

/** /{siteId}/{from}/{to} of the CO2 converter: inclusive local days of the site. */
export const EnergySitePeriodParams = z
  .object({ siteId: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeCheck(MAX_ENERGY_REPORT_DAYS));

/**
 * `{dates}` of energy_report and site_peak_demand_report (decided): one local day 'yyyy-MM-dd', one
 * local month 'yyyy-MM', or 'current_month' (the site's current month up to today); a range is
 * written as two segments, /{from}/{to}.
 */
export const EnergyDates = z
  .string()
  .refine(
    (s) =>
      s === CURRENT_MONTH ||
      YmdDate.safeParse(s).success ||
      (/^\d{4}-(0[1-9]|1[0-2])$/.test(s) && s >= '2000-01' && s < '2100-01'),
    `must be a day (yyyy-MM-dd), a month (yyyy-MM) or ${CURRENT_MONTH}`,
  )
  .meta({ description: `yyyy-MM-dd (one day), yyyy-MM (one month) or ${CURRENT_MONTH}` });

export const EnergySiteDatesParams = z.object({ siteId: intId, dates: EnergyDates });
export const EnergySiteRangeParams = z
  .object({ siteId: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeCheck(MAX_ENERGY_REPORT_DAYS));
export const PeakDemandRangeParams = z
  .object({ siteId: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeCheck(MAX_PEAK_DEMAND_DAYS));

const kwh = z.number();
const nkwh = z.number().nullable();

/** The three calendar months before the month of `to`, 'yyyy-MM' (E-062, decided). */
export const EnergyCompareMonths = z.object({
  last_month: z.string(),
  two_months_ago: z.string(),
  three_months_ago: z.string(),
});

/** E-062: one site of the organisation energy report. */
export const SiteEnergyCompareSite = z.object({
  site_title: z.string(),
  time_zone: z.string(),
  /** Whether the site has an energy source (main meter, else equipment sub-meters). */
  monitored: z.boolean(),
  /** kWh over the period; null when no reading of the period was found (or the site is not monitored). */
  site_kwh: nkwh,
  floor_area_m2: z.number().nullable(),
  /** site_kwh ÷ floor area (kWh/m2); null without an area or energy. */
  kwh_per_unit_area: nkwh,
  /** Every equipment of the site. */
  number_of_equipment: z.number().int(),
  last_month: MonthlyEntry,
  two_months_ago: MonthlyEntry,
  three_months_ago: MonthlyEntry,
  /** kWh inside and outside the site's opening hours (energy day split). */
  consumption_in_sched: nkwh,
  consumption_out_sched: nkwh,
  /** Scheduled hours inside and outside opening hours over the days with split data. */
  hours_in_sched: z.number(),
  hours_out_sched: z.number(),
  /** Consumption per hour (average kW) inside / outside opening hours; null without such hours. */
  cph_in_sched: nkwh,
  cph_out_sched: nkwh,
  /** Local days of the period on which every energy source of the site reported. */
  days_with_data: z.number().int(),
  days_in_period: z.number().int(),
});
export type SiteEnergyCompareSite = z.infer<typeof SiteEnergyCompareSite>;

/** The top-sites tile's entries (E-062): sites with energy, most kWh first. */
export const TopSiteEntry = z.object({ siteId: z.number(), siteTitle: z.string(), siteKwh: kwh });
export type TopSiteEntry = z.infer<typeof TopSiteEntry>;

export const SiteEnergyCompareReport = z.object({
  orgId: z.number(),
  from: z.string(),
  to: z.string(),
  months: EnergyCompareMonths,
  /** Σ site_kwh. */
  site_total_kwh: kwh,
  /** Sites in the answer, those with an energy source, and those with energy in the period. */
  site_count: z.number().int(),
  monitored_site_count: z.number().int(),
  sites_with_data: z.number().int(),
  /** E-057: site_total_kwh ÷ sites_with_data; null when none has data. */
  average_site_kwh: nkwh,
  /** Σ kWh ÷ Σ floor area over the sites with both. */
  kwh_per_unit_area: nkwh,
  consumption_in_sched: kwh,
  consumption_out_sched: kwh,
  by_site: z.record(z.string(), SiteEnergyCompareSite),
  top_sites: z.array(TopSiteEntry),
});
export type SiteEnergyCompareReport = z.infer<typeof SiteEnergyCompareReport>;

/** E-063: one site's share of an equipment type. */
export const EquipmentTypeSite = z.object({
  site_title: z.string(),
  /** Sub-metered equipment of the type at the site. */
  num_equipment: z.number().int(),
  kwh_consumption: kwh,
});

export const EquipmentTypeEnergy = z.object({
  type_title: z.string(),
  type_group_id: z.number(),
  type_group_title: z.string(),
  /** The end-use equipment group of the type (HVAC, Refrigeration …). */
  group_id: z.number(),
  group_title: z.string(),
  total_kwh: kwh,
  num_equipment: z.number().int(),
  site_count: z.number().int(),
  /** Average per site: total_kwh ÷ site_count (sites with metered equipment of the type). */
  avg_type_kwh: kwh,
  /** Average per equipment: total_kwh ÷ num_equipment. */
  avg_equipment_kwh: kwh,
  by_site: z.record(z.string(), EquipmentTypeSite),
});
export type EquipmentTypeEnergy = z.infer<typeof EquipmentTypeEnergy>;

export const EquipmentGroupEnergy = z.object({
  group_title: z.string(),
  total_kwh: kwh,
  num_equipment: z.number().int(),
  site_count: z.number().int(),
  avg_site_kwh: kwh,
});

export const EquipmentTypeEnergyReport = z.object({
  orgId: z.number(),
  from: z.string(),
  to: z.string(),
  /** Σ of every equipment sub-meter in the answer. */
  total_kwh: kwh,
  by_equipment_type: z.record(z.string(), EquipmentTypeEnergy),
  by_equipment_group: z.record(z.string(), EquipmentGroupEnergy),
});
export type EquipmentTypeEnergyReport = z.infer<typeof EquipmentTypeEnergyReport>;

/** E-065: one sub-metered equipment of the equipment energy compare (equipment_dict). */
export const EquipmentEnergyEntry = z.object({
  equipment_title: z.string(),
  site_id: z.number(),
  site_title: z.string(),
  type_id: z.number(),
  type_title: z.string(),
  type_group_id: z.number(),
  type_group_title: z.string(),
  group_id: z.number(),
  group_title: z.string(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  kwh: kwh,
  kwh_in_sched: kwh,
  kwh_out_sched: kwh,
  /** Share of the site's energy (0–1); null when the site's energy is unknown or zero. */
  share_of_site: z.number().nullable(),
  days_with_data: z.number().int(),
  days_in_period: z.number().int(),
});
export type EquipmentEnergyEntry = z.infer<typeof EquipmentEnergyEntry>;

export const EquipmentEnergyCompareReport = z.object({
  orgId: z.number(),
  from: z.string(),
  to: z.string(),
  total_kwh: kwh,
  equipment_dict: z.record(z.string(), EquipmentEnergyEntry),
});
export type EquipmentEnergyCompareReport = z.infer<typeof EquipmentEnergyCompareReport>;

const SiteHead = {
  site_id: z.number(),
  site_title: z.string(),
  time_zone: z.string(),
  /** Inclusive local days of the period. */
  from: z.string(),
  to: z.string(),
};

export const EnergyReportDay = z.object({
  date: z.string(),
  /** null: no reading that day. */
  kwh: nkwh,
  in_sched: nkwh,
  out_sched: nkwh,
  /** Every energy source of the site reported that day. */
  complete: z.boolean(),
});

export const EnergyCategory = z.object({ id: z.number(), title: z.string(), kwh: kwh, share: nkwh });

/** I-092: a site's energy report (decided fields). */
export const SiteEnergyReport = z.object({
  ...SiteHead,
  floor_area_m2: z.number().nullable(),
  co2_factor: z.number().nullable(),
  total_kwh: kwh,
  kwh_per_unit_area: nkwh,
  co2_kg: nkwh,
  average_daily_kwh: nkwh,
  peak_day: z.object({ date: z.string(), kwh: kwh }).nullable(),
  consumption_in_sched: kwh,
  consumption_out_sched: kwh,
  cph_in_sched: nkwh,
  cph_out_sched: nkwh,
  days_with_data: z.number().int(),
  days_in_period: z.number().int(),
  daily: z.array(EnergyReportDay),
  /** Equipment sub-meters by equipment group and by type. */
  by_group: z.array(EnergyCategory),
  by_type: z.array(EnergyCategory),
  /** Site energy not accounted for by sub-meters (main-meter sites); null for sub-meter-only sites. */
  unmetered_kwh: nkwh,
  /** The same number of days just before the period. */
  previous_period: z.object({
    from: z.string(),
    to: z.string(),
    total_kwh: nkwh,
    /** (total − previous) ÷ previous × 100; null without a previous figure. */
    change_pct: nkwh,
  }),
});
export type SiteEnergyReport = z.infer<typeof SiteEnergyReport>;

export const PeakDemandPoint = z.object({
  /** Start of the interval, ISO instant, and as local wall-clock time of the site. */
  at: z.string(),
  local: z.string(),
  kw: z.number(),
  interval_minutes: z.number().int(),
});

/** I-093: peak demand (current month by default, or a time filter). */
export const PeakDemandReport = z.object({
  ...SiteHead,
  /** Highest interval average kW; null without interval data. */
  peak: PeakDemandPoint.nullable(),
  /** Average kW over the intervals with data; load factor = average ÷ peak. */
  average_kw: nkwh,
  load_factor: nkwh,
  /** The highest interval of each local day. */
  daily_peaks: z.array(z.object({ date: z.string(), peak: PeakDemandPoint })),
  /** Five highest intervals, highest first. */
  top_intervals: z.array(PeakDemandPoint),
  /** Where 15-minute data was missing, hourly averages stood in (they hide shorter peaks). */
  hourly_fallback_hours: z.number().int(),
  intervals_15m: z.number().int(),
});
export type PeakDemandReport = z.infer<typeof PeakDemandReport>;

export const Co2Equivalent = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  kg_per_unit: z.number(),
  value: z.number(),
  source: z.string(),
});

/** I-104: kWh → kg CO2e with the site's grid factor, and everyday equivalents. */
export const Co2ConverterReport = z.object({
  ...SiteHead,
  kwh: kwh,
  days_with_data: z.number().int(),
  days_in_period: z.number().int(),
  /** kg CO2e per kWh (location-based); null when the site has none. */
  co2_factor: z.number().nullable(),
  co2_kg: nkwh,
  equivalents: z.array(Co2Equivalent),
});
export type Co2ConverterReport = z.infer<typeof Co2ConverterReport>;

/** GET /api/v1/energy-pro(/site/{siteId}): an energy meter (E-060, E-061). */
export const EnergyPro = z.object({
  /** The ENERGY sensor behind the meter. */
  id: z.number(),
  /** The registered EnergyPro device (energy_meters row); null for an equipment sub-meter. */
  meterId: z.number().nullable(),
  title: z.string(),
  uuid: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  siteId: z.number(),
  siteTitle: z.string(),
  /** SITE_MAIN: the site's main meter; SUB_METER: an equipment's meter. */
  role: z.enum(['SITE_MAIN', 'SUB_METER']),
  equipmentId: z.number().nullable(),
  equipmentTitle: z.string().nullable(),
  /** ACTIVE and heard from within the online window (30 minutes). */
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type EnergyPro = z.infer<typeof EnergyPro>;
