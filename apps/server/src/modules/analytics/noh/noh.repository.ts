import type { Database } from '../../../db/client';
import { SITE_ENERGY_SOURCES } from '../data/sites.repository';

/**
 * A site's energy over one local day, split by its opening hours (energy_day_split of its sources),
 * or over the `days` days with data of a whole month read from energy_month_split (day = its first).
 */
export interface SiteDaySplit {
  siteId: number;
  /** 'yyyy-MM-dd' in the site's zone. */
  day: string;
  /** How many days the row sums: 1, or the counted days of a whole month. */
  days: number;
  opKwh: number;
  nohKwh: number;
  /** Scheduled opening hours of the day(s) and their length (23 or 25 on DST days). */
  opHours: number;
  dayHours: number;
  /** Energy source sensors of the site that reported on the day, and how many it has. */
  sensors: number;
  sources: number;
}

/**
 * When a caller sums whole months, its months can come from energy_month_split in one row each: a
 * month starting inside [from, to], counted up to its cutoff (its end, the site's local today at
 * `now`, or the day after `to`, whichever comes first: days from the cutoff on are taken out of the
 * month's sums), that no `cuts` day splits before its cutoff (a range of the caller starts there),
 * and whose source sensors all reported on the same days before the cutoff (so the row's sums are
 * those of its counted days). Every other month comes day by day.
 */
export interface WholeMonths {
  cuts: string[];
  now: Date;
}

/**
 * SQL: the split rows of groups of energy sensors (`groups`: grp, sensor_id, tz) over [$3, $4]:
 * whole months per WholeMonths ($5 now, $6 cuts) and days otherwise; columns grp, day, days, op,
 * noh, oh, dh, k (sensors that reported), n (sensors of the group).
 */
export const splitRowsSql = (groups: string, whole: boolean) => `
  ng as (select grp, count(*)::int as n, max(tz) as tz from ${groups} group by grp),
  -- Every month of the range per group, its cutoff, and whether it may be read whole.
  months as (
    select grp, n, month, cutoff,
           (${whole} and month >= $3::date and cutoff > month
             and not exists (select 1 from unnest($6::date[]) c(day) where c.day > month and c.day < cutoff)) as may_be_whole
      from (select ng.grp, ng.n, mo::date as month,
                   least((mo + interval '1 month')::date, ($5::timestamptz at time zone ng.tz)::date, $4::date + 1) as cutoff
              from ng cross join generate_series(date_trunc('month', $3::date), $4::date, interval '1 month') mo) x
  ),
  -- Each sensor's month up to the cutoff: the month row less its days from the cutoff on.
  sensor_months as (
    select mo.grp, mo.month, m.op_kwh - coalesce(t.op, 0) as op, m.noh_kwh - coalesce(t.noh, 0) as noh,
           m.op_hours - coalesce(t.oh, 0) as oh, m.day_hours - coalesce(t.dh, 0) as dh,
           m.day_mask & ~coalesce(t.mask, 0) as mask
      from months mo join ${groups} g on g.grp = mo.grp
      join energy_month_split m on m.sensor_id = g.sensor_id and m.month = mo.month
      left join lateral (
        select sum(d.op_kwh) as op, sum(d.noh_kwh) as noh,
               sum(d.op_hours) filter (where d.op_count + d.noh_count > 0) as oh,
               sum(d.day_hours) filter (where d.op_count + d.noh_count > 0) as dh,
               bit_or(1 << (extract(day from d.day)::int - 1)) filter (where d.op_count + d.noh_count > 0) as mask
          from energy_day_split d
         where mo.cutoff < (mo.month + interval '1 month')::date and d.sensor_id = g.sensor_id
           and d.day >= mo.cutoff and d.day < (mo.month + interval '1 month')::date) t on true
     where mo.may_be_whole
  ),
  mon as (
    select grp, month, sum(op) as op, sum(noh) as noh, max(oh) as oh, max(dh) as dh, count(*)::int as k,
           bit_and(mask) as all_mask, bit_or(mask) as any_mask
      from sensor_months group by grp, month
  ),
  judged as (
    select mo.grp, mo.n, mo.month, m.op, m.noh, m.oh, m.dh, m.k, m.all_mask,
           coalesce(mo.may_be_whole and m.k >= mo.n and m.all_mask = m.any_mask and m.any_mask <> 0, false) as is_whole
      from months mo left join mon m on m.grp = mo.grp and m.month = mo.month
  ),
  -- Whole months in one row; the other months' days fetched by index range, month by month.
  split_rows as (
    select j.grp, j.month as day, bit_count(j.all_mask::bit(32))::int as days, j.op, j.noh, j.oh, j.dh,
           j.k, j.n
      from judged j where j.is_whole
    union all
    select j.grp, d.day, 1, sum(d.op_kwh), sum(d.noh_kwh), max(d.op_hours), max(d.day_hours),
           (count(*) filter (where d.op_count + d.noh_count > 0))::int, j.n
      from judged j join ${groups} g on g.grp = j.grp
      -- offset 0 keeps the lateral read a per-month index range (no merge over every day row).
      cross join lateral (
        select * from energy_day_split d where d.sensor_id = g.sensor_id
           and d.day >= greatest(j.month, $3::date)
           and d.day <= least((j.month + interval '1 month')::date - 1, $4::date)
        offset 0) d
     where not j.is_whole
     group by j.grp, d.day, j.n
  )`;

