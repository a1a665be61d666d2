import { ambientSql, compShape, coolingLossSql, defrostPos, doorRate, noise, uniform } from './model-sql';

/**
 * Older history is written straight into a rollup table at that table's resolution (the "finest
 * resolution of its window"): 15-minute rows for days 3-15, hourly rows for days 15-62. Each bucket
 * row is the aggregate of the 5-minute readings the model would have produced, computed from the site
 * state averaged over sub-points of the bucket: every 5 min for 15m buckets; at :15 and :45 for
 * hours, which is exact for opening hours (they change on the hour or half hour) and close enough
 * for the smooth outdoor temperature. Defrost cycles are integrated analytically.
 */

const agg3 = (c: string) => `avg(${c}) as ${c}, min(${c}) as ${c}_min, max(${c}) as ${c}_max`;

/**
 * Site state averaged per bucket; `stSource` yields site-state rows, `bucket` is an SQL expression and
 * `offsetMin` is how far the first sub-point lies after the bucket start.
 */
export function bucketStateSql(stSource: string, bucket: string, offsetMin = 0): string {
  return `
  select site_id, ${bucket} as bucket, min(ep) - ${offsetMin * 60} as ep0,
    (array_agg(lmin order by ts))[1] - ${offsetMin} as lmin0,
    avg(open) as open, avg(occ) as occ, avg(tout) as tout, avg(traffic) as traffic,
    ${agg3('lux')}, ${agg3('hum')}, ${agg3('f_refrig')}, ${agg3('f_light')}, ${agg3('f_hvac')},
    ${agg3('f_cook')}, ${agg3('f_other')}, ${agg3('p_main')}, ${agg3('act')}, ${agg3('sched')},
    avg(ovr) as ovr, avg(agent) as agent
  from (${stSource}) st
  group by site_id, ${bucket}`;
}

/** Defrost minutes inside a bucket of `blen` minutes starting at local minute b.lmin0. */
const defrostOverlap = (blen: number) => {
  const pos = defrostPos('p', 'b.lmin0');
  const pd = '(1440/greatest(p.dn, 1))';
  return `(case when p.dn > 0 then greatest(0, least(p.dlen - ${pos}, ${blen}))
    + greatest(0, least(${blen} - (${pd} - ${pos}), p.dlen)) else 0 end)`;
};

/** Insert one rollup row per sensor and bucket of `stb` (a bucketStateSql table) into `table`. */
export function bucketRowsSql(table: string, stb: string, blen: number): string {
  const e = 5 / 60; // hours per 5-minute reading
  const n = blen / 5;
  const nz = noise('p.sensor_id', 'p.ph', 'b.ep0');
  const ov = defrostOverlap(blen);
  // A cooling loss (planted fault) taken at the bucket's middle: close enough for buckets of a ramp.
  const loss = coolingLossSql('p', `(b.ep0 + ${blen * 30})`);
  return `
  insert into ${table} (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
  select v.sensor_id, v.bucket, v.org_id, v.av*${n}, least(v.mn, v.av), greatest(v.mx, v.av), ${n}, v.av,
    v.bucket + interval '${blen - 5} minutes'
  from (
    select p.sensor_id, b.bucket, p.org_id,
      case p.kind
        when 'main' then b.p_main*${e}*(1 + 0.03*${nz})
        when 'sub' then p.scale*${compShape('p', 'b')}*${e}*(1 + 0.05*${nz})
        when 'temp' then p.sp + p.rise*0.5*${ov}/${blen} + p.warm*b.open + 0.04*${nz} + ${loss}
        when 'amb' then ${ambientSql('b.occ', 'b.tout')}
        when 'hum' then b.hum
        when 'lux' then b.lux
        when 'act' then b.act
        when 'ovr' then b.ovr
        when 'agent' then b.agent
        else b.sched end as av,
      case p.kind
        when 'main' then b.p_main_min*${e}*0.97
        when 'sub' then p.scale*${compShape('p', 'b', '_min')}*${e}*0.95
        when 'temp' then p.sp - p.amp - 0.1
        when 'amb' then ${ambientSql('b.occ', 'b.tout')} - 0.3
        when 'hum' then b.hum_min - 1.5
        when 'lux' then b.lux_min
        when 'act' then b.act_min
        when 'ovr' then b.ovr
        when 'agent' then b.agent
        else b.sched_min end as mn,
      case p.kind
        when 'main' then b.p_main_max*${e}*1.03
        when 'sub' then p.scale*${compShape('p', 'b', '_max')}*${e}*1.05
        when 'temp' then p.sp + p.amp + 0.1 + p.warm*ceil(b.open)
          + p.rise*least(1, ${ov}/(0.75*greatest(p.dlen, 1))) + ${loss}
        when 'amb' then ${ambientSql('b.occ', 'b.tout')} + 0.3
        when 'hum' then b.hum_max + 1.5
        when 'lux' then b.lux_max*1.04
        when 'act' then b.act_max
        when 'ovr' then b.ovr
        when 'agent' then b.agent
        else b.sched_max end as mx
    from sim_sensor p join ${stb} b on b.site_id = p.site_id
    where p.kind <> 'door'
    offset 0
  ) v`;
}

/**
 * Door sensors: a heartbeat every 5 minutes plus an open and a close reading per opening, so a
 * bucket holds heartbeats + 2 x openings readings and sums to the number of openings.
 */
export function bucketDoorRowsSql(table: string, stb: string, blen: number): string {
  const u = uniform('p.sensor_id', 'p.ph', 'b.ep0', 60);
  return `
  insert into ${table} (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
  select v.sensor_id, v.bucket, v.org_id, v.n, 0, case when v.n > 0 then 1 else 0 end,
    ${blen / 5} + 2*v.n::int, 0, v.bucket + interval '${blen - 5} minutes'
  from (
    select p.sensor_id, b.bucket, p.org_id, floor(${doorRate('p', 'b')}*${blen / 60} + ${u}) as n
    from sim_sensor p join ${stb} b on b.site_id = p.site_id
    where p.kind = 'door'
    offset 0
  ) v`;
}
