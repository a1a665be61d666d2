import { COMFORT_BAND_C, SETPOINT_DEADBAND_C, THERMOSTAT_SAMPLE_HOLD_MINUTES } from '@sw/contracts';
import type { Database } from '../../../db/client';

/**
 * One thermostat's local day, summed from its status samples (docs/analytics.md "Thermostat samples").
 * Hours (`…H`) are sample hold times: each online sample stands for the time to the next one, at most
 * THERMOSTAT_SAMPLE_HOLD_MINUTES. "Occupied" is the site's opening hours. Temperatures and set points
 * are °C (°F samples converted).
 */
export interface ThermostatDay {
  thermostatId: number;
  equipmentId: number;
  siteId: number;
  /** Local date of the samples, yyyy-MM-dd. */
  day: string;
  /** Online samples. */
  samples: number;
  observedH: number;
  /** Occupied hours with a temperature and an active set point (mode not off). */
  occH: number;
  /** ... of which |T − active set point| ≤ deadband. */
  compH: number;
  /** Σ hours × |deviation| over occH. */
  occDevH: number;
  /** Occupied hours with a temperature, and Σ hours × temperature over them. */
  occTempW: number;
  occTempH: number;
  /** Occupied hours inside, above and below the comfort band. */
  comfortH: number;
  warmH: number;
  coldH: number;
  coolH: number;
  coolN: number;
  heatH: number;
  heatN: number;
  /** Hours cooling or heating, and the run cycles started. */
  runH: number;
  starts: number;
  /** Heating above heat set point + deadband, or cooling below cool set point − deadband. */
  wrongStageH: number;
  localH: number;
  localN: number;
  manualH: number;
  manualN: number;
  /** Occupied set points: hours with one, and Σ hours × set point. */
  occHspW: number;
  occHspH: number;
  occCspW: number;
  occCspH: number;
  /** The same for the closed (non-occupied) hours: is the unit set back when the site is closed? */
  closedHspW: number;
  closedHspH: number;
  closedCspW: number;
  closedCspH: number;
}

const toC = (v: string) =>
  `case when coalesce(z.temp_units, th.unit) = 'F' then (${v} - 32) / 1.8 else ${v} end`;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Opening (or closing) minute of each ISO weekday (1 = Monday) of `oh`: -1 closed; 0/1440 without opening hours. */
const minutesByWeekday = (oh: string, field: 'open' | 'close') =>
  `case when ${oh} is null or jsonb_typeof(${oh}) <> 'object' then array_fill(${field === 'open' ? 0 : 1440}, array[7])
     else array[${DAYS.map(
       (d) =>
         `case when jsonb_typeof(${oh}->'${d}') = 'object' then (${oh}->'${d}'->>'${field}')::int else -1 end`,
     ).join(', ')}] end`;

/**
 * Per thermostat and local day: the sums behind every HVAC figure, in one pass over the samples of the
 * sites `siteIds` (or only the thermostats `$8`) from local `from` to the end of local `to` (each site
 * its own zone; never past now). Each sample's figures are computed once (offset 0 keeps the planner
 * from inlining them into every aggregate), then one window pass gives the hold and the previous
 * sample. A day's sums depend on that day's samples only (and the hold's look-back before it): a hold
 * ends at the local day's end, and the samples of the 15 minutes before `from` are read only for the
 * first sample's predecessor, so that a day computed alone equals the same day within a longer
 * period (thermostat-day-cache.ts keeps days). Opening hours are the rule of db/day-split-sql.ts (open ≤ minute < close), as arrays per
 * weekday. $1 org, $2 sites, $3 from, $4 to, $5 deadband, $6/$7 comfort band, $8 thermostats or null.
 *
 * `wide` (many thermostats, bench/performance): the samples are stored time-major (every thermostat's
 * sample of one instant side by side), so one index range per thermostat visits a heap page per
 * sample — 36 × a plain pass over 5,000 thermostats. The wide form joins on `thermostat_id + 0`, which
 * no index serves, and bounds the instants by the period ($9, $10: every zone's local days), so the
 * planner reads the period's samples in one pass and hashes them to their thermostats.
 */
