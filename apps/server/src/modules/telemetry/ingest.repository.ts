import type { Database, Db } from '../../db/client';
import { dayHoursSql, isOpenSql, opHoursSql } from '../../db/day-split-sql';
import { bind, rowsOf } from '../../db/raw-sql';
import { bucketStartSql } from './rollup-table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SensorRef {
  id: number;
  uuid: string;
}

/** A sensor as found before a batch: its last_seen_at tells the real-time channel whether it was silent. */
export interface SensorFound extends SensorRef {
  vendor: string;
  sensorType: string;
  status: 'ACTIVE' | 'INACTIVE';
  lastSeenAt: Date | null;
}

export interface ThermostatFound extends SensorRef {
  vendor: string;
  online: boolean;
  lastSeenAt: Date | null;
}

/**
 * The sending gateway's own sensors with the given uuids (a uuid is unique per gateway). A sensor of
 * another gateway, even at the same site, is not this gateway's to write: its readings are refused
 * as unknown, so one leaked key cannot forge a whole site's data.
 */
export function findSensors(
  database: Database,
  gw: { gatewayId: number; orgId: number; siteId: number },
  uuids: string[],
): Promise<SensorFound[]> {
  return database.query<SensorFound>(
    `select distinct on (uuid) id, uuid, vendor, sensor_type as "sensorType", status,
            last_seen_at as "lastSeenAt" from sensors
      where org_id = $1 and site_id = $2 and gateway_id = $4::int and uuid = any($3::text[])
      order by uuid, id`,
    [gw.orgId, gw.siteId, uuids, gw.gatewayId],
  );
}

/** The sending gateway's own thermostats with the given uuids (as for sensors). */
export function findThermostats(
  database: Database,
  gw: { gatewayId: number; orgId: number; siteId: number },
  uuids: string[],
): Promise<ThermostatFound[]> {
  return database.query<ThermostatFound>(
    `select distinct on (uuid) id, uuid, vendor, online, last_seen_at as "lastSeenAt" from thermostats
      where org_id = $1 and site_id = $2 and gateway_id = $4::int and uuid = any($3::text[])
      order by uuid, id`,
    [gw.orgId, gw.siteId, uuids, gw.gatewayId],
  );
}

/** Columnar readings, already validated and free of (sensor, instant) duplicates. */
export interface ReadingColumns {
  sensorIds: number[];
  /** ISO strings: both drivers send them verbatim and PostgreSQL reads them as timestamptz. */
  ts: string[];
  values: number[];
}

const rollup = (cte: string, table: string, bucket: string) => `
  ${cte} as (
    insert into ${table} (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
    select sensor_id, ${bucket} as b, org_id, sum(value), min(value), max(value), count(*),
           (array_agg(value order by ts desc))[1], max(ts)
      from src group by sensor_id, org_id, b
      order by sensor_id, b
    on conflict (sensor_id, bucket) do update set
      sum = ${table}.sum + excluded.sum,
      min = least(${table}.min, excluded.min),
      max = greatest(${table}.max, excluded.max),
      count = ${table}.count + excluded.count,
      last = case when excluded.last_ts >= ${table}.last_ts then excluded.last else ${table}.last end,
      last_ts = greatest(${table}.last_ts, excluded.last_ts)
    returning 1
  )`;

// Energy readings split by the site's opening hours per local day (energy_day_split); the day's
// scheduled hours are fixed by its first row and kept thereafter.
const DAY_SPLIT = `up_split as (
    insert into energy_day_split (sensor_id, day, org_id, op_kwh, noh_kwh, op_count, noh_count, op_hours, day_hours)
    select sensor_id, lday::date, org_id,
           coalesce(sum(value) filter (where is_op), 0), coalesce(sum(value) filter (where not is_op), 0),
           count(*) filter (where is_op), count(*) filter (where not is_op),
           ${opHoursSql('oh', 'tz', 'lday')}, ${dayHoursSql('tz', 'lday')}
      from (select sensor_id, org_id, value, tz, oh, date_trunc('day', ts at time zone tz) as lday,
                   ${isOpenSql('oh', '(ts at time zone tz)')} as is_op
              from src where sensor_type = 'ENERGY') e
     group by sensor_id, org_id, lday, tz, oh
     order by sensor_id, lday
    on conflict (sensor_id, day) do update set
      op_kwh = energy_day_split.op_kwh + excluded.op_kwh,
      noh_kwh = energy_day_split.noh_kwh + excluded.noh_kwh,
      op_count = energy_day_split.op_count + excluded.op_count,
      noh_count = energy_day_split.noh_count + excluded.noh_count
    returning 1
  )`;

