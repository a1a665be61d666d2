import type { SitesQuery } from '@sw/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment, incidents, sensors, sites } from '../../db/schema';

export type SiteRow = typeof sites.$inferSelect & {
  activeIncidents: number;
  devicesTotal: number;
  devicesOnline: number;
};

/** A device counts as online when active and heard from within this window (INACTIVE = offline). */
export const ONLINE_WINDOW_MINUTES = 30;

export async function listSites(
  db: Db,
  orgId: number,
  scope: 'ALL' | number[],
  filter: SitesQuery & { ids?: number[] },
): Promise<SiteRow[]> {
  const where: SQL[] = [eq(sites.orgId, orgId)];
  if (scope !== 'ALL') where.push(scope.length ? inArray(sites.id, scope) : sql`false`);
  if (filter.ids) where.push(filter.ids.length ? inArray(sites.id, filter.ids) : sql`false`);
  if (filter.equipmentIds?.length) {
    where.push(
      inArray(
        sites.id,
        db
          .select({ s: equipment.siteId })
          .from(equipment)
          .where(and(eq(equipment.orgId, orgId), inArray(equipment.id, filter.equipmentIds))),
      ),
    );
  }
  const sensorWhere: SQL[] = [];
  if (filter.sensorIds?.length) sensorWhere.push(inArray(sensors.id, filter.sensorIds));
  if (filter.spaceIds?.length) sensorWhere.push(inArray(sensors.spaceId, filter.spaceIds));
  if (filter.sensorTypes?.length)
    sensorWhere.push(inArray(sensors.sensorType, filter.sensorTypes as never[]));
  if (filter.sensorTarget?.length) sensorWhere.push(inArray(sensors.target, filter.sensorTarget));
  if (sensorWhere.length) {
    where.push(
      inArray(
        sites.id,
        db
          .select({ s: sensors.siteId })
          .from(sensors)
          .where(and(eq(sensors.orgId, orgId), ...sensorWhere)),
      ),
    );
  }
  const active = db
    .select({ siteId: incidents.siteId, n: sql<number>`count(*)::int`.as('n') })
    .from(incidents)
    .where(and(eq(incidents.orgId, orgId), eq(incidents.resolved, false)))
    .groupBy(incidents.siteId)
    .as('active');
  const devices = db
    .select({
      siteId: sensors.siteId,
      total: sql<number>`count(*)::int`.as('total'),
      online:
        sql<number>`count(*) filter (where ${sensors.status} = 'ACTIVE' and ${sensors.lastSeenAt} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}))::int`.as(
          'online',
        ),
    })
    .from(sensors)
    .where(eq(sensors.orgId, orgId))
    .groupBy(sensors.siteId)
    .as('devices');
  const rows = await db
    .select({
      site: sites,
      activeIncidents: sql<number>`coalesce(${active.n}, 0)`,
      devicesTotal: sql<number>`coalesce(${devices.total}, 0)`,
      devicesOnline: sql<number>`coalesce(${devices.online}, 0)`,
    })
    .from(sites)
    .leftJoin(active, eq(active.siteId, sites.id))
    .leftJoin(devices, eq(devices.siteId, sites.id))
    .where(and(...where))
    .orderBy(sites.title, sites.id);
  return rows.map((r) => ({
    ...r.site,
    activeIncidents: Number(r.activeIncidents),
    devicesTotal: Number(r.devicesTotal),
    devicesOnline: Number(r.devicesOnline),
  }));
}