const thermostatDaysSql = (wide: boolean) => `
  with th as materialized (
    select t.id, t.equipment_id, t.site_id, s.time_zone as tz, t.temperature_unit as unit, t.heat_pump,
           ($3::date::timestamp at time zone s.time_zone) as t0,
           ($3::date::timestamp at time zone s.time_zone) - interval '${THERMOSTAT_SAMPLE_HOLD_MINUTES} minutes' as tq,
           least((($4::date + 1)::timestamp at time zone s.time_zone), now()) as t1,
           ${minutesByWeekday('s.operating_hours', 'open')} as oa,
           ${minutesByWeekday('s.operating_hours', 'close')} as ca
      from thermostats t join sites s on s.id = t.site_id and s.org_id = t.org_id
     where t.org_id = $1 and t.site_id = any($2::int[]) and ($8::int[] is null or t.id = any($8::int[]))
  ),
  s as (
    select z.thermostat_id as id, z.ts, z.online, l.loc::date as day, z.ts >= th.t0 as inp,
           z.online and l.minute >= th.oa[l.dow] and l.minute < th.ca[l.dow] as occ,
           c.temp, c.csp, c.hsp,
           case when c.temp is null then null
                when z.mode = 'cooling' and c.csp is not null then c.temp - c.csp
                when z.mode = 'heating' and c.hsp is not null then c.temp - c.hsp
                when z.mode = 'auto' and c.csp is not null and c.hsp is not null
                  then c.temp - greatest(c.hsp, least(c.csp, c.temp))
           end as dev,
           (coalesce(z.cooling_stage1_running, false) or coalesce(z.cooling_stage2_running, false))
             -- A heat pump's defrost (cooling while the space calls for heat) is not cooling (G-053).
             and not coalesce(th.heat_pump and (z.mode = 'heating' or c.temp <= c.hsp + $5::float8), false) as cooling,
           coalesce(z.heating_stage1_running, false) or coalesce(z.heating_stage2_running, false) as heating,
           coalesce(z.working_mode = 'LOCAL_ADJUSTMENT' or z.timetable_active_state = 'LOCAL_ADJUSTMENT', false)
             as local_ov,
           coalesce(z.working_mode in ('CALIBRATION', 'MANUAL'), false) as manual
      from thermostat_status z
      join th on th.id = ${wide ? '(z.thermostat_id + 0)' : 'z.thermostat_id'}
      cross join lateral (select z.ts at time zone th.tz as loc) lt
      cross join lateral (
        select lt.loc, (extract(hour from lt.loc) * 60 + extract(minute from lt.loc))::int as minute,
               extract(isodow from lt.loc)::int as dow) l
      cross join lateral (
        select ${toC('z.temperature')} as temp, ${toC('z.cool_set_point')} as csp, ${toC('z.heat_set_point')} as hsp) c
     where z.org_id = $1 and z.ts >= th.tq and z.ts < th.t1${wide ? ' and z.ts >= $9::timestamptz and z.ts < $10::timestamptz' : ''}
    offset 0
  ),
  x as (
    select s.*, s.online and (s.cooling or s.heating) as run, th.equipment_id, th.site_id,
           extract(epoch from least(coalesce(lead(s.ts) over w, th.t1), th.t1,
             s.ts + interval '${THERMOSTAT_SAMPLE_HOLD_MINUTES} minutes',
             ((s.day + 1)::timestamp at time zone th.tz)) - s.ts) / 3600.0 as h,
           coalesce(s.ts - lag(s.ts) over w <= interval '${THERMOSTAT_SAMPLE_HOLD_MINUTES} minutes', false) as linked,
           coalesce(lag(s.online and (s.cooling or s.heating)) over w, false) as prev_run,
           coalesce(lag(s.online and s.local_ov) over w, false) as prev_local,
           coalesce(lag(s.online and s.manual) over w, false) as prev_manual
      from s join th on th.id = s.id
    window w as (partition by s.id order by s.ts)
    offset 0
  )
  select x.id as "thermostatId", x.equipment_id as "equipmentId", x.site_id as "siteId", x.day::text as day,
         count(*) filter (where x.online)::int as samples,
         coalesce(sum(x.h) filter (where x.online), 0)::float8 as "observedH",
         coalesce(sum(x.h) filter (where x.occ and x.dev is not null), 0)::float8 as "occH",
         coalesce(sum(x.h) filter (where x.occ and abs(x.dev) <= $5::float8), 0)::float8 as "compH",
         coalesce(sum(x.h * abs(x.dev)) filter (where x.occ and x.dev is not null), 0)::float8 as "occDevH",
         coalesce(sum(x.h) filter (where x.occ and x.temp is not null), 0)::float8 as "occTempW",
         coalesce(sum(x.h * x.temp) filter (where x.occ and x.temp is not null), 0)::float8 as "occTempH",
         coalesce(sum(x.h) filter (where x.occ and x.temp between $6::float8 and $7::float8), 0)::float8 as "comfortH",
         coalesce(sum(x.h) filter (where x.occ and x.temp > $7::float8), 0)::float8 as "warmH",
         coalesce(sum(x.h) filter (where x.occ and x.temp < $6::float8), 0)::float8 as "coldH",
         coalesce(sum(x.h) filter (where x.online and x.cooling), 0)::float8 as "coolH",
         count(*) filter (where x.online and x.cooling)::int as "coolN",
         coalesce(sum(x.h) filter (where x.online and x.heating), 0)::float8 as "heatH",
         count(*) filter (where x.online and x.heating)::int as "heatN",
         coalesce(sum(x.h) filter (where x.run), 0)::float8 as "runH",
         count(*) filter (where x.run and not (x.linked and x.prev_run))::int as starts,
         coalesce(sum(x.h) filter (where x.online and (
           (x.heating and x.temp > x.hsp + $5::float8) or (x.cooling and x.temp < x.csp - $5::float8))), 0)::float8
           as "wrongStageH",
         coalesce(sum(x.h) filter (where x.online and x.local_ov), 0)::float8 as "localH",
         count(*) filter (where x.online and x.local_ov and not (x.linked and x.prev_local))::int as "localN",
         coalesce(sum(x.h) filter (where x.online and x.manual), 0)::float8 as "manualH",
         count(*) filter (where x.online and x.manual and not (x.linked and x.prev_manual))::int as "manualN",
         coalesce(sum(x.h) filter (where x.occ and x.hsp is not null), 0)::float8 as "occHspW",
         coalesce(sum(x.h * x.hsp) filter (where x.occ and x.hsp is not null), 0)::float8 as "occHspH",
         coalesce(sum(x.h) filter (where x.occ and x.csp is not null), 0)::float8 as "occCspW",
         coalesce(sum(x.h * x.csp) filter (where x.occ and x.csp is not null), 0)::float8 as "occCspH",
         coalesce(sum(x.h) filter (where x.online and not x.occ and x.hsp is not null), 0)::float8 as "closedHspW",
         coalesce(sum(x.h * x.hsp) filter (where x.online and not x.occ and x.hsp is not null), 0)::float8
           as "closedHspH",
         coalesce(sum(x.h) filter (where x.online and not x.occ and x.csp is not null), 0)::float8 as "closedCspW",
         coalesce(sum(x.h * x.csp) filter (where x.online and not x.occ and x.csp is not null), 0)::float8
           as "closedCspH"
    from x
   where x.inp
   group by x.id, x.equipment_id, x.site_id, x.day
   order by x.id, x.day`;

