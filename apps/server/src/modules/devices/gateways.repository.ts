import type { Gateway } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import type { Database } from '../../db/client';
import { type Scope, scopeParam } from '../../db/site-scope';

type GatewayRow = Omit<Gateway, 'lastSeenAt'> & { lastSeenAt: Date | string | null };

/**
 * The caller's gateways, of one network group or one site, with how many of their sensors reported
 * within the online window. A last_seen_at at the 1970 epoch means "no data" (spec 3 §4).
 */
export async function listGateways(
  database: Database,
  c: Scope,
  f: { networkGroupId?: number; siteId?: number },
): Promise<Gateway[]> {
  const rows = await database.query<GatewayRow>(
    `select g.id, g.title, g.uuid, g.vendor, g.model, g.site_id as "siteId", s.title as "siteTitle",
            g.network_group_id as "networkGroupId",
            coalesce(g.last_seen_at > now() - make_interval(mins => $5::int), false) as online,
            case when g.last_seen_at > timestamptz '1970-01-02 00:00:00+00' then g.last_seen_at end as "lastSeenAt",
            (select count(*)::int from sensors x where x.org_id = g.org_id and x.gateway_id = g.id) as "sensorCount",
            (select count(*)::int from sensors x where x.org_id = g.org_id and x.gateway_id = g.id
               and x.status = 'ACTIVE' and x.last_seen_at > now() - make_interval(mins => $5::int)) as "sensorsOnline"
       from gateways g join sites s on s.id = g.site_id and s.org_id = g.org_id
      where g.org_id = $1 and ($2::int[] is null or g.site_id = any($2::int[]))
        and ($3::int is null or g.network_group_id = $3) and ($4::int is null or g.site_id = $4)
      order by s.title, g.site_id, g.title, g.id`,
    [c.orgId, scopeParam(c.siteScope), f.networkGroupId ?? null, f.siteId ?? null, ONLINE_WINDOW_MINUTES],
  );
  return rows.map((r) => ({
    ...r,
    lastSeenAt: r.lastSeenAt === null ? null : new Date(r.lastSeenAt).toISOString(),
  }));
}
