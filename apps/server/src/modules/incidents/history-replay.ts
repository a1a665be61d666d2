import type { Db } from '../../db/client';
import { bind, rowsOf } from '../../db/raw-sql';
import { baselineSql, deviationReadings, epochMs, type SampleRow } from './evaluators';
import { MINUTE, type Reading, type Rule, ruleOf } from './rules';
import { baselineWeeks, EnergyBaselineParams, type EnergyHour, MIN_BASELINE_WEEKS } from './rules-energy';
import { DeviceOfflineParams, hasData } from './rules-offline';
import { type Episode, energyEpisodes, offlineEpisodes, ruleEpisodes, type Silence } from './rules-replay';
import { SetpointDeviationParams, setpointRule } from './rules-setpoint';

type Exec = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/*
 * The incidents the seeded history implies. The seed writes readings straight into the tables (the
 * ingestion path, and so the engine, never sees them), so afterwards this replays the same rules over
 * the stored series and writes what the engine would have raised: incidents with their notifications
 * and handling logs, resolved where the series recovered, active where a breach lasts to `anchor`.
 * No emails and no INCIDENT_INFO: nobody was watching then. Deterministic: the same history gives
 * the same incidents with the same ids. Some older resolved incidents are dismissed, as staff would.
 */

/**
 * How far back each rule is replayed: a week and a day (the lists' default period is 7 days), or
 * less where only raw readings show the breach. Every further day costs seed time (~0.2 s of CPU).
 */
export const REPLAY_DAYS = {
  /** Raw readings, then 15-minute bucket means (a temperature breach must last 45 minutes). */
  temperature: 8,
  /** Door openings and device silences only show in raw readings. */
  raw: 3,
  setpoint: 8,
  energy: 8,
};

export interface SentinelLite {
  id: number;
  org_id: number;
  site_id: number;
  equipment_id: number | null;
  equipment_ids: number[];
  space_id: number | null;
  sensor_ids: number[];
  sentinel_type: string;
  params: Record<string, unknown>;
  created_ms: number;
  tz: string;
}

export interface Planned extends Episode {
  s: SentinelLite;
  sensorId: number | null;
  equipmentId: number | null;
  equipmentIds: number[];
  details: Record<string, unknown>;
}

const DAY = 86_400_000;

async function q<T>(db: Exec, text: string, params: unknown[] = []): Promise<T[]> {
  return rowsOf<T>(await db.execute(bind(text, params)));
}

/** Groups rows by `id`, keeping their order. */
function byId<T extends { id: number }>(rows: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const list = m.get(r.id);
    if (list) list.push(r);
    else m.set(r.id, [r]);
  }
  return m;
}

/**
 * Rows that can make an episode: runs of two or more breaching rows (a single row lasts no time) and
 * the row after each such run (the recovery). `hit` is a superset of the rule's own test (the rule
 * still decides). The rows left out cannot change an episode (door openings of a minute are most
 * rows), and leaving them in the database keeps the replay fast.
 */
const candidates = (series: string, hit: string) => `
  select * from (
    select h.*, lag(hit) over w as p1, lag(hit, 2) over w as p2, lead(hit) over w as n1
      from (select s.*, ${hit} as hit from (${series}) s) h
    window w as (partition by id order by ts)
  ) c where (hit and (p1 or n1)) or (not hit and p1 and p2) order by id, ts`;

const iso = (ms: number) => new Date(ms).toISOString();

