import type { ThermostatActivitySample, ThermostatAgg, ThermostatColumn } from '@sw/contracts';
import type { Database } from '../../db/client';
import { bucketStartSql } from './rollup-table';

type Field = Exclude<keyof ThermostatActivitySample, 'time' | 'timestamp'>;

// Measured quantities are averaged over a bucket; states and flags take the bucket's last sample (a
// flag is "running" when it was running in that sample), since an average of states means nothing.
const last = (c: string) => `(array_agg(${c} order by ts desc))[1]`;
const avg = (c: string) => `avg(${c})::float8`;

const COLUMNS: Record<ThermostatColumn, { field: Field; sql: string }> = {
  MODE: { field: 'mode', sql: last('mode') },
  WORKING_MODE: { field: 'workingMode', sql: last('working_mode') },
  COOL_SET_POINT: { field: 'coolSetPoint', sql: avg('cool_set_point') },
  HEAT_SET_POINT: { field: 'heatSetPoint', sql: avg('heat_set_point') },
  TEMPERATURE: { field: 'temperature', sql: avg('temperature') },
  FAN_RUNNING: { field: 'fanRunning', sql: last('fan_running') },
  FAN_MODE: { field: 'fanMode', sql: last('fan_mode') },
  ONLINE: { field: 'online', sql: last('online') },
  TEMP_UNITS: { field: 'temperatureUnit', sql: last('temp_units') },
  COOLING_STAGE1_RUNNING: { field: 'coolingStage1Running', sql: last('cooling_stage1_running') },
  COOLING_STAGE2_RUNNING: { field: 'coolingStage2Running', sql: last('cooling_stage2_running') },
  HEATING_STAGE1_RUNNING: { field: 'heatingStage1Running', sql: last('heating_stage1_running') },
  HEATING_STAGE2_RUNNING: { field: 'heatingStage2Running', sql: last('heating_stage2_running') },
  LOCAL_ADJUSTMENT_OVERRIDE: { field: 'localAdjustmentOverride', sql: last('local_adjustment_override') },
  TIMETABLE_ACTIVE_STATE: { field: 'timetableActiveState', sql: last('timetable_active_state') },
  SET_POINT_DEVIATION: { field: 'hvacSopSetPointDeviation', sql: avg('set_point_deviation') },
  MAINTENANCE_STATE: { field: 'maintenanceState', sql: last('maintenance_state') },
};

/** Spec 3 §9 (G-035): a forced on/off value of 0.15 marks a forced sample. */
const FORCED = 0.15;

/**
 * The sample's override fields of spec 3 §3, read from its working mode (docs/decisions.md, Charts
 * (issue 12)): the thermostat status table keeps the mode, and these are views of it.
 */
export function overrideFields(workingMode: string | null | undefined) {
  if (workingMode == null) {
    return { isLocalOverrideActive: null, overrideForcedOffValue: null, overrideForcedOnValue: null };
  }
  const m = workingMode.toUpperCase();
  return {
    isLocalOverrideActive: m === 'LOCAL_ADJUSTMENT',
    overrideForcedOffValue: m === 'FORCED_OFF' ? FORCED : null,
    overrideForcedOnValue: m === 'FORCED_ON' ? FORCED : null,
  };
}

/**
 * Samples of one thermostat of organisation `orgId` bucketed at `agg`: buckets from the one holding
 * `from` up to `to` (samples at or after `to` excluded). Only the requested columns are computed and
 * returned. A thermostat id of another organisation finds nothing.
 */
export async function thermostatBuckets(
  database: Database,
  q: {
    orgId: number;
    thermostatId: number;
    agg: ThermostatAgg;
    columns: ThermostatColumn[];
    from: Date;
    to: Date;
  },
): Promise<ThermostatActivitySample[]> {
  const bucket = bucketStartSql(q.agg, 'ts', "'UTC'");
  const first = bucketStartSql(q.agg, '$2::timestamptz', "'UTC'");
  // Column SQL comes from the fixed map above, keyed by validated enum values: no user text in it.
  const selected = q.columns.map((c, i) => `${COLUMNS[c].sql} as c${i}`);
  const rows = await database.query<Record<string, unknown> & { b: Date }>(
    `select ${bucket} as b${selected.map((s) => `, ${s}`).join('')}
       from thermostat_status
      where thermostat_id = $1 and org_id = $4 and ts >= ${first} and ts < $3::timestamptz
      group by b order by b`,
    [q.thermostatId, q.from.toISOString(), q.to.toISOString(), q.orgId],
  );
  return rows.map((r) => {
    const b = new Date(r.b);
    const sample: ThermostatActivitySample = { time: b.toISOString(), timestamp: b.getTime() / 1000 };
    q.columns.forEach((c, i) => {
      const v = r[`c${i}`] ?? null;
      const field = COLUMNS[c].field;
      // The spec's sample carries the local adjustment override as { product }.
      const out = field === 'localAdjustmentOverride' && v !== null ? { product: String(v) } : v;
      (sample as Record<string, unknown>)[field] = out;
    });
    if (q.columns.includes('WORKING_MODE')) Object.assign(sample, overrideFields(sample.workingMode));
    return sample;
  });
}
