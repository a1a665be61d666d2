/**
 * The demo's physical model as SQL expressions, shared by the history generator (millions of rows
 * computed inside the database with generate_series) and the live simulator (one instant per tick),
 * so live values continue the history exactly. Expressions read the parameter relations `sim_site`,
 * `sim_sensor` and `sim_tstat` (model-columns.ts).
 *
 * Written for speed in PGlite: every decimal literal meets a float8 (an integer times a decimal
 * literal would run in slow `numeric`), and layers end in `offset 0` so that the planner does not
 * inline, and so re-evaluate, the heavier columns.
 */

import { COOLING_LOSS, FAULTS, faultElapsedSql, inFaultSql, UNIT_FAILURE } from './model-faults';

export const TAU = '6.283185307179586';
const YEAR_S = 31556952;

/** x - floor(x), spelled out: PostgreSQL has no fract(). */
export const fract = (x: string) => `((${x}) - floor(${x}))`;

/**
 * Deterministic noise in [-1, 1] for an id, a phase and an epoch (seconds); constant per minute. The
 * cosine of a hugely amplified sine is as good as random for sensor noise and, unlike fract(),
 * evaluates the sine once (every float8 operation allocates in 32-bit WASM PGlite).
 */
export const noise = (id: string, ph: string, ep: string) =>
  `cos(sin(${id}::float8*12.9898 + ${ph}*1000 + floor(${ep}/60)*78.233)*43758.5453)`;

/** A second, independent uniform [0, 1) stream (door openings), constant per `slotSeconds`. */
export const uniform = (id: string, ph: string, ep: string, slotSeconds: number) =>
  fract(`sin(${id}::float8*7.13 + ${ph}*500 + floor(${ep}/${slotSeconds})*91.7)*24634.6345`);

/** HVAC load (fraction of rated kW) against outdoor °C while occupied: fans plus heating/cooling. */
export const occShape = (t: string) =>
  `least(1.25, 0.30 + 0.065*greatest(0, ${t} - 16) + 0.05*greatest(0, 13 - ${t}))`;
/** ... and while unoccupied with a setback: fans off, wide deadband. */
export const unoccShape = (t: string) =>
  `least(1.25, 0.03 + 0.065*greatest(0, ${t} - 25) + 0.05*greatest(0, 8 - ${t}))`;

/** Day-to-day weather: three incommensurate waves (passing weather systems), per site phase. */
export const synoptic = (ep: string, ph: string) =>
  `(2.6*sin(${TAU}*${ep}/544320 + ${TAU}*${ph}) + 1.7*sin(${TAU}*${ep}/250560 + 2*${TAU}*${ph})` +
  ` + 1.3*sin(${TAU}*${ep}/1356480 + 3*${TAU}*${ph}))`;

/** Seasonal mean °C of site `s` on the day of `ep` (no daily cycle). */
export const seasonal = (s: string, ep: string) =>
  `(${s}.t_mean + ${s}.t_amp*cos(${TAU}*(${ep}/${YEAR_S} - ${s}.peak_frac)) + ${synoptic(ep, `${s}.ph`)})`;

/** Outdoor °C: annual cycle by hemisphere, daily cycle peaking at 15:00 local, weather noise. */
export const outdoor = (s: string, ep: string, lmin: string) =>
  `(${seasonal(s, ep)} + ${s}.t_diu*cos(${TAU}*(${lmin} - 900)/1440))`;

/** Solar declination (radians) on the day of `ep`. */
export const declination = (ep: string) => `(0.4093*sin(${TAU}*(${ep}/${YEAR_S} - 0.2218)))`;

/** Cloud factor in [0.55, 1]. */
export const clouds = (s: string, ep: string) =>
  `(0.55 + 0.45*(0.5 + 0.5*sin(${TAU}*${ep}/198720 + 4*${s}.ph)))`;

/** Daylight lux at a shop window: sun elevation from latitude, longitude and UTC time, and clouds. */
const daylight = (s: string, ep: string) =>
  `(1400*greatest(0, sin(radians(${s}.lat))*sin(${declination(ep)})` +
  ` + cos(radians(${s}.lat))*cos(${declination(ep)})*cos(${TAU}*(${ep}/60 + ${s}.lon*4 - 720)/1440))` +
  ` * ${clouds(s, ep)})`;

/**
 * Service intensity over the day: lunch and dinner peaks (restaurants, door traffic). Note the
 * parentheses: in PostgreSQL unary minus binds tighter than ^, so -(x)^2 would be +x².
 */
const meal = (lmin: string) =>
  `least(1, 0.45 + 0.55*exp(-(((${lmin} - 750)/80)^2)) + 0.45*exp(-(((${lmin} - 1110)/90)^2)))`;

