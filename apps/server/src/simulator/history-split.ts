import { dayHoursSql, opHoursSql } from '../db/day-split-sql';

/**
 * The energy day split (energy_day_split) of the demo history, for its ENERGY sensors (site main
 * meters and equipment sub-meters). The ingestion path keeps it for live readings; here it is made
 * once from what the seed generated, classifying each row by the same rule (db/day-split-sql.ts).
 */

const SPLIT_COLUMNS = 'sensor_id, day, org_id, op_kwh, noh_kwh, op_count, noh_count, op_hours, day_hours';

/**
 * The last local days (from sim_win.split_rows_start: the local midnight before the 15-minute window,
 * or the whole 62 days for sites without an hourly window) from the rollups: hours, which hold every
 * reading of those days and whose starts are local whole hours for these sites (their opening hours
 * change on whole hours), or quarters for sites in half-hour zones. A bucket is classified by its
 * start, as each of its readings would be. Older days take the day model's split (splitFromDaysSql):
 * reading every row of 62 days, or every quarter of 15, was most of the seed's split time on PGlite.
 */
export function splitFromRollupsSql(): string {
  // Energy sensors first, each table read through its key for them alone (lateral: without
  // statistics on the temp tables the planner would hash-join whole tables); opening hours
  // from the model's per-weekday arrays (the same hours as the site's jsonb, -1 = closed).
  const energy = `(select p.sensor_id, p.site_id from sim_sensor p where p.kind in ('main', 'sub'))`;
  const minute = '(extract(hour from z.loc) * 60 + extract(minute from z.loc))';
  const dow = 'extract(isodow from z.loc)::int';
  return `
  insert into energy_day_split (${SPLIT_COLUMNS})
  select g.sensor_id, g.lday::date, g.org_id, g.op, g.noh, g.opc, g.nohc,
    ${opHoursSql('st.operating_hours', 's.tz', 'g.lday')}, ${dayHoursSql('s.tz', 'g.lday')}
  from (
    select y.sensor_id, y.org_id, y.site_id, y.lday,
      sum(case when y.is_op then y.kwh else 0 end) as op, sum(case when y.is_op then 0 else y.kwh end) as noh,
      sum(case when y.is_op then y.n else 0 end)::int as opc, sum(case when y.is_op then 0 else y.n end)::int as nohc
    from (
      select z.sensor_id, z.org_id, z.site_id, z.kwh, z.n, date_trunc('day', z.loc) as lday,
        (z.oa[${dow}] >= 0 and ${minute} >= z.oa[${dow}] and ${minute} < z.ca[${dow}]) as is_op
      from (
        select u.sensor_id, u.org_id, u.kwh, u.n, s.site_id, s.oa, s.ca, u.t at time zone s.tz as loc
        from (
          select q.sensor_id, q.org_id, q.bucket as t, q.sum as kwh, q.count as n, e.site_id
            from ${energy} e join sim_win w on w.site_id = e.site_id and w.quarter
            cross join lateral (select * from readings_15m q
                                 where q.sensor_id = e.sensor_id and q.bucket >= w.split_rows_start) q
          union all
          select h.sensor_id, h.org_id, h.bucket, h.sum, h.count, e.site_id
            from ${energy} e join sim_win w on w.site_id = e.site_id and not w.quarter
            cross join lateral (select * from readings_1h h
                                 where h.sensor_id = e.sensor_id and h.bucket >= w.split_rows_start) h
        ) u join sim_site s on s.site_id = u.site_id
        offset 0
      ) z
    ) y
    group by y.sensor_id, y.org_id, y.site_id, y.lday
  ) g
  join sim_site s on s.site_id = g.site_id
  join sites st on st.id = g.site_id`;
}

/**
 * Days before the last ones (`dayStates`: a dayStateSql table of those days): each day's stored total
 * (generated per local day by history-days.ts, or rolled up from hours) split in the
 * proportion of the day model's opening-hour and closed-hour parts. Per end use, with the day's open
 * hours oh and occupied hours oc (open ± 30 min) capped at the day's length hrs:
 *   refrigeration  open oh·T               closed 0.85·(hrs − oh)·T           (T: warmth factor)
 *   lighting       open oh                 closed (oc − oh) + night·(hrs − oc)
 *   HVAC           open oh·hi              closed (oc − oh)·hi + (hrs − oc)·lo  (occupied / setback shape)
 *   cooking        open oh·(n + 0.62(1−n)) closed n·(hrs − oh)
 *   other          open oh                 closed (oc − oh) + night·(hrs − oc)
 * which add up to the day model's e_* terms.
 */
export function splitFromDaysSql(dayStates: string): string {
  const parts = {
    refrig: ['d.oh*d.tf', '0.85*(d.hrs - d.oh)*d.tf'],
    light: ['d.oh', '(d.oc - d.oh) + d.lnight*(d.hrs - d.oc)'],
    hvac: ['d.oh*d.sh_hi', '(d.oc - d.oh)*d.sh_hi + (d.hrs - d.oc)*d.sh_lo'],
    cook: ['d.oh*(d.cnight + 0.62*(1 - d.cnight))', 'd.cnight*(d.hrs - d.oh)'],
    other: ['d.oh', '(d.oc - d.oh) + d.onight*(d.hrs - d.oc)'],
  } as const;
  const weights = { refrig: 'r', light: 'l', hvac: 'h', cook: 'ck', other: 'ot' } as const;
  const keys = Object.keys(parts) as (keyof typeof parts)[];
  const sub = (i: 0 | 1) =>
    `case p.comp ${keys.map((k) => `when '${k}' then ${parts[k][i]}`).join(' ')} else ${parts.other[i]} end`;
  const main = (i: 0 | 1) => keys.map((k) => `d.${weights[k]}*(${parts[k][i]})`).join(' + ');
  return `
  insert into energy_day_split (${SPLIT_COLUMNS})
  select f.sensor_id, f.day, f.org_id, f.total*f.frac, f.total*(1 - f.frac),
    round(f.n*f.oh/f.hrs)::int, f.n - round(f.n*f.oh/f.hrs)::int, f.oh, f.hrs
  from (
    select q.sensor_id, q.day, q.org_id, q.total, q.n, q.oh, q.hrs,
      case when q.op + q.noh > 0 then greatest(0, least(1, q.op/(q.op + q.noh))) else q.oh/q.hrs end as frac
    from (
      select rd.sensor_id, (d.day_start at time zone d.tz)::date as day, rd.org_id, rd.sum as total, rd.count as n,
        d.oh, d.hrs,
        case when p.kind = 'main' then ${main(0)} else ${sub(0)} end as op,
        case when p.kind = 'main' then ${main(1)} else ${sub(1)} end as noh
      from (
        select x.*, least(x.open_h, x.hrs) as oh, least(x.occ_h, x.hrs) as oc, 1 + 0.012*(x.tday - 15) as tf
        from ${dayStates} x
      ) d
      join sim_sensor p on p.site_id = d.site_id and p.kind in ('main', 'sub')
      join readings_1d rd on rd.sensor_id = p.sensor_id and rd.bucket = d.day_start
      offset 0
    ) q
  ) f`;
}
