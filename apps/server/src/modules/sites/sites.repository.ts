import type { SitesQuery } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { energyMeters, equipment, incidents, sensors, sites, thermostats } from '../../db/schema';
import { inSiteScope, type Scope } from '../../db/site-scope';

export type SiteRow = typeof sites.$inferSelect & {
  activeIncidents: number;
  devicesTotal: number;
  devicesOnline: number;
  /** Newest report of any of the site's devices; null when none has data. */
  lastSeenAt: Date | null;
  /**
   * C-028: the energy meters ("EnergyPro") the site's energy figure reads from: its main meter(s) when
   * it has one, else every registered meter; and how many of them report within the online window.
   */
  energyMetersTotal: number;
  energyMetersOnline: number;
};

/**
 * A device counts as online when active and heard from within this window (D-042): devices report
 * every minute, so 30 minutes of silence is an outage, not a late reading. INACTIVE = offline (D-039).
 */

/** A last-seen time at (or before) the 1970 epoch day means "no data" (D-040). */
const NO_DATA_BEFORE = sql`'1970-01-02T00:00:00Z'::timestamptz`;
// A 1970 last-seen time is never recent, so the window alone also keeps "no data" offline.
const recent = (col: typeof sensors.lastSeenAt | typeof thermostats.lastSeenAt) =>
  sql`${col} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES})`;
const sensorOnline = sql`${sensors.status} = 'ACTIVE' and ${recent(sensors.lastSeenAt)}`;
const thermostatOnline = sql`${thermostats.online} and ${recent(thermostats.lastSeenAt)}`;

export async function listSites(
  db: Db,
  orgId: number,
  scope: 'ALL' | number[],
  filter: SitesQuery & { ids?: number[] },
): Promise<SiteRow[]> {
  // Archived sites (setup) leave every list and the map; their pages stay reachable by id.
  const where: SQL[] = [eq(sites.orgId, orgId), isNull(sites.archivedAt)];
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
  // One grouped pass per device table: the whole organisation in one statement (5,000 sites).
  const sensorDevices = db
    .select({
      siteId: sensors.siteId,
      total: sql<number>`count(*)::int`.as('s_total'),
      online: sql<number>`count(*) filter (where ${sensorOnline})::int`.as('s_online'),
      last: sql<Date | null>`max(${sensors.lastSeenAt}) filter (where ${sensors.lastSeenAt} > ${NO_DATA_BEFORE})`.as(
        's_last',
      ),
    })
    .from(sensors)
    .where(eq(sensors.orgId, orgId))
    .groupBy(sensors.siteId)
    .as('sensor_devices');
  const thermostatDevices = db
    .select({
      siteId: thermostats.siteId,
      total: sql<number>`count(*)::int`.as('t_total'),
      online: sql<number>`count(*) filter (where ${thermostatOnline})::int`.as('t_online'),
      last: sql<Date | null>`max(${thermostats.lastSeenAt}) filter (where ${thermostats.lastSeenAt} > ${NO_DATA_BEFORE})`.as(
        't_last',
      ),
    })
    .from(thermostats)
    .where(eq(thermostats.orgId, orgId))
    .groupBy(thermostats.siteId)
    .as('thermostat_devices');
  const meterDevices = db
    .select({
      siteId: energyMeters.siteId,
      total: sql<number>`count(*)::int`.as('m_total'),
      online: sql<number>`count(*) filter (where ${sensorOnline})::int`.as('m_online'),
      mainTotal: sql<number>`count(*) filter (where ${energyMeters.isSiteMain})::int`.as('m_main_total'),
      mainOnline: sql<number>`count(*) filter (where ${energyMeters.isSiteMain} and ${sensorOnline})::int`.as(
        'm_main_online',
      ),
    })
    .from(energyMeters)
    .innerJoin(sensors, eq(sensors.id, energyMeters.sensorId))
    .where(eq(energyMeters.orgId, orgId))
    .groupBy(energyMeters.siteId)
    .as('meter_devices');
  const hasMain = sql`coalesce(${meterDevices.mainTotal}, 0) > 0`;
  const rows = await db
    .select({
      site: sites,
      activeIncidents: sql<number>`coalesce(${active.n}, 0)`,
      devicesTotal: sql<number>`coalesce(${sensorDevices.total}, 0) + coalesce(${thermostatDevices.total}, 0)`,
      devicesOnline: sql<number>`coalesce(${sensorDevices.online}, 0) + coalesce(${thermostatDevices.online}, 0)`,
      lastSeenAt: sql<string | null>`greatest(${sensorDevices.last}, ${thermostatDevices.last})`,
      energyMetersTotal: sql<number>`case when ${hasMain} then ${meterDevices.mainTotal} else coalesce(${meterDevices.total}, 0) end`,
      energyMetersOnline: sql<number>`case when ${hasMain} then ${meterDevices.mainOnline} else coalesce(${meterDevices.online}, 0) end`,
    })
    .from(sites)
    .leftJoin(active, eq(active.siteId, sites.id))
    .leftJoin(sensorDevices, eq(sensorDevices.siteId, sites.id))
    .leftJoin(thermostatDevices, eq(thermostatDevices.siteId, sites.id))
    .leftJoin(meterDevices, eq(meterDevices.siteId, sites.id))
    .where(and(...where))
    .orderBy(sites.title, sites.id);
  return rows.map((r) => ({
    ...r.site,
    activeIncidents: Number(r.activeIncidents),
    devicesTotal: Number(r.devicesTotal),
    devicesOnline: Number(r.devicesOnline),
    energyMetersTotal: Number(r.energyMetersTotal),
    energyMetersOnline: Number(r.energyMetersOnline),
    lastSeenAt: r.lastSeenAt === null ? null : new Date(r.lastSeenAt),
  }));
}

/** One site of the caller's (plain row, no counts); undefined for another organisation's or out of scope. */
export async function findSite(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.orgId, scope.orgId), eq(sites.id, id), inSiteScope(sites.id, scope.siteScope)));
  return row;
}