/**
 * Site state at each instant of `times` (a FROM item with a `ts` column): local time, opening and
 * occupancy, outdoor temperature, daylight, and the load shape of each end use (fraction of its kW).
 * With `perSite`, `times` also has a `site_id` column and gives each site its own instants.
 */
export function siteStateSql(times: string, perSite = false): string {
  // HVAC stuck (planted fault) runs at full load whatever the weather.
  const hvacShape = `(case when y.occ > 0 or y.poor then ${occShape('y.tout')} else ${unoccShape('y.tout')} end)`;
  return `
  select z.*, z.r*z.f_refrig + z.l*z.f_light + z.h*z.f_hvac + z.ck*z.f_cook + z.ot*z.f_other as p_main
  from (
    select y.site_id, y.org_id, y.ts, y.ep, y.lmin, y.open, y.occ, y.tout, y.lux, y.stop_at, y.dropped,
      y.r, y.l, y.h, y.ck, y.ot,
      (0.85 + 0.15*y.open)*(1 + 0.012*(y.tout - 15)) as f_refrig,
      y.lnight + (1 - y.lnight)*y.occ as f_light,
      case when y.stuck then greatest(1::float8, ${hvacShape}) else ${hvacShape} end as f_hvac,
      y.cnight + (1 - y.cnight)*y.open*y.meal as f_cook,
      y.onight + (1 - y.onight)*y.occ as f_other,
      y.open*(0.55 + 0.45*y.meal) as traffic,
      greatest(20, least(72, 42 + 0.6*(y.tout - y.t_mean) + 4*y.occ
        + 2.5*sin(${TAU}*y.ep/285120 + 6*y.ph))) as hum,
      (case when y.poor then 1 else y.occ end)::float8 as act,
      (case when y.poor then 2 else 0 end)::float8 as ovr,
      (case when y.poor then 0 else 1 end)::float8 as agent,
      (case when y.poor then 0 else y.occ + case when y.lux < y.lux_thr then 2 else 0 end end)::float8 as sched
    from (
      select x.*,
        (x.o >= 0 and x.lmin >= x.o and x.lmin < x.c)::int::float8 as open,
        (x.o >= 0 and x.lmin >= x.o - 30 and x.lmin < x.c + 30)::int::float8 as occ,
        ${meal('x.lmin')} as meal,
        ${inFaultSql('x.site_id', 'x.ep', FAULTS.gatewayDropout)} as dropped,
        ${inFaultSql('x.site_id', 'x.ep', FAULTS.hvacStuck)} as stuck,
        ${outdoor('x', 'x.ep', 'x.lmin')} as tout,
        ${daylight('x', 'x.ep')} as lux
      from (
        select l.*, date_part('hour', l.loc)*60 + date_part('minute', l.loc) as lmin,
          l.oa[date_part('isodow', l.loc)::int] as o, l.ca[date_part('isodow', l.loc)::int] as c
        from (
          select s.site_id, s.org_id, s.lat, s.lon, s.t_mean, s.t_amp, s.t_diu, s.peak_frac, s.ph,
            s.r, s.l, s.h, s.ck, s.ot, s.lnight, s.onight, s.cnight, s.poor, s.lux_thr, s.stop_at, s.oa, s.ca,
            t.ts, date_part('epoch', t.ts) as ep, t.ts at time zone s.tz as loc
          from sim_site s ${perSite ? `join (${times}) t on t.site_id = s.site_id` : `cross join (${times}) t`}
          offset 0
        ) l offset 0
      ) x offset 0
    ) y offset 0
  ) z`;
}

/** Load shape of one end use for a sub-meter, from a site-state row (`suffix` picks _min/_max). */
export const compShape = (p: string, st: string, suffix = '') =>
  `(case ${p}.comp when 'refrig' then ${st}.f_refrig${suffix} when 'light' then ${st}.f_light${suffix}` +
  ` when 'hvac' then ${st}.f_hvac${suffix} when 'cook' then ${st}.f_cook${suffix} else ${st}.f_other${suffix} end)`;

/** Minutes since the last defrost start at local minute `lmin` (defrost clocks run in local time). */
export const defrostPos = (p: string, lmin: string) => {
  // greatest(): dn and dlen are 0 for equipment without defrost; SQL may evaluate both CASE operands.
  const pd = `(1440/greatest(${p}.dn, 1))`;
  const a = `(${lmin} - ${p}.dfirst + 2880)`;
  return `(${a} - ${pd}*floor(${a}/${pd}))`;
};

/**
 * Refrigerated temperature at an instant: setpoint, compressor cycling, defrost, doors, faults.
 * Exponents are capped: PostgreSQL raises an underflow error where JS would return 0.
 */
