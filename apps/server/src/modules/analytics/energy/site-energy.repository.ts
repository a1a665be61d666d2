import type { Database } from '../../../db/client';
import { SITE_ENERGY_SOURCES } from '../data/sites.repository';

/** A site's energy over one local calendar month. */
export interface SiteMonth {
  siteId: number;
  /** yyyy-MM in the site's time zone. */
  month: string;
  kwh: number;
  /** Local days of the month on which every energy source sensor of the site reported. */
  coveredDays: number;
}

/**
 * Site energy per local month from the daily rollups (readings_1d: one row per sensor and local day
 * of its site, so months are exact in every zone): [from, to) as local dates of each site.
 * Months without any reading are absent.
 */
export async function siteMonths(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<SiteMonth[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<SiteMonth>(
    `with st as (select s.id, s.time_zone as tz from sites s where s.org_id = $1 and s.id = any($2::int[])),
     src as (${SITE_ENERGY_SOURCES('st')}),
     nsrc as (select site_id, count(*)::int as n from src group by site_id),
     days as (
       select src.site_id, (r.bucket at time zone src.tz)::date as day, sum(r.sum) as kwh, count(*)::int as sensors
         from src join readings_1d r on r.sensor_id = src.sensor_id
          and r.bucket >= ($3::date::timestamp at time zone src.tz) and r.bucket < ($4::date::timestamp at time zone src.tz)
        where r.count > 0
        group by src.site_id, day
     )
     select d.site_id as "siteId", to_char(d.day, 'YYYY-MM') as month, sum(d.kwh)::float8 as kwh,
            (count(*) filter (where d.sensors >= n.n))::int as "coveredDays"
       from days d join nsrc n on n.site_id = d.site_id
      group by d.site_id, month
      order by d.site_id, month`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  return rows.map((r) => ({ ...r, kwh: Number(r.kwh) }));
}
