import type { SensorsQuery } from '@sw/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment, organizations, sensors, sites, spaces } from '../../db/schema';
import { inSiteScope, type Scope } from '../../db/site-scope';

export type SensorFilters = Omit<SensorsQuery, 'withPath'>;

export type SensorRow = {
  sensor: typeof sensors.$inferSelect;
  siteTitle: string;
  orgTitle: string;
  spaceTitle: string | null;
  equipmentTitle: string | null;
};

/** A list filter: absent → no condition; an empty list matches nothing. */
const within = <T extends string | number>(
  column: Parameters<typeof inArray>[0],
  values: readonly T[] | undefined,
): SQL | undefined => (values ? (values.length ? inArray(column, [...values]) : sql`false`) : undefined);

/**
 * The caller's sensors (own organisation, sites in scope) with the titles their path needs, in one
 * query; ordered by site, then title; at most `limit` of them.
 */
export async function listSensors(db: Db, scope: Scope, f: SensorFilters & { ids?: number[] }) {
  const rows: SensorRow[] = await db
    .select({
      sensor: sensors,
      siteTitle: sites.title,
      orgTitle: organizations.title,
      spaceTitle: spaces.title,
      equipmentTitle: equipment.title,
    })
    .from(sensors)
    .innerJoin(sites, and(eq(sites.id, sensors.siteId), eq(sites.orgId, sensors.orgId)))
    .innerJoin(organizations, eq(organizations.id, sensors.orgId))
    .leftJoin(spaces, and(eq(spaces.id, sensors.spaceId), eq(spaces.orgId, sensors.orgId)))
    .leftJoin(equipment, and(eq(equipment.id, sensors.equipmentId), eq(equipment.orgId, sensors.orgId)))
    .where(
      and(
        eq(sensors.orgId, scope.orgId),
        inSiteScope(sensors.siteId, scope.siteScope),
        within(sensors.id, f.ids),
        within(sensors.siteId, f.siteIds),
        within(sensors.equipmentId, f.equipmentIds),
        within(sensors.spaceId, f.spaceIds),
        within(sensors.sensorType, f.sensorTypes),
      ),
    )
    .orderBy(asc(sites.title), asc(sensors.siteId), asc(sensors.title), asc(sensors.id))
    .limit(f.limit);
  return rows;
}

/** One sensor of the caller's; undefined for another organisation's or a site out of scope. */
export async function findSensor(db: Db, scope: Scope, id: number): Promise<SensorRow | undefined> {
  const [row] = await listSensors(db, scope, { ids: [id], limit: 1 });
  return row;
}