export function temperatureSql(p: string, st: string): string {
  const pos = defrostPos(p, `${st}.lmin`);
  const x = `(${pos}/greatest(${p}.dlen, 1))`;
  const e = (col: string) => `date_part('epoch', ${p}.${col})`;
  return `(${p}.sp
    + ${p}.amp*(2*abs(2*${fract(`${st}.ep/(60*${p}.per) + ${p}.ph`)} - 1) - 1)
    + case when ${p}.dn > 0 and ${pos} < ${p}.dlen
        then ${p}.rise*case when ${x} < 0.75 then ${x}/0.75 else (1 - ${x})/0.25 end else 0 end
    + ${p}.warm*${st}.open
    + coalesce(${p}.drift_cap*(1 - exp(-least(50, greatest(0, ${st}.ep - ${e('drift_from')})/64800))), 0)
    + case when ${p}.open_from is null or ${st}.ts < ${p}.open_from then 0
        when ${st}.ts < ${p}.open_to then least(16, 0.22*(${st}.ep - ${e('open_from')})/60)
        else least(16, 0.22*(${e('open_to')} - ${e('open_from')})/60)
          * exp(-least(50, (${st}.ep - ${e('open_to')})/2100)) end
    + ${coolingLossSql(p, `${st}.ep`)}
    + 0.12*${noise(`${p}.sensor_id`, `${p}.ph`, `${st}.ep`)})`;
}

/**
 * °C a cooling loss (planted fault) adds to sensor `p` at epoch seconds `ep`: a ramp to a ceiling.
 * The coalesce sits inside least(): least() skips NULLs, so least(cap, NULL) would be the cap.
 */
export const coolingLossSql = (p: string, ep: string) =>
  `least(${COOLING_LOSS.capC}, coalesce(${COOLING_LOSS.ratePerMin}*${faultElapsedSql(`${p}.sensor_id`, ep, FAULTS.coolingLoss)}/60, 0))`;

/**
 * A room's air °C for an occupancy share `occ` (0..1) and an outdoor °C `tout`: the HVAC holds it near
 * 21 °C while occupied, it drifts with the weather in the setback, within what a unit allows.
 */
export const ambientSql = (occ: string, tout: string) =>
  `greatest(16, least(27, 20.2 + 1.3*(${occ}) + 0.12*((${tout}) - 15)))`;

/** Door openings an hour at site state `st`: service traffic, staff before/after hours, rare at night. */
export const doorRate = (p: string, st: string) =>
  `(${p}.dpeak*${st}.traffic + (${st}.occ - ${st}.open)*2 + (1 - ${st}.occ)*0.15)`;

/**
 * The value of a sensor at a site-state row for an interval of `dtMinutes` (energy is the interval
 * kWh). A door gives its state for a one-minute slot (live); the history writes change events instead.
 */
export function valueSql(p: string, st: string, dtMinutes: number): string {
  const nz = noise(`${p}.sensor_id`, `${p}.ph`, `${st}.ep`);
  const h = dtMinutes / 60;
  return `case ${p}.kind
    when 'main' then ${st}.p_main*(1 + 0.03*${nz})*${h}
    when 'sub' then ${p}.scale*${compShape(p, st)}*(1 + 0.05*${nz})*${h}
    when 'temp' then ${temperatureSql(p, st)}
    when 'amb' then ${ambientSql(`${st}.occ`, `${st}.tout`)} + 0.2*${nz}
    when 'hum' then greatest(15, least(80, ${st}.hum + 1.2*${nz}))
    when 'lux' then greatest(0, ${st}.lux*(1 + 0.04*${nz}) + 2*${nz})
    when 'door' then case when ${inFaultSql(`${p}.sensor_id`, `${st}.ep`, FAULTS.doorPropped)} then 1::float8
      else (${uniform(`${p}.sensor_id`, `${p}.ph`, `${st}.ep`, 60)} < least(0.9, ${doorRate(p, st)}/60))::int::float8 end
    when 'act' then ${st}.act
    when 'ovr' then ${st}.ovr
    when 'agent' then ${st}.agent
    else ${st}.sched end`;
}

/** Rows (sensor_id, ts, org_id, value) for every sensor of `sim_sensor` at every state row of `st`. */
export function readingRowsSql(stSource: string, dtMinutes: number, where = 'true'): string {
  return `
  select p.sensor_id, st.ts, p.org_id, ${valueSql('p', 'st', dtMinutes)} as value
  from sim_sensor p join (${stSource}) st on st.site_id = p.site_id
  where ${where}`;
}

/** The demo heat pumps' defrost: minutes of every cycle of minutes, in cold weather. */
export const HP_DEFROST = { minutes: 8, cycle: 90 };

