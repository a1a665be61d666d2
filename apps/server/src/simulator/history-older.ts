import { bind, rowsOf } from '../db/raw-sql';
import {
  DeviceOfflineParams,
  deviationReadings,
  epochMs,
  MINUTE,
  offlineEpisodes,
  type Planned,
  type Reading,
  replayBoundary,
  replayedSentinels,
  ruleEpisodes,
  ruleOf,
  type SampleRow,
  type SentinelLite,
  SetpointDeviationParams,
  type Silence,
  setpointRule,
} from '../modules/incidents';
import { FAULTS, type FaultSpec, faultElapsed, faultEpisodes } from './model-faults';
import { siteStateSql, temperatureSql, thermostatRowsSql } from './model-sql';
import { type Exec, run } from './sql';

/*
 * Incidents of the history before the replay windows (history-replay.ts replays the stored series of
 * the last days). Older history is stored only as hourly and daily rollups, where a 45-minute breach
 * no longer shows, so the same rules run over the model's own 5-minute series around each planted
 * fault episode (model-faults.ts: pure functions of device and time, so the episodes are enumerated
 * without generating the months in between). Runs inside the seed's transaction, after
 * generateHistory() filled its parameter tables (sim_site, sim_sensor, sim_tstat).
 */

const STEP = 5 * MINUTE;
/** Readings before and after an episode: the rule sees where the breach starts and recovers. */
const MARGIN = 15 * MINUTE;

interface Window {
  s: SentinelLite;
  /** Sensor or thermostat id. */
  id: number;
  from: number;
  to: number;
}

/** Epoch ms of the first history month: 13 whole months before the anchor's month (UTC). */
export function olderFrom(anchor: Date): number {
  return Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - 13, 1);
}

/** Windows around each episode of `f` of device `id` from `from` (ms) to the sentinel's boundary. */
function windowsOf(s: SentinelLite, id: number, f: FaultSpec, from: number, anchor: number): Window[] {
  const start = Math.max(from, s.created_ms);
  const end = replayBoundary(s.sentinel_type, anchor);
  return faultEpisodes(id, f, start / 1000, end / 1000).map((e) => ({
    s,
    id,
    from: e.start * 1000 - MARGIN,
    to: (e.start + e.dur) * 1000 + MARGIN,
  }));
}

const windowsJson = (ws: Window[]) =>
  JSON.stringify(
    ws.map((w) => ({
      site_id: w.s.site_id,
      id: w.id,
      f: new Date(w.from).toISOString(),
      t: new Date(w.to).toISOString(),
    })),
  );

/** The windows' 5-minute instants per device as a CTE `pts (site_id, id, ts)`. */
const POINTS = `w as (select * from jsonb_to_recordset($1::jsonb) as r(site_id int, id int, f timestamptz, t timestamptz)),
  pts as (select distinct w.site_id, w.id, g.ts from w
            cross join lateral generate_series(w.f, w.t, interval '5 minutes') g(ts))`;

function plan(s: SentinelLite, e: ReturnType<typeof ruleEpisodes>[number], extra: Partial<Planned>): Planned {
  return {
    ...e,
    s,
    sensorId: null,
    equipmentId: s.equipment_id,
    equipmentIds: s.equipment_ids,
    details: {},
    ...extra,
  };
}

/** Groups rows by id, keeping their order. */
function byId<T extends { id: number }>(rows: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) m.set(r.id, [...(m.get(r.id) ?? []), r]);
  return m;
}

/** TEMPERATURE_RANGE over the model's temperatures around each cooling loss. */
async function temperatures(db: Exec, sentinels: SentinelLite[], from: number, anchor: number) {
  const bySensor = new Map<number, SentinelLite>();
  const windows: Window[] = [];
  for (const s of sentinels) {
    const id = s.sensor_ids[0];
    if (id === undefined || !ruleOf(s.sentinel_type, s.params)) continue;
    bySensor.set(id, s);
    windows.push(...windowsOf(s, id, FAULTS.coolingLoss, from, anchor));
  }
  if (!windows.length) return [];
  const rows = await overWindows<{ id: number; ts: number; value: number }>(
    db,
    windows,
    `select pts.id, ${epochMs('st.ts')} as ts, ${temperatureSql('p', 'st')} as value
         from pts join sim_sensor p on p.sensor_id = pts.id
         join (${siteStateSql('select distinct site_id, ts from pts', true)}) st
           on st.site_id = pts.site_id and st.ts = pts.ts
        order by pts.id, st.ts`,
  );
  const out: Planned[] = [];
  for (const [id, list] of byId(rows)) {
    const s = bySensor.get(id)!;
    const rule = ruleOf(s.sentinel_type, s.params)!;
    const readings = list.map((r) => ({ ts: Number(r.ts), value: Number(r.value) }));
    for (const e of ruleEpisodes(rule, readings))
      out.push(plan(s, e, { sensorId: id, details: { requiredMinutes: rule.requiredMs / MINUTE } }));
  }
  return out;
}

