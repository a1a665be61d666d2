import { outdoor, TAU } from './model-sql';

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