// Readings stamped more than 36 hours before they arrive mark their UTC day as changed late, so
// that cached analytics reports over that day are made again (analytics_reports).
const LATE_CHANGES = `late as (
    insert into analytics_late_changes (org_id, day, changed_at)
    select distinct org_id, (ts at time zone 'UTC')::date, now()
      from ins where ts < now() - interval '36 hours'
    on conflict (org_id, day) do update set changed_at = excluded.changed_at
    returning 1
  )`;

// One statement: the readings insert feeds the rollups and the sensors' last values through its
// RETURNING rows, so only readings that were really inserted are counted (a duplicate changes
// nothing) and the whole batch costs one round trip. Rows are sorted by key before each insert so
// that concurrent batches take row locks in the same order (fewer deadlocks on PostgreSQL).
const INSERT_READINGS = `
  with input as (
    select * from unnest($1::int[], $2::timestamptz[], $3::float8[]) as t(sensor_id, ts, value)
  ),
  ins as (
    insert into readings (sensor_id, ts, org_id, value)
    select sensor_id, ts, $4::int, value from input order by sensor_id, ts
    on conflict do nothing
    returning sensor_id, ts, org_id, value
  ),
  src as (
    select ins.*, st.time_zone as tz, s.sensor_type, st.operating_hours as oh
      from ins join sensors s on s.id = ins.sensor_id join sites st on st.id = s.site_id
  ),
  ${rollup('up_15m', 'readings_15m', bucketStartSql('15m', 'ts', 'tz'))},
  ${rollup('up_1h', 'readings_1h', bucketStartSql('1h', 'ts', 'tz'))},
  ${rollup('up_1d', 'readings_1d', bucketStartSql('1d', 'ts', 'tz'))},
  ${DAY_SPLIT},
  ${LATE_CHANGES},
  latest as (
    select distinct on (sensor_id) sensor_id, ts, value from ins order by sensor_id, ts desc
  ),
  seen as (
    update sensors s set last_value = l.value, last_seen_at = l.ts
      from latest l
     where s.id = l.sensor_id and (s.last_seen_at is null or s.last_seen_at <= l.ts)
    returning 1
  )
  select count(*)::int as inserted from ins`;

/** Inserts the readings and maintains the rollups in the caller's transaction; returns how many were new. */
export async function insertReadings(tx: Tx, orgId: number, r: ReadingColumns): Promise<number> {
  if (r.sensorIds.length === 0) return 0;
  const res = await tx.execute(bind(INSERT_READINGS, [r.sensorIds, r.ts, r.values, orgId]));
  return rowsOf<{ inserted: number }>(res)[0]?.inserted ?? 0;
}

/** Columnar thermostat samples, validated and free of (thermostat, instant) duplicates. */
export interface ThermostatColumns {
  thermostatIds: number[];
  ts: string[];
  online: boolean[];
  mode: (string | null)[];
  workingMode: (string | null)[];
  fanMode: (string | null)[];
  temperature: (number | null)[];
  coolSetPoint: (number | null)[];
  heatSetPoint: (number | null)[];
  fanRunning: (boolean | null)[];
  coolingStage1Running: (boolean | null)[];
  coolingStage2Running: (boolean | null)[];
  heatingStage1Running: (boolean | null)[];
  heatingStage2Running: (boolean | null)[];
  localAdjustmentOverride: (string | null)[];
  timetableActiveState: (string | null)[];
  setPointDeviation: (number | null)[];
  maintenanceState: (string | null)[];
  tempUnits: (string | null)[];
}

