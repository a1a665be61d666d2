import type { Database } from '../../db/client';
import {
  type Agg,
  aggOfTable,
  bucketStartSql,
  nextBucketSql,
  type RollupTable,
  tableFor,
} from './rollup-table';

// Sub-meters: ENERGY sensors on an equipment that are not a site's main meter.
export const SUB_METER = `s.sensor_type = 'ENERGY' and s.equipment_id is not null
  and not exists (select 1 from energy_meters m where m.sensor_id = s.id and m.is_site_main)`;

const ids = async (database: Database, text: string, params: unknown[]) =>
  (await database.query<{ id: number }>(text, params)).map((r) => r.id);

export const equipmentEnergySensors = (database: Database, orgId: number, equipmentId: number) =>
  ids(
    database,
    `select id from sensors where org_id = $1 and equipment_id = $2 and sensor_type = 'ENERGY' order by id`,
    [orgId, equipmentId],
  );

/**
 * CTE `site_meters` (id): site energy = its main meter(s) when it has one, else the sum of its
 * equipment sub-meters. `org` and `site` are SQL expressions.
 */
export const siteMetersCte = (org: string, site: string) => `
  site_main as (
    select m.sensor_id as id from energy_meters m join sensors s on s.id = m.sensor_id
     where m.org_id = ${org} and m.site_id = ${site} and m.is_site_main),
  site_meters as (
    select id from site_main
    union all
    select s.id from sensors s
     where s.org_id = ${org} and s.site_id = ${site} and ${SUB_METER} and not exists (select 1 from site_main))`;

/** The sensors of a site's energy (siteMetersCte); one round trip. */
export const siteEnergySensors = (database: Database, orgId: number, siteId: number): Promise<number[]> =>
  ids(database, `with ${siteMetersCte('$1', '$2')} select id from site_meters order by id`, [orgId, siteId]);

/**
 * The site's own sub-meters (sensor and its equipment both at the site, as in the dashboard's
 * breakdowns) on equipment of one group or of one type. Filtering the sensors by site lets the
 * sensors' (org, site) index pick the site's few meters instead of every sub-meter of the
 * organisation, and another site's meter wired to this site's equipment is not counted.
 */
export const siteCategorySensors = (
  database: Database,
  orgId: number,
  siteId: number,
  by: 'group_id' | 'type_id',
  categoryId: number,
) =>
  ids(
    database,
    `select s.id from sensors s join equipment e on e.id = s.equipment_id and e.org_id = s.org_id
      where s.org_id = $1 and s.site_id = $2 and e.site_id = $2 and e.${by} = $3 and ${SUB_METER}
      order by s.id`,
    [orgId, siteId, categoryId],
  );

/**
 * CTE `lim` (or `name`) with f0 = start of the bucket holding `from`, t1 = first bucket boundary at or
 * after `to`, t2 = the boundary after t1. Arguments name the SQL expressions (parameters $n or
 * scalar subqueries) holding from, to and the zone.
 */
export const boundsCte = (agg: Agg, from: string, to: string, tz: string, name = 'lim') => `
  ${name}0 as (select ${bucketStartSql(agg, `${from}::timestamptz`, `${tz}::text`)} as f0,
                  ${bucketStartSql(agg, `${to}::timestamptz`, `${tz}::text`)} as ft,
                  -- referenced even when the buckets are UTC-aligned: every bound parameter must be
                  ${tz}::text as zone),
  ${name}1 as (select f0, case when ft = ${to}::timestamptz then ft else ${nextBucketSql(agg, 'ft', `${tz}::text`)} end as t1
             from ${name}0),
  ${name} as (select f0, t1, ${nextBucketSql(agg, 't1', `${tz}::text`)} as t2 from ${name}1)`;

/**
 * The first bucket as a scalar (an InitPlan), so it bounds the index range scan of each sensor's
 * buckets; as a join filter against the CTE it would only filter after reading every retained bucket.
 */
export const firstBucket = (name = 'lim') => `(select f0 from ${name})`;
const F0 = firstBucket();

export interface BucketRow {
  /** Bucket start, epoch seconds. */
  ts: number;
  kwh: number;
  hours: number;
  /** The bucket starts at or after `to` (only asked for with a spillover point). */
  spill: boolean;
}

