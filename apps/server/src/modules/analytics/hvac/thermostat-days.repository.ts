import { COMFORT_BAND_C, SETPOINT_DEADBAND_C, THERMOSTAT_SAMPLE_HOLD_MINUTES } from '@sw/contracts';
import type { Database } from '../../../db/client';
import { isOpenSql } from '../../../db/day-split-sql';

/** A thermostat-equipped HVAC unit (an equipment with one or more thermostats) of the report's sites. */
export interface HvacUnit {
  equipmentId: number;
  equipmentTitle: string;
  typeId: number;
  typeTitle: string;
  siteId: number;
  siteTitle: string;
  timeZone: string;
  vendor: string | null;
  model: string | null;
  thermostatIds: number[];
}

/** Units of the organisation's sites `siteIds` (already scoped by the caller), ordered by site and title. */
export async function hvacUnits(database: Database, orgId: number, siteIds: number[]): Promise<HvacUnit[]> {
  if (!siteIds.length) return [];
  return database.query<HvacUnit>(
    `select e.id as "equipmentId", e.title as "equipmentTitle", e.type_id as "typeId", ty.title as "typeTitle",
            s.id as "siteId", s.title as "siteTitle", s.time_zone as "timeZone",
            coalesce(e.vendor, min(t.vendor)) as vendor, coalesce(e.model, min(t.model)) as model,
            array_agg(t.id order by t.id) as "thermostatIds"
       from thermostats t
       join equipment e on e.id = t.equipment_id and e.org_id = t.org_id
       join equipment_types ty on ty.id = e.type_id
       join sites s on s.id = e.site_id and s.org_id = e.org_id
      where t.org_id = $1 and t.site_id = any($2::int[])
      group by e.id, ty.title, s.id
      order by s.title, s.id, e.title, e.id`,
    [orgId, siteIds],
  );
}

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
}

const toC = (v: string, unit: string) => `case when ${unit} = 'F' then (${v} - 32) / 1.8 else ${v} end`;

/**
 * Per thermostat and local day: the sums behind every HVAC figure, in one pass over the samples of the
 * sites `siteIds` from local `from` to the end of local `to` (each site its own zone; never past now).
 * $1 org, $2 sites, $3 from, $4 to, $5 deadband, $6/$7 comfort band.
 */