export const THERMOSTAT_STATUS_COLUMNS = `thermostat_id, ts, org_id, online, mode, working_mode, fan_mode,
  temperature, cool_set_point, heat_set_point, fan_running, cooling_stage1_running,
  cooling_stage2_running, heating_stage1_running, heating_stage2_running, local_adjustment_override,
  timetable_active_state, set_point_deviation, maintenance_state, temp_units`;

/**
 * Thermostat status samples (columns of THERMOSTAT_STATUS_COLUMNS) for every thermostat of
 * `sim_tstat` at every state row of `st`. The space drifts towards a free-running temperature
 * (outdoor, internal gains) and the unit holds it between the heat and cool setpoints; deviation is
 * measured against the scheduled setpoints, so a local override shows up as a deviation.
 */
export function thermostatRowsSql(stSource: string, where = 'true'): string {
  return `
  select y.thermostat_id, y.ts, y.org_id, true as online, y.mode,
    case when y.ov then 'LOCAL_ADJUSTMENT' else y.wm end as working_mode,
    case when y.occ > 0 then 'ON' else 'AUTO' end as fan_mode,
    round(y.temp*100)/100 as temperature, y.csp as cool_set_point, y.hsp as heat_set_point,
    not y.off_mode and (y.occ > 0 or y.wm = 'FORCED_ON' or y.tfree > y.csp or y.tfree < y.hsp) as fan_running,
    (not y.off_mode and y.tfree > y.csp) or y.defrost as cooling_stage1_running,
    not y.off_mode and y.tfree > y.csp + 4 as cooling_stage2_running,
    not y.off_mode and y.tfree < y.hsp and not y.defrost as heating_stage1_running,
    (not y.off_mode and y.tfree < y.hsp - 4) or y.defrost as heating_stage2_running,
    case when y.ov then y.ov_product end as local_adjustment_override,
    case when y.ov then 'LOCAL_ADJUSTMENT' when y.occ > 0 then 'OCCUPIED' else 'UNOCCUPIED' end
      as timetable_active_state,
    round((y.temp - greatest(y.sh, least(y.sc, y.temp)))*100)/100 as set_point_deviation,
    'NORMAL' as maintenance_state, 'C' as temp_units
  from (
    select x.*,
      case when x.fail_el is not null
          then greatest(x.tfree, x.csp) + least(${UNIT_FAILURE.capC}, ${UNIT_FAILURE.ratePerMin}*x.fail_el/60)
        when x.off_mode then x.tfree else greatest(x.hsp - 0.5, least(x.csp + 0.5, x.tfree)) end
        + 0.15*${noise('x.thermostat_id', 'x.ph', 'x.ep')} as temp
    from (
      select t.thermostat_id, t.org_id, t.ov_product, t.ph, st.ts, st.ep, st.occ, t.wm,
        case when t.wm = 'FORCED_OFF' then 'off' else t.mode end as mode,
        t.mode = 'off' or t.wm = 'FORCED_OFF' as off_mode,
        ${faultElapsedSql('t.thermostat_id', 'st.ep', FAULTS.unitFailure)} as fail_el,
        (t.ov_from is not null and st.ts >= t.ov_from) as ov,
        case when st.occ > 0 or t.wm in ('CALIBRATION', 'FORCED_ON') then t.heat_occ else 15.5 end as sh,
        case when st.occ > 0 or t.wm in ('CALIBRATION', 'FORCED_ON') then t.cool_occ else 28 end as sc,
        case when t.ov_from is not null and st.ts >= t.ov_from then t.ov_heat
          when st.occ > 0 or t.wm in ('CALIBRATION', 'FORCED_ON') then t.heat_occ else 15.5 end as hsp,
        case when t.ov_from is not null and st.ts >= t.ov_from then t.ov_cool
          when st.occ > 0 or t.wm in ('CALIBRATION', 'FORCED_ON') then t.cool_occ else 28 end as csp,
        18.5 + 0.38*(st.tout - 12) + 2.5*st.occ + t.off + 0.7*sin(st.ep/5400 + 6*t.ph) as tfree,
        t.hp, st.tout
      from sim_tstat t join (${stSource}) st on st.site_id = t.site_id
      where ${where}
      offset 0
    ) x offset 0
  ) y0
  -- A heat pump heating below 5 °C outdoors defrosts its coil ${HP_DEFROST.minutes} minutes in every ${HP_DEFROST.cycle}:
  -- the compressor runs reversed (cooling) and the auxiliary heat (stage 2) tempers the air.
  cross join lateral (
    select y0.*, y0.hp and not y0.off_mode and y0.tfree < y0.hsp and y0.tout < 5
             and mod(floor(y0.ep / 60 + ${HP_DEFROST.cycle} * y0.ph)::int, ${HP_DEFROST.cycle}) < ${HP_DEFROST.minutes} as defrost
  ) y`;
}
