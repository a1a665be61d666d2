import type { Database } from '../../../db/client';
import { SITE_ENERGY_SOURCES } from '../data/sites.repository';

/** A site's energy over one local day, split by its opening hours (energy_day_split of its sources). */
export interface SiteDaySplit {
  siteId: number;
  /** 'yyyy-MM-dd' in the site's zone. */
  day: string;
  opKwh: number;
  nohKwh: number;
  /** Scheduled opening hours of the day and the day's length (23 or 25 on DST days). */
  opHours: number;
  dayHours: number;
  /** Energy source sensors of the site that reported on the day, and how many it has. */
  sensors: number;
  sources: number;
}

/**
 * Site energy per local day from energy_day_split over the site's energy sources (the main meter,
 * else the sum of its sub-meters: SITE_ENERGY_SOURCES), days [from, to] inclusive. A day's hours
 * are the largest any of its sensors recorded (the sensors of a site share its schedule). Days
 * without any row are absent.
 */
export async function siteDaySplits(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<SiteDaySplit[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<SiteDaySplit>(
    `with st as (select s.id, s.time_zone as tz from sites s where s.org_id = $1 and s.id = any($2::int[])),
     src as (${SITE_ENERGY_SOURCES('st')}),
     nsrc as (select site_id, count(*)::int as n from src group by site_id)
     select src.site_id as "siteId", d.day::text as day,
            sum(d.op_kwh)::float8 as "opKwh", sum(d.noh_kwh)::float8 as "nohKwh",
            max(d.op_hours)::float8 as "opHours", max(d.day_hours)::float8 as "dayHours",
            (count(*) filter (where d.op_count + d.noh_count > 0))::int as sensors, n.n as sources
       from src
       join energy_day_split d on d.sensor_id = src.sensor_id and d.day >= $3::date and d.day <= $4::date
       join nsrc n on n.site_id = src.site_id
      group by src.site_id, d.day, n.n
      order by src.site_id, d.day`,
    [a.orgId, a.siteIds, a.from, a.to],
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
     ns as (select equipment_id, count(*)::int as n from es group by equipment_id),
     days as (
       select es.equipment_id, d.day, sum(d.op_kwh) as op, sum(d.noh_kwh) as noh,
              max(d.op_hours) as oh, max(d.day_hours) as dh,
              count(*) filter (where d.op_count + d.noh_count > 0) as k
         from es join energy_day_split d on d.sensor_id = es.sensor_id
          and d.day >= $3::date and d.day <= $4::date
          and d.day < ($5::timestamptz at time zone es.tz)::date
        group by es.equipment_id, d.day
     ),
     tot as (
       select days.equipment_id, sum(days.op) as op, sum(days.noh) as noh, sum(days.oh) as oh,
              sum(days.dh - days.oh) as nh, count(*)::int as n
         from days join ns on ns.equipment_id = days.equipment_id
        where days.k >= ns.n
        group by days.equipment_id
     )
     select eq.id as "equipmentId", eq.site_id as "siteId", eq.title, eq.type_id as "typeId",
            eq.group_id as "groupId",
            coalesce(tot.op, 0)::float8 as "opKwh", coalesce(tot.noh, 0)::float8 as "nohKwh",
            coalesce(tot.oh, 0)::float8 as "opHours", coalesce(tot.nh, 0)::float8 as "nohHours",
            coalesce(tot.n, 0)::int as days
       from eq join ns on ns.equipment_id = eq.id
       left join tot on tot.equipment_id = eq.id
      order by eq.site_id, eq.title, eq.id`,
    [a.orgId, a.siteIds, a.from, a.to, a.now.toISOString()],
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
