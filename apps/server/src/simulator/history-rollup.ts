/**
 * Rolling the finer tables up into the coarser ones (conventions: where a finer table holds data the
 * coarser one sums to the same). Buckets as in the ingestion path: 15 min and 1 h UTC-aligned with
 * date_bin, days at the site's local midnight.
 */

const ORIGIN = "timestamptz '2000-01-01 00:00:00+00'";

/** The value at the newest instant of a group. */
const lastOf = (value: string, ts: string) => `(array_agg(${value} order by ${ts} desc))[1]`;

export const rawTo15mSql = `
  insert into readings_15m (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
  select sensor_id, date_bin(interval '15 minutes', ts, ${ORIGIN}) as b, min(org_id), sum(value),
    min(value), max(value), count(*), ${lastOf('value', 'ts')}, max(ts)
  from readings group by sensor_id, b`;

const rollupColumns = `sum(r.sum), min(r.min), max(r.max), sum(r.count), ${lastOf('r.last', 'r.last_ts')},
  max(r.last_ts)`;

export const q15mTo1hSql = `
  insert into readings_1h (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
  select r.sensor_id, date_bin(interval '1 hour', r.bucket, ${ORIGIN}) as b, min(r.org_id), ${rollupColumns}
  from readings_15m r group by r.sensor_id, b`;

const toDays = (from: string, quarter: boolean) => `
  insert into readings_1d (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
  select r.sensor_id, (date_trunc('day', r.bucket at time zone s.tz) at time zone s.tz) as b, min(r.org_id),
    ${rollupColumns}
  from ${from} r join sim_sensor p on p.sensor_id = r.sensor_id join sim_site s on s.site_id = p.site_id
    join sim_win w on w.site_id = s.site_id and w.quarter = ${quarter}
  group by r.sensor_id, b`;

/** Local days from hours, or from quarters where UTC hours are not the site's local hours. */
export const h1To1dSql = [toDays('readings_1h', false), toDays('readings_15m', true)];

/**
 * Current values from the newest history: sensors' last value, thermostats' current state, gateways'
 * last contact. The newest 15-minute bucket holds each sensor's newest reading.
 */
export const finalizeSql = [
  `update sensors s set last_value = r.last, last_seen_at = r.last_ts
   from sensors s2 cross join lateral (
     select last, last_ts from readings_15m q where q.sensor_id = s2.id order by bucket desc limit 1
   ) r
   where s.id = s2.id`,
  `update thermostats t set temperature = q.temperature, heat_set_point = q.heat_set_point,
     cool_set_point = q.cool_set_point, working_mode = q.working_mode, last_seen_at = q.ts,
     online = s.stop_at is null
   from sim_tstat x join sim_site s on s.site_id = x.site_id cross join lateral (
     select * from thermostat_status z where z.thermostat_id = x.thermostat_id order by ts desc limit 1
   ) q
   where t.id = x.thermostat_id`,
  `update gateways g set last_seen_at = m.seen
   from (select gateway_id, max(last_seen_at) as seen from sensors group by gateway_id) m
   where g.id = m.gateway_id`,
];
