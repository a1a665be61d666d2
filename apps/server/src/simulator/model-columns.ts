import type { Column } from './sql';

/**
 * Model parameters, one row per site, sensor and thermostat. The seed loads them into temp tables;
 * the live simulator passes the same rows as jsonb to a CTE of the same name, so both evaluate the
 * very same SQL expressions (model-sql.ts).
 */
export interface SimSite {
  site_id: number;
  org_id: number;
  tz: string;
  lat: number;
  lon: number;
  t_mean: number;
  t_amp: number;
  t_diu: number;
  /** Fraction of the year (from 1 January) of the warmest day: about 0.55 north, 0.05 south. */
  peak_frac: number;
  ph: number;
  /** Opening and closing minute per ISO weekday (Monday first); -1 = closed. */
  oa: number[];
  ca: number[];
  /** End-use magnitudes, kW: refrigeration, lighting, HVAC, cooking, other. */
  r: number;
  l: number;
  h: number;
  ck: number;
  ot: number;
  lnight: number;
  onight: number;
  cnight: number;
  poor: boolean;
  lux_thr: number;
  /** The site (its gateway) stopped reporting at this instant; null while online. */
  stop_at: string | null;
}

/** `temp` is a refrigerated box (cabinet or walk-in air), `amb` a space's ambient temperature. */
export type SensorKind =
  | 'main'
  | 'sub'
  | 'temp'
  | 'amb'
  | 'hum'
  | 'lux'
  | 'door'
  | 'act'
  | 'ovr'
  | 'agent'
  | 'sched';

export interface SimSensor {
  sensor_id: number;
  org_id: number;
  site_id: number;
  kind: SensorKind;
  comp: string;
  scale: number;
  sp: number;
  amp: number;
  per: number;
  rise: number;
  dn: number;
  dlen: number;
  dfirst: number;
  warm: number;
  dpeak: number;
  dmin: number;
  dmax: number;
  ph: number;
  stop_at: string | null;
  drift_from: string | null;
  drift_cap: number;
  open_from: string | null;
  open_to: string | null;
}

export interface SimThermostat {
  thermostat_id: number;
  org_id: number;
  site_id: number;
  heat_occ: number;
  cool_occ: number;
  ov_from: string | null;
  ov_heat: number;
  ov_cool: number;
  ov_product: string | null;
  off: number;
  ph: number;
  stop_at: string | null;
  mode: string;
  /** The working mode set from the cloud (SCHEDULE, CALIBRATION, FORCED_ON, FORCED_OFF). */
  wm: string;
  /** A heat pump: in cold weather it defrosts (model-sql.ts thermostatRowsSql). */
  hp: boolean;
}

const cols = (spec: Record<string, Column['type']>): Column[] =>
  Object.entries(spec).map(([name, type]) => ({ name, type }));

const F = 'float8' as const;
const TS = 'timestamptz' as const;

export const SITE_COLS = cols({
  site_id: 'int',
  org_id: 'int',
  tz: 'text',
  lat: F,
  lon: F,
  t_mean: F,
  t_amp: F,
  t_diu: F,
  peak_frac: F,
  ph: F,
  oa: 'int[]',
  ca: 'int[]',
  r: F,
  l: F,
  h: F,
  ck: F,
  ot: F,
  lnight: F,
  onight: F,
  cnight: F,
  poor: 'boolean',
  lux_thr: F,
  stop_at: TS,
});

export const SENSOR_COLS = cols({
  sensor_id: 'int',
  org_id: 'int',
  site_id: 'int',
  kind: 'text',
  comp: 'text',
  scale: F,
  sp: F,
  amp: F,
  per: F,
  rise: F,
  dn: F,
  dlen: F,
  dfirst: F,
  warm: F,
  dpeak: F,
  dmin: F,
  dmax: F,
  ph: F,
  stop_at: TS,
  drift_from: TS,
  drift_cap: F,
  open_from: TS,
  open_to: TS,
});

export const TSTAT_COLS = cols({
  thermostat_id: 'int',
  org_id: 'int',
  site_id: 'int',
  heat_occ: F,
  cool_occ: F,
  ov_from: TS,
  ov_heat: F,
  ov_cool: F,
  ov_product: 'text',
  off: F,
  ph: F,
  stop_at: TS,
  mode: 'text',
  wm: 'text',
  hp: 'boolean',
});