/** TEMPERATURE_RANGE (raw, then 15-minute means) and DOOR_OPEN (raw). */
async function readingEpisodes(db: Exec, sentinels: SentinelLite[], anchor: number): Promise<Planned[]> {
  const rules = new Map<number, { s: SentinelLite; rule: Rule; lo: number; hi: number; days: number }>();
  for (const s of sentinels) {
    const rule = ruleOf(s.sentinel_type, s.params);
    const sensorId = s.sensor_ids[0];
    if (!rule || sensorId === undefined) continue;
    const door = s.sentinel_type === 'DOOR_OPEN';
    const p = s.params as { min: number; max: number };
    // A door breaches at >= 0.5: in condition below it.
    const [lo, hi] = door ? [-1e12, 0.5] : [p.min, p.max];
    rules.set(sensorId, { s, rule, lo, hi, days: door ? REPLAY_DAYS.raw : REPLAY_DAYS.temperature });
  }
  if (!rules.size) return [];
  const rawFrom = anchor - REPLAY_DAYS.raw * DAY;
  const spec = [...rules].map(([id, r]) => ({ id, lo: r.lo, hi: r.hi, from: iso(anchor - r.days * DAY) }));
  const series = `
    select q.sensor_id as id, q.bucket as ts, q.sum / q.count as value, x.lo, x.hi
      from readings_15m q join x on x.id = q.sensor_id
     where q.bucket >= x.since and q.bucket < $2::timestamptz and q.count > 0
    union all
    select r.sensor_id, r.ts, r.value, x.lo, x.hi from readings r join x on x.id = r.sensor_id
     where r.ts >= $2::timestamptz and r.ts <= $3::timestamptz`;
  const rows = await q<{ id: number; ts: number; value: number }>(
    db,
    `with x as (select id, lo, hi, "from" as since from jsonb_to_recordset($1::jsonb)
                  as r(id int, lo float8, hi float8, "from" timestamptz))
     select id, ${epochMs('ts')} as ts, value from (${candidates(series, '(s.value < s.lo + 0.001 or s.value > s.hi - 0.001)')}) y`,
    [JSON.stringify(spec), iso(rawFrom), iso(anchor)],
  );
  const out: Planned[] = [];
  for (const [sensorId, list] of byId(rows)) {
    const { s, rule } = rules.get(sensorId)!;
    const readings: Reading[] = list.map((r) => ({ ts: Number(r.ts), value: Number(r.value) }));
    for (const e of ruleEpisodes(rule, readings))
      out.push({
        ...e,
        s,
        sensorId,
        equipmentId: s.equipment_id,
        equipmentIds: s.equipment_ids,
        details: { requiredMinutes: rule.requiredMs / MINUTE },
      });
  }
  return out;
}

/** SETPOINT_DEVIATION over the thermostat samples. */
async function setpointEpisodes(db: Exec, sentinels: SentinelLite[], anchor: number): Promise<Planned[]> {
  const byThermostat = new Map<number, { s: SentinelLite; p: SetpointDeviationParams }>();
  for (const s of sentinels) {
    const p = SetpointDeviationParams.safeParse(s.params);
    if (p.success) byThermostat.set(p.data.thermostatId, { s, p: p.data });
  }
  if (!byThermostat.size) return [];
  const spec = [...byThermostat].map(([id, x]) => ({ id, org: x.s.org_id, max: x.p.maxDeviation }));
  // Only samples that say something (setpointDeviation() is null for the others), as the engine sees them.
  const series = `
    select z.thermostat_id as id, z.ts, z.online, z.temperature, z.heat_set_point, z.cool_set_point,
           z.set_point_deviation, x.max
      from thermostat_status z join x on x.id = z.thermostat_id and x.org = z.org_id
     where z.ts >= $2::timestamptz and z.ts <= $3::timestamptz and z.online
       and (z.set_point_deviation is not null
            or (z.temperature is not null and z.heat_set_point is not null and z.cool_set_point is not null))`;
  const dev = `abs(coalesce(s.set_point_deviation, s.temperature - greatest(least(s.heat_set_point, s.cool_set_point),
    least(greatest(s.heat_set_point, s.cool_set_point), s.temperature))))`;
  const rows = await q<SampleRow & { id: number }>(
    db,
    `with x as (select * from jsonb_to_recordset($1::jsonb) as r(id int, org int, max float8))
     select id, ${epochMs('ts')} as ts, online, temperature, heat_set_point, cool_set_point, set_point_deviation
       from (${candidates(series, `(${dev} > s.max - 0.001)`)}) y`,
    [JSON.stringify(spec), iso(anchor - REPLAY_DAYS.setpoint * DAY), iso(anchor)],
  );
  const out: Planned[] = [];
  for (const [thermostatId, list] of byId(rows)) {
    const { s, p } = byThermostat.get(thermostatId)!;
    for (const e of ruleEpisodes(setpointRule(p), deviationReadings(list)))
      out.push({
        ...e,
        s,
        sensorId: null,
        equipmentId: s.equipment_id,
        equipmentIds: s.equipment_ids,
        details: { thermostatId, unit: '°C', requiredMinutes: p.durationMinutes },
      });
  }
  return out;
}

