import type { Database } from '../../../db/client';

/** A sensor the recommendations read, with its equipment and (temperature) compliance range. */
export interface RecSensor {
  sensorId: number;
  sensorType: 'TEMPERATURE' | 'HUMIDITY' | 'DOOR';
  title: string;
  siteId: number;
  equipmentId: number | null;
  equipmentTitle: string | null;
  /** Temperature range (°C): the sensor's first TEMPERATURE_RANGE sentinel, else its equipment's min/max. */
  lo: number | null;
  hi: number | null;
}

/**
 * The sites' refrigeration temperature sensors (on an equipment with a range, as the compliance
 * report takes them), door sensors on an equipment, and humidity sensors.
 */
export async function recSensors(database: Database, orgId: number, siteIds: number[]): Promise<RecSensor[]> {
  if (!siteIds.length) return [];
  const rows = await database.query<RecSensor>(
    `with sn as (
       select distinct on (m.sid) m.sid, m.lo, m.hi from (
         select (e.value #>> '{}')::numeric as sid, z.id,
                case when jsonb_typeof(z.params->'min') = 'number' then (z.params->>'min')::float8 end as lo,
                case when jsonb_typeof(z.params->'max') = 'number' then (z.params->>'max')::float8 end as hi
           from sentinels z
          cross join lateral jsonb_array_elements(
            case when jsonb_typeof(z.sensor_ids) = 'array' then z.sensor_ids else '[]'::jsonb end) e
          where z.org_id = $1 and z.sentinel_type = 'TEMPERATURE_RANGE' and z.deleted_at is null
            and jsonb_typeof(e.value) = 'number') m
       order by m.sid, m.id
     )
     select x.id as "sensorId", x.sensor_type as "sensorType", x.title, x.site_id as "siteId",
            e.id as "equipmentId", e.title as "equipmentTitle",
            case when x.sensor_type = 'TEMPERATURE' then coalesce(sn.lo, e.min_temp) end as lo,
            case when x.sensor_type = 'TEMPERATURE' then coalesce(sn.hi, e.max_temp) end as hi
       from sensors x
       left join equipment e on e.id = x.equipment_id and e.org_id = x.org_id
       left join sn on sn.sid = x.id
      where x.org_id = $1 and x.site_id = any($2::int[])
        and (x.sensor_type = 'HUMIDITY'
          or (x.sensor_type = 'DOOR' and e.id is not null)
          or (x.sensor_type = 'TEMPERATURE' and e.id is not null))
      order by x.site_id, e.title nulls last, x.title, x.id`,
    [orgId, siteIds],
  );
  return rows
    .map((r) => ({ ...r, lo: r.lo === null ? null : Number(r.lo), hi: r.hi === null ? null : Number(r.hi) }))
    .filter((r) => r.sensorType !== 'TEMPERATURE' || (r.lo !== null && r.hi !== null && r.lo <= r.hi));
}

/** A sensor's hourly averages in its window, oldest first: `hours[i]` whole hours since the epoch. */
export interface HourlySeries {
  sensorId: number;
  hours: number[];
  avg: number[];
}

/**
 * Hourly averages (readings_1h: sum ÷ count, hours holding a reading) of each sensor within its own
 * window [t0, t1) (epoch ms: the local days of its site). One text per sensor, not a row per hour.
 */
export async function hourlySeries(
  database: Database,
  orgId: number,
  windows: { sensorId: number; t0: number; t1: number }[],
): Promise<HourlySeries[]> {
  if (!windows.length) return [];
  const rows = await database.query<{ sensorId: number; points: string | null }>(
    `select r.id as "sensorId", p.points
       from unnest($2::int[], $3::float8[], $4::float8[]) as r(id, t0, t1)
      cross join lateral (
        select string_agg(((extract(epoch from h.bucket) / 3600)::bigint)::text || ':' || (h.sum / h.count)::float8::text,
                          ',' order by h.bucket) as points
          from readings_1h h
         where h.sensor_id = r.id and h.org_id = $1 and h.count > 0
           and h.bucket >= to_timestamp(r.t0 / 1000) and h.bucket < to_timestamp(r.t1 / 1000)
      ) p`,
    [orgId, windows.map((w) => w.sensorId), windows.map((w) => w.t0), windows.map((w) => w.t1)],
  );
  return rows.map((r) => {
    const hours: number[] = [];
    const avg: number[] = [];
    for (const pair of r.points ? r.points.split(',') : []) {
      const [h, v] = pair.split(':');
      hours.push(Number(h));
      avg.push(Number(v));
    }
    return { sensorId: r.sensorId, hours, avg };
  });
}

/** The local midnight of `from` and of the day after `to` in each zone, epoch ms. */
export async function zoneWindows(
  database: Database,
  zones: string[],
  from: string,
  to: string,
): Promise<Map<string, { t0: number; t1: number }>> {
  if (!zones.length) return new Map();
  const rows = await database.query<{ tz: string; t0: number; t1: number }>(
    `select z.tz, (extract(epoch from ($2::date::timestamp at time zone z.tz)) * 1000)::float8 as t0,
            (extract(epoch from (($3::date + 1)::timestamp at time zone z.tz)) * 1000)::float8 as t1
       from unnest($1::text[]) as z(tz)`,
    [zones, from, to],
  );
  return new Map(rows.map((r) => [r.tz, { t0: Number(r.t0), t1: Number(r.t1) }]));
}
