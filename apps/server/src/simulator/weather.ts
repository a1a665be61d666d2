import { outdoor, seasonal, TAU } from './model-sql';

/**
 * Hourly weather per site from the same outdoor model that drives HVAC load (model-sql.ts): relative
 * humidity falls as the day warms and drifts with passing weather; wind chill (Environment Canada
 * formula) applies at or below 10 °C with wind above 4.8 km/h. `times` yields a `ts` column.
 */
export function weatherRowsSql(times: string): string {
  return `
  select w.site_id, w.ts, w.org_id, round(w.tout*10)/10 as temperature,
    round(greatest(18, least(100, 70 - 2.2*w.t_diu*cos(${TAU}*(w.lmin - 900)/1440) - 0.8*(w.tout - w.t_mean)
      + 10*sin(${TAU}*w.ep/354240 + 3*w.ph)))) as humidity,
    round(10*case when w.tout <= 10 and w.wind > 4.8
      then 13.12 + 0.6215*w.tout - 11.37*w.wind^0.16 + 0.3965*w.tout*w.wind^0.16
      else w.tout end)/10 as windchill
  from (
    select x.*, ${outdoor('x', 'x.ep', 'x.lmin')} as tout,
      greatest(3, 14 + 9*sin(${TAU}*x.ep/319680 + 5*x.ph) + 4*sin(${TAU}*x.ep/112320 + 2*x.ph)) as wind
    from (
      select l.*, date_part('hour', l.loc)*60 + date_part('minute', l.loc) as lmin
      from (
        select s.site_id, s.org_id, s.t_mean, s.t_amp, s.t_diu, s.peak_frac, s.ph, t.ts,
          date_part('epoch', t.ts) as ep, t.ts at time zone s.tz as loc
        from sim_site s cross join (${times}) t
        offset 0
      ) l offset 0
    ) x offset 0
  ) w`;
}

export const insertWeatherSql = (times: string) =>
  `insert into weather_readings (site_id, ts, org_id, temperature, humidity, windchill)
   ${weatherRowsSql(times)} on conflict do nothing`;

/** Years of daily weather the demo keeps before the anchor's year (the degree-day normals' record). */
export const WEATHER_ARCHIVE_YEARS = 5;

/**
 * The demo's daily weather (`weather_days`; decisions.md "Daily weather"). Days from the first whole
 * local day of the seeded hourly readings (which start at `hourlyFrom`) are summed from those
 * readings, exactly as the weather write path keeps them (modules/weather). Older days, back to
 * 1 January WEATHER_ARCHIVE_YEARS years before the anchor's year, stand for the weather service's
 * history of the site's location: one row a day from the same model at day level, as the day-level
 * energy history uses it (history-days.ts): the day's temperature (seasonal at local noon) with its
 * daily cycle of ± t_diu, whose 24 hourly values average to the day's temperature.
 */
export function weatherDaysSql(anchor: string, hourlyFrom: string): string {
  const noon = `(date_part('epoch', g.day::timestamp at time zone s.tz) + 43200)`;
  return `
  insert into weather_days (site_id, day, org_id, t_sum, t_min, t_max, hours)
  select r.site_id, (r.ts at time zone s.tz)::date as day, r.org_id,
         sum(r.temperature), min(r.temperature), max(r.temperature), count(*)::int
    from weather_readings r join sim_site s on s.site_id = r.site_id
   where (r.ts at time zone s.tz)::date > (${hourlyFrom} at time zone s.tz)::date
   group by r.site_id, day, r.org_id
  union all
  select a.site_id, a.day, a.org_id, 24*a.t, a.t - a.t_diu, a.t + a.t_diu, 24
    from (
      select s.site_id, s.org_id, s.t_diu, g.day, ${seasonal('s', noon)} as t
        from sim_site s
        cross join lateral (
          select gd::date as day from generate_series(
            make_date(extract(year from ${anchor} at time zone s.tz)::int - ${WEATHER_ARCHIVE_YEARS}, 1, 1)::timestamp,
            (${hourlyFrom} at time zone s.tz)::date::timestamp, interval '1 day') gd
        ) g
      offset 0
    ) a`;
}
