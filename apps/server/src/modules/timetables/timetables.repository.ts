import type { WeeklyEvent } from '@sw/domain';
import type { Database } from '../../db/client';

export interface TimetableRow {
  id: number;
  siteId: number;
  equipmentId: number;
  equipmentTitle: string;
  controlType: string;
  events: WeeklyEvent[];
  setPoint: number | null;
  minTemp: number | null;
  maxTemp: number | null;
  thermostatWorkingMode: string | null;
}

/**
 * Timetables of one site, optionally of one equipment, of organisation `orgId` (callers check the
 * site or equipment belongs to the caller first). A thermostat timetable carries its thermostat's
 * working mode.
 */
export async function timetablesOf(
  database: Database,
  orgId: number,
  siteId: number,
  equipmentId: number | null,
): Promise<TimetableRow[]> {
  const rows = await database.query<TimetableRow>(
    `select t.id, t.site_id as "siteId", t.equipment_id as "equipmentId", e.title as "equipmentTitle",
            t.control_type as "controlType", t.events, t.set_point as "setPoint", t.min_temp as "minTemp",
            t.max_temp as "maxTemp", th.working_mode as "thermostatWorkingMode"
       from timetables t
       join equipment e on e.id = t.equipment_id and e.org_id = t.org_id
       left join thermostats th on th.id = t.thermostat_id and th.org_id = t.org_id
      where t.org_id = $1 and t.site_id = $2 and ($3::int is null or t.equipment_id = $3::int)
      order by t.id`,
    [orgId, siteId, equipmentId],
  );
  // jsonb arrives parsed; anything that is not an event list counts as an empty timetable.
  return rows.map((r) => ({ ...r, events: Array.isArray(r.events) ? r.events : [] }));
}

/** The site's recorded outdoor minimum and maximum per local date (yyyy-MM-dd) from start to end. */
export async function outsideRange(
  database: Database,
  orgId: number,
  siteId: number,
  timeZone: string,
  start: string,
  end: string,
): Promise<Map<string, { min: number; max: number }>> {
  const rows = await database.query<{ d: string; min: number; max: number }>(
    `select to_char(ts at time zone $3, 'YYYY-MM-DD') as d, min(temperature)::float8 as min,
            max(temperature)::float8 as max
       from weather_readings
      where org_id = $1 and site_id = $2
        and ts >= ($4::date::timestamp at time zone $3)
        and ts < (($5::date + 1)::timestamp at time zone $3)
      group by d`,
    [orgId, siteId, timeZone, start, end],
  );
  return new Map(rows.map((r) => [r.d, { min: Number(r.min), max: Number(r.max) }]));
}
