import type { Database } from '../../db/client';
import type { Scope } from '../../db/site-scope';
import { scopeParam } from '../../db/site-scope';
import type { SiteInventory } from './site-features';

interface InventoryRow extends SiteInventory {
  siteId: number;
}

/**
 * The inventory of the caller's sites (all of them, or one with `siteId`), one grouped pass per
 * table: cheap enough for an organisation of thousands of sites.
 */
export async function siteInventories(
  database: Database,
  scope: Scope,
  siteId?: number,
): Promise<InventoryRow[]> {
  const perSite = (table: string, extra = '') =>
    `(select site_id, count(*)::int as n from ${table} where org_id = $1 ${extra} group by site_id)`;
  const rows = await database.query<InventoryRow>(
    `select s.id as "siteId",
            (s.latitude <> 0 or s.longitude <> 0) as located,
            coalesce(eq.n, 0) as equipment,
            coalesce(eq.groups, '{}') as "equipmentGroupIds",
            coalesce(sp.n, 0) as spaces,
            coalesce(gw.n, 0) as gateways,
            coalesce(se.types, '{}') as "sensorTypes",
            coalesce(se.ranged, 0) as "rangedTemperatureSensors",
            coalesce(se.metered, 0) as "equipmentEnergySensors",
            coalesce(em.n, 0) as "energyMeters",
            coalesce(th.n, 0) as thermostats,
            coalesce(sc.n, 0) as schedulers,
            coalesce(tt.n, 0) as timetables
       from sites s
       left join (select site_id, count(*)::int as n, array_agg(distinct group_id) as groups
                    from equipment where org_id = $1 group by site_id) eq on eq.site_id = s.id
       left join ${perSite('spaces')} sp on sp.site_id = s.id
       left join ${perSite('gateways')} gw on gw.site_id = s.id
       left join (select x.site_id, array_agg(distinct x.sensor_type) as types,
                         (count(*) filter (where x.sensor_type = 'TEMPERATURE'
                            and (e.min_temp is not null or e.max_temp is not null)))::int as ranged,
                         (count(*) filter (where x.sensor_type = 'ENERGY' and x.equipment_id is not null))::int
                           as metered
                    from sensors x left join equipment e on e.id = x.equipment_id
                   where x.org_id = $1 group by x.site_id) se on se.site_id = s.id
       left join ${perSite('energy_meters')} em on em.site_id = s.id
       left join ${perSite('thermostats')} th on th.site_id = s.id
       left join ${perSite('schedulers')} sc on sc.site_id = s.id
       left join ${perSite('timetables')} tt on tt.site_id = s.id
      where s.org_id = $1 and ($2::int[] is null or s.id = any($2::int[])) and ($3::int is null or s.id = $3)
      order by s.id`,
    [scope.orgId, scopeParam(scope.siteScope), siteId ?? null],
  );
  return rows.map((r) => ({
    ...r,
    equipment: Number(r.equipment),
    equipmentGroupIds: (r.equipmentGroupIds ?? []).map(Number),
    spaces: Number(r.spaces),
    gateways: Number(r.gateways),
    sensorTypes: r.sensorTypes ?? [],
    rangedTemperatureSensors: Number(r.rangedTemperatureSensors),
    energyMeters: Number(r.energyMeters),
    equipmentEnergySensors: Number(r.equipmentEnergySensors),
    thermostats: Number(r.thermostats),
    schedulers: Number(r.schedulers),
    timetables: Number(r.timetables),
  }));
}
