import type { EquipmentQuery } from '@sw/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment, equipmentTypes, organizations, sites, spaces } from '../../db/schema';
import { inSiteScope, type Scope } from '../../db/site-scope';

export type EquipmentFilters = Omit<EquipmentQuery, 'withPath'>;

const columns = {
  equipment,
  siteTitle: sites.title,
  orgTitle: organizations.title,
  spaceTitle: spaces.title,
  type: {
    id: equipmentTypes.id,
    title: equipmentTypes.title,
    groupId: equipmentTypes.groupId,
    icon: equipmentTypes.icon,
  },
};

export type EquipmentRow = {
  equipment: typeof equipment.$inferSelect;
  siteTitle: string;
  orgTitle: string;
  spaceTitle: string | null;
  type: { id: number; title: string; groupId: number; icon: string };
};

/** An id filter: absent → no condition; an empty list matches nothing. */
const within = (column: Parameters<typeof inArray>[0], ids: number[] | undefined): SQL | undefined =>
  ids ? (ids.length ? inArray(column, ids) : sql`false`) : undefined;

/**
 * The caller's equipment (own organisation, sites in scope) with its site, space, type and
 * organisation titles, in one query; ordered by site, then title.
 */
export async function listEquipment(db: Db, scope: Scope, f: EquipmentFilters): Promise<EquipmentRow[]> {
  return db
    .select(columns)
    .from(equipment)
    .innerJoin(sites, and(eq(sites.id, equipment.siteId), eq(sites.orgId, equipment.orgId)))
    .innerJoin(organizations, eq(organizations.id, equipment.orgId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipment.typeId))
    .leftJoin(spaces, and(eq(spaces.id, equipment.spaceId), eq(spaces.orgId, equipment.orgId)))
    .where(
      and(
        eq(equipment.orgId, scope.orgId),
        inSiteScope(equipment.siteId, scope.siteScope),
        within(equipment.siteId, f.siteIds),
        within(equipment.id, f.equipmentIds),
        within(equipment.typeId, f.typeIds),
        within(equipment.groupId, f.groupIds),
        within(equipment.spaceId, f.spaceIds),
      ),
    )
    .orderBy(asc(sites.title), asc(equipment.siteId), asc(equipment.title), asc(equipment.id));
}

/** One equipment of the caller's; undefined for another organisation's or a site out of scope. */
export async function findEquipment(db: Db, scope: Scope, id: number): Promise<EquipmentRow | undefined> {
  const [row] = await listEquipment(db, scope, { equipmentIds: [id] });
  return row;
}
