import type { Database } from '../../../db/client';
import type { WeatherDay } from './degree-days';
import { COOLING_BASES, HEATING_BASES } from './normalize';

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
 * temperatures, for the normals: read from the summed months (weather_months, kept summed by
 * weather-months.ts) at the bases' places in HEATING_BASES / COOLING_BASES.
 */
export async function weatherRecordMonths(
  database: Database,
  a: { orgId: number; bases: { siteId: number; heatingBase: number | null; coolingBase: number | null }[] },
): Promise<RecordMonth[]> {
  if (!a.bases.length) return [];
  // 1-based places in the arrays; null (no such term) sums to 0.
  const place = (grid: readonly number[], base: number | null) => {
    if (base === null) return null;
    const i = grid.indexOf(base);
    if (i < 0) throw new Error(`base ${base} °C is not on the grid`);
    return i + 1;
  };
  const rows = await database.query<RecordMonth>(
    `select m.site_id as "siteId", to_char(m.month, 'YYYY-MM') as month, m.days,
            coalesce(m.hdd[b.hi], 0)::float8 as hdd, coalesce(m.cdd[b.ci], 0)::float8 as cdd
       from unnest($2::int[], $3::int[], $4::int[]) as b(site_id, hi, ci)
       join weather_months m on m.site_id = b.site_id and m.org_id = $1
      where m.days > 0
      order by m.site_id, m.month`,
    [
      a.orgId,
      a.bases.map((x) => x.siteId),
      a.bases.map((x) => place(HEATING_BASES, x.heatingBase)),
      a.bases.map((x) => place(COOLING_BASES, x.coolingBase)),
    ],
  );
  return rows.map((r) => ({ ...r, hdd: Number(r.hdd), cdd: Number(r.cdd) }));
}