const THERMOSTAT_DAYS = `
  with th as (
    select t.id, t.equipment_id, t.site_id, s.time_zone as tz, s.operating_hours as oh,
           t.temperature_unit as unit,
           ($3::date::timestamp at time zone s.time_zone) as t0,
           least((($4::date + 1)::timestamp at time zone s.time_zone), now()) as t1
      from thermostats t join sites s on s.id = t.site_id and s.org_id = t.org_id
     where t.org_id = $1 and t.site_id = any($2::int[])
  ),
  z as (
    select th.id, th.equipment_id, th.site_id, th.tz, th.oh, th.t1, z.ts, z.online, z.mode,
           ${toC('z.temperature', 'coalesce(z.temp_units, th.unit)')} as temp,
           ${toC('z.cool_set_point', 'coalesce(z.temp_units, th.unit)')} as csp,
           ${toC('z.heat_set_point', 'coalesce(z.temp_units, th.unit)')} as hsp,
           coalesce(z.cooling_stage1_running, false) or coalesce(z.cooling_stage2_running, false) as cooling,
           coalesce(z.heating_stage1_running, false) or coalesce(z.heating_stage2_running, false) as heating,
           coalesce(z.working_mode = 'LOCAL_ADJUSTMENT' or z.timetable_active_state = 'LOCAL_ADJUSTMENT', false)
             as local_ov,
           coalesce(z.working_mode in ('CALIBRATION', 'MANUAL'), false) as manual,
           lead(z.ts) over w as next_ts, lag(z.ts) over w as prev_ts
      from th join thermostat_status z on z.thermostat_id = th.id and z.org_id = $1
       and z.ts >= th.t0 and z.ts < th.t1
    window w as (partition by z.thermostat_id order by z.ts)
  ),
  y as (
    select z.*,
           extract(epoch from least(coalesce(z.next_ts, z.t1), z.t1,
             z.ts + interval '${THERMOSTAT_SAMPLE_HOLD_MINUTES} minutes') - z.ts) / 3600.0 as h,
           (z.ts at time zone z.tz) as loc,
           coalesce(z.ts - z.prev_ts <= interval '${THERMOSTAT_SAMPLE_HOLD_MINUTES} minutes', false) as linked,
           lag(z.online and (z.cooling or z.heating)) over w as prev_run,
           lag(z.online and z.local_ov) over w as prev_local,
           lag(z.online and z.manual) over w as prev_manual,
           case when z.temp is null then null
                when z.mode = 'cooling' and z.csp is not null then z.temp - z.csp
                when z.mode = 'heating' and z.hsp is not null then z.temp - z.hsp
                when z.mode = 'auto' and z.csp is not null and z.hsp is not null
                  then z.temp - greatest(z.hsp, least(z.csp, z.temp))
           end as dev
      from z
    window w as (partition by z.id order by z.ts)
  ),
  x as (
    select y.*, ${isOpenSql('y.oh', 'y.loc')} and y.online as occ, y.online and (y.cooling or y.heating) as run
      from y
  )
  select x.id as "thermostatId", x.equipment_id as "equipmentId", x.site_id as "siteId",
         to_char(x.loc, 'YYYY-MM-DD') as day,
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
         count(*) filter (where x.run and not (x.linked and coalesce(x.prev_run, false)))::int as starts,
         coalesce(sum(x.h) filter (where x.online and (
           (x.heating and x.temp > x.hsp + $5::float8) or (x.cooling and x.temp < x.csp - $5::float8))), 0)::float8 as "wrongStageH",
         coalesce(sum(x.h) filter (where x.online and x.local_ov), 0)::float8 as "localH",
         count(*) filter (where x.online and x.local_ov and not (x.linked and coalesce(x.prev_local, false)))::int
           as "localN",
         coalesce(sum(x.h) filter (where x.online and x.manual), 0)::float8 as "manualH",
         count(*) filter (where x.online and x.manual and not (x.linked and coalesce(x.prev_manual, false)))::int
           as "manualN",
         coalesce(sum(x.h) filter (where x.occ and x.hsp is not null), 0)::float8 as "occHspW",
         coalesce(sum(x.h * x.hsp) filter (where x.occ and x.hsp is not null), 0)::float8 as "occHspH",
         coalesce(sum(x.h) filter (where x.occ and x.csp is not null), 0)::float8 as "occCspW",
         coalesce(sum(x.h * x.csp) filter (where x.occ and x.csp is not null), 0)::float8 as "occCspH"
    from x
   group by x.id, x.equipment_id, x.site_id, day
   order by x.id, day`;

/** The thermostat days of the sites `siteIds` over local days from … to (inclusive). */
export function thermostatDays(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<ThermostatDay[]> {
  if (!a.siteIds.length) return Promise.resolve([]);
  return database.query<ThermostatDay>(THERMOSTAT_DAYS, [
    a.orgId,
    a.siteIds,
    a.from,
    a.to,
    SETPOINT_DEADBAND_C,
    COMFORT_BAND_C.low,
    COMFORT_BAND_C.high,
  ]);
}

/**
 * kWh of each equipment's ENERGY sub-meters over local days from … to (energy_day_split, each sensor
 * its site's days). Equipment without a sub-meter reading is absent.
 */
export async function equipmentEnergy(
  database: Database,
  a: { orgId: number; equipmentIds: number[]; from: string; to: string },
): Promise<Map<number, number>> {
  if (!a.equipmentIds.length) return new Map();
  const rows = await database.query<{ equipmentId: number; kwh: number }>(
    `select x.equipment_id as "equipmentId", sum(d.op_kwh + d.noh_kwh)::float8 as kwh
       from sensors x join energy_day_split d on d.sensor_id = x.id and d.org_id = $1
        and d.day >= $3::date and d.day <= $4::date
      where x.org_id = $1 and x.sensor_type = 'ENERGY' and x.equipment_id = any($2::int[])
      group by x.equipment_id`,
    [a.orgId, a.equipmentIds, a.from, a.to],
  );
  return new Map(rows.map((r) => [r.equipmentId, Number(r.kwh)]));
}