// As for readings: the newest really inserted sample per thermostat becomes its current state, unless
// the thermostat already holds a newer one. Fields a sample leaves out keep their current value. Kept
// thermostat days (analytics/hvac/thermostat-day-cache.ts) from the local day of the oldest sample on
// are deleted: live samples belong to the current day, which is never kept.
const INSERT_THERMOSTAT_SAMPLES = `
  with input as (
    select * from unnest(
      $1::int[], $2::timestamptz[], $3::bool[], $4::text[], $5::text[], $6::text[], $7::float8[],
      $8::float8[], $9::float8[], $10::bool[], $11::bool[], $12::bool[], $13::bool[], $14::bool[],
      $15::text[], $16::text[], $17::float8[], $18::text[], $19::text[]
    ) as t(thermostat_id, ts, online, mode, working_mode, fan_mode, temperature, cool_set_point,
           heat_set_point, fan_running, cooling_stage1_running, cooling_stage2_running,
           heating_stage1_running, heating_stage2_running, local_adjustment_override,
           timetable_active_state, set_point_deviation, maintenance_state, temp_units)
  ),
  ins as (
    insert into thermostat_status (thermostat_id, ts, org_id, online, mode, working_mode, fan_mode,
      temperature, cool_set_point, heat_set_point, fan_running, cooling_stage1_running,
      cooling_stage2_running, heating_stage1_running, heating_stage2_running, local_adjustment_override,
      timetable_active_state, set_point_deviation, maintenance_state, temp_units)
    select thermostat_id, ts, $20::int, online, mode, working_mode, fan_mode, temperature,
      cool_set_point, heat_set_point, fan_running, cooling_stage1_running, cooling_stage2_running,
      heating_stage1_running, heating_stage2_running, local_adjustment_override, timetable_active_state,
      set_point_deviation, maintenance_state, temp_units
      from input order by thermostat_id, ts
    on conflict do nothing
    returning *
  ),
  latest as (
    select distinct on (thermostat_id) * from ins order by thermostat_id, ts desc
  ),
  seen as (
    update thermostats t set
      online = l.online,
      mode = coalesce(l.mode, t.mode),
      working_mode = coalesce(l.working_mode, t.working_mode),
      temperature = coalesce(l.temperature, t.temperature),
      cool_set_point = coalesce(l.cool_set_point, t.cool_set_point),
      heat_set_point = coalesce(l.heat_set_point, t.heat_set_point),
      temperature_unit = coalesce(l.temp_units, t.temperature_unit),
      last_seen_at = l.ts
      from latest l
     where t.id = l.thermostat_id and (t.last_seen_at is null or t.last_seen_at <= l.ts)
    returning 1
  ),
  -- A sample of a kept thermostat day (a late one) makes that day and the later ones stale.
  stale as (
    delete from thermostat_days d
     using (select thermostat_id, min(ts) as ts from ins group by thermostat_id) m
      join thermostats t on t.id = m.thermostat_id
      join sites s on s.id = t.site_id
     where d.thermostat_id = m.thermostat_id and d.day >= (m.ts at time zone s.time_zone)::date
    returning 1
  )
  select count(*)::int as inserted from ins`;

export async function insertThermostatSamples(tx: Tx, orgId: number, c: ThermostatColumns): Promise<number> {
  if (c.thermostatIds.length === 0) return 0;
  const params = [
    c.thermostatIds,
    c.ts,
    c.online,
    c.mode,
    c.workingMode,
    c.fanMode,
    c.temperature,
    c.coolSetPoint,
    c.heatSetPoint,
    c.fanRunning,
    c.coolingStage1Running,
    c.coolingStage2Running,
    c.heatingStage1Running,
    c.heatingStage2Running,
    c.localAdjustmentOverride,
    c.timetableActiveState,
    c.setPointDeviation,
    c.maintenanceState,
    c.tempUnits,
    orgId,
  ];
  const res = await tx.execute(bind(INSERT_THERMOSTAT_SAMPLES, params));
  return rowsOf<{ inserted: number }>(res)[0]?.inserted ?? 0;
}

/** The gateway was heard from: its last_seen_at only ever moves forward. */
export async function touchGateway(tx: Tx, gatewayId: number, now: Date): Promise<void> {
  await tx.execute(
    bind(
      `update gateways set last_seen_at = greatest(coalesce(last_seen_at, $2::timestamptz), $2::timestamptz)
        where id = $1::int`,
      [gatewayId, now.toISOString()],
    ),
  );
}
