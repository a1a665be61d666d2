import { z } from 'zod';
import { intId } from './common';
import { MAX_NOH_REPORT_DAYS, NOH_DATA_STATUSES } from './constants/analytics-noh';
import { daysBetween, YmdDate } from './timetables';

export * from './constants/analytics-noh';

/**
 * The NOH (non-operating hours) efficiency reports (spec 3 §3, §7; E-052, E-053, I-102, I-111,
 * I-112, I-119, I-120; docs/analytics.md "NOH efficiency"). Periods are inclusive local days of each
 * site; kWh and hours keep three decimals, hourly EUI (kWh/m2 per hour) six, efficiencies (fractions
 * 0–1) four.
 */

const rangeCheck = (p: { from?: unknown; to?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof p.from !== 'string' || typeof p.to !== 'string') return;
  const days = daysBetween(p.from, p.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days >= MAX_NOH_REPORT_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `range must be at most ${MAX_NOH_REPORT_DAYS} days`,
    });
};

/** /async_report/org_noh_report/{orgId}/{from}/{to}: inclusive local days, at most 366. */
export const NohPeriodParams = z.object({ id: intId, from: YmdDate, to: YmdDate }).superRefine(rangeCheck);
export type NohPeriodParams = z.infer<typeof NohPeriodParams>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month 'yyyy-MM' (or a day of it, 'yyyy-MM-dd', as the annual reports take their date). */
export const NohMonth = z
  .string()
  .refine(
    (s) => (MONTH.test(s) && s >= '2000-01' && s < '2100-01') || YmdDate.safeParse(s).success,
    'must be a month written yyyy-MM (or a day of it, yyyy-MM-dd)',
  )
  .meta({ description: 'yyyy-MM (a day yyyy-MM-dd names its month)' });

/** /async_report/monthly_noh_report/{orgId}/{month}: the 12 months ending with {month}. */
export const MonthlyNohParams = z.object({ id: intId, month: NohMonth });

