import type { Database } from '../../../db/client';
import { MIN_WEATHER_HOURS, singleSineSql, type WeatherDay } from './degree-days';

/**
 * Daily weather of the sites over local days [from, to) ('yyyy-MM-dd'), per site, oldest first. One
 * row per site with the days as arrays: a few dozen rows rather than tens of thousands.
 */
export async function weatherDays(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<Map<number, WeatherDay[]>> {
  const out = new Map<number, WeatherDay[]>();
  if (!a.siteIds.length) return out;
  const rows = await database.query<{
    siteId: number;
    days: string[];
    means: number[];
    mins: number[];
    maxes: number[];
    hours: number[];
  }>(
    `select site_id as "siteId", array_agg(day::text order by day) as days,
            array_agg((t_sum / hours)::float8 order by day) as means, array_agg(t_min::float8 order by day) as mins,
            array_agg(t_max::float8 order by day) as maxes, array_agg(hours order by day) as hours
       from weather_days
      where org_id = $1 and site_id = any($2::int[]) and day >= $3::date and day < $4::date and hours > 0
      group by site_id`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  for (const r of rows)
    out.set(
      r.siteId,
      r.days.map((day, i) => ({
        day,
        mean: Number(r.means[i]),
        min: Number(r.mins[i]),
        max: Number(r.maxes[i]),
        hours: Number(r.hours[i]),
      })),
    );
  return out;
}

/** One month of a site's weather record at its model's base temperatures. */
export interface RecordMonth {
  siteId: number;
  month: string;
  /** Days with weather (at least MIN_WEATHER_HOURS hourly readings). */
  days: number;
  /** Degree-days summed over those days (0 when the model has no such term). */
  hdd: number;
  cdd: number;
}

/**
 * Every month of the sites' weather records, with degree-days summed at each site's own base
 * temperatures (single-sine, as degree-days.ts), for the normals. Summed in the database: the record
 * spans years, and only a dozen rows a year per site come back.
 */
export async function weatherRecordMonths(
  database: Database,
  a: { orgId: number; bases: { siteId: number; heatingBase: number | null; coolingBase: number | null }[] },
): Promise<RecordMonth[]> {
  if (!a.bases.length) return [];
  const half = '(w.t_max - w.t_min) / 2';
  const mean = 'w.t_sum / w.hours';
  const rows = await database.query<RecordMonth>(
    `with b as (
       select * from unnest($2::int[], $3::float8[], $4::float8[]) as b(site_id, hb, cb))
     select w.site_id as "siteId", to_char(w.day, 'YYYY-MM') as month, count(*)::int as days,
            coalesce(sum(${singleSineSql(`b.hb - ${mean}`, half)}), 0)::float8 as hdd,
            coalesce(sum(${singleSineSql(`${mean} - b.cb`, half)}), 0)::float8 as cdd
       from weather_days w join b on b.site_id = w.site_id
      where w.org_id = $1 and w.hours >= $5
      group by w.site_id, month
      order by w.site_id, month`,
    [
      a.orgId,
      a.bases.map((x) => x.siteId),
      a.bases.map((x) => x.heatingBase),
      a.bases.map((x) => x.coolingBase),
      MIN_WEATHER_HOURS,
    ],
  );
  return rows.map((r) => ({ ...r, hdd: Number(r.hdd), cdd: Number(r.cdd) }));
}
