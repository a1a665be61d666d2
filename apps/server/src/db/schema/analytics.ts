import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Energy of one ENERGY sensor over one local day of its site, split by the site's opening hours as
 * they were when each reading arrived (docs/analytics.md "Energy day split"). Kept by the ingestion
 * path in the same statement as the rollups, and by the seed for the demo history, so that NOH and
 * schedule figures over 13 months never need hourly rows. `op_hours`/`day_hours` are the day's
 * scheduled opening hours and its length (23 or 25 on DST days), fixed when the day's row is made.
 */
export const energyDaySplit = pgTable(
  'energy_day_split',
  {
    sensorId: integer('sensor_id').notNull(),
    day: date('day').notNull(),
    orgId: integer('org_id').notNull(),
    opKwh: doublePrecision('op_kwh').notNull(),
    nohKwh: doublePrecision('noh_kwh').notNull(),
    opCount: integer('op_count').notNull(),
    nohCount: integer('noh_count').notNull(),
    opHours: doublePrecision('op_hours').notNull(),
    dayHours: doublePrecision('day_hours').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sensorId, t.day] }), index('energy_day_split_org_idx').on(t.orgId, t.day)],
);

/**
 * energy_day_split per ENERGY sensor and local month (`month` = its first day), kept by triggers on
 * energy_day_split (migration 0008), so that annual and NOH reports over thousands of sites read one
 * row per sensor and month. `op_hours`/`day_hours` sum the days with readings; bit d-1 of `day_mask`
 * is set when local day d had readings (docs/analytics.md "Energy month split").
 */
export const energyMonthSplit = pgTable(
  'energy_month_split',
  {
    sensorId: integer('sensor_id').notNull(),
    month: date('month').notNull(),
    orgId: integer('org_id').notNull(),
    opKwh: doublePrecision('op_kwh').notNull(),
    nohKwh: doublePrecision('noh_kwh').notNull(),
    opHours: doublePrecision('op_hours').notNull(),
    dayHours: doublePrecision('day_hours').notNull(),
    dayMask: integer('day_mask').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sensorId, t.month] }),
    index('energy_month_split_org_idx').on(t.orgId, t.month),
  ],
);

/**
 * Results of the asynchronous analytics reports (spec 3 §4): a row per computation, found again by
 * its key while it runs and reused for the same organisation, report and parameters until readings
 * arrive that change it (analytics_late_changes) or its sites' settings change (config_stamp).
 */
export const analyticsReports = pgTable(
  'analytics_reports',
  {
    reportKey: text('report_key').primaryKey(),
    orgId: integer('org_id').notNull(),
    reportName: text('report_name').notNull(),
    paramsHash: text('params_hash').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    configStamp: text('config_stamp').notNull(),
    status: text('status', { enum: ['RUNNING', 'READY', 'FAILED'] }).notNull(),
    progress: doublePrecision('progress').notNull().default(0),
    /**
     * The result's JSON as the server wrote it: results run to megabytes and are only stored and sent
     * back whole, so neither parsed (json, jsonb) nor compressed (storage external, migration 0014):
     * 10 MB cost 75 ms to check as json and 100 ms to compress. Rows are dropped after a day.
     */
    data: text('data'),
    error: text('error'),
    /** The instants the report's readings span; a late reading inside them makes the result stale. */
    periodFrom: tsz('period_from').notNull(),
    periodTo: tsz('period_to').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    finishedAt: tsz('finished_at'),
  },
  (t) => [index('analytics_reports_lookup_idx').on(t.orgId, t.reportName, t.paramsHash, t.createdAt)],
);

/**
 * UTC days of an organisation that received readings late (stamped more than 36 hours before they
 * arrived): a cached report whose period holds such a day and was made before `changed_at` is
 * recomputed. Recent days are live anyway; tracking them would make every batch of an organisation
 * contend for one row.
 */
export const analyticsLateChanges = pgTable(
  'analytics_late_changes',
  {
    orgId: integer('org_id').notNull(),
    day: date('day').notNull(),
    changedAt: tsz('changed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day] })],
);

/**
 * The sums of one thermostat's complete local day (analytics/hvac/thermostat-day-cache.ts), kept the
 * first time a report computes that day: an HVAC report then computes only the days not kept yet
 * and the current day. `figures` is null for a day without samples. `fingerprint` is what the sums
 * depend on besides the samples (the site's zone and opening hours, the thermostat's unit, the rules'
 * version): a kept day with another fingerprint is computed again. A sample stored for a kept day
 * deletes that day and the later ones of its thermostat (telemetry ingestion).
 */
export const thermostatDays = pgTable(
  'thermostat_days',
  {
    thermostatId: integer('thermostat_id').notNull(),
    day: date('day').notNull(),
    orgId: integer('org_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    figures: jsonb('figures'),
  },
  (t) => [primaryKey({ columns: [t.thermostatId, t.day] })],
);

/**
 * A site's weather per local month, summed for the weather-normalised EUI at every candidate base
 * (docs/analytics.md "Weather-normalised EUI"): `days` with weather (MIN_WEATHER_HOURS hourly
 * readings), `hdd`/`cdd` Σ single-sine degree-days over those days at HEATING_BASES/COOLING_BASES (in
 * their order). A trigger on weather_days (migration 0013) sets `changed` from the sequence when a
 * month's days change; the sums are those of the change numbered `computed` (stale while they
 * differ), recomputed in JS by the report or the worker (weather/weather-months.ts).
 */
export const weatherMonths = pgTable(
  'weather_months',
  {
    siteId: integer('site_id').notNull(),
    month: date('month').notNull(),
    orgId: integer('org_id').notNull(),
    changed: bigint('changed', { mode: 'number' }).notNull(),
    computed: bigint('computed', { mode: 'number' }),
    days: integer('days').notNull().default(0),
    hdd: doublePrecision('hdd').array(),
    cdd: doublePrecision('cdd').array(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.month] }),
    index('weather_months_org_idx').on(t.orgId, t.siteId),
  ],
);

/**
 * Each site's fitted weather model for a report month, kept with a fingerprint of its inputs (the
 * months' energy, the weather months' versions, the fit's rules): a later EUI report reuses it while
 * the fingerprint holds (weather/kept-fits.ts).
 */
export const weatherFits = pgTable(
  'weather_fits',
  {
    siteId: integer('site_id').notNull(),
    repoMonth: date('repo_month').notNull(),
    orgId: integer('org_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    fit: json('fit').notNull(),
    computedAt: tsz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.repoMonth] })],
);