/** ENERGY_BASELINE over the main meters' complete hours. */
async function energyReplay(db: Exec, sentinels: SentinelLite[], anchor: number): Promise<Planned[]> {
  const bySensor = new Map<number, { s: SentinelLite; p: EnergyBaselineParams }>();
  for (const s of sentinels) {
    const p = EnergyBaselineParams.safeParse(s.params);
    if (p.success && s.sensor_ids[0] !== undefined) bySensor.set(s.sensor_ids[0], { s, p: p.data });
  }
  if (!bySensor.size) return [];
  const spec = [...bySensor].map(([id, x]) => ({ id, tz: x.s.tz, weeks: baselineWeeks(x.p) }));
  const rows = await q<{ id: number; start: number; kwh: number; baseline: number | null }>(
    db,
    `with x as (select * from jsonb_to_recordset($1::jsonb) as r(id int, tz text, weeks int))
     select r.sensor_id as id, ${epochMs('r.bucket')} as start, r.sum as kwh,
            ${baselineSql('x.tz', 'x.weeks', '$4::int')} as baseline
       from readings_1h r join x on x.id = r.sensor_id
      where r.bucket >= $2::timestamptz and r.bucket + interval '1 hour' <= $3::timestamptz
      order by r.sensor_id, r.bucket`,
    [JSON.stringify(spec), iso(anchor - REPLAY_DAYS.energy * DAY), iso(anchor), MIN_BASELINE_WEEKS],
  );
  const out: Planned[] = [];
  for (const [sensorId, list] of byId(rows)) {
    const { s, p } = bySensor.get(sensorId)!;
    const hours: EnergyHour[] = list.map((h) => ({
      start: Number(h.start),
      kwh: Number(h.kwh),
      baseline: h.baseline === null ? null : Number(h.baseline),
    }));
    for (const e of energyEpisodes(hours, p)) {
      out.push({
        ...e,
        s,
        sensorId,
        equipmentId: s.equipment_id,
        equipmentIds: s.equipment_ids,
        details: { unit: 'kWh', thresholdPct: p.thresholdPct },
      });
    }
  }
  return out;
}

const QUARTER = 15 * MINUTE;

/**
 * The sensors that may have a silence longer than `thresholdMs` in [from, to): a silence of more than
 * 30 minutes spans a whole 15-minute bucket, so only sensors missing a bucket need their raw readings
 * scanned (a third of the rows). Shorter thresholds get every sensor.
 */
async function sensorsWithEmptyBuckets(
  db: Exec,
  sensorIds: number[],
  from: number,
  to: number,
  thresholdMs: number,
): Promise<number[]> {
  if (thresholdMs < 2 * QUARTER) return sensorIds;
  const first = Math.ceil(from / QUARTER) * QUARTER;
  const last = Math.floor(to / QUARTER) * QUARTER; // the bucket holding `to` may be partial
  const expected = (last - first) / QUARTER;
  if (expected <= 0) return [];
  const rows = await q<{ id: number }>(
    db,
    `select x.id from unnest($1::int[]) x(id)
      where (select count(*) from readings_15m q
              where q.sensor_id = x.id and q.bucket >= $2::timestamptz and q.bucket < $3::timestamptz) < $4::int`,
    [sensorIds, iso(first), iso(last), expected],
  );
  return rows.map((r) => r.id);
}