/**
 * Site energy per local day from energy_day_split over the site's energy sources (the main meter,
 * else the sum of its sub-meters: SITE_ENERGY_SOURCES), days [from, to] inclusive, whole months in
 * one row each when `wholeMonths` is given. A day's hours are the largest any of its sensors
 * recorded (the sensors of a site share its schedule). Days without any row are absent.
 */
export async function siteDaySplits(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string; wholeMonths?: WholeMonths },
): Promise<SiteDaySplit[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<SiteDaySplit>(
    `with st as (select s.id, s.time_zone as tz from sites s where s.org_id = $1 and s.id = any($2::int[])),
     src as (${SITE_ENERGY_SOURCES('st')}),
     groups as (select site_id as grp, sensor_id, tz from src),
     ${splitRowsSql('groups', a.wholeMonths !== undefined)}
     select grp as "siteId", day::text as day, days, op::float8 as "opKwh", noh::float8 as "nohKwh",
            oh::float8 as "opHours", dh::float8 as "dayHours", k as sensors, n as sources
       from split_rows
      order by grp, day`,
    [
      a.orgId,
      a.siteIds,
      a.from,
      a.to,
      (a.wholeMonths?.now ?? new Date()).toISOString(),
      a.wholeMonths?.cuts ?? [],
    ],
  );
  return rows.map((r) => ({
    ...r,
    opKwh: Number(r.opKwh),
    nohKwh: Number(r.nohKwh),
    opHours: Number(r.opHours),
    dayHours: Number(r.dayHours),
  }));
}

/** One sub-metered piece of equipment over a period: its split summed over its days with data. */
export interface EquipmentSplit {
  equipmentId: number;
  siteId: number;
  title: string;
  typeId: number | null;
  groupId: number | null;
  opKwh: number;
  nohKwh: number;
  opHours: number;
  nohHours: number;
  /** Days (ended in the site's zone) on which every ENERGY sensor of the equipment reported. */
  days: number;
}

/**
 * Every piece of equipment of the sites with an ENERGY sensor (a sub-meter), its energy and
 * scheduled hours summed over the days [from, to] that have ended at `now` in the site's zone and on
 * which all of its ENERGY sensors reported. Equipment whose sensors never reported has zeros.
 */
export async function equipmentSplits(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string; now: Date },
): Promise<EquipmentSplit[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<EquipmentSplit>(
    `with eq as (
       select e.id, e.site_id, e.title, e.type_id, e.group_id, s.time_zone as tz
         from equipment e join sites s on s.id = e.site_id and s.org_id = $1
        where e.org_id = $1 and e.site_id = any($2::int[])
     ),
     es as (
       select x.id as sensor_id, x.equipment_id, eq.tz
         from sensors x join eq on eq.id = x.equipment_id
        where x.org_id = $1 and x.sensor_type = 'ENERGY'
     ),
     groups as (select equipment_id as grp, sensor_id, tz from es),
     ${splitRowsSql('groups', true)},
     tot as (
       select r.grp as equipment_id, sum(r.op) as op, sum(r.noh) as noh, sum(r.oh) as oh,
              sum(r.dh - r.oh) as nh, sum(r.days)::int as n
         from split_rows r join eq on eq.id = r.grp
        where r.k >= r.n and r.day < ($5::timestamptz at time zone eq.tz)::date
        group by r.grp
     ),
     ns as (select distinct grp as equipment_id from groups)
     select eq.id as "equipmentId", eq.site_id as "siteId", eq.title, eq.type_id as "typeId",
            eq.group_id as "groupId",
            coalesce(tot.op, 0)::float8 as "opKwh", coalesce(tot.noh, 0)::float8 as "nohKwh",
            coalesce(tot.oh, 0)::float8 as "opHours", coalesce(tot.nh, 0)::float8 as "nohHours",
            coalesce(tot.n, 0)::int as days
       from eq join ns on ns.equipment_id = eq.id
       left join tot on tot.equipment_id = eq.id
      order by eq.site_id, eq.title, eq.id`,
    [a.orgId, a.siteIds, a.from, a.to, a.now.toISOString(), []],
  );
  return rows.map((r) => ({
    ...r,
    opKwh: Number(r.opKwh),
    nohKwh: Number(r.nohKwh),
    opHours: Number(r.opHours),
    nohHours: Number(r.nohHours),
  }));
}

/** Titles of equipment groups by id. */
export async function equipmentGroupTitles(database: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await database.query<{ id: number; title: string }>(
    'select id, title from equipment_groups where id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.title]));
}
