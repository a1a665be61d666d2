import type { NetworkGroup } from '@sw/contracts';
import type { Database } from '../../db/client';
import { type Scope, scopeParam } from '../../db/site-scope';

export interface NetworkGroupFilter {
  id?: number;
  siteId?: number;
  usingThermostat?: boolean;
}

/**
 * The caller's network groups (own organisation, sites in scope) with their device counts, in one
 * query; by site title, then title.
 */
export async function listNetworkGroups(database: Database, c: Scope, f: NetworkGroupFilter) {
  return database.query<NetworkGroup>(
    `select n.id, n.title, n.site_id as "siteId", s.title as "siteTitle", n.using_thermostat as "usingThermostat",
            (select count(*)::int from gateways g where g.org_id = n.org_id and g.network_group_id = n.id) as "gatewayCount",
            (select count(*)::int from control_boards b where b.org_id = n.org_id and b.network_group_id = n.id)
              as "controlBoardCount"
       from network_groups n join sites s on s.id = n.site_id and s.org_id = n.org_id
      where n.org_id = $1 and ($2::int[] is null or n.site_id = any($2::int[]))
        and ($3::int is null or n.id = $3) and ($4::int is null or n.site_id = $4)
        and ($5::boolean is null or n.using_thermostat = $5)
      order by s.title, n.site_id, n.title, n.id`,
    [c.orgId, scopeParam(c.siteScope), f.id ?? null, f.siteId ?? null, f.usingThermostat ?? null],
  );
}
