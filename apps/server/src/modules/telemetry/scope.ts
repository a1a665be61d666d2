import type { Database } from '../../db/client';
import { type Scope, scopeParam } from '../../db/site-scope';
import { notFound } from '../../lib/http-errors';

/** Who asks: every query is limited to the caller's organisation and, if scoped, their sites. */
export type Caller = Scope;

export interface SiteRef {
  id: number;
  timeZone: string;
  floorArea: number | null;
  co2Factor: number | null;
}

export interface DeviceRef {
  id: number;
  siteId: number;
  timeZone: string;
}

/** $2 is the site scope as int[] or null for every site of the organisation. */
const inScope = (siteColumn: string) => `($2::int[] is null or ${siteColumn} = any($2::int[]))`;

/**
 * One row of the caller's, or a 404: a resource of another organisation or outside the caller's
 * sites answers exactly like one that does not exist, so ids cannot be probed.
 */
async function one<T>(database: Database, what: string, text: string, c: Caller, id: number): Promise<T> {
  const [row] = await database.query<T>(text, [c.orgId, scopeParam(c.siteScope), id]);
  if (!row) throw notFound(what);
  return row;
}

export const siteOf = (database: Database, c: Caller, id: number) =>
  one<SiteRef>(
    database,
    'Site',
    `select id, time_zone as "timeZone", floor_area_m2 as "floorArea", co2_factor_kg_per_kwh as "co2Factor"
       from sites where org_id = $1 and ${inScope('id')} and id = $3`,
    c,
    id,
  );

export const equipmentOf = (database: Database, c: Caller, id: number) =>
  one<DeviceRef>(
    database,
    'Equipment',
    `select e.id, e.site_id as "siteId", s.time_zone as "timeZone"
       from equipment e join sites s on s.id = e.site_id
      where e.org_id = $1 and ${inScope('e.site_id')} and e.id = $3`,
    c,
    id,
  );

export const thermostatOf = (database: Database, c: Caller, id: number) =>
  one<DeviceRef>(
    database,
    'Thermostat',
    `select t.id, t.site_id as "siteId", s.time_zone as "timeZone"
       from thermostats t join sites s on s.id = t.site_id
      where t.org_id = $1 and ${inScope('t.site_id')} and t.id = $3`,
    c,
    id,
  );

export const controlBoardOf = (database: Database, c: Caller, id: number) =>
  one<DeviceRef>(
    database,
    'Control board',
    `select b.id, b.site_id as "siteId", s.time_zone as "timeZone"
       from control_boards b join sites s on s.id = b.site_id
      where b.org_id = $1 and ${inScope('b.site_id')} and b.id = $3`,
    c,
    id,
  );

export interface SchedulerRef extends DeviceRef {
  controlBoardId: number | null;
  luxThreshold: number | null;
}

export const schedulerOf = (database: Database, c: Caller, id: number) =>
  one<SchedulerRef>(
    database,
    'Scheduler',
    `select x.id, x.site_id as "siteId", s.time_zone as "timeZone", x.control_board_id as "controlBoardId",
            x.lux_threshold as "luxThreshold"
       from schedulers x join sites s on s.id = x.site_id
      where x.org_id = $1 and ${inScope('x.site_id')} and x.id = $3`,
    c,
    id,
  );

export interface SensorRef extends DeviceRef {
  sensorType: string;
  unit: string;
}

export const sensorOf = (database: Database, c: Caller, id: number, what = 'Sensor') =>
  one<SensorRef>(
    database,
    what,
    `select x.id, x.site_id as "siteId", s.time_zone as "timeZone", x.sensor_type as "sensorType", x.unit
       from sensors x join sites s on s.id = x.site_id
      where x.org_id = $1 and ${inScope('x.site_id')} and x.id = $3`,
    c,
    id,
  );

/**
 * The sensor of a given type on a control board, with its site's time zone (which its daily rollup
 * follows); none → null: the board simply has no such data.
 */
export async function boardSensor(
  database: Database,
  orgId: number,
  controlBoardId: number,
  sensorType: string,
): Promise<{ id: number; timeZone: string } | null> {
  const [row] = await database.query<{ id: number; timeZone: string }>(
    `select x.id, s.time_zone as "timeZone" from sensors x join sites s on s.id = x.site_id
      where x.org_id = $1 and x.control_board_id = $2 and x.sensor_type = $3
      order by x.id limit 1`,
    [orgId, controlBoardId, sensorType],
  );
  return row ?? null;
}

/** Equipment groups and types are a shared catalogue (no org_id): they only have to exist. */
export async function catalogueEntryExists(
  database: Database,
  table: 'equipment_groups' | 'equipment_types',
  id: number,
): Promise<void> {
  const [row] = await database.query(`select 1 from ${table} where id = $1`, [id]);
  if (!row) throw notFound(table === 'equipment_groups' ? 'Equipment group' : 'Equipment type');
}
