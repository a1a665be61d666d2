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
 * SQL: what every split read of groups of energy sensors (`groups`: grp, sensor_id, tz) over [$3, $4]
 * starts from: ng (each group's zone and size n), zm (each zone's months, their cutoffs, whether
 * they may be read whole per WholeMonths: $5 now, $6 cuts), zw (each zone's local today and months
 * that may be whole), trims (what a cutoff takes out of a sensor's month) and gn (groups with n).
 */
const splitPreludeSql = (groups: string, whole: boolean) => `
  ng as (select grp, count(*)::int as n, max(tz) as tz from ${groups} group by grp),
  -- Every month of the range per time zone (the groups of a zone share their months and cutoffs),
  -- its cutoff, whether it may be read whole, and the zone's local today.
  zm as (
    select tz, month, cutoff, today,
           (${whole} and month >= $3::date and cutoff > month
             and not exists (select 1 from unnest($6::date[]) c(day) where c.day > month and c.day < cutoff)) as may_be_whole
      from (select z.tz, z.today, mo.month, least((mo.month + interval '1 month')::date, z.today, $4::date + 1) as cutoff
              from (select tz, ($5::timestamptz at time zone tz)::date as today from ng group by tz) z
             -- An integer series: the planner then knows how many months there are.
             cross join lateral (
               select (date_trunc('month', $3::date) + make_interval(months => i))::date as month
                 from generate_series(0, ((extract(year from $4::date) - extract(year from $3::date)) * 12
                                          + extract(month from $4::date) - extract(month from $3::date))::int) i) mo) x
  ),
  -- Per zone: its local today and the months that may be read whole.
  zw as (select tz, max(today) as today, coalesce(array_agg(month) filter (where may_be_whole), '{}') as months
           from zm group by tz),
  -- The organisation's day rows that a cutoff can take out, as one range of its (org_id, day) index
  -- read once (offset 0: not probed sensor by sensor, 10,000 probes for rows no cutoff takes out):
  -- from the earliest cutoff before its month's end of a month read whole (the day after $4 or a
  -- zone's today; no zone's today is before UTC's 14 hours ago) to the end of $4's month.
  cut_days as materialized (
    select d.sensor_id, g.tz, d.day, d.op_kwh, d.noh_kwh, d.op_hours, d.day_hours, d.op_count, d.noh_count
      from (select * from energy_day_split d
             where d.org_id = $1
               and d.day >= least((($5::timestamptz at time zone 'UTC') - interval '14 hours')::date, $4::date + 1)
               and d.day >= (select min(cutoff) from zm where may_be_whole and cutoff < (month + interval '1 month')::date)
               and d.day < (date_trunc('month', $4::date) + interval '1 month')::date
            offset 0) d
      join (select distinct sensor_id, tz from ${groups}) g on g.sensor_id = d.sensor_id
  ),
  -- What a month loses to its cutoff when that is not the month's end: the sensor's days from the
  -- cutoff on.
  trims as (
    select d.sensor_id, zm.month, sum(d.op_kwh) as op, sum(d.noh_kwh) as noh,
           coalesce(sum(d.op_hours) filter (where d.op_count + d.noh_count > 0), 0) as oh,
           coalesce(sum(d.day_hours) filter (where d.op_count + d.noh_count > 0), 0) as dh,
           coalesce(bit_or(1 << (extract(day from d.day)::int - 1)) filter (where d.op_count + d.noh_count > 0), 0) as mask
      from cut_days d
      join zm on zm.tz = d.tz and zm.month = date_trunc('month', d.day)::date
     where zm.may_be_whole and d.day >= zm.cutoff
     group by d.sensor_id, zm.month
  ),
  gn as materialized (select g.grp, g.sensor_id, g.tz, ng.n from ${groups} g join ng on ng.grp = g.grp)`;

/**
 * SQL: a sensor's months [$3's month, $4] among `months` (its zone's months that may be whole), as
 * one index range (offset 0: not a sort of every month row).
 */
const sensorMonthsSql = (sensor: string, months: string) => `(
  select * from energy_month_split m where m.sensor_id = ${sensor}
     and m.month >= date_trunc('month', $3::date) and m.month <= $4::date and m.month = any(${months}) offset 0)`;

/**
 * SQL (after splitPreludeSql): multi_rows, the rows of groups of several sensors over whole months
 * (a month is whole when every sensor of the group has it and reported on the same days before the
 * cutoff), and of every group day by day in the other months; columns grp, day, days, op, noh, oh,
 * dh, k (sensors that reported), n (sensors of the group), today (the zone's local today).
 */
const multiRowsSql = `
  -- Each sensor's month up to the cutoff: the month row less its trim.
  sensor_months as (
    select g.grp, m.month, zw.today, m.op_kwh - coalesce(t.op, 0) as op, m.noh_kwh - coalesce(t.noh, 0) as noh,
           m.op_hours - coalesce(t.oh, 0) as oh, m.day_hours - coalesce(t.dh, 0) as dh,
           m.day_mask & ~coalesce(t.mask, 0) as mask
      from gn g
      join zw on zw.tz = g.tz
     cross join lateral ${sensorMonthsSql('g.sensor_id', 'zw.months')} m
      left join trims t on t.sensor_id = m.sensor_id and t.month = m.month
     where g.n > 1
  ),
  mon as (
    select m.grp, m.month, m.today, m.op, m.noh, m.oh, m.dh, m.k, m.all_mask, ng.n,
           m.k >= ng.n and m.all_mask = m.any_mask and m.any_mask <> 0 as is_whole
      from (select grp, month, max(today) as today, sum(op) as op, sum(noh) as noh, max(oh) as oh, max(dh) as dh,
                   count(*)::int as k, bit_and(mask) as all_mask, bit_or(mask) as any_mask
              from sensor_months group by grp, month) m
      join ng on ng.grp = m.grp
  ),
  -- The months read day by day: those that may not be whole (every group), and those whose sensors
  -- differ. (A group without any month row has no day row in that month either: the month split is
  -- kept from the day split.)
  by_days as (
    select ng.grp, ng.n, zm.month, zm.today from zm join ng on ng.tz = zm.tz where not zm.may_be_whole
    union all
    select grp, n, month, today from mon where not is_whole
  ),
  -- Whole months in one row; the other months' days fetched by index range, month by month.
  multi_rows as (
    select grp, month as day, bit_count(all_mask::bit(32))::int as days, op, noh, oh, dh, k, n, today
      from mon where is_whole
    union all
    select g.grp, d.day, 1, sum(d.op_kwh), sum(d.noh_kwh), max(d.op_hours), max(d.day_hours),
           (count(*) filter (where d.op_count + d.noh_count > 0))::int, b.n, b.today
      from by_days b join gn g on g.grp = b.grp
      -- offset 0 keeps the lateral read a per-month index range (no merge over every day row).
      cross join lateral (
        select * from energy_day_split d where d.sensor_id = g.sensor_id
           and d.day >= greatest(b.month, $3::date)
           and d.day <= least((b.month + interval '1 month')::date - 1, $4::date)
        offset 0) d
     group by g.grp, d.day, b.n, b.today
  )`;

/**
 * Site energy per local day from energy_day_split over the site's energy sources (the main meter,
 * else the sum of its sub-meters: SITE_ENERGY_SOURCES) of the sites `siteIds` (null: every site of
 * the organisation, as siteSelection gives it), days [from, to] inclusive, whole months in one row
 * each when `wholeMonths` is given; in no particular order. A day's hours are the largest any of its
 * sensors recorded (the sensors of a site share its schedule). Days without any row are absent, and
 * so is a whole month of a site with one source that reported on no day before the month's cutoff
 * (its days would all be either without data or not yet ended, and count nowhere).
 */
export async function siteDaySplits(
  database: Database,
  a: { orgId: number; siteIds: number[] | null; from: string; to: string; wholeMonths?: WholeMonths },
): Promise<SiteDaySplit[]> {
  if (a.siteIds?.length === 0) return [];
  const rows = await database.query<SiteDaySplit>(
    `with st as (select s.id, s.time_zone as tz from sites s
                  where s.org_id = $1 and ($2::int[] is null or s.id = any($2::int[]))),
     src as (${SITE_ENERGY_SOURCES('st')}),
     groups as (select site_id as grp, sensor_id, tz from src),
     ${splitPreludeSql('groups', a.wholeMonths !== undefined)},
     ${multiRowsSql},
     -- A site with one source (its main meter, most sites): the source's month less its trim is the
     -- site's, whole when the source reported on a day before the cutoff; no grouping.
     one_rows as (
       select g.grp, m.month as day, bit_count((m.day_mask & ~coalesce(t.mask, 0))::bit(32))::int as days,
              m.op_kwh - coalesce(t.op, 0) as op, m.noh_kwh - coalesce(t.noh, 0) as noh,
              m.op_hours - coalesce(t.oh, 0) as oh, m.day_hours - coalesce(t.dh, 0) as dh, 1 as k, 1 as n, zw.today
         from gn g
         join zw on zw.tz = g.tz
        cross join lateral ${sensorMonthsSql('g.sensor_id', 'zw.months')} m
         left join trims t on t.sensor_id = m.sensor_id and t.month = m.month
        where g.n = 1 and (m.day_mask & ~coalesce(t.mask, 0)) <> 0
     )
     select grp as "siteId", day::text as day, days, op::float8 as "opKwh", noh::float8 as "nohKwh",
            oh::float8 as "opHours", dh::float8 as "dayHours", k as sensors, n as sources
       from (select * from one_rows union all select * from multi_rows) r`,
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
 * Every piece of equipment of the sites (`siteIds`, null: all) with an ENERGY sensor (a sub-meter),
 * its energy and scheduled hours summed over the days [from, to] that have ended at `now` in the
 * site's zone and on which all of its ENERGY sensors reported. Equipment whose sensors never reported
 * has zeros.
 */
export async function equipmentSplits(
  database: Database,
  a: { orgId: number; siteIds: number[] | null; from: string; to: string; now: Date },
): Promise<EquipmentSplit[]> {
  if (a.siteIds?.length === 0) return [];
  const rows = await database.query<EquipmentSplit>(
    `with eq as (
       select e.id, e.site_id, e.title, e.type_id, e.group_id, s.time_zone as tz
         from equipment e join sites s on s.id = e.site_id and s.org_id = $1
        where e.org_id = $1 and ($2::int[] is null or e.site_id = any($2::int[]))
     ),
     es as (
       select x.id as sensor_id, x.equipment_id, eq.tz
         from sensors x join eq on eq.id = x.equipment_id
        where x.org_id = $1 and x.sensor_type = 'ENERGY'
     ),
     groups as (select equipment_id as grp, sensor_id, tz from es),
     ${splitPreludeSql('groups', true)},
     ${multiRowsSql},
     -- Equipment with one ENERGY sensor (nearly all): the sums of the sensor's months that may be
     -- whole, one index range per sensor summed where it is read (no sort and grouping of every
     -- month row) ...
     one_tot as (
       select g.grp, a.op, a.noh, a.oh, a.dh - a.oh as nh, a.days
         from gn g join zw on zw.tz = g.tz
        cross join lateral (
          select sum(m.op_kwh) as op, sum(m.noh_kwh) as noh, sum(m.op_hours) as oh, sum(m.day_hours) as dh,
                 sum(bit_count(m.day_mask::bit(32)))::int as days
            from energy_month_split m
           where m.sensor_id = g.sensor_id and m.month >= date_trunc('month', $3::date) and m.month <= $4::date
             and m.month = any(zw.months)) a
        where g.n = 1
     ),
     -- ... less what their cutoffs take out. (A month left without a day with readings before its
     -- cutoff then adds nothing: day rows without readings carry no energy, and the month split
     -- counts the hours of days with readings only.)
     one_fix as (
       select g.grp, -sum(t.op) as op, -sum(t.noh) as noh, -sum(t.oh) as oh, -sum(t.dh - t.oh) as nh,
              -sum(bit_count(t.mask::bit(32)))::int as days
         from trims t join gn g on g.sensor_id = t.sensor_id and g.n = 1
        group by g.grp
     ),
     tot as (
       select r.grp as equipment_id, sum(r.op) as op, sum(r.noh) as noh, sum(r.oh) as oh, sum(r.nh) as nh,
              sum(r.days)::int as n
         from (select * from one_tot
               union all select * from one_fix
               union all select grp, op, noh, oh, dh - oh, days from multi_rows where k >= n and day < today) r
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
