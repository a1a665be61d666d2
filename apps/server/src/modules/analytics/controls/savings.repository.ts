import type { Database } from '../../../db/client';
import { SITE_ENERGY_SOURCES } from '../data/sites.repository';
import type { ControlledEquipment } from './overrides';

/**
 * An equipment a thermostat or a scheduler runs (`control`), or one with only a control-board override
 * sensor (`control` null), and how many energy sub-meters it has.
 */
export interface SavingsEquipmentRow extends ControlledEquipment {
  control: 'thermostat' | 'scheduler' | null;
  /** ENERGY sensors on the equipment. */
  meters: number;
}

/**
 * The equipment of sites `siteIds` that a thermostat or a scheduler controls, or that carries an
 * OVERRIDDEN_STATE sensor (overrides only, `control` null), ordered by site and title.
 */
export async function controlledEquipment(
  database: Database,
  orgId: number,
  siteIds: number[],
): Promise<SavingsEquipmentRow[]> {
  if (!siteIds.length) return [];
  return database.query(
    `select e.id as "equipmentId", e.site_id as "siteId", e.title, ty.title as "typeTitle", g.title as "groupTitle",
            case when exists (select 1 from thermostats t where t.org_id = $1 and t.equipment_id = e.id) then 'thermostat'
                 when exists (select 1 from schedulers c where c.org_id = $1 and c.equipment_id = e.id) then 'scheduler'
            end as control,
            (select count(*) from sensors x where x.org_id = $1 and x.equipment_id = e.id
                and x.sensor_type = 'ENERGY')::int as meters
       from equipment e
       join equipment_types ty on ty.id = e.type_id
       join equipment_groups g on g.id = e.group_id
       join sites s on s.id = e.site_id and s.org_id = e.org_id
      where e.org_id = $1 and e.site_id = any($2::int[])
        and (exists (select 1 from thermostats t where t.org_id = $1 and t.equipment_id = e.id)
          or exists (select 1 from schedulers c where c.org_id = $1 and c.equipment_id = e.id)
          or exists (select 1 from sensors x where x.org_id = $1 and x.equipment_id = e.id
                       and x.sensor_type = 'OVERRIDDEN_STATE'))
      order by s.title, s.id, e.title, e.id`,
    [orgId, siteIds],
  );
}

/**
 * One local day of a set of energy sensors (an equipment's sub-meters, or a site's energy sources)
 * from energy_day_split: kWh inside and outside opening hours, the day's scheduled hours, and how many
 * of the sensors reported inside (`withOp`) and outside (`withNoh`) them.
 */
export interface SplitDay {
  /** Equipment id or site id. */
  id: number;
  day: string;
  opKwh: number;
  nohKwh: number;
  opHours: number;
  dayHours: number;
  /** Sensors of the set, sensors with a row that day, with readings in / outside opening hours. */
  sensors: number;
  rows: number;
  withOp: number;
  withNoh: number;
}

const SPLIT_COLUMNS = `d.day::text as day, sum(d.op_kwh)::float8 as "opKwh", sum(d.noh_kwh)::float8 as "nohKwh",
  max(d.op_hours)::float8 as "opHours", max(d.day_hours)::float8 as "dayHours", count(*)::int as rows,
  (count(*) filter (where d.op_count > 0))::int as "withOp", (count(*) filter (where d.noh_count > 0))::int as "withNoh"`;

/** Day split of each equipment's ENERGY sub-meters over local days from … to. */
export function equipmentSplitDays(
  database: Database,
  a: { orgId: number; equipmentIds: number[]; from: string; to: string },
): Promise<SplitDay[]> {
  if (!a.equipmentIds.length) return Promise.resolve([]);
  return database.query<SplitDay>(
    `with src as (
       select x.id as sensor_id, x.equipment_id as id from sensors x
        where x.org_id = $1 and x.sensor_type = 'ENERGY' and x.equipment_id = any($2::int[])
     ),
     n as (select id, count(*)::int as sensors from src group by id)
     select src.id, n.sensors, ${SPLIT_COLUMNS}
       from src join n on n.id = src.id
       join energy_day_split d on d.sensor_id = src.sensor_id and d.org_id = $1
        and d.day >= $3::date and d.day <= $4::date
      group by src.id, n.sensors, d.day
      order by src.id, d.day`,
    [a.orgId, a.equipmentIds, a.from, a.to],
  );
}

/** Day split of each site's energy (main meter, else its sub-meters: "Site energy") over local days from … to. */
export function siteSplitDays(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<SplitDay[]> {
  if (!a.siteIds.length) return Promise.resolve([]);
  return database.query<SplitDay>(
    `with st as (select s.id, s.time_zone as tz from sites s where s.org_id = $1 and s.id = any($2::int[])),
     src as (${SITE_ENERGY_SOURCES('st')}),
     n as (select site_id, count(*)::int as sensors from src group by site_id)
     select src.site_id as id, n.sensors, ${SPLIT_COLUMNS}
       from src join n on n.site_id = src.site_id
       join energy_day_split d on d.sensor_id = src.sensor_id and d.org_id = $1
        and d.day >= $3::date and d.day <= $4::date
      group by src.site_id, n.sensors, d.day
      order by src.site_id, d.day`,
    [a.orgId, a.siteIds, a.from, a.to],
  );
}
