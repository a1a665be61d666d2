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
 * its site, kept from the day split, so months are exact in every zone): the months of [from, to),
 * both the first day of a month. A day is covered when every source sensor reported on it (the AND
 * of their day masks). Months without any reading are absent.
 */
export async function siteMonths(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<SiteMonth[]> {
  if (!a.siteIds.length) return [];
  if (!a.from.endsWith('-01') || !a.to.endsWith('-01'))
    throw new Error(`siteMonths reads whole months: ${a.from} … ${a.to}`);
  const rows = await database.query<SiteMonth>(
    `with st as (select s.id, s.time_zone as tz from sites s where s.org_id = $1 and s.id = any($2::int[])),
     src as (${SITE_ENERGY_SOURCES('st')}),
     nsrc as (select site_id, count(*)::int as n from src group by site_id),
     months as (
       select src.site_id, m.month, sum(m.op_kwh + m.noh_kwh) as kwh, count(*)::int as sensors,
              bit_and(m.day_mask) as all_mask, bit_or(m.day_mask) as any_mask
         from src join energy_month_split m on m.sensor_id = src.sensor_id
          and m.month >= $3::date and m.month < $4::date
        group by src.site_id, m.month
     )
     select m.site_id as "siteId", to_char(m.month, 'YYYY-MM') as month, m.kwh::float8 as kwh,
            (case when m.sensors >= n.n then bit_count(m.all_mask::bit(32)) else 0 end)::int as "coveredDays"
       from months m join nsrc n on n.site_id = m.site_id
      where m.any_mask <> 0
      order by m.site_id, m.month`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  return rows.map((r) => ({ ...r, kwh: Number(r.kwh) }));
}
