// Incident constants the web app needs at run time, in a file without zod (see ./index.ts).

export const SENTINEL_TYPES = [
  'TEMPERATURE_RANGE',
  'DOOR_OPEN',
  'DEVICE_OFFLINE',
  'ENERGY_BASELINE',
  'SETPOINT_DEVIATION',
] as const;

/** Default incident period (spec 2 §9): the last 7 days. */
export const DEFAULT_INCIDENT_DAYS = 7;
/** The most incidents one list answers (newest kept); see docs/decisions.md. */
export const MAX_INCIDENTS = 5000;
