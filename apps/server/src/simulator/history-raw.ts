import { FAULTS, inFaultSql } from './model-faults';
import {
  doorRate,
  fract,
  readingRowsSql,
  THERMOSTAT_STATUS_COLUMNS,
  thermostatRowsSql,
  uniform,
} from './model-sql';

/** Rows still reported: before the sensor's and the site's stop instant (planted outages). */
const alive = `(p.stop_at is null or st.ts < p.stop_at) and (st.stop_at is null or st.ts < st.stop_at)
  and not st.dropped`;

/** Raw 5-minute readings of every non-door sensor over the site states `states`. */
export function rawReadingsSql(states: string): string {
  return `insert into readings (sensor_id, ts, org_id, value)
    ${readingRowsSql(states, 5, `p.kind <> 'door' and ${alive}`)}`;
}

/**
 * Door sensors (conventions: a reading at every change and a heartbeat every 5 min). Each 5-minute
 * slot may hold one opening, at a random offset and of a random length (under 5 min, so slots never
 * overlap); a door propped open (planted fault) reads 1 on every heartbeat in between and suppresses
 * the random openings.
 */
const propped = (ep: string) => inFaultSql('p.sensor_id', ep, FAULTS.doorPropped);

export function doorReadingsSql(states: string, from: string, to: string): string {
  const u = uniform('p.sensor_id', 'p.ph', 'st.ep', 300);
  return `insert into readings (sensor_id, ts, org_id, value)
  select e.sensor_id, r.ts, e.org_id, r.value
  from (
    select x.sensor_id, x.org_id, x.slot, x.p_stop, x.s_stop, x.forced, x.near_forced,
      x.u < least(0.9, x.rate/12) as opens,
      15 + floor(${fract('x.u*7919')}*150) as o,
      x.dmin + floor(${fract('x.u*104729')}*(x.dmax - x.dmin)) as d
    from (
      select p.sensor_id, p.org_id, p.dmin, p.dmax, st.ts as slot, p.stop_at as p_stop, st.stop_at as s_stop,
        coalesce(st.ts >= p.open_from and st.ts < p.open_to, false) or ${propped('st.ep')} as forced,
        coalesce(st.ts + interval '5 minutes' > p.open_from and st.ts < p.open_to, false)
          or ${propped('st.ep')} or ${propped('st.ep + 300')} as near_forced,
        ${doorRate('p', 'st')} as rate, ${u} as u
      from sim_sensor p join (${states}) st on st.site_id = p.site_id
      where p.kind = 'door' and ${alive}
      offset 0
    ) x offset 0
  ) e
  cross join lateral (values
    (e.slot, case when e.forced then 1 else 0 end, true),
    (e.slot + make_interval(secs => e.o), 1, e.opens and not e.near_forced),
    (e.slot + make_interval(secs => e.o + e.d), 0, e.opens and not e.near_forced)
  ) as r(ts, value, keep)
  where r.keep and r.ts <= ${to} and (e.p_stop is null or r.ts < e.p_stop) and (e.s_stop is null or r.ts < e.s_stop)
  union all
  select p.sensor_id, w.ts, p.org_id, w.value
  from sim_sensor p
  cross join lateral (values (p.open_from, 1), (p.open_to, 0)) as w(ts, value)
  where p.kind = 'door' and p.open_from is not null and w.ts >= ${from}`;
}

/** Thermostat samples at every site state of `states`. */
export function thermostatHistorySql(states: string): string {
  return `insert into thermostat_status (${THERMOSTAT_STATUS_COLUMNS})
    select ${THERMOSTAT_STATUS_COLUMNS} from (${thermostatRowsSql(
      states,
      '(t.stop_at is null or st.ts < t.stop_at) and (st.stop_at is null or st.ts < st.stop_at) and not st.dropped',
    )}) q`;
}
