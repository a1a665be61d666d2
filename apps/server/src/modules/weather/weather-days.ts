import type { Database } from '../../db/client';

/**
 * SQL that adds hourly readings to `weather_days` (per site and local day of the site: sum, lowest,
 * highest and count of the hourly temperatures). `rows` names a relation with site_id, ts, org_id and
 * temperature holding only the readings really inserted (an insert's RETURNING), so a reading sent
 * twice is counted once, as the rollups do (docs/telemetry-conventions.md).
 */
export const weatherDaysUpsertSql = (rows: string) => `
  insert into weather_days as w (site_id, day, org_id, t_sum, t_min, t_max, hours)
  select r.site_id, (r.ts at time zone s.time_zone)::date, r.org_id,
         sum(r.temperature), min(r.temperature), max(r.temperature), count(*)::int
    from ${rows} r join sites s on s.id = r.site_id and s.org_id = r.org_id
   group by 1, 2, 3
  on conflict (site_id, day) do update
     set t_sum = w.t_sum + excluded.t_sum, t_min = least(w.t_min, excluded.t_min),
         t_max = greatest(w.t_max, excluded.t_max), hours = w.hours + excluded.hours`;

/** One hourly weather reading of a site (°C, % relative humidity). */
export interface WeatherReadingRow {
  siteId: number;
  orgId: number;
  ts: Date;
  temperature: number;
  humidity: number;
  windchill: number;
}

/**
 * The weather write path: stores hourly readings (a reading already stored for the site and instant
 * is ignored) and adds the new ones to their local days in `weather_days`, in one statement. Returns
 * how many readings were new.
 */
export async function recordWeather(database: Database, rows: WeatherReadingRow[]): Promise<number> {
  if (!rows.length) return 0;
  const [res] = await database.query<{ n: number }>(
    `with src as (
       select * from jsonb_to_recordset($1::jsonb)
         as x(site_id int, org_id int, ts timestamptz, temperature float8, humidity float8, windchill float8)),
     ins as (
       insert into weather_readings (site_id, ts, org_id, temperature, humidity, windchill)
       select site_id, ts, org_id, temperature, humidity, windchill from src
       on conflict do nothing
       returning site_id, ts, org_id, temperature),
     days as (${weatherDaysUpsertSql('ins')} returning 1)
     select count(*)::int as n from ins`,
    [
      JSON.stringify(
        rows.map((r) => ({
          site_id: r.siteId,
          org_id: r.orgId,
          ts: r.ts.toISOString(),
          temperature: r.temperature,
          humidity: r.humidity,
          windchill: r.windchill,
        })),
      ),
    ],
  );
  return res?.n ?? 0;
}