/** DEVICE_OFFLINE from the silences of sensors and thermostats in the raw window. */
async function offlineReplay(db: Exec, sentinels: SentinelLite[], anchor: number): Promise<Planned[]> {
  const from = anchor - REPLAY_DAYS.raw * DAY;
  const watched = sentinels.flatMap((s) => {
    const p = DeviceOfflineParams.safeParse(s.params);
    if (!p.success) return [];
    const thermostatIds = Array.isArray(s.params.thermostatIds) ? (s.params.thermostatIds as number[]) : [];
    return [{ s, p: p.data, sensors: s.sensor_ids, thermostats: thermostatIds }];
  });
  if (!watched.length) return [];
  const sensorIds = [...new Set(watched.flatMap((w) => w.sensors))];
  const thermostatIds = [...new Set(watched.flatMap((w) => w.thermostats))];
  const minThreshold = Math.min(...watched.map((w) => w.p.offlineMinutes)) * MINUTE;
  // Gaps between consecutive data (longer than the smallest threshold), and each device's last data.
  const gapsSql = (table: string, idCol: string) => `
    select id, ${epochMs('prev')} as since, ${epochMs('ts')} as until from (
      select ${idCol} as id, ts, lag(ts) over (partition by ${idCol} order by ts) as prev
        from ${table} where ${idCol} = any($1::int[]) and ts >= $2::timestamptz and ts <= $3::timestamptz
    ) g where ts - prev > make_interval(secs => $4::float8)`;
  const gapArgs = (ids: number[]) => [ids, iso(from), iso(anchor), minThreshold / 1000];
  const sensorGaps = await q<{ id: number; since: number; until: number }>(
    db,
    gapsSql('readings', 'sensor_id'),
    gapArgs(await sensorsWithEmptyBuckets(db, sensorIds, from, anchor, minThreshold)),
  );
  const thermostatGaps = await q<{ id: number; since: number; until: number }>(
    db,
    gapsSql('thermostat_status', 'thermostat_id'),
    gapArgs(thermostatIds),
  );
  const lastSql = (table: string, devices: string, inactive: string) => `
    select d.id, ${inactive} as inactive,
      ${epochMs(`coalesce((select max(ts) from ${table} x where x.${table === 'readings' ? 'sensor_id' : 'thermostat_id'} = d.id
        and x.ts <= $2::timestamptz), d.last_seen_at)`)} as last
      from ${devices} d where d.id = any($1::int[])`;
  const sensorLast = await q<{ id: number; inactive: boolean; last: number | null }>(
    db,
    lastSql('readings', 'sensors', `d.status = 'INACTIVE'`),
    [sensorIds, iso(anchor)],
  );
  const thermostatLast = await q<{ id: number; inactive: boolean; last: number | null }>(
    db,
    lastSql('thermostat_status', 'thermostats', 'not d.online'),
    [thermostatIds, iso(anchor)],
  );
  const equipmentOf = new Map<string, number | null>();
  for (const r of await q<{ k: string; equipment_id: number | null }>(
    db,
    `select 'S' || id as k, equipment_id from sensors where id = any($1::int[])
     union all select 'T' || id, equipment_id from thermostats where id = any($2::int[])`,
    [sensorIds, thermostatIds],
  ))
    equipmentOf.set(r.k, r.equipment_id);

  const silencesOf = (
    prefix: 'S' | 'T',
    gaps: { id: number; since: number; until: number }[],
    last: { id: number; inactive: boolean; last: number | null }[],
  ) => {
    const m = new Map<number, { gaps: Silence[]; inactive: boolean; last: number | null }>();
    for (const l of last)
      m.set(l.id, { gaps: [], inactive: l.inactive, last: l.last === null ? null : Number(l.last) });
    for (const g of gaps)
      m.get(g.id)?.gaps.push({ device: `${prefix}${g.id}`, since: Number(g.since), until: Number(g.until) });
    return m;
  };
  const sensorSilences = silencesOf('S', sensorGaps, sensorLast);
  const thermostatSilences = silencesOf('T', thermostatGaps, thermostatLast);

  const out: Planned[] = [];
  for (const w of watched) {
    const requiredMs = w.p.offlineMinutes * MINUTE;
    const silences: Silence[] = [];
    const add = (prefix: 'S' | 'T', m: typeof sensorSilences, ids: number[]) => {
      for (const id of ids) {
        const d = m.get(id);
        if (!d) continue;
        silences.push(...d.gaps);
        // Silent at the end: since its last data (or since watching began, when it never reported).
        const since = hasData(d.last) ? Math.max(d.last, w.s.created_ms) : w.s.created_ms;
        if (d.inactive || anchor - since > requiredMs)
          silences.push({ device: `${prefix}${id}`, since, until: null });
      }
    };
    add('S', sensorSilences, w.sensors);
    add('T', thermostatSilences, w.thermostats);
    for (const e of offlineEpisodes(silences, requiredMs, anchor)) {
      const equipmentIds = [
        ...new Set(e.devices.flatMap((d) => (equipmentOf.get(d) == null ? [] : [equipmentOf.get(d)!]))),
      ];
      const sensor = e.devices.find((d) => d.startsWith('S'));
      out.push({
        ...e,
        s: w.s,
        sensorId: sensor ? Number(sensor.slice(1)) : null,
        equipmentId: equipmentIds[0] ?? null,
        equipmentIds,
        details: {
          offlineMinutes: w.p.offlineMinutes,
          devices: e.devices
            .slice(0, 50)
            .map((d) => ({ kind: d.startsWith('S') ? 'SENSOR' : 'THERMOSTAT', id: Number(d.slice(1)) })),
        },
      });
    }
  }
  return out;
}

