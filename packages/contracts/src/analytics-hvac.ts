import { z } from 'zod';
import { idList, intId } from './common';
import {
  MAX_HVAC_REPORT_DAYS,
  MAX_SAVINGS_DAYS,
  RECOMMENDATION_KINDS,
  RECOMMENDATION_SEVERITIES,
} from './constants/analytics-hvac';
import { daysBetween, YmdDate } from './timetables';

export * from './constants/analytics-hvac';

/**
 * Controls, HVAC and recommendation reports (spec 3 §3, §7; E-064, E-065, F-047, F-048, I-089 …
 * I-091, I-099 … I-101, I-103, I-105, I-113, I-121; docs/analytics.md). Periods are calendar days
 * (yyyy-MM-dd, from … to inclusive) read in each site's own time zone; temperatures are °C, energy
 * kWh, CO2 kg CO2e; `share` fields are fractions 0–1 and `percent` fields 0–100. A figure without
 * data is null.
 */

const rangeRefine = (maxDays: number) => (p: { from: unknown; to: unknown }, ctx: z.RefinementCtx) => {
  if (typeof p.from !== 'string' || typeof p.to !== 'string') return;
  const days = daysBetween(p.from, p.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days >= maxDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `range must be at most ${maxDays} days` });
};

/** /{siteId}/{from}/{to}, at most MAX_HVAC_REPORT_DAYS days (thermostat samples are kept 15 days). */
export const SiteHvacRangeParams = z
  .object({ siteId: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeRefine(MAX_HVAC_REPORT_DAYS));
/** /{orgId}/{from}/{to} of the asynchronous thermostat compliance start (path id is the organisation). */
export const OrgHvacRangeParams = z
  .object({ id: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeRefine(MAX_HVAC_REPORT_DAYS));
/** /{orgId}/{from}/{to} of the controls savings report, at most MAX_SAVINGS_DAYS days. */
export const OrgSavingsParams = z
  .object({ orgId: intId, from: YmdDate, to: YmdDate })
  .superRefine(rangeRefine(MAX_SAVINGS_DAYS));

/** {date or latest}: a day of the site's calendar, or 'latest' = the site's last complete day (yesterday). */
export const DateOrLatest = z
  .union([z.literal('latest'), YmdDate])
  .meta({ description: "yyyy-MM-dd in the site time zone, or 'latest' (the site's yesterday)" });
export const SiteDateOrLatestParams = z.object({ siteId: intId, date: DateOrLatest });
export const SiteDateParams = z.object({ siteId: intId, date: YmdDate });

// ------------------------------------------------------------------------------ thermostat compliance

const RuntimeOverall = z.object({
  overall: z.object({
    /** Share of the observed time the stage ran, in percent (0–100); null without samples. */
    percent: z.number().nullable(),
    /** Samples (online) behind the figure. */
    valid_points: z.number().int(),
    /** F-037 (decided): hours a day = percent / 100 × 24. */
    hours_per_day: z.number().nullable(),
  }),
});

/** F-047: spec 3 §3 "HVAC performance row", keyed by equipment id. */
export const HvacPerformanceRow = z.object({
  equipment_title: z.string(),
  equipment_type_id: z.number().int(),
  equipment_type_title: z.string(),
  site_id: z.number().int(),
  site_title: z.string(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  thermostat_ids: z.array(z.number().int()),
  temperature_comp: z.object({
    compliance_rate: z.object({
      /** Compliant share of the occupied observed time, percent. */
      percent: z.number().nullable(),
      compliant_hours: z.number(),
      occupied_hours: z.number(),
    }),
    /** Time-weighted mean space temperature over occupied time, °C. */
    avg_temp: z.number().nullable(),
    /** Time-weighted mean |T − active set point| over occupied time, °C. */
    avg_dev_from_setpoint: z.number().nullable(),
    /** kWh of the equipment's energy sub-meters over the period; null without one. */
    energy: z.number().nullable(),
    cooling: RuntimeOverall,
    heating: RuntimeOverall,
  }),
  /** Local date → compliant share (fraction) of that day's occupied time; null without occupied samples. */
  compliance_trend: z.record(z.string(), z.number().nullable()),
  compliance_below_threshold: z.boolean(),
  cooling_runtime_above_threshold: z.boolean(),
  heating_runtime_above_threshold: z.boolean(),
});
export type HvacPerformanceRow = z.infer<typeof HvacPerformanceRow>;

/** F-048: data of the thermostat compliance reports (site and organisation). */
export const ThermostatComplianceData = z.object({
  by_eq: z.record(z.string(), HvacPerformanceRow),
  /** Fractions (F-039). */
  runtime_threshold: z.number(),
  compliance_threshold: z.number(),
  deadband_c: z.number(),
  /** Units below the compliance threshold. */
  eq_failed: z.number().int(),
  /** Units with a thermostat in the report. */
  eq_total: z.number().int(),
  /** The local dates of the period. */
  date: z.array(z.string()),
  from: z.string(),
  to: z.string(),
});
export type ThermostatComplianceData = z.infer<typeof ThermostatComplianceData>;

/** I-105: the synchronous site report (the 7 local days ending on {date}). */
export const ThermostatComplianceReport = z.object({
  key: z.string(),
  report_date: z.string(),
  report_version: z.number().int(),
  data: ThermostatComplianceData,
});
export type ThermostatComplianceReport = z.infer<typeof ThermostatComplianceReport>;

// ------------------------------------------------------------------------------------------ overrides

export const OverrideFigure = z.object({
  /** Episodes: times the state began. */
  count: z.number().int(),
  hours: z.number(),
  /** hours ÷ observed_hours of the source (thermostat samples or control-board readings); null without any. */
  share: z.number().nullable(),
  observed_hours: z.number(),
});
export type OverrideFigure = z.infer<typeof OverrideFigure>;

export const OverridesEquipment = z.object({
  equipment_title: z.string(),
  equipment_type_title: z.string(),
  /** Where the figures come from: 'thermostat' (status samples), 'control_board' (OVERRIDDEN_STATE). */
  sources: z.array(z.enum(['thermostat', 'control_board'])),
  local_override: OverrideFigure,
  manual_mode: OverrideFigure,
  forced_on: OverrideFigure,
  forced_off: OverrideFigure,
  /** Hours in any override state. */
  override_hours: z.number(),
});
export type OverridesEquipment = z.infer<typeof OverridesEquipment>;

/** I-099: site overrides by equipment. */
export const OverridesReport = z.object({
  site_id: z.number().int(),
  site_title: z.string(),
  from: z.string(),
  to: z.string(),
  by_equipment_id: z.record(z.string(), OverridesEquipment),
  override_hours: z.number(),
  equipment_with_overrides: z.number().int(),
});
export type OverridesReport = z.infer<typeof OverridesReport>;

// ------------------------------------------------------------------------------------ controls savings

const SavingsFigures = {
  /** kWh measured in opening hours and outside them (days with data). */
  op_kwh: z.number(),
  noh_kwh: z.number(),
  /** What the controlled equipment would have used without setback: op kWh + op-hours rate × closed hours. */
  baseline_kwh: z.number(),
  actual_kwh: z.number(),
  /** baseline − actual (negative: the closed hours drew more than the open-hours rate). */
  saved_kwh: z.number(),
  /** saved ÷ baseline × 100; null without a baseline. */
  saved_percent: z.number().nullable(),
  /** saved × the site grid factor; null without a factor. */
  co2_saved_kg: z.number().nullable(),
};

export const SavingsEquipment = z.object({
  equipment_title: z.string(),
  equipment_type_title: z.string(),
  equipment_group_title: z.string(),
  control: z.enum(['thermostat', 'scheduler']),
  ...SavingsFigures,
  /** Mean power in opening hours and outside them, kW. */
  op_kw: z.number().nullable(),
  noh_kw: z.number().nullable(),
  op_hours: z.number(),
  noh_hours: z.number(),
  days: z.number().int(),
  days_with_data: z.number().int(),
  /** Hours in an override state within the period (overrides report; thermostat samples are kept 15 days). */
  override_hours: z.number(),
});
export type SavingsEquipment = z.infer<typeof SavingsEquipment>;

export const SiteNoh = z.object({
  op_kwh: z.number(),
  noh_kwh: z.number(),
  /** noh ÷ (op + noh); null without energy. */
  noh_share: z.number().nullable(),
  op_kw: z.number().nullable(),
  noh_kw: z.number().nullable(),
  /** noh_kw ÷ op_kw. */
  load_ratio: z.number().nullable(),
  /** Σ days max(0, noh kWh − NOH_LOAD_RATIO_LIMIT × op kW × closed hours). */
  noh_waste_kwh: z.number(),
  days_with_data: z.number().int(),
});
export type SiteNoh = z.infer<typeof SiteNoh>;

export const SavingsSite = z.object({
  site_title: z.string(),
  co2_factor: z.number().nullable(),
  ...SavingsFigures,
  noh: SiteNoh,
  override_hours: z.number(),
  /** Every equipment of the site with override hours in the period (metered or not), by id. */
  overridden_equipment: z.record(
    z.string(),
    z.object({ equipment_title: z.string(), override_hours: z.number() }),
  ),
  /** Controlled equipment without an energy sub-meter (its savings cannot be measured). */
  unmetered_equipment: z.number().int(),
  by_equipment: z.record(z.string(), SavingsEquipment),
});
export type SavingsSite = z.infer<typeof SavingsSite>;

/** I-100 (E-064): controls savings by site, each with by_equipment. */
export const ControlsSavingsReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  noh_load_ratio_limit: z.number(),
  org: z.object({
    ...SavingsFigures,
    noh_kwh_sites: z.number(),
    noh_waste_kwh: z.number(),
    co2_noh_waste_kg: z.number(),
    override_hours: z.number(),
  }),
  by_site: z.record(z.string(), SavingsSite),
});
export type ControlsSavingsReport = z.infer<typeof ControlsSavingsReport>;

// -------------------------------------------------------------------------------------- HVAC outliers

export const HvacOutlierRow = z.object({
  equipment_title: z.string(),
  observed_hours: z.number(),
  occupied_hours: z.number(),
  mean_abs_deviation: z.number().nullable(),
  out_of_band_hours: z.number(),
  /** Days whose occupied time outside the band exceeded OUT_OF_BAND_MAX_HOURS. */
  days_out_of_band: z.number().int(),
  cooling_hours_per_day: z.number().nullable(),
  heating_hours_per_day: z.number().nullable(),
  /** Heating above set point + deadband, or cooling below set point − deadband. */
  wrong_stage_hours: z.number(),
  starts_per_day: z.number().nullable(),
  mean_cycle_minutes: z.number().nullable(),
  flags: z.object({
    setpoint_deviation: z.boolean(),
    runtime: z.boolean(),
    wrong_stage: z.boolean(),
    short_cycling: z.boolean(),
  }),
  outlier: z.boolean(),
});
export type HvacOutlierRow = z.infer<typeof HvacOutlierRow>;

/** I-101: thermostats whose set-point deviation, runtime or cycling stand out. */
export const HvacOutliersReport = z.object({
  site_id: z.number().int(),
  site_title: z.string(),
  from: z.string(),
  to: z.string(),
  observed_days: z.number(),
  by_equipment_id: z.record(z.string(), HvacOutlierRow),
  /** The site's medians, to compare each unit with its neighbours. */
  site_median: z.object({
    mean_abs_deviation: z.number().nullable(),
    runtime_hours_per_day: z.number().nullable(),
    starts_per_day: z.number().nullable(),
  }),
  outlier_count: z.number().int(),
});
export type HvacOutliersReport = z.infer<typeof HvacOutliersReport>;

// -------------------------------------------------------------------------------------- thermal comfort

export const ComfortRow = z.object({
  equipment_title: z.string(),
  occupied_hours: z.number(),
  comfortable_hours: z.number(),
  too_warm_hours: z.number(),
  too_cold_hours: z.number(),
  /** comfortable ÷ occupied; null without occupied samples. */
  comfort_share: z.number().nullable(),
  avg_temp: z.number().nullable(),
});
export type ComfortRow = z.infer<typeof ComfortRow>;

/** I-103: share of occupied hours inside the comfort band, per thermostat-equipped unit. */
export const ThermalComfortReport = z.object({
  site_id: z.number().int(),
  site_title: z.string(),
  date: z.string(),
  band: z.object({ low: z.number(), high: z.number() }),
  by_equipment_id: z.record(z.string(), ComfortRow),
  site: z.object({
    occupied_hours: z.number(),
    comfortable_hours: z.number(),
    comfort_share: z.number().nullable(),
  }),
});
export type ThermalComfortReport = z.infer<typeof ThermalComfortReport>;

// ------------------------------------------------------------------------------------- recommendations

export const RecommendationKind = z.enum(RECOMMENDATION_KINDS);
export type RecommendationKind = z.infer<typeof RecommendationKind>;

export const Evidence = z.object({
  label: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
});
export type Evidence = z.infer<typeof Evidence>;

export const Recommendation = z.object({
  /** Stable within a report: rule and subject. */
  id: z.string(),
  kind: RecommendationKind,
  rule: z.string(),
  severity: z.enum(RECOMMENDATION_SEVERITIES),
  title: z.string(),
  /** What to do, and why. */
  action: z.string(),
  site_id: z.number().int(),
  site_title: z.string(),
  equipment_id: z.number().int().nullable(),
  equipment_title: z.string().nullable(),
  evidence: z.array(Evidence),
  /** A year of the avoidable energy at the window's rate; null where no saving is claimed. */
  estimated_saving: z
    .object({ kwh_per_year: z.number(), co2_kg_per_year: z.number().nullable(), basis: z.string() })
    .nullable(),
});
export type Recommendation = z.infer<typeof Recommendation>;

export const RecommendationData = z.object({
  site_id: z.number().int(),
  site_title: z.string(),
  kind: RecommendationKind,
  /** The window read: the 7 local days ending on the report date. */
  from: z.string(),
  to: z.string(),
  recommendations: z.array(Recommendation),
});
export type RecommendationData = z.infer<typeof RecommendationData>;

/** I-089 … I-091: {key, data}. */
export const RecommendationReport = z.object({ key: z.string(), data: RecommendationData });
export type RecommendationReport = z.infer<typeof RecommendationReport>;

/** Organisation recommendations: kinds and sites to include (none = all). */
export const OrgRecommendationsQuery = z.object({
  site_id: idList.optional(),
  kind: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const out: (typeof RECOMMENDATION_KINDS)[number][] = [];
      for (const p of (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean)) {
        const k = RecommendationKind.safeParse(p);
        if (!k.success) {
          ctx.addIssue({ code: 'custom', message: `kind must be one of ${RECOMMENDATION_KINDS.join(', ')}` });
          return z.NEVER;
        }
        if (!out.includes(k.data)) out.push(k.data);
      }
      return out;
    }),
});

/** Start path of the organisation's recommendations: /{orgId}/{date or latest}. */
export const OrgRecommendationsParams = z.object({ id: intId, date: DateOrLatest });

/**
 * Every site's recommendations at once (the /recommendations page; one asynchronous report instead
 * of three calls per site): the data of /report/org_recommendations/{orgId}/{key}.
 */
export const OrgRecommendationsData = z.object({
  date: z.string(),
  sites: z.array(
    z.object({ site_id: z.number().int(), site_title: z.string(), from: z.string(), to: z.string() }),
  ),
  recommendations: z.array(Recommendation),
});
export type OrgRecommendationsData = z.infer<typeof OrgRecommendationsData>;