/** SETPOINT_DEVIATION over the model's thermostat samples around each unit failure. */
async function setpoints(db: Exec, sentinels: SentinelLite[], from: number, anchor: number) {
  const byThermostat = new Map<number, { s: SentinelLite; p: SetpointDeviationParams }>();
  const windows: Window[] = [];
  for (const s of sentinels) {
    const p = SetpointDeviationParams.safeParse(s.params);
    if (!p.success) continue;
    byThermostat.set(p.data.thermostatId, { s, p: p.data });
    windows.push(...windowsOf(s, p.data.thermostatId, FAULTS.unitFailure, from, anchor));
  }
  if (!windows.length) return [];
  const rows = await overWindows<SampleRow & { id: number }>(
    db,
    windows,
    `select q.thermostat_id as id, ${epochMs('q.ts')} as ts, q.online, q.temperature, q.heat_set_point,
              q.cool_set_point, q.set_point_deviation
         from (${thermostatRowsSql(
           siteStateSql('select distinct site_id, ts from pts', true),
           '(t.thermostat_id, st.ts) in (select id, ts from pts)',
         )}) q order by 1, 2`,
  );
  const out: Planned[] = [];
  for (const [thermostatId, list] of byId(rows)) {
    const { s, p } = byThermostat.get(thermostatId)!;
    for (const e of ruleEpisodes(setpointRule(p), deviationReadings(list)))
      out.push(plan(s, e, { details: { thermostatId, unit: '°C', requiredMinutes: p.durationMinutes } }));
  }
  return out;
}

/** DOOR_OPEN over the door's heartbeats (history-raw.ts: 1 on every heartbeat while propped open). */
function doors(sentinels: SentinelLite[], from: number, anchor: number): Planned[] {
  const out: Planned[] = [];
  for (const s of sentinels) {
    const id = s.sensor_ids[0];
    const rule = ruleOf(s.sentinel_type, s.params);
    if (id === undefined || !rule) continue;
    for (const w of windowsOf(s, id, FAULTS.doorPropped, from, anchor)) {
      const readings: Reading[] = [];
      for (let ts = w.from; ts <= w.to; ts += STEP)
        readings.push({ ts, value: faultElapsed(id, ts / 1000, FAULTS.doorPropped) === null ? 0 : 1 });
      for (const e of ruleEpisodes(rule, readings))
        out.push(plan(s, e, { sensorId: id, details: { requiredMinutes: rule.requiredMs / MINUTE } }));
    }
  }
  return out;
}

/** DEVICE_OFFLINE while a site's gateway drops out: every device of the site falls silent. */
async function dropouts(db: Exec, sentinels: SentinelLite[], from: number, anchor: number) {
  const equipmentOf = new Map<string, number | null>();
  for (const r of await run<{ k: string; equipment_id: number | null }>(
    db,
    `select 'S' || id as k, equipment_id from sensors union all select 'T' || id, equipment_id from thermostats`,
  ))
    equipmentOf.set(r.k, r.equipment_id);
  const out: Planned[] = [];
  for (const s of sentinels) {
    const p = DeviceOfflineParams.safeParse(s.params);
    if (!p.success) continue;
    const thermostats = Array.isArray(s.params.thermostatIds) ? (s.params.thermostatIds as number[]) : [];
    const devices = [...s.sensor_ids.map((id) => `S${id}`), ...thermostats.map((id) => `T${id}`)];
    const requiredMs = p.data.offlineMinutes * MINUTE;
    for (const w of windowsOf(s, s.site_id, FAULTS.gatewayDropout, from, anchor)) {
      // The last data comes a step before the dropout, the next at its end (history-raw.ts `alive`).
      const since = w.from + MARGIN - STEP;
      const until = w.to - MARGIN;
      const silences: Silence[] = devices.map((device) => ({ device, since, until }));
      for (const e of offlineEpisodes(silences, requiredMs, anchor)) {
        const equipmentIds = [
          ...new Set(e.devices.flatMap((d) => (equipmentOf.get(d) == null ? [] : [equipmentOf.get(d)!]))),
        ];
        const sensor = e.devices.find((d) => d.startsWith('S'));
        out.push(
          plan(s, e, {
            sensorId: sensor ? Number(sensor.slice(1)) : null,
            equipmentId: equipmentIds[0] ?? null,
            equipmentIds,
            details: {
              offlineMinutes: p.data.offlineMinutes,
              devices: e.devices
                .slice(0, 50)
                .map((d) => ({ kind: d.startsWith('S') ? 'SENSOR' : 'THERMOSTAT', id: Number(d.slice(1)) })),
            },
          }),
        );
      }
    }
  }
  return out;
}

/** A statement over the windows' instants (the CTEs of POINTS, the windows bound as $1). */
async function overWindows<T>(db: Exec, windows: Window[], body: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(bind(`with ${POINTS} ${body}`, [windowsJson(windows)])));
}

/**
 * The incidents the planted faults imply from 13 months before the anchor's month up to each
 * sentinel type's replay window (ENERGY_BASELINE stays with the hourly rollups' window).
 */
export async function olderIncidents(db: Exec, anchor: Date): Promise<Planned[]> {
  const sentinels = await replayedSentinels(db);
  const of = (type: string) => sentinels.filter((s) => s.sentinel_type === type);
  const from = olderFrom(anchor);
  const t = anchor.getTime();
  return [
    ...(await temperatures(db, of('TEMPERATURE_RANGE'), from, t)),
    ...(await setpoints(db, of('SETPOINT_DEVIATION'), from, t)),
    ...doors(of('DOOR_OPEN'), from, t),
    ...(await dropouts(db, of('DEVICE_OFFLINE'), from, t)),
  ];
}
