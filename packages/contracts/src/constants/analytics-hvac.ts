/**
 * Plain values of the controls, HVAC and recommendation reports (issue 11; docs/analytics.md
 * "Thermostat samples", "HVAC set-point compliance", "Controls savings", "Recommendations"), shared by
 * the server and the web app. Temperatures are °C.
 */

/** Set-point compliance (research §2.5): occupied time with |T − active set point| ≤ this, in °C. */
export const SETPOINT_DEADBAND_C = 1.5;
/** F-033, F-039 (decided): a unit compliant less than this fraction of its occupied time is highlighted. */
export const THERMOSTAT_COMPLIANCE_THRESHOLD = 0.8;
/** F-036, F-039 (decided): cooling or heating running more than this fraction of the day is highlighted. */
export const THERMOSTAT_RUNTIME_THRESHOLD = 0.75;
/** A thermostat sample stands for the time until the next one, for at most this long (a longer gap is no data). */
export const THERMOSTAT_SAMPLE_HOLD_MINUTES = 15;
/** Thermostat samples are kept this many days (docs/telemetry-conventions.md "Retention"). */
export const THERMOSTAT_RETENTION_DAYS = 15;
/** The longest period of a report read from thermostat samples (from … to inclusive). */
export const MAX_HVAC_REPORT_DAYS = 31;
/** What the HVAC screens offer by default: the last 14 complete days, all inside the samples' retention. */
export const HVAC_DEFAULT_DAYS = 14;

/** Thermal comfort band (°C): ASHRAE 55's winter lower bound to its summer upper bound. */
export const COMFORT_BAND_C = { low: 20, high: 26 } as const;

/** HVAC outliers (research §2.5): occupied time outside the set-point band on one day, hours. */
export const OUT_OF_BAND_MAX_HOURS = 1.5;
/** Heating while above its set point + deadband (or cooling below), hours a week. */
export const WRONG_STAGE_MAX_HOURS_PER_WEEK = 2;
/** Short cycling: more than this many starts a day (primary equipment) ... */
export const SHORT_CYCLE_MAX_STARTS_PER_DAY = 6;
/** ... with run cycles shorter than this on average, minutes. */
export const SHORT_CYCLE_MAX_MINUTES = 8;
/** Short cycling costs up to this share of a unit's energy (data.md "HVAC"). */
export const SHORT_CYCLE_ENERGY_PENALTY = 0.1;

/** The longest period of the controls savings report (from … to inclusive). */
export const MAX_SAVINGS_DAYS = 366;
/**
 * Closed-hours load limit (research §2.6, CopperTree's unoccupied-load rule): closed-hours power at or
 * above this fraction of the open-hours power is not reduced enough; the energy above it is NOH waste.
 */
export const NOH_LOAD_RATIO_LIMIT = 0.5;

/** The override states the overrides report counts. */
export const OVERRIDE_KINDS = ['local_override', 'manual_mode', 'forced_on', 'forced_off'] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];
export const OVERRIDE_LABELS: Record<OverrideKind, string> = {
  local_override: 'Local Override',
  manual_mode: 'Manual Mode',
  forced_on: 'Forced On',
  forced_off: 'Forced Off',
};

/** The recommendation reports (spec 3 §7). */
export const RECOMMENDATION_KINDS = ['cooler', 'energy', 'humidity'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];
export const RECOMMENDATION_KIND_LABELS: Record<RecommendationKind, string> = {
  cooler: 'Refrigeration',
  energy: 'Energy',
  humidity: 'Humidity',
};
export const RECOMMENDATION_SEVERITIES = ['high', 'medium', 'low'] as const;
export type RecommendationSeverity = (typeof RECOMMENDATION_SEVERITIES)[number];
/** Recommendations read the 7 local days ending on the report date. */
export const RECOMMENDATION_WINDOW_DAYS = 7;
/** A cooler whose hourly averages lie above its range this share of the hours runs warm (high from 0.25). */
export const COOLER_WARM_SHARE = 0.1;
export const COOLER_WARM_SHARE_HIGH = 0.25;
/** Hours in a row above range that no defrost explains (a defrost and its recovery last under an hour). */
export const COOLER_LONG_EXCURSION_HOURS = 2;
/** ... of high severity from this many hours. */
export const COOLER_LONG_EXCURSION_HIGH_HOURS = 4;
/** A cooler below its range this share of the hours is colder than it needs to be. */
export const COOLER_COLD_SHARE = 0.5;
/** Energy a refrigeration unit uses more per °C colder (rule of thumb 2–4 %/°C; estimate). */
export const COOLER_ENERGY_PER_DEGREE = 0.03;
/** Door open this share of the time (a medium-temperature walk-in is open ~20 %: data.md). */
export const COOLER_DOOR_OPEN_SHARE = 0.25;
export const COOLER_DOOR_OPEN_SHARE_HIGH = 0.5;
/** Indoor relative humidity band (%RH) and the share of hours outside it that is flagged. */
export const HUMIDITY_BAND = { low: 30, high: 60 } as const;
export const HUMIDITY_OUT_SHARE = 0.2;
/** A thermostat is set back when closed if its closed-hours set points are this much wider (°C). */
export const SETBACK_MIN_C = 1;
/** Overrides in force this share of the observed time are flagged. */
export const OVERRIDE_SHARE_LIMIT = 0.1;
/** Occupied set points beyond these (°C) are flagged (data.md: occupied 21 °C heat / 24 °C cool). */
export const SETPOINT_HEAT_MAX_C = 22;
export const SETPOINT_COOL_MIN_C = 23;
