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
 * Site energy per local month from energy_month_split (one row per energy sensor and local month of
 * its site, kept from the day split, so months are exact in every zone) of the sites `siteIds` (null:
 * every site of the organisation, as siteSelection gives it): the months of [from, to),
 * both the first day of a month, in no particular order. A day is covered when every source sensor
 * reported on it (the AND of their day masks). Months without any reading are absent.
 */
export async function siteMonths(
  database: Database,
  a: { orgId: number; siteIds: number[] | null; from: string; to: string },
): Promise<SiteMonth[]> {
  if (a.siteIds?.length === 0) return [];
  if (!a.from.endsWith('-01') || !a.to.endsWith('-01'))
    throw new Error(`siteMonths reads whole months: ${a.from} … ${a.to}`);
  const rows = await database.query<SiteMonth>(
    `with st as (select s.id, s.time_zone as tz from sites s
                  where s.org_id = $1 and ($2::int[] is null or s.id = any($2::int[]))),
     src as (${SITE_ENERGY_SOURCES('st')}),
     sn as materialized (select src.*, count(*) over (partition by site_id)::int as n from src),
     months as (
       -- A site with one source (its main meter, most sites): the source's months are the site's,
       -- one index range per sensor (offset 0), no sort and grouping of every month row.
       select s.site_id, m.month, m.op_kwh + m.noh_kwh as kwh, 1 as sensors, m.day_mask as all_mask,
              m.day_mask as any_mask, 1 as n
         from sn s
        cross join lateral (
          select * from energy_month_split m where m.sensor_id = s.sensor_id
             and m.month >= $3::date and m.month < $4::date offset 0) m
        where s.n = 1
       union all
       select s.site_id, m.month, sum(m.op_kwh + m.noh_kwh), count(*)::int, bit_and(m.day_mask),
              bit_or(m.day_mask), max(s.n)
         from sn s join energy_month_split m on m.sensor_id = s.sensor_id
          and m.month >= $3::date and m.month < $4::date
        where s.n > 1
        group by s.site_id, m.month
     )
     select m.site_id as "siteId", to_char(m.month, 'YYYY-MM') as month, m.kwh::float8 as kwh,
            (case when m.sensors >= m.n then bit_count(m.all_mask::bit(32)) else 0 end)::int as "coveredDays"
       from months m
      where m.any_mask <> 0`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  return rows.map((r) => ({ ...r, kwh: Number(r.kwh) }));
}
