import { NOH_LOAD_RATIO_LIMIT } from '@sw/contracts';
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
 * What a set of energy sensors (an equipment's sub-meters, or a site's energy sources) used over the
 * complete local days of a period, inside and outside opening hours (docs/analytics.md "Controls
 * savings and NOH waste").
 */
export interface SplitTotals {
  opKwh: number;
  nohKwh: number;
  opHours: number;
  nohHours: number;
  /** Closed-hours kWh at the open-hours rate: the day's own, or on a closed day the period's mean. */
  baselineNohKwh: number;
  /** Σ max(0, closed kWh − NOH_LOAD_RATIO_LIMIT × that rate × closed hours). */
  wasteKwh: number;
  daysWithData: number;
}

/**
 * Sums of the complete days of each sensor set `src` (a CTE of (id, sensor_id)) from energy_day_split:
 * a day counts when every sensor of the set has its row and reported inside the opening hours (when
 * the day had any) and outside them (when it had any). Each day's closed hours are valued at its own
 * open-hours rate (kWh ÷ scheduled opening hours), a closed day at the period's mean rate, and without
 * any open hour at what was used (nothing saved). One row per set, not one per day: a year of 200
 * equipment is 70,000 days. $1 org, $3/$4 the local days, $5 the closed-hours load limit.
 */
const splitTotalsSql = (src: string) => `
  with src as (${src}),
  n as (select id, count(*)::int as sensors from src group by id),
  d as (
    select src.id, d.day, sum(d.op_kwh) as op, sum(d.noh_kwh) as noh, max(d.op_hours) as oh,
           max(d.day_hours) as dh, count(*) as nrows,
           count(*) filter (where d.op_count > 0) as wop, count(*) filter (where d.noh_count > 0) as wnoh
      from src join energy_day_split d on d.sensor_id = src.sensor_id and d.org_id = $1
       and d.day >= $3::date and d.day <= $4::date
     group by src.id, d.day
  ),
  c as (
    select d.*, greatest(0, d.dh - d.oh) as closed from d join n on n.id = d.id
     where d.nrows = n.sensors and (d.oh <= 0 or d.wop = n.sensors) and (d.dh - d.oh <= 0 or d.wnoh = n.sensors)
  ),
  m as (select id, sum(op) / sum(oh) as mean_rate from c where oh > 0 group by id),
  r as (
    select c.*, case when c.oh > 0 then c.op / c.oh else m.mean_rate end as rate
      from c left join m on m.id = c.id
  )
  select id, sum(op)::float8 as "opKwh", sum(noh)::float8 as "nohKwh", sum(oh)::float8 as "opHours",
         sum(closed)::float8 as "nohHours",
         sum(case when rate is null then noh else rate * closed end)::float8 as "baselineNohKwh",
         sum(case when rate is null then 0 else greatest(0, noh - $5::float8 * rate * closed) end)::float8
           as "wasteKwh",
         count(*)::int as "daysWithData"
    from r group by id`;

async function splitTotals(
  database: Database,
  sql: string,
  params: unknown[],
): Promise<Map<number, SplitTotals>> {
  const rows = await database.query<SplitTotals & { id: number }>(sql, [...params, NOH_LOAD_RATIO_LIMIT]);
  return new Map(rows.map(({ id, ...t }) => [id, t]));
}

/** Totals of each equipment's ENERGY sub-meters over local days from … to (absent: no complete day). */
export function equipmentSplitTotals(
  database: Database,
  a: { orgId: number; equipmentIds: number[]; from: string; to: string },
): Promise<Map<number, SplitTotals>> {
  if (!a.equipmentIds.length) return Promise.resolve(new Map());
  return splitTotals(
    database,
    splitTotalsSql(`select x.equipment_id as id, x.id as sensor_id from sensors x
        where x.org_id = $1 and x.sensor_type = 'ENERGY' and x.equipment_id = any($2::int[])`),
    [a.orgId, a.equipmentIds, a.from, a.to],
  );
}

/** Totals of each site's energy (main meter, else its sub-meters: "Site energy") over local days from … to. */
export function siteSplitTotals(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
): Promise<Map<number, SplitTotals>> {
  if (!a.siteIds.length) return Promise.resolve(new Map());
  return splitTotals(
    database,
    splitTotalsSql(`select e.site_id as id, e.sensor_id from (
        with st as (select s.id, s.time_zone as tz from sites s where s.org_id = $1 and s.id = any($2::int[]))
        ${SITE_ENERGY_SOURCES('st')}) e`),
    [a.orgId, a.siteIds, a.from, a.to],
  );
}
