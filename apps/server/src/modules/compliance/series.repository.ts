import { EXCURSION_REVIEW_VALUE_TYPE } from '@sw/contracts';
import type { Database } from '../../db/client';
import type { Bucket } from './defrost';
import type { EquipmentIncident } from './excursions';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A sensor and the window [t0, t1) (epoch ms) whose trace is wanted. */
export interface TraceWindow {
  sensorId: number;
  t0: number;
  t1: number;
}

interface TraceRow {
  sensorId: number;
  /** 'minute:avg:max:min' per bucket (minute since the epoch), joined by ','. */
  q15: string | null;
  h1: string | null;
}

/** Buckets from 'minute:avg:max:min,…' (scanned in place: a month of quarters is 3,000 cells). */
function parse(text: string | null, minutes: number): Bucket[] {
  const out: Bucket[] = [];
  if (!text) return out;
  let i = 0;
  while (i < text.length) {
    let end = text.indexOf(',', i);
    if (end < 0) end = text.length;
    const a = text.indexOf(':', i);
    const b = text.indexOf(':', a + 1);
    const c = text.indexOf(':', b + 1);
    out.push({
      start: Number(text.slice(i, a)) * MINUTE_MS,
      minutes,
      avg: Number(text.slice(a + 1, b)),
      max: Number(text.slice(b + 1, c)),
      min: Number(text.slice(c + 1, end)),
    });
    i = end + 1;
  }
  return out;
}

/**
 * One trace from the two rollups: the 15-minute buckets, and the hourly bucket of every UTC hour
 * without any 15-minute bucket (older than the 15-minute rollup's retention), in time order.
 */
export function mergeTrace(quarters: Bucket[], hours: Bucket[]): Bucket[] {
  if (!quarters.length) return hours;
  const covered = new Set(quarters.map((q) => Math.floor(q.start / HOUR_MS)));
  const merged = [...quarters, ...hours.filter((h) => !covered.has(Math.floor(h.start / HOUR_MS)))];
  return merged.sort((a, b) => a.start - b.start);
}

const BUCKET_TEXT = (t: string) =>
  `((extract(epoch from ${t}.bucket) / 60)::bigint)::text || ':' || (${t}.sum / ${t}.count)::float8::text
     || ':' || ${t}.max::float8::text || ':' || ${t}.min::float8::text`;

/**
 * Traces of the given sensors (temperature or door) over their windows: one row per sensor, its
 * buckets as text (rows, not text, are what costs most on PGlite), each table read by index range.
 */
export async function sensorTraces(
  database: Database,
  orgId: number,
  windows: readonly TraceWindow[],
): Promise<Map<number, Bucket[]>> {
  const out = new Map<number, Bucket[]>();
  if (!windows.length) return out;
  const rows = await database.query<TraceRow>(
    `select r.id as "sensorId",
       (select string_agg(${BUCKET_TEXT('q')}, ',' order by q.bucket) from readings_15m q
         where q.sensor_id = r.id and q.org_id = $1 and q.count > 0
           and q.bucket >= to_timestamp(r.t0 / 1000) and q.bucket < to_timestamp(r.t1 / 1000)) as q15,
       (select string_agg(${BUCKET_TEXT('h')}, ',' order by h.bucket) from readings_1h h
         where h.sensor_id = r.id and h.org_id = $1 and h.count > 0
           and h.bucket >= to_timestamp(r.t0 / 1000) and h.bucket < to_timestamp(r.t1 / 1000)) as h1
       from unnest($2::int[], $3::float8[], $4::float8[]) as r(id, t0, t1)`,
    [orgId, windows.map((w) => w.sensorId), windows.map((w) => w.t0), windows.map((w) => w.t1)],
  );
  for (const r of rows) out.set(r.sensorId, mergeTrace(parse(r.q15, 15), parse(r.h1, 60)));
  return out;
}

/** Door sensors of the given equipment: equipment id → door sensor ids. */
export async function doorSensors(
  database: Database,
  orgId: number,
  equipmentIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!equipmentIds.length) return out;
  const rows = await database.query<{ id: number; equipmentId: number }>(
    `select x.id, x.equipment_id as "equipmentId" from sensors x
      where x.org_id = $1 and x.sensor_type = 'DOOR' and x.equipment_id = any($2::int[])
      order by x.id`,
    [orgId, [...equipmentIds]],
  );
  for (const r of rows) out.set(r.equipmentId, [...(out.get(r.equipmentId) ?? []), r.id]);
  return out;
}

/**
 * Incidents touching the given equipment (its own id, its resource path, or one of its sensors) at
 * the given sites and overlapping [from, to): equipment id → incidents. Offline devices (no data, not
 * a fault) and door-open incidents (the door rule reads the door itself) are left out. An incident
 * ends when it recovered, or when it was dismissed; an unresolved one is still active. Read by site
 * and time (the incidents' own indexes), matched to equipment here.
 */