/** From this many thermostats a computation reads the period's samples in one pass (see thermostatDaysSql). */
export const WIDE_THERMOSTATS = 200;
const HOUR_MS = 3_600_000;

/**
 * The thermostat days of the sites `siteIds` (of only the thermostats `thermostatIds` when given) over
 * local days from … to (inclusive), computed from the samples (no kept days: thermostat-day-cache.ts).
 * `wide`: the one-pass form, for many thermostats.
 */
export function computeThermostatDays(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string; thermostatIds?: number[]; wide: boolean },
): Promise<ThermostatDay[]> {
  if (!a.siteIds.length || a.thermostatIds?.length === 0) return Promise.resolve([]);
  // Every zone's local days lie within 14 hours of their UTC dates; the hold's look-back before them.
  const bounds = a.wide
    ? [
        new Date(Date.parse(`${a.from}T00:00:00Z`) - 15 * HOUR_MS).toISOString(),
        new Date(Date.parse(`${a.to}T00:00:00Z`) + 38 * HOUR_MS).toISOString(),
      ]
    : [];
  return database.query<ThermostatDay>(thermostatDaysSql(a.wide), [
    a.orgId,
    a.siteIds,
    a.from,
    a.to,
    SETPOINT_DEADBAND_C,
    COMFORT_BAND_C.low,
    COMFORT_BAND_C.high,
    a.thermostatIds ?? null,
    ...bounds,
  ]);
}
