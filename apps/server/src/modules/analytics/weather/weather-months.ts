import type { Database } from '../../../db/client';
import { MIN_WEATHER_HOURS, singleSine } from './degree-days';
import { COOLING_BASES, HEATING_BASES } from './normalize';

// weather_months (migration 0013): a site's weather per local month summed at every candidate base,
// so that the EUI report's weather figures read a dozen rows a site instead of every day of two years
// (docs/analytics.md "Weather-normalised EUI"). weather_days' trigger numbers each change of a month;
// this module sums the months whose sums are older than their last change.

/** Months summed per query (about 30 days × 64 bases each). */
const BATCH = 2_000;

/** A month's sums: days with weather and Σ degree-days at each base (HEATING_BASES, COOLING_BASES order). */
export interface WeatherMonthSums {
  days: number;
  hdd: number[];
  cdd: number[];
}

/**
 * The sums of one month from its days with weather, in day order: Σ single-sine degree-days from 0,
 * the same additions monthWeather makes (normalize.ts), so a month read from here is that month.
 */
export function sumMonth(days: readonly { mean: number; half: number }[]): WeatherMonthSums {
  const hdd = HEATING_BASES.map((b) => {
    let s = 0;
    for (const d of days) s += singleSine(b - d.mean, d.half);
    return s;
  });
  const cdd = COOLING_BASES.map((b) => {
    let s = 0;
    for (const d of days) s += singleSine(d.mean - b, d.half);
    return s;
  });
  return { days: days.length, hdd, cdd };
}

/**
 * Sums the organisation's changed months (of `siteIds` when given), BATCH at a time; returns how
 * many were summed. A month changed again while it was being summed stays changed: the sums are
 * written only where `changed` is still the number they were read at.
 */
export async function refreshWeatherMonths(
  database: Database,
  a: { orgId: number; siteIds?: number[]; isStopped?: () => boolean },
): Promise<number> {
  let total = 0;
  for (;;) {
    if (a.isStopped?.()) return total;
    const due = await database.query<{ siteId: number; month: string; changed: number }>(
      `select site_id as "siteId", month::text as month, changed::float8 as changed
         from weather_months
        where org_id = $1 and computed is distinct from changed
          and ($2::int[] is null or site_id = any($2::int[]))
        order by site_id, month
        limit $3`,
      [a.orgId, a.siteIds ?? null, BATCH],
    );
    if (!due.length) return total;
    const days = await database.query<{ siteId: number; month: string; mean: number; half: number }>(
      `select w.site_id as "siteId", k.month::text as month, (w.t_sum / w.hours)::float8 as mean,
              ((w.t_max - w.t_min) / 2)::float8 as half
         from unnest($2::int[], $3::date[]) k(site_id, month)
         join weather_days w on w.site_id = k.site_id and w.org_id = $1
          and w.day >= k.month and w.day < (k.month + interval '1 month')::date
        where w.hours >= $4
        order by w.site_id, w.day`,
      [a.orgId, due.map((d) => d.siteId), due.map((d) => d.month), MIN_WEATHER_HOURS],
    );
    const byMonth = new Map<string, { mean: number; half: number }[]>();
    for (const d of days) {
      const key = `${d.siteId}|${d.month}`;
      const list = byMonth.get(key) ?? [];
      list.push({ mean: Number(d.mean), half: Number(d.half) });
      byMonth.set(key, list);
    }
    const sums = due.map((d) => sumMonth(byMonth.get(`${d.siteId}|${d.month}`) ?? []));
    await database.query(
      `update weather_months m
          set computed = k.changed, days = k.days,
              hdd = (select array_agg(v order by i) from jsonb_array_elements_text(k.hdd) with ordinality e(v, i))::float8[],
              cdd = (select array_agg(v order by i) from jsonb_array_elements_text(k.cdd) with ordinality e(v, i))::float8[]
         from (select * from jsonb_to_recordset($1::jsonb)
                 as x(site_id int, month date, changed bigint, days int, hdd jsonb, cdd jsonb)) k
        where m.site_id = k.site_id and m.month = k.month and m.changed = k.changed`,
      [
        JSON.stringify(
          due.map((d, i) => ({
            site_id: d.siteId,
            month: d.month,
            changed: d.changed,
            days: sums[i]!.days,
            hdd: sums[i]!.hdd,
            cdd: sums[i]!.cdd,
          })),
        ),
      ],
    );
    total += due.length;
    if (due.length < BATCH) return total;
  }
}

/** One summed month of a site. */
export interface WeatherMonthRow extends WeatherMonthSums {
  siteId: number;
  /** 'yyyy-MM'. */
  month: string;
}

/** The summed months [from, to) ('yyyy-MM-01') of the sites, by site, oldest first. */
export async function weatherMonthRows(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<Map<number, WeatherMonthRow[]>> {
  const out = new Map<number, WeatherMonthRow[]>();
  if (!a.siteIds.length) return out;
  const rows = await database.query<WeatherMonthRow>(
    `select site_id as "siteId", to_char(month, 'YYYY-MM') as month, days, hdd, cdd
       from weather_months
      where org_id = $1 and site_id = any($2::int[]) and month >= $3::date and month < $4::date and days > 0
      order by site_id, month`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  for (const r of rows) {
    const list = out.get(r.siteId) ?? [];
    list.push({ ...r, hdd: r.hdd.map(Number), cdd: r.cdd.map(Number) });
    out.set(r.siteId, list);
  }
  return out;
}

/**
 * Per site, a stamp of its summed months [from, to): which months and at which change; equal stamps
 * mean equal weather inputs to a fit.
 */
export async function weatherStamps(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<Map<number, string>> {
  if (!a.siteIds.length) return new Map();
  const rows = await database.query<{ siteId: number; stamp: string }>(
    `select site_id as "siteId", md5(string_agg(month::text || ':' || computed || ':' || days, ',' order by month)) as stamp
       from weather_months
      where org_id = $1 and site_id = any($2::int[]) and month >= $3::date and month < $4::date
      group by site_id`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  return new Map(rows.map((r) => [r.siteId, r.stamp]));
}

/**
 * Sums every organisation's changed weather months (the worker's warm-up): the live weather changes
 * the current month of every site each hour, and a first start or an import leaves years of months to
 * sum, which an EUI report would otherwise do first. Returns the organisations summed.
 */
export async function warmWeatherMonths(database: Database, isStopped: () => boolean = () => false) {
  const orgs = await database.query<{ orgId: number }>(
    `select distinct org_id as "orgId" from weather_months where computed is distinct from changed order by 1`,
  );
  for (const o of orgs) {
    if (isStopped()) break;
    await refreshWeatherMonths(database, { orgId: o.orgId, isStopped });
  }
  return orgs.map((o) => o.orgId);
}
