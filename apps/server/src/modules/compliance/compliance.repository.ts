import type { Database } from '../../db/client';
import { scopeParam } from '../../db/site-scope';

export interface ComplianceQueryArgs {
  orgId: number;
  scope: 'ALL' | number[];
  from: string;
  to: string;
  equipmentTypeIds: number[] | null;
  /** Only these sites (null or empty = every site in scope). */
  siteIds?: number[] | null;
}

/** A temperature sensor with a usable compliance range, and its site's window over the period. */
export interface RangedSensor {
  sensorId: number;
  sensorTitle: string;
  siteId: number;
  siteTitle: string;
  timeZone: string;
  equipmentId: number;
  equipmentTitle: string;
  equipmentTypeId: number;
  equipmentTypeTitle: string;
  lo: number;
  hi: number;
  /** The site's local midnight of `from` and the local midnight after `to`, epoch ms. */
  t0: number;
  t1: number;
}

export interface SensorCompliance extends Omit<RangedSensor, 't0' | 't1' | 'equipmentTypeTitle'> {
  valid: number;
  compliant: number;
  /** Out-of-range hours excused by a detected defrost cycle (0 when none). */
  defrost?: number;
}

/**
 * The organisation's temperature sensors with a usable range (lo ≤ hi): the range of the sensor's
 * first temperature-range sentinel (the rule the incidents use), else its equipment's min/max. The
 * sentinels are read once and unnested (one pass), not probed per sensor with a jsonb containment.
 * Ordered as the report lists them. $1 org, $2 site scope (int[] or null), $3 from, $4 to, $5 sites
 * (int[] or null).
 */
export async function rangedSensors(
  database: Database,
  a: Omit<ComplianceQueryArgs, 'equipmentTypeIds'>,
): Promise<RangedSensor[]> {
  const rows = await database.query<RangedSensor>(
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
     ),
     r as (
       select x.id, x.title, x.site_id, s.title as site_title, s.time_zone, e.id as eq_id,
              e.title as eq_title, e.type_id, t.title as type_title,
              coalesce(sn.lo, e.min_temp) as lo, coalesce(sn.hi, e.max_temp) as hi
         from sensors x
         join equipment e on e.id = x.equipment_id and e.org_id = x.org_id
         join equipment_types t on t.id = e.type_id
         join sites s on s.id = x.site_id and s.org_id = x.org_id
         left join sn on sn.sid = x.id
        where x.org_id = $1 and x.sensor_type = 'TEMPERATURE'
          and ($2::int[] is null or x.site_id = any($2::int[]))
          and ($5::int[] is null or x.site_id = any($5::int[]))
     )
     select r.id as "sensorId", r.title as "sensorTitle", r.site_id as "siteId", r.site_title as "siteTitle",
            r.time_zone as "timeZone", r.eq_id as "equipmentId", r.eq_title as "equipmentTitle",
            r.type_id as "equipmentTypeId", r.type_title as "equipmentTypeTitle", r.lo, r.hi,
            (extract(epoch from ($3::date::timestamp at time zone r.time_zone)) * 1000)::float8 as t0,
            (extract(epoch from (($4::date + 1)::timestamp at time zone r.time_zone)) * 1000)::float8 as t1
       from r
      where r.lo is not null and r.hi is not null and r.lo <= r.hi
      order by r.site_title, r.site_id, r.eq_title, r.title, r.id`,
    [a.orgId, scopeParam(a.scope), a.from, a.to, a.siteIds?.length ? a.siteIds : null],
  );
  return rows.map((r) => ({ ...r, lo: Number(r.lo), hi: Number(r.hi), t0: Number(r.t0), t1: Number(r.t1) }));
}

export interface SensorPoints {
  sensorId: number;
  valid: number;
  compliant: number;
  /**
   * With `hourly` only: the sensor's valid hourly averages as 'hour:value' pairs joined by ',', the
   * hour in whole hours since the epoch (hourly buckets are UTC-aligned). One text per sensor instead
   * of one row per point: rows are what costs most, above all on PGlite.
   */
  points: string | null;
  /** Whole hours since the epoch of the hours whose average is above the range, joined by ','. */
  above: string | null;
}

/**
 * Valid and compliant hourly points of the given sensors within each one's window (a point is valid
 * when its bucket holds a reading), the hours above the range, and with `hourly` every average. Each sensor is one index range
 * scan of its own hourly buckets. Sensors without points come back with 0.
 */
export async function sensorPoints(
  database: Database,
  orgId: number,
  sensors: RangedSensor[],
  hourly: boolean,
): Promise<SensorPoints[]> {
  if (!sensors.length) return [];
  const rows = await database.query<SensorPoints>(
    `select r.id as "sensorId", p.valid, p.compliant, p.points, p.above
       from unnest($2::int[], $3::float8[], $4::float8[], $5::float8[], $6::float8[]) as r(id, lo, hi, t0, t1)
      cross join lateral (
        select count(*)::int as valid,
               count(*) filter (where h.sum / h.count between r.lo and r.hi)::int as compliant,
               string_agg(((extract(epoch from h.bucket) / 3600)::bigint)::text || ':' || (h.sum / h.count)::float8::text, ',')
                 filter (where $7::bool) as points,
               string_agg(((extract(epoch from h.bucket) / 3600)::bigint)::text, ',')
                 filter (where h.sum / h.count > r.hi) as above
          from readings_1h h
         where h.sensor_id = r.id and h.org_id = $1 and h.count > 0
           and h.bucket >= to_timestamp(r.t0 / 1000) and h.bucket < to_timestamp(r.t1 / 1000)
      ) p`,
    [
      orgId,
      sensors.map((s) => s.sensorId),
      sensors.map((s) => s.lo),
      sensors.map((s) => s.hi),
      sensors.map((s) => s.t0),
      sensors.map((s) => s.t1),
      hourly,
    ],
  );
  return rows;
}
