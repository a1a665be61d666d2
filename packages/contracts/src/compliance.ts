import { z } from 'zod';
import { idList, intId } from './common';
import { COMPLIANCE_LEVELS, EXCURSION_EXPLANATIONS, MAX_SITE_COMPLIANCE_DAYS } from './constants/compliance';
import { QueryBoolean } from './timeseries';
import { daysBetween, YmdDate } from './timetables';

export * from './constants/compliance';

/** Hourly rollups are kept 62 days: a compliance range longer than that could never be whole. */
export const MAX_COMPLIANCE_DAYS = 62;
/** hourly=true answers a day × hour grid per sensor: at most a month of it (a few MB at most). */
export const MAX_HOURLY_COMPLIANCE_DAYS = 31;

/** A from–to check: to must not be before from, and the range is at most `max` days (inclusive). */
const periodCheck =
  (max: number) => (p: { from?: unknown; to?: unknown }, ctx: z.core.$RefinementCtx<unknown>) => {
    if (typeof p.from !== 'string' || typeof p.to !== 'string') return;
    const days = daysBetween(p.from, p.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days >= max)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `range must be at most ${max} days` });
  };

/** Path of the report: to must not be before from, and the range is at most MAX_COMPLIANCE_DAYS. */
export const ComplianceParams = z
  .object({ orgId: intId, from: YmdDate, to: YmdDate })
  .superRefine(periodCheck(MAX_COMPLIANCE_DAYS));

/**
 * GET <ANALYTICS_ROOT>/report/org_compliance_by_site/{orgId}/{from}/{to} — from and to are inclusive
 * dates (yyyy-MM-dd) read in each site's own time zone. equipmentTypeIds (comma list or repeated)
 * keeps only equipment of those types (none = all); siteIds only those sites (none = all in scope).
 * hourly=true adds by_sensor hourly_avg (ranges of at most MAX_HOURLY_COMPLIANCE_DAYS); trend=true adds
 * by_day and by_equipment_type (same limit).
 */
export const ComplianceQuery = z.object({
  equipmentTypeIds: idList.optional(),
  siteIds: idList.optional(),
  hourly: QueryBoolean.optional(),
  trend: QueryBoolean.optional(),
});
export type ComplianceQuery = z.infer<typeof ComplianceQuery>;

/**
 * F-019/F-020: an hour inside the range, above it, below it, out of range only during a detected
 * defrost cycle (excused), or without any reading (default).
 */
export const ComplianceLevel = z.enum(COMPLIANCE_LEVELS);
export type ComplianceLevel = z.infer<typeof ComplianceLevel>;

export const HourlyAvg = z.object({
  value: z.number().nullable(),
  compliance_level: ComplianceLevel,
  /** Site report only: a detected defrost cycle ran during this hour (absent otherwise). */
  defrost_cycle: z.boolean().optional(),
});

/** F-016: one row of the compliance tile. within_compliance is a percentage 0–100. */
export const ComplianceSiteEntry = z.object({
  siteId: z.number(),
  site_title: z.string(),
  within_compliance: z.number(),
});
export type ComplianceSiteEntry = z.infer<typeof ComplianceSiteEntry>;

export const ComplianceSensor = z.object({
  sensor_id: z.number(),
  sensor_title: z.string(),
  equipment_id: z.number(),
  equipment_title: z.string(),
  equipment_type_id: z.number(),
  min_temp: z.number(),
  max_temp: z.number(),
  /** Hours with a reading. */
  valid_points: z.number(),
  compliant_points: z.number(),
  /** Hours out of range only during a detected defrost cycle: excused, not in the share. */
  defrost_points: z.number(),
  /** compliant ÷ (valid − defrost), percentage 0–100; null without any counted hour. */
  within_compliance: z.number().nullable(),
  /** Only with hourly=true: day (yyyy-MM-dd, site time) → hour ('00'…'23') → average. */
  hourly_avg: z.record(z.string(), z.record(z.string(), HourlyAvg)).optional(),
});

export const ComplianceBySite = z.object({
  site_title: z.string(),
  time_zone: z.string(),
  valid_points: z.number(),
  compliant_points: z.number(),
  defrost_points: z.number(),
  within_compliance: z.number().nullable(),
  by_sensor: z.record(z.string(), ComplianceSensor),
});

/** Hour counts and the share they give (compliant ÷ (valid − defrost), percent, two decimals). */
export const ComplianceCounts = z.object({
  valid_points: z.number(),
  compliant_points: z.number(),
  defrost_points: z.number(),
  within_compliance: z.number().nullable(),
});
export type ComplianceCounts = z.infer<typeof ComplianceCounts>;

export const ComplianceByType = ComplianceCounts.extend({
  title: z.string(),
  sensors: z.number(),
  sites: z.number(),
  by_day: z.record(z.string(), ComplianceCounts),
});
export type ComplianceByType = z.infer<typeof ComplianceByType>;

/**
 * The organisation compliance report (F-016, F-018). sites (tile entries) holds the sites with data,
 * least compliant first; an empty period gives empty lists and a null within_compliance.
 * availableEquipmentTypes lists every type with a compliance range in the organisation (ignoring the
 * filter, so the filter can offer them all).
 */
export const OrgComplianceReport = z.object({
  orgId: z.number(),
  from: z.string(),
  to: z.string(),
  within_compliance: z.number().nullable(),
  sites: z.array(ComplianceSiteEntry),
  availableEquipmentTypes: z.array(z.object({ id: z.number(), title: z.string() })),
  by_org: ComplianceCounts,
  by_site: z.record(z.string(), ComplianceBySite),
  equipment_type_dict: z.record(z.string(), z.string()),
  /** Only with trend=true: per local day (each site's own), every sensor pooled. */
  by_day: z.record(z.string(), ComplianceCounts).optional(),
  /** Only with trend=true: per equipment type id, its figures and days. */
  by_equipment_type: z.record(z.string(), ComplianceByType).optional(),
});
export type OrgComplianceReport = z.infer<typeof OrgComplianceReport>;

