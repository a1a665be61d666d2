import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/** Raw readings: one row per sensor and instant. The primary key makes ingestion idempotent. */
export const readings = pgTable(
  'readings',
  {
    sensorId: integer('sensor_id').notNull(),
    ts: ts('ts'),
    orgId: integer('org_id').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sensorId, t.ts] })],
);

const rollupColumns = {
  sensorId: integer('sensor_id').notNull(),
  bucket: ts('bucket'),
  orgId: integer('org_id').notNull(),
  sum: doublePrecision('sum').notNull(),
  min: doublePrecision('min').notNull(),
  max: doublePrecision('max').notNull(),
  count: integer('count').notNull(),
  last: doublePrecision('last').notNull(),
  lastTs: ts('last_ts'),
};

// Rollups are kept by the ingestion path in the same transaction as the readings they summarise.
export const readings15m = pgTable('readings_15m', rollupColumns, (t) => [
  primaryKey({ columns: [t.sensorId, t.bucket] }),
]);
export const readings1h = pgTable('readings_1h', rollupColumns, (t) => [
  primaryKey({ columns: [t.sensorId, t.bucket] }),
]);
export const readings1d = pgTable('readings_1d', rollupColumns, (t) => [
  primaryKey({ columns: [t.sensorId, t.bucket] }),
]);

/** Thermostat status samples (spec 3 §3 thermostat activity sample); one row per thermostat and instant. */
export const thermostatStatus = pgTable(
  'thermostat_status',
  {
    thermostatId: integer('thermostat_id').notNull(),
    ts: ts('ts'),
    orgId: integer('org_id').notNull(),
    online: boolean('online').notNull(),
    mode: text('mode'),
    workingMode: text('working_mode'),
    fanMode: text('fan_mode'),
    temperature: doublePrecision('temperature'),
    coolSetPoint: doublePrecision('cool_set_point'),
    heatSetPoint: doublePrecision('heat_set_point'),
    fanRunning: boolean('fan_running'),
    coolingStage1Running: boolean('cooling_stage1_running'),
    coolingStage2Running: boolean('cooling_stage2_running'),
    heatingStage1Running: boolean('heating_stage1_running'),
    heatingStage2Running: boolean('heating_stage2_running'),
    localAdjustmentOverride: text('local_adjustment_override'),
    timetableActiveState: text('timetable_active_state'),
    setPointDeviation: doublePrecision('set_point_deviation'),
    maintenanceState: text('maintenance_state'),
    tempUnits: text('temp_units'),
  },
  (t) => [primaryKey({ columns: [t.thermostatId, t.ts] })],
);

export const weatherReadings = pgTable(
  'weather_readings',
  {
    siteId: integer('site_id').notNull(),
    ts: ts('ts'),
    orgId: integer('org_id').notNull(),
    temperature: doublePrecision('temperature').notNull(),
    humidity: doublePrecision('humidity').notNull(),
    windchill: doublePrecision('windchill').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.ts] }), index('weather_org_idx').on(t.orgId, t.ts)],
);

/**
 * Outdoor temperature per site and local day of the site (docs/analytics.md "Degree-days"): the sum,
 * lowest and highest of the day's hourly readings and how many there were. Kept by the weather write
 * path (modules/weather recordWeather, in the statement that stores the hourly readings, counting
 * only readings really inserted), so it outlives weather_readings' 62 days; the demo seeds years of
 * it from the weather model (decisions.md "Daily weather"). Degree-days at any base temperature come
 * from mean, min and max (single-sine method), which is why they are not stored.
 */
export const weatherDays = pgTable(
  'weather_days',
  {
    siteId: integer('site_id').notNull(),
    day: date('day').notNull(),
    orgId: integer('org_id').notNull(),
    /** Sum of the day's hourly temperatures (°C); the mean is t_sum / hours. */
    tSum: doublePrecision('t_sum').notNull(),
    tMin: doublePrecision('t_min').notNull(),
    tMax: doublePrecision('t_max').notNull(),
    hours: integer('hours').notNull(),
  },
  // Read by site and day range (the key); every query also names the organisation.
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);
