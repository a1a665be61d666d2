import type { Database } from '../../db/client';
import { type BreachTarget, type SentinelRow, sentinelTarget } from './incident-apply';
import { type Evaluation, evaluate, MINUTE, type Reading, ruleOf } from './rules';
import {
  baselineWeeks,
  EnergyBaselineParams,
  type EnergyHour,
  energyRequiredMs,
  evaluateEnergy,
  HOUR,
  MIN_BASELINE_WEEKS,
} from './rules-energy';
import { DeviceOfflineParams, type DeviceState, evaluateOffline } from './rules-offline';
import { SetpointDeviationParams, setpointDeviation, setpointRule } from './rules-setpoint';

// Loading what each rule needs from the database and evaluating it. The rules themselves are pure
// (rules*.ts); history-replay.ts runs the same rules over the seeded history.

export interface Evaluated {
  ev: Evaluation;
  target: BreachTarget;
}

export const epochMs = (col: string) => `(extract(epoch from ${col}) * 1000)::float8`;

// Only the readings the rule needs: back from the sensor's newest reading by the rule's look-back.
const RECENT_READINGS = `
  select ${epochMs('ts')} as ts, value from readings
   where sensor_id = $1
     and ts >= (select max(ts) from readings where sensor_id = $1) - make_interval(secs => $2::float8)
   order by ts`;

/** TEMPERATURE_RANGE and DOOR_OPEN: the sensor's recent readings against the rule. */
export async function evaluateReadingRule(
  database: Database,
  s: SentinelRow,
  sensorId: number,
): Promise<Evaluated | null> {
  const rule = ruleOf(s.sentinel_type, s.params);
  if (!rule) return null;
  const rows = await database.query<Reading>(RECENT_READINGS, [sensorId, rule.lookbackMs / 1000]);
  const ev = evaluate(
    rule,
    rows.map((r) => ({ ts: Number(r.ts), value: Number(r.value) })),
  );
  return { ev, target: sentinelTarget(s, sensorId, { requiredMinutes: rule.requiredMs / MINUTE }) };
}

/**
 * SQL: the baseline of hourly row `r` (readings_1h): the mean of the same local hour in each of the
 * previous `weeks` weeks, null with fewer than `minWeeks` of them. DST-safe: weeks are stepped back
 * in the site's local time. Shared with history-replay.ts.
 */
export const baselineSql = (tz: string, weeks: string, minWeeks: string) => `
    (select case when count(*) >= ${minWeeks} then avg(b.sum) end from readings_1h b
      where b.sensor_id = r.sensor_id
        and b.bucket in (select ((r.bucket at time zone ${tz}) - make_interval(days => 7 * k)) at time zone ${tz}
                           from generate_series(1, ${weeks}) k))`;

// Complete hours: those before the hour of the newest reading.
const ENERGY_HOURS = `
  with newest as (select date_trunc('hour', max(ts)) as h from readings where sensor_id = $1::int)
  select ${epochMs('r.bucket')} as start, r.sum as kwh, ${baselineSql('$4::text', '$3::int', '$5::int')} as baseline
  from readings_1h r, newest
  where r.sensor_id = $1::int and r.bucket < newest.h and r.bucket >= newest.h - make_interval(hours => $2::int)
  order by r.bucket`;

export async function energyHours(
  database: Database,
  sensorId: number,
  timeZone: string,
  p: EnergyBaselineParams,
  hours: number,
): Promise<EnergyHour[]> {
  const rows = await database.query<{ start: number; kwh: number; baseline: number | null }>(ENERGY_HOURS, [
    sensorId,
    hours,
    baselineWeeks(p),
    timeZone,
    MIN_BASELINE_WEEKS,
  ]);
  return rows.map((r) => ({
    start: Number(r.start),
    kwh: Number(r.kwh),
    baseline: r.baseline === null ? null : Number(r.baseline),
  }));
}

/** ENERGY_BASELINE: the main meter's complete hours against the site's baseline. */
export async function evaluateEnergyRule(database: Database, s: SentinelRow): Promise<Evaluated | null> {
  const p = EnergyBaselineParams.safeParse(s.params);
  const sensorId = s.sensor_ids[0];
  if (!p.success || sensorId === undefined) return null;
  const [site] = await database.query<{ tz: string }>(
    'select time_zone as tz from sites where id = $1::int',
    [s.site_id],
  );
  // Enough hours to see a run through to its escalation.
  const hours = (energyRequiredMs(p.data) * 3) / HOUR + 1;
  const ev = evaluateEnergy(await energyHours(database, sensorId, site?.tz ?? 'UTC', p.data, hours), p.data);
  const baseline = ev.state === 'BREACH' ? { thresholdPct: p.data.thresholdPct } : {};
  return { ev, target: sentinelTarget(s, sensorId, { unit: 'kWh', ...baseline }) };
}

