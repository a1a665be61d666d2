import { z } from 'zod';
import { idList, intId } from './common';
import { QueryBoolean } from './timeseries';
import { daysBetween, YmdDate } from './timetables';

/** Hourly rollups are kept 62 days: a compliance range longer than that could never be whole. */
export const MAX_COMPLIANCE_DAYS = 62;
/** hourly=true answers a day × hour grid per sensor: at most a month of it (a few MB at most). */
export const MAX_HOURLY_COMPLIANCE_DAYS = 31;

/** Path of the report: to must not be before from, and the range is at most MAX_COMPLIANCE_DAYS. */
export const ComplianceParams = z
  .object({ orgId: intId, from: YmdDate, to: YmdDate })
  .superRefine((p, ctx) => {
    if (typeof p.from !== 'string' || typeof p.to !== 'string') return;
    const days = daysBetween(p.from, p.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days >= MAX_COMPLIANCE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `range must be at most ${MAX_COMPLIANCE_DAYS} days`,
      });
  });

/**
 * GET <ANALYTICS_ROOT>/report/org_compliance_by_site/{orgId}/{from}/{to} — from and to are inclusive
 * dates (yyyy-MM-dd) read in each site's own time zone. equipmentTypeIds (comma list or repeated)
 * keeps only equipment of those types (none = all). hourly=true adds by_sensor hourly_avg (ranges of
 * at most MAX_HOURLY_COMPLIANCE_DAYS).
 */
export const ComplianceQuery = z.object({
  equipmentTypeIds: idList.optional(),
  hourly: QueryBoolean.optional(),
});
export type ComplianceQuery = z.infer<typeof ComplianceQuery>;

/** F-019/F-020: an hour inside the range, above it, below it, or without any reading (default). */
export const COMPLIANCE_LEVELS = ['Compliant', 'AboveRange', 'BelowRange', 'NoData'] as const;
export const ComplianceLevel = z.enum(COMPLIANCE_LEVELS);
export type ComplianceLevel = z.infer<typeof ComplianceLevel>;

export const HourlyAvg = z.object({ value: z.number().nullable(), compliance_level: ComplianceLevel });

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
  valid_points: z.number(),
  compliant_points: z.number(),
  /** Percentage 0–100; null without any valid hourly point. */
  within_compliance: z.number().nullable(),
  /** Only with hourly=true: day (yyyy-MM-dd, site time) → hour ('00'…'23') → average. */
  hourly_avg: z.record(z.string(), z.record(z.string(), HourlyAvg)).optional(),
});

export const ComplianceBySite = z.object({
  site_title: z.string(),
  time_zone: z.string(),
  valid_points: z.number(),
  compliant_points: z.number(),
  within_compliance: z.number().nullable(),
  by_sensor: z.record(z.string(), ComplianceSensor),
});

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
  by_org: z.object({
    valid_points: z.number(),
    compliant_points: z.number(),
    within_compliance: z.number().nullable(),
  }),
  by_site: z.record(z.string(), ComplianceBySite),
  equipment_type_dict: z.record(z.string(), z.string()),
});
export type OrgComplianceReport = z.infer<typeof OrgComplianceReport>;