/**
 * Summed energy per bucket over the given sensors of organisation `orgId` (rows of other
 * organisations never count, whatever sensor ids are passed). Buckets whose start lies in [bucket
 * of `from`, `to`) are the series; with `spill`, the bucket right after also comes back, flagged.
 * Weeks and months are regrouped from the daily rollup in the site's time zone.
 */
export function energyBuckets(
  database: Database,
  q: { orgId: number; sensorIds: number[]; agg: Agg; from: Date; to: Date; tz: string; spill: boolean },
): Promise<BucketRow[]> {
  const table = tableFor(q.agg);
  const end = '(select case when $2::bool then t2 else t1 end from lim)';
  const regroup =
    q.agg === '1w' || q.agg === '1M' ? bucketStartSql(q.agg, 'r.bucket', '$5::text') : 'r.bucket';
  // Finer than 15 minutes (the one-minute option of Energy Activity, G-024) reads the raw interval
  // readings: their buckets start at minute boundaries, so bounding `ts` by the aligned f0 and
  // t1/t2 keeps the same buckets and lets the (sensor, ts) key bound the scan.
  const picked =
    table === 'readings'
      ? `select ${bucketStartSql(q.agg, 'r.ts', '$5::text')} as b, r.value as sum from readings r
          where r.sensor_id = any($1::int[]) and r.org_id = $6 and r.ts >= ${F0} and r.ts < ${end}`
      : `select ${regroup} as b, r.sum from ${table} r
          where r.sensor_id = any($1::int[]) and r.org_id = $6 and r.bucket >= ${F0} and r.bucket < ${end}`;
  return database.query<BucketRow>(
    `with ${boundsCte(q.agg, '$3', '$4', '$5')},
     picked as (${picked})
     select extract(epoch from b)::float8 as ts, sum(sum)::float8 as kwh,
            (extract(epoch from ${nextBucketSql(q.agg, 'b', '$5::text')} - b) / 3600)::float8 as hours,
            b >= (select t1 from lim) as spill
       from picked group by b order by b`,
    [q.sensorIds, q.spill, q.from.toISOString(), q.to.toISOString(), q.tz, q.orgId],
  );
}

/**
 * SQL of a site's energy totals, shared by the standalone reads below and the dashboard's single
 * statement (energy-dashboard.repository.ts). `sensors` is an int[] expression, `org` and `to` are
 * expressions too; `lim` names the bounds CTE (boundsCte) of the table's aggregation.
 */
export const totalSql = (table: string, sensors: string, org: string, to: string, lim = 'lim') => `
  select sum(r.sum)::float8 as kwh from ${table} r
   where r.sensor_id = any(${sensors}) and r.org_id = ${org}
     and r.bucket >= ${firstBucket(lim)} and r.bucket < ${to}::timestamptz`;

export const peakSql = (
  table: string,
  sensors: string,
  org: string,
  to: string,
  hours: string,
  lim = 'lim',
) => `
  select max(kwh)::float8 / ${hours}::float8 as kw from (
    select r.bucket, sum(r.sum) as kwh from ${table} r
     where r.sensor_id = any(${sensors}) and r.org_id = ${org}
       and r.bucket >= ${firstBucket(lim)} and r.bucket < ${to}::timestamptz
     group by r.bucket) x`;

/** Bucket hours of the tables peak power is read from. */
export const peakHours = (table: 'readings_15m' | 'readings_1h') => (table === 'readings_15m' ? 0.25 : 1);

/**
 * CTE `categories` (by, id, title, kwh): a site's sub-meter energy by equipment group and by equipment
 * type, in one pass over the rollup. Only the site's own sub-meters are read: the sensor's site and
 * its equipment's site must both be the site. The meters are picked first (materialized), so the
 * rollup is read for the site's few meters only, not for every sub-meter of the organisation.
 */
export const categoriesCte = (table: string, org: string, site: string, to: string, lim = 'lim') => `
  sub_meters as materialized (
    select s.id, e.group_id, e.type_id
      from sensors s join equipment e on e.id = s.equipment_id and e.org_id = s.org_id
     where s.org_id = ${org} and s.site_id = ${site} and e.site_id = ${site} and ${SUB_METER}),
  category_sums as (
    select m.group_id, m.type_id, grouping(m.group_id) as no_group, sum(r.sum)::float8 as kwh
      from sub_meters m
      join ${table} r on r.sensor_id = m.id and r.org_id = ${org}
     where r.bucket >= ${firstBucket(lim)} and r.bucket < ${to}::timestamptz
     group by grouping sets ((m.group_id), (m.type_id))),
  categories as (
    select 'group' as by, c.id, c.title, x.kwh from category_sums x join equipment_groups c on c.id = x.group_id
     where x.no_group = 0
    union all
    select 'type' as by, c.id, c.title, x.kwh from category_sums x join equipment_types c on c.id = x.type_id
     where x.no_group = 1)`;

