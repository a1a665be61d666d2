import type { EquipmentGroupStat } from '@sw/contracts';
import type { Database } from '../../db/client';
import { type Scope, scopeParam } from '../../db/site-scope';

/**
 * The caller's equipment counted per equipment group (I-062), or only the controlled equipment: with a
 * thermostat or a scheduler, or marked activeControl (I-063; docs/decisions.md). Groups without
 * equipment are left out; by group title.
 */
export function equipmentGroupStats(database: Database, c: Scope, controlledOnly: boolean) {
  return database.query<EquipmentGroupStat>(
    `select e.group_id as "equipmentGroupId", g.title, count(*)::int as "equipmentCount",
            count(distinct e.site_id)::int as "siteCount"
       from equipment e join equipment_groups g on g.id = e.group_id
      where e.org_id = $1 and ($2::int[] is null or e.site_id = any($2::int[]))
        and (not $3::boolean or e.active_control
          or exists (select 1 from thermostats t where t.org_id = e.org_id and t.equipment_id = e.id)
          or exists (select 1 from schedulers x where x.org_id = e.org_id and x.equipment_id = e.id))
      group by e.group_id, g.title
      order by g.title, e.group_id`,
    [c.orgId, scopeParam(c.siteScope), controlledOnly],
  );
}