export async function equipmentIncidents(
  database: Database,
  orgId: number,
  siteIds: readonly number[],
  sensorEquipment: ReadonlyMap<number, number>,
  from: number,
  to: number,
): Promise<Map<number, EquipmentIncident[]>> {
  const out = new Map<number, EquipmentIncident[]>();
  if (!siteIds.length) return out;
  const rows = await database.query<{
    id: number;
    title: string;
    equipmentId: number | null;
    equipmentIds: unknown;
    sensorId: number | null;
    start: number;
    end: number | null;
  }>(
    `select i.id, z.title, i.equipment_id as "equipmentId", i.equipment_ids as "equipmentIds",
            i.sensor_id as "sensorId",
            (extract(epoch from i.created_at) * 1000)::float8 as start,
            (extract(epoch from coalesce(i.recovered_at,
               case when i.resolved then coalesce(i.dismissed_at, i.created_at) end)) * 1000)::float8 as "end"
       from incidents i
       join sentinels z on z.id = i.sentinel_id
      where i.org_id = $1 and i.site_id = any($2::int[])
        and i.sentinel_type not in ('DEVICE_OFFLINE', 'DOOR_OPEN')
        and i.created_at < to_timestamp($4::float8 / 1000)
        and (i.recovered_at is null or i.recovered_at > to_timestamp($3::float8 / 1000))
      order by i.created_at, i.id`,
    [orgId, [...siteIds], from, to],
  );
  const wanted = new Set(sensorEquipment.values());
  for (const r of rows) {
    const end = r.end === null ? null : Number(r.end);
    if (end !== null && end <= from) continue; // dismissed before the window
    const equipment = new Set<number>();
    if (r.equipmentId !== null) equipment.add(r.equipmentId);
    if (Array.isArray(r.equipmentIds))
      for (const e of r.equipmentIds) if (typeof e === 'number') equipment.add(e);
    const viaSensor = r.sensorId === null ? undefined : sensorEquipment.get(r.sensorId);
    if (viaSensor !== undefined) equipment.add(viaSensor);
    for (const e of equipment) {
      if (!wanted.has(e)) continue;
      const list = out.get(e) ?? [];
      list.push({ id: r.id, title: r.title, start: Number(r.start), end });
      out.set(e, list);
    }
  }
  return out;
}

/**
 * The sensors among `windows` with at least one bucket average outside [lo, hi] within their window
 * (15-minute or hourly rollup): only their traces can hold an excursion.
 */
export async function sensorsOutOfRange(
  database: Database,
  orgId: number,
  windows: readonly (TraceWindow & { lo: number; hi: number })[],
): Promise<Set<number>> {
  if (!windows.length) return new Set();
  const rows = await database.query<{ id: number }>(
    `select r.id from unnest($2::int[], $3::float8[], $4::float8[], $5::float8[], $6::float8[])
              as r(id, lo, hi, t0, t1)
      where exists (select 1 from readings_15m q
                     where q.sensor_id = r.id and q.org_id = $1 and q.count > 0
                       and q.bucket >= to_timestamp(r.t0 / 1000) and q.bucket < to_timestamp(r.t1 / 1000)
                       and (q.sum / q.count > r.hi or q.sum / q.count < r.lo))
         or exists (select 1 from readings_1h h
                     where h.sensor_id = r.id and h.org_id = $1 and h.count > 0
                       and h.bucket >= to_timestamp(r.t0 / 1000) and h.bucket < to_timestamp(r.t1 / 1000)
                       and (h.sum / h.count > r.hi or h.sum / h.count < r.lo))`,
    [
      orgId,
      windows.map((w) => w.sensorId),
      windows.map((w) => w.lo),
      windows.map((w) => w.hi),
      windows.map((w) => w.t0),
      windows.map((w) => w.t1),
    ],
  );
  return new Set(rows.map((r) => r.id));
}

export interface ReviewNote {
  id: number;
  sensorId: number;
  comment: string;
  username: string;
  createdAt: string;
  from: number;
  to: number;
}

/**
 * Review notes on the given sensors overlapping [from, to): comments on the sensor with valueType
 * TEMPERATURE_EXCURSION and a from–to (replies are part of the thread, not notes of their own).
 */
export async function reviewNotes(
  database: Database,
  orgId: number,
  sensorIds: readonly number[],
  from: number,
  to: number,
): Promise<ReviewNote[]> {
  if (!sensorIds.length) return [];
  const rows = await database.query<ReviewNote & { createdAt: Date | string }>(
    `select c.id, c.resource_id::int as "sensorId", c.comment, c.username, c.created_at as "createdAt",
            (extract(epoch from c."from") * 1000)::float8 as "from",
            (extract(epoch from c."to") * 1000)::float8 as "to"
       from comments c
      where c.org_id = $1 and c.resource_type = 'SENSOR' and c.resource_id = any($2::text[])
        and c.value_type = $3 and c.parent_id is null and c."from" is not null and c."to" is not null
        and c."from" < to_timestamp($5::float8 / 1000) and c."to" > to_timestamp($4::float8 / 1000)
      order by c.created_at, c.id`,
    [orgId, sensorIds.map(String), EXCURSION_REVIEW_VALUE_TYPE, from, to],
  );
  return rows.map((r) => ({
    ...r,
    from: Number(r.from),
    to: Number(r.to),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