/** Path of the site report: a site and inclusive dates in its zone, at most MAX_SITE_COMPLIANCE_DAYS. */
export const SiteComplianceParams = z
  .object({ siteId: intId, from: YmdDate, to: YmdDate })
  .superRefine(periodCheck(MAX_SITE_COMPLIANCE_DAYS));

/** GET …/site_compliance_by_sensor query: equipmentTypeIds (none = all). */
export const SiteComplianceQuery = z.object({ equipmentTypeIds: idList.optional() });
export type SiteComplianceQuery = z.infer<typeof SiteComplianceQuery>;

/** A review note on an excursion: a comment on the sensor whose from–to overlaps it. */
export const ExcursionReview = z.object({
  id: z.number(),
  comment: z.string(),
  username: z.string(),
  createdAt: z.string(),
});
export type ExcursionReview = z.infer<typeof ExcursionReview>;

/**
 * A run of consecutive out-of-range buckets (15-minute where kept, else hourly averages) of one
 * sensor: start and end as ISO instants (end exclusive), the highest (ABOVE) or lowest (BELOW)
 * reading, and why it happened (docs/analytics.md "Temperature compliance").
 */
export const Excursion = z.object({
  /** `{sensorId}-{start epoch ms}`: stable while the readings are. */
  id: z.string(),
  sensor_id: z.number(),
  start: z.string(),
  end: z.string(),
  minutes: z.number(),
  direction: z.enum(['ABOVE', 'BELOW']),
  /** °C: the highest reading of an ABOVE run, the lowest of a BELOW run. */
  peak: z.number(),
  /** The bound it crossed (°C). */
  limit: z.number(),
  /** Bucket length the run was found in: 15 or 60 minutes. */
  resolution_minutes: z.number(),
  explanation: z.enum(EXCURSION_EXPLANATIONS),
  /** One sentence naming the evidence (the cycle, the door, the incident or the duration). */
  detail: z.string(),
  /** The overlapping incident of an EQUIPMENT_FAULT, when that is the evidence. */
  incident_id: z.number().nullable(),
  /** When the evidence happened (the cycle, the door's interval, the incident; end null while active). */
  evidence: z.object({ start: z.string(), end: z.string().nullable() }).nullable(),
  /** DEFROST: excused, not counted against compliance. */
  excused: z.boolean(),
  reviews: z.array(ExcursionReview),
});
export type Excursion = z.infer<typeof Excursion>;

/** A detected defrost cycle: start, end (exclusive), peak °C and rise above the baseline peak. */
export const DefrostCycle = z.object({
  start: z.string(),
  end: z.string(),
  peak: z.number(),
  rise: z.number(),
});
export type DefrostCycle = z.infer<typeof DefrostCycle>;

export const SiteComplianceSensor = ComplianceSensor.extend({
  hourly_avg: z.record(z.string(), z.record(z.string(), HourlyAvg)),
  excursions: z.array(Excursion),
  defrost: z.object({
    /** Cycles starting inside the period. */
    cycles: z.array(DefrostCycle),
    /** Cycles ÷ days with readings in the period; null without readings. */
    per_day: z.number().nullable(),
    /** Mean cycle length in minutes (bucket resolution); null without cycles. */
    mean_minutes: z.number().nullable(),
  }),
});
export type SiteComplianceSensor = z.infer<typeof SiteComplianceSensor>;

/**
 * F-018/I-095: one site's compliance per sensor over from–to (its own zone): each sensor's hourly grid
 * (levels, NoData by default), figures, excursions with their explanation, and defrost cycles.
 */
export const SiteComplianceReport = ComplianceCounts.extend({
  siteId: z.number(),
  site_title: z.string(),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  availableEquipmentTypes: z.array(z.object({ id: z.number(), title: z.string() })),
  equipment_type_dict: z.record(z.string(), z.string()),
  by_sensor: z.record(z.string(), SiteComplianceSensor),
});
export type SiteComplianceReport = z.infer<typeof SiteComplianceReport>;

/** Path of the excursions list: the organisation and inclusive dates, at most MAX_SITE_COMPLIANCE_DAYS. */
export const ExcursionsParams = z
  .object({ orgId: intId, from: YmdDate, to: YmdDate })
  .superRefine(periodCheck(MAX_SITE_COMPLIANCE_DAYS));

/** GET …/temperature_excursions query: sites, equipment types (none = all). */
export const ExcursionsQuery = z.object({
  siteIds: idList.optional(),
  equipmentTypeIds: idList.optional(),
});
export type ExcursionsQuery = z.infer<typeof ExcursionsQuery>;

export const ExcursionRow = Excursion.extend({
  site_id: z.number(),
  site_title: z.string(),
  time_zone: z.string(),
  sensor_title: z.string(),
  equipment_id: z.number(),
  equipment_title: z.string(),
  equipment_type_id: z.number(),
  min_temp: z.number(),
  max_temp: z.number(),
});
export type ExcursionRow = z.infer<typeof ExcursionRow>;

/**
 * The temperature review list: every excursion of the organisation's ranged sensors in the period
 * (newest first), the sites and types it can be filtered by.
 */
export const ExcursionsReport = z.object({
  orgId: z.number(),
  from: z.string(),
  to: z.string(),
  excursions: z.array(ExcursionRow),
  sites: z.array(z.object({ id: z.number(), title: z.string() })),
  availableEquipmentTypes: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type ExcursionsReport = z.infer<typeof ExcursionsReport>;
