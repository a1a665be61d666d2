import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import type { Database } from '../../db/client';
import { type Scope, scopeParam } from '../../db/site-scope';

export interface EnergyProRow {
  id: number;
  meterId: number | null;
  title: string;
  uuid: string;
  vendor: string;
  model: string | null;
  siteId: number;
  siteTitle: string;
  role: 'SITE_MAIN' | 'SUB_METER';
  equipmentId: number | null;
  equipmentTitle: string | null;
  online: boolean;
  lastSeenAt: string | null;
}

/**
 * The energy meters of the caller's sites (E-060, E-061; docs/decisions.md): every registered
 * EnergyPro device (energy_meters) and every ENERGY sub-meter on an equipment, one row per ENERGY
 * sensor, site main meters first. Online: ACTIVE and heard from within the online window.
 */
export async function listEnergyPros(database: Database, c: Scope, siteId?: number): Promise<EnergyProRow[]> {
  const rows = await database.query<EnergyProRow & { lastSeenAt: Date | string | null }>(
    `select x.id, m.id as "meterId", coalesce(m.title, x.title) as title, coalesce(m.uuid, x.uuid) as uuid,
            coalesce(m.vendor, x.vendor) as vendor, m.model, x.site_id as "siteId", s.title as "siteTitle",
            case when coalesce(m.is_site_main, false) then 'SITE_MAIN' else 'SUB_METER' end as role,
            e.id as "equipmentId", e.title as "equipmentTitle",
            (x.status = 'ACTIVE' and x.last_seen_at > now() - make_interval(mins => $4)) as online,
            case when x.last_seen_at > '1970-01-02T00:00:00Z'::timestamptz then x.last_seen_at end as "lastSeenAt"
       from sensors x
       join sites s on s.id = x.site_id and s.org_id = x.org_id
       left join energy_meters m on m.sensor_id = x.id and m.org_id = x.org_id
       left join equipment e on e.id = x.equipment_id and e.org_id = x.org_id
      where x.org_id = $1 and x.sensor_type = 'ENERGY'
        and ($2::int[] is null or x.site_id = any($2::int[]))
        and ($3::int is null or x.site_id = $3)
        and (m.id is not null or x.equipment_id is not null)
      order by s.title, x.site_id, coalesce(m.is_site_main, false) desc, e.title nulls first, x.id`,
    [c.orgId, scopeParam(c.siteScope), siteId ?? null, ONLINE_WINDOW_MINUTES],
  );
  return rows.map((r) => ({
    ...r,
    lastSeenAt: r.lastSeenAt === null ? null : new Date(r.lastSeenAt).toISOString(),
  }));
}