/** The sentinels a replay evaluates (not deleted, not muted), with their site's time zone. */
export async function replayedSentinels(db: Exec): Promise<SentinelLite[]> {
  return q<SentinelLite>(
    db,
    `select s.id, s.org_id, s.site_id, s.equipment_id, s.equipment_ids, s.space_id, s.sensor_ids, s.sentinel_type,
            s.params, ${epochMs('s.created_at')} as created_ms, site.time_zone as tz
       from sentinels s join sites site on site.id = s.site_id
      where s.deleted_at is null and not s.muted order by s.id`,
  );
}

/** The instant before which `type` is replayed by an older-history replay rather than this one. */
export function replayBoundary(sentinelType: string, anchor: number): number {
  const days =
    sentinelType === 'DOOR_OPEN' || sentinelType === 'DEVICE_OFFLINE'
      ? REPLAY_DAYS.raw
      : sentinelType === 'SETPOINT_DEVIATION'
        ? REPLAY_DAYS.setpoint
        : sentinelType === 'ENERGY_BASELINE'
          ? REPLAY_DAYS.energy
          : REPLAY_DAYS.temperature;
  return anchor - days * DAY;
}

/**
 * Every incident the stored history implies, in a stable order (by opening time, then sentinel).
 * `older` are incidents of the history before the replay windows (the seed derives them from the
 * model, simulator/history-older.ts); where one meets an episode of the same sentinel across the
 * window's start, the breach began before the window and the older, whole episode is kept.
 */
export async function plannedIncidents(db: Exec, anchor: Date, older: Planned[] = []): Promise<Planned[]> {
  const sentinels = await replayedSentinels(db);
  const of = (type: string) => sentinels.filter((s) => s.sentinel_type === type);
  const t = anchor.getTime();
  const recent = [
    ...(await readingEpisodes(db, [...of('TEMPERATURE_RANGE'), ...of('DOOR_OPEN')], t)),
    ...(await setpointEpisodes(db, of('SETPOINT_DEVIATION'), t)),
    ...(await energyReplay(db, of('ENERGY_BASELINE'), t)),
    ...(await offlineReplay(db, of('DEVICE_OFFLINE'), t)),
  ];
  const overlaps = (a: Planned, b: Planned) =>
    a.s.id === b.s.id && a.start <= (b.recoveredAt ?? t) && b.start <= (a.recoveredAt ?? t);
  // A window's episode that starts within its first buckets began before the window.
  const truncated = (e: Planned) => e.start < replayBoundary(e.s.sentinel_type, t) + 30 * MINUTE;
  const kept = recent.filter((e) => !(truncated(e) && older.some((o) => overlaps(o, e))));
  const all = [...older.filter((o) => !kept.some((e) => overlaps(o, e))), ...kept];
  // A breach that opened only after the anchor (it would open at the next reading) is not one yet.
  return all.filter((e) => e.openedAt <= t).sort((a, b) => a.openedAt - b.openedAt || a.s.id - b.s.id);
}
