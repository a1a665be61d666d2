import { ambientSql, clouds, declination, noise, occShape, seasonal, unoccShape } from './model-sql';

/**
 * The oldest history (before the hourly window, `d_start` … `h1_start` of sim_win; other sim_win
 * columns give other ranges of days) is generated per local day of each site: the same
 * model integrated over the day with the day's opening hours, its mean outdoor temperature (warmer
 * while occupied, cooler at night) and its daylight. Days start at the site's local midnight.
 */
export function dayStateSql(fromCol = 'd_start', toCol = 'h1_start'): string {
  const shapeHi = occShape('d.t_hi');
  const shapeLo = `case when d.poor then ${occShape('d.t_lo')} else ${unoccShape('d.t_lo')} end`;
  return `
  select d.*, ${shapeHi} as sh_hi, ${shapeLo} as sh_lo,
    (0.85*d.hrs + 0.15*d.open_h)*(1 + 0.012*(d.tday - 15)) as e_refrig,
    d.lnight*d.hrs + (1 - d.lnight)*d.occ_h as e_light,
    d.occ_h*${shapeHi} + (d.hrs - d.occ_h)*(${shapeLo}) as e_hvac,
    d.cnight*d.hrs + (1 - d.cnight)*d.open_h*0.62 as e_cook,
    d.onight*d.hrs + (1 - d.onight)*d.occ_h as e_other,
    0.85*(1 + 0.012*(d.t_lo - 15)) as f_refrig_min, 1 + 0.012*(d.t_hi - 15) as f_refrig_max,
    d.lnight as f_light_min, case when d.occ_h > 0 then 1 else d.lnight end as f_light_max,
    ${shapeLo} as f_hvac_min, greatest(${shapeHi}, ${shapeLo}) as f_hvac_max,
    d.cnight as f_cook_min, case when d.open_h > 0 then 1 else d.cnight end as f_cook_max,
    d.onight as f_other_min, case when d.occ_h > 0 then 1 else d.onight end as f_other_max
  from (
    select c.*, c.tday + 0.35*c.t_diu as t_hi, c.tday - 0.45*c.t_diu as t_lo,
      greatest(0, least(72, 42 + 0.6*(c.tday - c.t_mean) + 4*c.occ_h/c.hrs)) as hum,
      1400*greatest(0, c.sin_noon)*c.cloud*0.64*c.daylen_h/24 as lux,
      1400*greatest(0, c.sin_noon)*c.cloud as lux_max,
      greatest(0, c.hrs - 0.8*c.daylen_h) as dark_h
    from (
      select b.*, ${seasonal('b', 'b.ep_noon')} as tday, ${clouds('b', 'b.ep_noon')} as cloud,
        sin(radians(b.lat))*sin(${declination('b.ep_noon')})
          + cos(radians(b.lat))*cos(${declination('b.ep_noon')}) as sin_noon,
        24/pi()*acos(greatest(-1, least(1, -tan(radians(b.lat))*tan(${declination('b.ep_noon')})))) as daylen_h,
        -- Real hours between the local opening and closing times: a 24/7 day of a DST change has 23
        -- or 25 open hours, and none of them is a closed hour.
        case when b.o >= 0 then date_part('epoch',
          (((b.day_start at time zone b.tz) + b.c*interval '1 minute') at time zone b.tz)
          - (((b.day_start at time zone b.tz) + b.o*interval '1 minute') at time zone b.tz))/3600.0
          else 0 end::float8 as open_h,
        case when b.o >= 0 then (least(1440, b.c + 30) - greatest(0, b.o - 30))/60.0 else 0 end::float8 as occ_h
      from (
        select s.*, g.day_start, g.day_end, date_part('epoch', g.day_end - g.day_start)/3600 as hrs,
          date_part('epoch', g.day_start) + 43200 as ep_noon,
          s.oa[date_part('isodow', g.d)::int] as o, s.ca[date_part('isodow', g.d)::int] as c
        from sim_site s join sim_win w on w.site_id = s.site_id
        cross join lateral (
          select gd as d, gd::timestamp at time zone s.tz as day_start,
            (gd + interval '1 day')::timestamp at time zone s.tz as day_end
          from generate_series((w.${fromCol} at time zone s.tz)::date::timestamp,
            (w.${toCol} at time zone s.tz)::date::timestamp - interval '1 day', interval '1 day') gd
        ) g
        offset 0
      ) b offset 0
    ) c offset 0
  ) d`;
}

