import type { Database } from '../../db/client';
import { scopeParam } from '../../db/site-scope';

export interface ComplianceQueryArgs {
  orgId: number;
  scope: 'ALL' | number[];
  from: string;
  to: string;
  equipmentTypeIds: number[] | null;
}

// The temperature sensors of the organisation that have a compliance range: the range of the
// sensor's temperature-range sentinel (the rule the incidents use) or else its equipment's min/max.
// $1 org, $2 site scope (int[] or null).
const RANGED_SENSORS = `
  select x.id, x.title, x.site_id, s.title as site_title, s.time_zone, e.id as eq_id, e.title as eq_title,
         e.type_id, coalesce(sn.lo, e.min_temp) as lo, coalesce(sn.hi, e.max_temp) as hi
    from sensors x
    join equipment e on e.id = x.equipment_id and e.org_id = x.org_id
    join sites s on s.id = x.site_id and s.org_id = x.org_id
    left join lateral (
      select case when jsonb_typeof(z.params->'min') = 'number' then (z.params->>'min')::float8 end as lo,
             case when jsonb_typeof(z.params->'max') = 'number' then (z.params->>'max')::float8 end as hi
        from sentinels z
       where z.org_id = x.org_id and z.sentinel_type = 'TEMPERATURE_RANGE' and z.deleted_at is null
         and z.sensor_ids @> jsonb_build_array(x.id)
       order by z.id limit 1
    ) sn on true
   where x.org_id = $1 and x.sensor_type = 'TEMPERATURE'
     and ($2::int[] is null or x.site_id = any($2::int[]))`;

const USABLE = 'r.lo is not null and r.hi is not null and r.lo <= r.hi';

/** Equipment types (id, title) that have at least one temperature sensor with a compliance range. */
export async function availableTypes(
  database: Database,
  orgId: number,
  scope: 'ALL' | number[],
): Promise<{ id: number; title: string }[]> {
  return database.query<{ id: number; title: string }>(
    `select t.id, t.title from equipment_types t
      where t.id in (select r.type_id from (${RANGED_SENSORS}) r where ${USABLE})
      order by t.title, t.id`,
    [orgId, scopeParam(scope)],
  );
}

export interface SensorCompliance {
  sensorId: number;
  sensorTitle: string;
  siteId: number;
  siteTitle: string;
  timeZone: string;
  equipmentId: number;
  equipmentTitle: string;
  equipmentTypeId: number;
  lo: number;
  hi: number;
  valid: number;
  compliant: number;
}

// Each site's window: from its local midnight of `from` to its local midnight after `to`. $3 from,
// $4 to (yyyy-MM-dd), $5 equipment type filter (int[] or null). Hourly points come from the hourly
// rollup; a point is valid when its bucket holds at least one reading. The lateral join makes each
// sensor one index range scan of its own buckets instead of a pass over the whole rollup table.
const SENSORS = `
  with r as (
    select r.*, ($3::date::timestamp at time zone r.time_zone) as t0,
           (($4::date + 1)::timestamp at time zone r.time_zone) as t1
      from (${RANGED_SENSORS}) r
     where ${USABLE} and ($5::int[] is null or r.type_id = any($5::int[]))
  )`;
const POINTS_OF = (select: string) => `
  cross join lateral (
    select ${select} from readings_1h h
     where h.sensor_id = r.id and h.org_id = $1 and h.bucket >= r.t0 and h.bucket < r.t1 and h.count > 0
  ) p`;

/** Valid and compliant hourly points per ranged sensor (sensors without points included, with 0). */
export async function sensorCompliance(
  database: Database,
  a: ComplianceQueryArgs,
): Promise<SensorCompliance[]> {
  const rows = await database.query<SensorCompliance>(
    `${SENSORS}
     select r.id as "sensorId", r.title as "sensorTitle", r.site_id as "siteId", r.site_title as "siteTitle",
            r.time_zone as "timeZone", r.eq_id as "equipmentId", r.eq_title as "equipmentTitle",
            r.type_id as "equipmentTypeId", r.lo, r.hi, p.valid, p.compliant
       from r ${POINTS_OF(`count(*)::int as valid,
              count(*) filter (where h.sum / h.count between r.lo and r.hi)::int as compliant`)}
      order by r.site_title, r.site_id, r.eq_title, r.title, r.id`,
    params(a),
  );
  return rows.map((r) => ({ ...r, lo: Number(r.lo), hi: Number(r.hi) }));
}

export interface HourlyPoint {
  sensorId: number;
  day: string;
  hour: string;
  value: number;
}

/** Hourly averages per sensor, local day and local hour (an hour repeated by DST is averaged). */
export async function hourlyPoints(database: Database, a: ComplianceQueryArgs): Promise<HourlyPoint[]> {
  const rows = await database.query<HourlyPoint>(
    `${SENSORS}
     select r.id as "sensorId", p.day, p.hour, avg(p.v)::float8 as value
       from r ${POINTS_OF(`to_char(h.bucket at time zone r.time_zone, 'YYYY-MM-DD') as day,
              to_char(h.bucket at time zone r.time_zone, 'HH24') as hour, h.sum / h.count as v`)}
      group by 1, 2, 3 order by 1, 2, 3`,
    params(a),
  );
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}

const params = (a: ComplianceQueryArgs) => [
  a.orgId,
  scopeParam(a.scope),
  a.from,
  a.to,
  a.equipmentTypeIds?.length ? a.equipmentTypeIds : null,
];
