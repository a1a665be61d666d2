import type { ControlStatsOverview } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import type { Database } from '../../db/client';

interface Row {
  equipmentTotal: number;
  equipmentControlled: number;
  thermostats: { mode: string; workingMode: string; online: boolean }[] | null;
  schedulers: { workingMode: string }[] | null;
  boardsTotal: number;
  boardsOnline: number;
  actuatorsTotal: number;
  actuatorsOn: number;
}

const count = (values: string[]) => {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
};

/**
 * A site's controls at a glance (I-067): the site is already checked to be the caller's. Controlled
 * equipment has a thermostat or a scheduler, or is marked activeControl (docs/decisions.md).
 */
export async function controlStats(
  database: Database,
  orgId: number,
  siteId: number,
): Promise<ControlStatsOverview> {
  const [r] = await database.query<Row>(
    `select
       (select count(*)::int from equipment e where e.org_id = $1 and e.site_id = $2) as "equipmentTotal",
       (select count(*)::int from equipment e where e.org_id = $1 and e.site_id = $2 and (e.active_control
          or exists (select 1 from thermostats t where t.org_id = $1 and t.equipment_id = e.id)
          or exists (select 1 from schedulers x where x.org_id = $1 and x.equipment_id = e.id))) as "equipmentControlled",
       (select json_agg(json_build_object('mode', t.mode, 'workingMode', t.working_mode,
               'online', t.online and coalesce(t.last_seen_at > now() - make_interval(mins => $3::int), false)))
          from thermostats t where t.org_id = $1 and t.site_id = $2) as thermostats,
       (select json_agg(json_build_object('workingMode', x.working_mode))
          from schedulers x where x.org_id = $1 and x.site_id = $2) as schedulers,
       (select count(*)::int from control_boards b where b.org_id = $1 and b.site_id = $2) as "boardsTotal",
       (select count(*)::int from control_boards b join gateways g on g.id = b.gateway_id and g.org_id = b.org_id
         where b.org_id = $1 and b.site_id = $2 and g.last_seen_at > now() - make_interval(mins => $3::int)) as "boardsOnline",
       (select count(*)::int from sensors x where x.org_id = $1 and x.site_id = $2 and x.sensor_type = 'ACTUATOR'
           and x.control_board_id is not null) as "actuatorsTotal",
       (select count(*)::int from sensors x where x.org_id = $1 and x.site_id = $2 and x.sensor_type = 'ACTUATOR'
           and x.control_board_id is not null and x.last_value >= 0.5
           and x.last_seen_at > timestamptz '1970-01-02 00:00:00+00') as "actuatorsOn"`,
    [orgId, siteId, ONLINE_WINDOW_MINUTES],
  );
  const row = r!;
  const ts = row.thermostats ?? [];
  const online = ts.filter((t) => t.online).length;
  return {
    siteId,
    equipment: { total: Number(row.equipmentTotal), controlled: Number(row.equipmentControlled) },
    thermostats: {
      total: ts.length,
      online,
      offline: ts.length - online,
      localOverride: ts.filter((t) => t.workingMode === 'LOCAL_ADJUSTMENT').length,
      byMode: count(ts.map((t) => t.mode)),
      byWorkingMode: count(ts.map((t) => t.workingMode)),
    },
    schedulers: {
      total: (row.schedulers ?? []).length,
      byWorkingMode: count((row.schedulers ?? []).map((s) => s.workingMode)),
    },
    controlBoards: { total: Number(row.boardsTotal), online: Number(row.boardsOnline) },
    actuators: { total: Number(row.actuatorsTotal), on: Number(row.actuatorsOn) },
  };
}
