import type { Database } from '../../../db/client';
import { SITE_ENERGY_SOURCES } from '../data/sites.repository';

// SQL of the organisation and site energy reports (docs/analytics.md "Organisation energy per site"
// and the sections after it). Days are each site's local days: readings_1d buckets start at the
// site's local midnight and energy_day_split rows are per local day, so [from, to] is exact in every
// zone. $1 is always the organisation, $2 the site ids, $3/$4 the inclusive local days.

const SITES = `st as (select s.id, s.time_zone as tz from sites s where s.org_id = $1 and s.id = any($2::int[]))`;
/** Daily buckets of the local days $3 … $4 of the site whose zone is `tz`. */
const IN_DAYS = (tz: string) =>
  `r.bucket >= ($3::date::timestamp at time zone ${tz}) and r.bucket < (($4::date + 1)::timestamp at time zone ${tz})`;

interface Args {
  orgId: number;
  siteIds: number[];
  from: string;
  to: string;
}

/** A site's energy on one local day (site energy sources: main meter, else sub-meters). */
export interface SiteDay {
  siteId: number;
  day: string;
  kwh: number;
  /** Every energy source sensor of the site reported that day. */
  covered: boolean;
}

export async function siteDailyEnergy(database: Database, a: Args): Promise<SiteDay[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<SiteDay>(
    `with ${SITES}, src as (${SITE_ENERGY_SOURCES('st')}),
     nsrc as (select site_id, count(*)::int as n from src group by site_id)
     select src.site_id as "siteId", to_char((r.bucket at time zone src.tz)::date, 'YYYY-MM-DD') as day,
            sum(r.sum)::float8 as kwh, count(*) >= max(n.n) as covered
       from src join nsrc n on n.site_id = src.site_id
       join readings_1d r on r.sensor_id = src.sensor_id and r.org_id = $1 and ${IN_DAYS('src.tz')}
      where r.count > 0
      group by src.site_id, day
      order by 1, 2`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  return rows.map((r) => ({ ...r, kwh: Number(r.kwh) }));
}

/** A site's local day split by opening hours, with the day's scheduled hours (energy_day_split). */
export interface SiteDaySplit {
  siteId: number;
  day: string;
  opKwh: number;
  nohKwh: number;
  opHours: number;
  dayHours: number;
}

export async function siteDaySplit(database: Database, a: Args): Promise<SiteDaySplit[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<SiteDaySplit>(
    `with ${SITES}, src as (${SITE_ENERGY_SOURCES('st')})
     select src.site_id as "siteId", to_char(d.day, 'YYYY-MM-DD') as day,
            sum(d.op_kwh)::float8 as "opKwh", sum(d.noh_kwh)::float8 as "nohKwh",
            max(d.op_hours)::float8 as "opHours", max(d.day_hours)::float8 as "dayHours"
       from src join energy_day_split d on d.sensor_id = src.sensor_id and d.org_id = $1
        and d.day >= $3::date and d.day <= $4::date
      group by src.site_id, d.day
      order by 1, 2`,
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

/** Per site: every equipment, and the energy source sensors (0: the site is not monitored). */
export async function siteInventory(
  database: Database,
  a: Pick<Args, 'orgId' | 'siteIds'>,
): Promise<Map<number, { equipment: number; sources: number }>> {
  const out = new Map<number, { equipment: number; sources: number }>();
  if (!a.siteIds.length) return out;
  const rows = await database.query<{ siteId: number; equipment: number; sources: number }>(
    `with ${SITES}, src as (${SITE_ENERGY_SOURCES('st')})
     select st.id as "siteId",
            (select count(*)::int from equipment e where e.org_id = $1 and e.site_id = st.id) as equipment,
            (select count(*)::int from src where src.site_id = st.id) as sources
       from st`,
    [a.orgId, a.siteIds],
  );
  for (const r of rows) out.set(r.siteId, { equipment: r.equipment, sources: r.sources });
  return out;
}

/** One sub-metered equipment with its energy over the period (only equipment with readings). */
export interface EquipmentEnergy {
  equipmentId: number;
  title: string;
  siteId: number;
  typeId: number;
  typeTitle: string;
  typeGroupId: number;
  typeGroupTitle: string;
  groupId: number;
  groupTitle: string;
  vendor: string | null;
  model: string | null;
  kwh: number;
  opKwh: number;
  nohKwh: number;
  /** Local days on which every sub-meter of the equipment reported. */
  coveredDays: number;
}

/**
 * Equipment sub-meters (ENERGY sensors on an equipment of the same site that are not the site's main
 * meter) summed per equipment over the local days $3 … $4, with their opening-hours split.
 */
export async function equipmentEnergy(database: Database, a: Args): Promise<EquipmentEnergy[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<EquipmentEnergy>(
    `with ${SITES},
     sm as materialized (
       select x.id as sensor_id, e.id as equipment_id, st.tz
         from st join sensors x on x.site_id = st.id and x.org_id = $1 and x.sensor_type = 'ENERGY'
         join equipment e on e.id = x.equipment_id and e.org_id = $1 and e.site_id = st.id
        where not exists (select 1 from energy_meters m where m.sensor_id = x.id and m.is_site_main)),
     nsm as (select equipment_id, count(*)::int as n from sm group by equipment_id),
     days as (
       select sm.equipment_id, r.bucket, sum(r.sum) as kwh, count(*)::int as sensors
         from sm join readings_1d r on r.sensor_id = sm.sensor_id and r.org_id = $1 and ${IN_DAYS('sm.tz')}
        where r.count > 0
        group by sm.equipment_id, r.bucket),
     energy as (
       select d.equipment_id, sum(d.kwh)::float8 as kwh, (count(*) filter (where d.sensors >= n.n))::int as covered
         from days d join nsm n on n.equipment_id = d.equipment_id
        group by d.equipment_id),
     split as (
       select sm.equipment_id, sum(s.op_kwh)::float8 as op, sum(s.noh_kwh)::float8 as noh
         from sm join energy_day_split s on s.sensor_id = sm.sensor_id and s.org_id = $1
          and s.day >= $3::date and s.day <= $4::date
        group by sm.equipment_id)
     select e.id as "equipmentId", e.title, e.site_id as "siteId", e.type_id as "typeId", t.title as "typeTitle",
            t.type_group_id as "typeGroupId", tg.title as "typeGroupTitle", e.group_id as "groupId",
            g.title as "groupTitle", e.vendor, e.model, en.kwh, en.covered as "coveredDays",
            coalesce(sp.op, 0)::float8 as "opKwh", coalesce(sp.noh, 0)::float8 as "nohKwh"
       from energy en
       join equipment e on e.id = en.equipment_id
       join equipment_types t on t.id = e.type_id
       join equipment_type_groups tg on tg.id = t.type_group_id
       join equipment_groups g on g.id = e.group_id
       left join split sp on sp.equipment_id = e.id
      order by e.site_id, e.title, e.id`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  return rows.map((r) => ({ ...r, kwh: Number(r.kwh), opKwh: Number(r.opKwh), nohKwh: Number(r.nohKwh) }));
}

/** One interval of a site's summed energy: 15-minute buckets, hourly where no quarter is stored. */
export interface DemandInterval {
  /** Bucket start, epoch ms. */
  ms: number;
  /** Local wall-clock start of the bucket in the site's zone, 'yyyy-MM-ddTHH:mm'. */
  local: string;
  kwh: number;
  minutes: 15 | 60;
}

/**
 * The site's energy per interval over its local days $3 … $4: the 15-minute rollup, and the hourly
 * rollup for the hours that hold no 15-minute bucket at all (15-minute rows are kept 15 days,
 * hourly 62: docs/telemetry-conventions.md).
 */
export async function siteDemandIntervals(
  database: Database,
  a: { orgId: number; siteId: number; from: string; to: string },
): Promise<DemandInterval[]> {
  const rows = await database.query<DemandInterval>(
    `with ${SITES}, src as (${SITE_ENERGY_SOURCES('st')}),
     q as (
       select r.bucket, sum(r.sum) as kwh from src
         join readings_15m r on r.sensor_id = src.sensor_id and r.org_id = $1 and ${IN_DAYS('src.tz')}
        group by r.bucket),
     h as (
       select r.bucket, sum(r.sum) as kwh from src
         join readings_1h r on r.sensor_id = src.sensor_id and r.org_id = $1 and ${IN_DAYS('src.tz')}
        where not exists (select 1 from q where q.bucket >= r.bucket and q.bucket < r.bucket + interval '1 hour')
        group by r.bucket),
     x as (select bucket, kwh, 15 as minutes from q union all select bucket, kwh, 60 from h)
     select (extract(epoch from x.bucket) * 1000)::float8 as ms,
            to_char(x.bucket at time zone st.tz, 'YYYY-MM-DD"T"HH24:MI') as local,
            x.kwh::float8 as kwh, x.minutes
       from x cross join st
      order by x.bucket`,
    [a.orgId, [a.siteId], a.from, a.to],
  );
  return rows.map((r) => ({
    ms: Number(r.ms),
    local: r.local,
    kwh: Number(r.kwh),
    minutes: Number(r.minutes) as 15 | 60,
  }));
}