const RECENT_SAMPLES = `
  select ${epochMs('ts')} as ts, online, temperature, heat_set_point, cool_set_point, set_point_deviation
    from thermostat_status
   where thermostat_id = $1::int and org_id = $3::int
     and ts >= (select max(ts) from thermostat_status where thermostat_id = $1::int) - make_interval(secs => $2::float8)
   order by ts`;

export interface SampleRow {
  ts: number;
  online: boolean;
  temperature: number | null;
  heat_set_point: number | null;
  cool_set_point: number | null;
  set_point_deviation: number | null;
}

const num = (v: number | null) => (v === null ? null : Number(v));

/** Thermostat samples as deviation readings (samples that say nothing are left out). */
export function deviationReadings(rows: readonly SampleRow[]): Reading[] {
  const out: Reading[] = [];
  for (const r of rows) {
    const value = setpointDeviation({
      online: r.online,
      temperature: num(r.temperature),
      heatSetPoint: num(r.heat_set_point),
      coolSetPoint: num(r.cool_set_point),
      setPointDeviation: num(r.set_point_deviation),
    });
    if (value !== null) out.push({ ts: Number(r.ts), value });
  }
  return out;
}

/** SETPOINT_DEVIATION: the thermostat's recent samples. */
export async function evaluateSetpointRule(database: Database, s: SentinelRow): Promise<Evaluated | null> {
  const p = SetpointDeviationParams.safeParse(s.params);
  if (!p.success) return null;
  const rule = setpointRule(p.data);
  const rows = await database.query<SampleRow>(RECENT_SAMPLES, [
    p.data.thermostatId,
    rule.lookbackMs / 1000,
    s.org_id,
  ]);
  const ev = evaluate(rule, deviationReadings(rows));
  return {
    ev,
    target: sentinelTarget(s, null, {
      thermostatId: p.data.thermostatId,
      unit: '°C',
      requiredMinutes: p.data.durationMinutes,
    }),
  };
}

// Every device a DEVICE_OFFLINE sentinel watches: its sensors, the gateways they report through, and
// the thermostats of its params. A thermostat that reports itself offline counts as INACTIVE.
const WATCHED_DEVICES = `
  with ids as (select e.v::int as id from jsonb_array_elements_text($1::jsonb) e(v))
  select 'SENSOR' as kind, x.id, x.equipment_id, x.status = 'INACTIVE' as inactive, ${epochMs('x.last_seen_at')} as last_seen
    from sensors x where x.id in (select id from ids) and x.org_id = $3::int
  union all
  select 'GATEWAY', g.id, null, false, ${epochMs('g.last_seen_at')}
    from gateways g where g.org_id = $3::int
     and g.id in (select x.gateway_id from sensors x where x.id in (select id from ids))
  union all
  select 'THERMOSTAT', t.id, t.equipment_id, not t.online, ${epochMs('t.last_seen_at')}
    from thermostats t where t.org_id = $3::int
     and t.id in (select e.v::int from jsonb_array_elements_text($2::jsonb) e(v))`;

/** DEVICE_OFFLINE at `now`: the watched devices' last data. */
export async function evaluateOfflineRule(
  database: Database,
  s: SentinelRow,
  now: number,
): Promise<Evaluated | null> {
  const p = DeviceOfflineParams.safeParse(s.params);
  if (!p.success) return null;
  const thermostatIds = Array.isArray(s.params.thermostatIds) ? s.params.thermostatIds : [];
  const rows = await database.query<{
    kind: DeviceState['kind'];
    id: number;
    equipment_id: number | null;
    inactive: boolean;
    last_seen: number | null;
  }>(WATCHED_DEVICES, [JSON.stringify(s.sensor_ids), JSON.stringify(thermostatIds), s.org_id]);
  const devices: DeviceState[] = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    equipmentId: r.equipment_id,
    inactive: r.inactive,
    lastSeenAt: r.last_seen === null ? null : Number(r.last_seen),
  }));
  const ev = evaluateOffline(devices, now, p.data, s.created_ms);
  const equipmentIds = [
    ...new Set(ev.offline.flatMap((d) => (d.equipmentId === null ? [] : [d.equipmentId]))),
  ];
  const sensor = ev.offline.find((d) => d.kind === 'SENSOR');
  return {
    ev,
    target: {
      sensorId: sensor?.id ?? null,
      equipmentId: equipmentIds[0] ?? null,
      equipmentIds,
      details: {
        offlineMinutes: p.data.offlineMinutes,
        devices: ev.offline
          .slice(0, 50)
          .map((d) => ({ kind: d.kind, id: d.id, since: new Date(d.since).toISOString() })),
      },
    },
  };
}
