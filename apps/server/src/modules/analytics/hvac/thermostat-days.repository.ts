import type { Database } from '../../../db/client';

export { thermostatDays } from './thermostat-day-cache';
export { type ThermostatDay, WIDE_THERMOSTATS } from './thermostat-days-sql';

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
 * The thermostats of sites `siteIds` with at least one online sample in local override or manual mode
 * over local days from … to: one scan without windows, so that the organisation-wide savings report
 * computes override hours only for them.
 */
export async function overriddenThermostats(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<number[]> {
  if (!a.siteIds.length) return [];
  const rows = await database.query<{ id: number }>(
    `select distinct z.thermostat_id as id
       from thermostats t join sites s on s.id = t.site_id and s.org_id = t.org_id
       join thermostat_status z on z.thermostat_id = t.id and z.org_id = $1
        and z.ts >= ($3::date::timestamp at time zone s.time_zone)
        and z.ts < (($4::date + 1)::timestamp at time zone s.time_zone)
      where t.org_id = $1 and t.site_id = any($2::int[]) and z.online
        and (z.working_mode in ('LOCAL_ADJUSTMENT', 'CALIBRATION', 'MANUAL')
          or z.timetable_active_state = 'LOCAL_ADJUSTMENT')
      order by 1`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
  return rows.map((r) => r.id);
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