/** /report/site_off_hours_energy/{siteId}/{dates}: one local day (yyyy-MM-dd) or one month (yyyy-MM). */
export const SiteOffHoursDateParams = z.object({
  siteId: intId,
  dates: z
    .string()
    .refine(
      (s) => (MONTH.test(s) && s >= '2000-01' && s < '2100-01') || YmdDate.safeParse(s).success,
      'must be a day (yyyy-MM-dd) or a month (yyyy-MM)',
    )
    .meta({ description: 'yyyy-MM-dd (one day) or yyyy-MM (one month); a range is /{from}/{to}' }),
});
/** /report/site_off_hours_energy/{siteId}/{from}/{to}: inclusive local days, at most 366. */
export const SiteOffHoursRangeParams = z
  .object({ siteId: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeCheck);

export const NohDataStatus = z.enum(NOH_DATA_STATUSES);
export type NohDataStatus = z.infer<typeof NohDataStatus>;

/** Energy and hours of one part of the day (operating or non-operating hours). */
export const NohHourFigures = z.object({
  /** kWh measured in these hours. */
  energy_total: z.number(),
  /** Scheduled hours (for the organisation: site-hours, summed over its sites). */
  hours_total: z.number(),
  /** kWh per hour (the average load in kW); null without hours. */
  energy_per_hour: z.number().nullable(),
  /** kWh per hour per m2 of floor (× 1000 = Wh/m2 on screen); null without hours or floor area. */
  hourly_eui: z.number().nullable(),
});
export type NohHourFigures = z.infer<typeof NohHourFigures>;

/** Operating and non-operating hours and the efficiency between them. */
export const NohFigures = z.object({
  op_hour: NohHourFigures,
  non_op_hour: NohHourFigures,
  /**
   * 1 − (kWh per non-operating hour ÷ kWh per operating hour), clamped to 0–1; null when there are
   * no non-operating hours (open around the clock) or no operating-hour energy.
   */
  noh_efficiency: z.number().nullable(),
});
export type NohFigures = z.infer<typeof NohFigures>;

/** One sub-metered piece of equipment of a site: its own split. */
export const NohEquipment = z.object({
  equipment_title: z.string(),
  equipment_type_id: z.number().int().nullable(),
  equipment_group_id: z.number().int().nullable(),
  /** Refrigeration: must run around the clock, never an offender. */
  always_on: z.boolean(),
  op_hour: NohHourFigures,
  non_op_hour: NohHourFigures,
  noh_efficiency: z.number().nullable(),
  /** Efficiency under 20 % and not always on (E-044). */
  offender: z.boolean(),
  /** Local days on which every energy sensor of the equipment reported. */
  days_with_data: z.number().int(),
});
export type NohEquipment = z.infer<typeof NohEquipment>;

/** A 'Key Contributors' entry: an equipment group and what it draws in non-operating hours. */
export const NohKeyContributor = z.object({
  group_id: z.number().int(),
  group_title: z.string(),
  /** kWh/m2 per non-operating hour (× 1000 = Wh/m2); null without floor area. */
  hourly_eui: z.number().nullable(),
  /** The group's average load in non-operating hours, kWh per hour. */
  energy_per_hour: z.number(),
  always_on: z.boolean(),
});
export type NohKeyContributor = z.infer<typeof NohKeyContributor>;

export const NohTrendPoint = z.object({
  month: z.string(),
  noh_efficiency: z.number().nullable(),
  status: NohDataStatus,
});
export type NohTrendPoint = z.infer<typeof NohTrendPoint>;

/** E-052: one site of the NOH report. */
export const NohSite = z.object({
  site_title: z.string(),
  time_zone: z.string(),
  floor_area_m2: z.number().nullable(),
  /** The period's schedule has no non-operating hour (open around the clock, or no opening hours set). */
  open_around_the_clock: z.boolean(),
  site_noh: NohFigures,
  site_comp_status: NohDataStatus,
  /** Days with data ÷ days of the period that have ended in the site's zone (0–1); null before any has. */
  site_data_comp: z.number().nullable(),
  days_with_data: z.number().int(),
  /** Days of the period that have ended in the site's zone. */
  days_ended: z.number().int(),
  days_in_period: z.number().int(),
  by_equipment: z.record(z.string(), NohEquipment),
  /** Equipment group id → kWh/m2 per non-operating hour of its sub-metered equipment (null: N/A). */
  equipment_group: z.record(z.string(), z.number().nullable()),
  /** The groups of equipment_group that draw power when closed, largest first (E-043). */
  key_contributors: z.array(NohKeyContributor),
  /** Equipment under 20 % NOH efficiency, refrigeration excepted (E-044). */
  num_of_offender: z.number().int(),
  /** E-049: the last 6 months' efficiency, oldest first, ending with the month of `to`. */
  trend: z.array(NohTrendPoint),
});
export type NohSite = z.infer<typeof NohSite>;

/** E-052: the organisation NOH report of a period. */
export const OrgNohReport = z.object({
  from: z.string(),
  to: z.string(),
  /** The trend's months, oldest first. */
  trend_months: z.array(z.string()),
  by_org: NohFigures,
  /** kWh/m2 per operating hour of the organisation (= by_org.op_hour.hourly_eui). */
  org_hourly_eui_in: z.number().nullable(),
  /** kWh/m2 per non-operating hour of the organisation (= by_org.non_op_hour.hourly_eui). */
  org_hourly_eui_out: z.number().nullable(),
  /** Titles of the equipment groups the sites name. */
  equipment_groups: z.record(z.string(), z.string()),
  by_site: z.record(z.string(), NohSite),
});
export type OrgNohReport = z.infer<typeof OrgNohReport>;

export const MonthlyNohSiteMonth = z.object({
  noh: NohFigures,
  status: NohDataStatus,
  days_with_data: z.number().int(),
  days_in_month: z.number().int(),
});
export type MonthlyNohSiteMonth = z.infer<typeof MonthlyNohSiteMonth>;

/** E-053: the 12 months ending with {month}; by_org.by_month[month].noh.noh_efficiency is a fraction. */
export const MonthlyNohReport = z.object({
  month: z.string(),
  /** The 12 months, oldest first. */
  months: z.array(z.string()),
  by_org: z.object({
    by_month: z.record(z.string(), z.object({ noh: NohFigures, status: NohDataStatus })),
  }),
  by_site: z.record(
    z.string(),
    z.object({ site_title: z.string(), by_month: z.record(z.string(), MonthlyNohSiteMonth) }),
  ),
});
export type MonthlyNohReport = z.infer<typeof MonthlyNohReport>;

/** One local day of site_off_hours_energy. */
export const SiteOffHoursDay = z.object({
  date: z.string(),
  /** kWh in operating / non-operating hours; null when the day has no data. */
  op_kwh: z.number().nullable(),
  noh_kwh: z.number().nullable(),
  /** Scheduled hours of the day (23 or 25 on DST days); null when the day has no data. */
  op_hours: z.number().nullable(),
  noh_hours: z.number().nullable(),
  /**
   * complete: ended, every energy meter reported (counted in the totals); in_progress: not ended yet;
   * incomplete: some meters reported, not all; no_data: none did.
   */
  status: NohDataStatus,
});

/** I-102: a site's operating / off-hours energy per local day. */
export const SiteOffHoursEnergy = z.object({
  site_id: z.number().int(),
  site_title: z.string(),
  time_zone: z.string(),
  floor_area_m2: z.number().nullable(),
  from: z.string(),
  to: z.string(),
  /** Totals over the days with data. */
  site_noh: NohFigures,
  site_comp_status: NohDataStatus,
  site_data_comp: z.number().nullable(),
  days: z.array(SiteOffHoursDay),
});
export type SiteOffHoursEnergy = z.infer<typeof SiteOffHoursEnergy>;