/** One readings_1d row per sensor and local day of `sday` (a dayStateSql table). */
export function dayRowsSql(): string {
  const nz = noise('p.sensor_id', 'p.ph', "date_part('epoch', d.day_start)");
  const comp = (suffix: string, prefix = 'f_') =>
    `(case p.comp when 'refrig' then d.${prefix}refrig${suffix} when 'light' then d.${prefix}light${suffix}` +
    ` when 'hvac' then d.${prefix}hvac${suffix} when 'cook' then d.${prefix}cook${suffix}` +
    ` else d.${prefix}other${suffix} end)`;
  const main = (suffix: string, prefix = 'f_') =>
    `(d.r*d.${prefix}refrig${suffix} + d.l*d.${prefix}light${suffix} + d.h*d.${prefix}hvac${suffix}` +
    ` + d.ck*d.${prefix}cook${suffix} + d.ot*d.${prefix}other${suffix})`;
  const e = 5 / 60;
  // Openings a day: service traffic (mean intensity 0.8 over opening hours, see model-sql.ts meal)
  // plus staff before and after hours.
  const opens = `(case when p.kind = 'door' then greatest(0, round(p.dpeak*d.open_h*0.8
    + 2*(d.occ_h - d.open_h) + 0.15*(d.hrs - d.occ_h) + 2*${nz})) else 0 end)`;
  return `
  insert into readings_1d (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
  select v.sensor_id, v.day_start, v.org_id, v.total, least(v.mn, v.total/v.cnt), greatest(v.mx, v.total/v.cnt),
    v.cnt, v.last, v.day_end - interval '5 minutes'
  from (
    select p.sensor_id, d.day_start, d.day_end, p.org_id,
      round(d.hrs*12) + 2*${opens} as cnt,
      case p.kind
        when 'main' then ${main('', 'e_')}*(1 + 0.03*${nz})
        when 'sub' then p.scale*${comp('', 'e_')}*(1 + 0.05*${nz})
        when 'temp' then round(d.hrs*12)*(p.sp + p.rise*0.5*p.dn*p.dlen/1440 + p.warm*d.open_h/d.hrs)
        when 'amb' then round(d.hrs*12)*${ambientSql('d.occ_h/d.hrs', 'd.tday')}
        when 'hum' then round(d.hrs*12)*d.hum
        when 'lux' then round(d.hrs*12)*d.lux
        when 'act' then 12*case when d.poor then d.hrs else d.occ_h end
        when 'ovr' then round(d.hrs*12)*case when d.poor then 2 else 0 end
        when 'agent' then round(d.hrs*12)*case when d.poor then 0 else 1 end
        when 'door' then ${opens}
        else case when d.poor then 0 else 12*(d.occ_h + 2*d.dark_h) end end as total,
      case p.kind
        when 'main' then ${main('_min')}*${e}*0.97
        when 'sub' then p.scale*${comp('_min')}*${e}*0.95
        when 'temp' then p.sp - p.amp - 0.15
        when 'amb' then ${ambientSql('0', 'd.t_lo')} - 0.3
        when 'hum' then d.hum - 4
        when 'lux' then 0
        when 'act' then case when d.poor or d.occ_h >= d.hrs then 1 else 0 end
        when 'ovr' then case when d.poor then 2 else 0 end
        when 'agent' then case when d.poor then 0 else 1 end
        when 'door' then 0
        else case when d.poor then 0 when d.occ_h >= d.hrs then 1 else 0 end end as mn,
      case p.kind
        when 'main' then ${main('_max')}*${e}*1.03
        when 'sub' then p.scale*${comp('_max')}*${e}*1.05
        when 'temp' then p.sp + p.amp + 0.15 + case when p.dn > 0 then p.rise else 0 end
          + case when d.open_h > 0 then p.warm else 0 end
        when 'amb' then ${ambientSql('case when d.occ_h > 0 then 1 else 0 end', 'd.t_hi')} + 0.3
        when 'hum' then d.hum + 4
        when 'lux' then d.lux_max
        when 'act' then case when d.poor or d.occ_h > 0 then 1 else 0 end
        when 'ovr' then case when d.poor then 2 else 0 end
        when 'agent' then case when d.poor then 0 else 1 end
        when 'door' then case when ${opens} > 0 then 1 else 0 end
        else case when d.poor then 0 when d.occ_h > 0 then 3 else 2 end end as mx,
      case p.kind
        when 'main' then ${main('_min')}*${e}
        when 'sub' then p.scale*${comp('_min')}*${e}
        when 'temp' then p.sp
        when 'amb' then ${ambientSql('0', 'd.t_lo')}
        when 'hum' then d.hum
        when 'act' then case when d.poor then 1 else 0 end
        when 'ovr' then case when d.poor then 2 else 0 end
        when 'agent' then case when d.poor then 0 else 1 end
        else 0 end as last
    from sim_sensor p join sday d on d.site_id = p.site_id
    offset 0
  ) v`;
}