/** Energy of the org's sensors within the range, read from `table` (buckets holding from .. before to). */
export async function totalEnergy(
  database: Database,
  q: {
    orgId: number;
    sensorIds: number[];
    table: Exclude<RollupTable, 'readings'>;
    from: Date;
    to: Date;
    tz: string;
  },
): Promise<number> {
  const [row] = await database.query<{ kwh: number | null }>(
    `with ${boundsCte(aggOfTable(q.table), '$2', '$3', '$4')} ${totalSql(q.table, '$1::int[]', '$5', '$3')}`,
    [q.sensorIds, q.from.toISOString(), q.to.toISOString(), q.tz, q.orgId],
  );
  return row?.kwh ?? 0;
}

/** The highest bucket average power of the org's sensors' summed energy, kW; null without data. */
export async function peakPower(
  database: Database,
  q: {
    orgId: number;
    sensorIds: number[];
    table: 'readings_15m' | 'readings_1h';
    from: Date;
    to: Date;
    tz: string;
  },
): Promise<number | null> {
  const [row] = await database.query<{ kw: number | null }>(
    `with ${boundsCte(aggOfTable(q.table), '$3', '$4', '$5')} ${peakSql(q.table, '$1::int[]', '$6', '$4', '$2')}`,
    [q.sensorIds, peakHours(q.table), q.from.toISOString(), q.to.toISOString(), q.tz, q.orgId],
  );
  return row?.kw ?? null;
}

/** Daily energy of the org's sensors in the site's calendar, from the daily rollup. */
export function dailyEnergy(
  database: Database,
  q: { orgId: number; sensorIds: number[]; from: Date; to: Date; tz: string },
): Promise<{ date: string; kwh: number }[]> {
  return database.query(
    `with ${boundsCte('1d', '$2', '$3', '$4')}
     select to_char(r.bucket at time zone $4::text, 'YYYY-MM-DD') as date, sum(r.sum)::float8 as kwh
       from readings_1d r
      where r.sensor_id = any($1::int[]) and r.org_id = $5
        and r.bucket >= ${F0} and r.bucket < $3::timestamptz
      group by r.bucket order by r.bucket`,
    [q.sensorIds, q.from.toISOString(), q.to.toISOString(), q.tz, q.orgId],
  );
}

export interface LatestEnergyReading {
  equipmentId: number;
  /** Newest reading of one sensor within the hour before `now`. */
  ts: Date;
  value: number;
  /** The reading before it (any age): the interval the newest one covers. */
  prevTs: Date | null;
}

export function latestEnergyReadings(
  database: Database,
  orgId: number,
  equipmentIds: number[],
  now: Date,
): Promise<LatestEnergyReading[]> {
  return database.query<LatestEnergyReading>(
    `select s.equipment_id as "equipmentId", l.ts, l.value, p.ts as "prevTs"
       from sensors s
       cross join lateral (
         select ts, value from readings r
          where r.sensor_id = s.id and r.org_id = $1 and r.ts > $3::timestamptz - interval '1 hour'
          order by r.ts desc limit 1) l
       left join lateral (
         select ts from readings r
          where r.sensor_id = s.id and r.org_id = $1 and r.ts < l.ts order by r.ts desc limit 1) p
         on true
      where s.org_id = $1 and s.equipment_id = any($2::int[]) and s.sensor_type = 'ENERGY'`,
    [orgId, equipmentIds, now.toISOString()],
  );
}

/** Equipment of a site with at least one ENERGY sensor. */
export const meteredEquipment = (database: Database, orgId: number, siteId: number) =>
  ids(
    database,
    `select distinct e.id from equipment e join sensors s on s.equipment_id = e.id
      where e.org_id = $1 and e.site_id = $2 and s.sensor_type = 'ENERGY' order by e.id`,
    [orgId, siteId],
  );
