import type { SetupSentinel, SetupSentinelsQuery } from '@sw/contracts/setup';
import { type AnyColumn, and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { equipment, sentinels, sites } from '../../../db/schema';
import { inSiteScope, type Scope } from '../../../db/site-scope';

const columns = {
  id: sentinels.id,
  sentinelType: sentinels.sentinelType,
  title: sentinels.title,
  description: sentinels.description,
  muted: sentinels.muted,
  siteId: sentinels.siteId,
  siteTitle: sites.title,
  equipmentId: sentinels.equipmentId,
  equipmentTitle: equipment.title,
  equipmentIds: sentinels.equipmentIds,
  spaceId: sentinels.spaceId,
  sensorIds: sentinels.sensorIds,
  params: sentinels.params,
  createdAt: sentinels.createdAt,
};

type Row = Omit<SetupSentinel, 'createdAt'> & { createdAt: Date | string };

export const presentSetupSentinel = (r: Row): SetupSentinel => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** A jsonb id list holds this id. */
const holds = (column: AnyColumn, id: number) => sql`${column} @> ${JSON.stringify([id])}::jsonb`;

async function select(db: Db, where: SQL | undefined): Promise<SetupSentinel[]> {
  const rows = await db
    .select(columns)
    .from(sentinels)
    .innerJoin(sites, eq(sites.id, sentinels.siteId))
    .leftJoin(equipment, eq(equipment.id, sentinels.equipmentId))
    .where(where)
    .orderBy(asc(sites.title), asc(sentinels.siteId), asc(sentinels.id))
    .limit(10_000);
  return rows.map((r) => presentSetupSentinel(r as Row));
}

/** The live (not deleted) sentinels of the caller's sites, filtered as setup asks. */
export function listSetupSentinels(db: Db, scope: Scope, q: SetupSentinelsQuery): Promise<SetupSentinel[]> {
  const conds = [
    eq(sentinels.orgId, scope.orgId),
    isNull(sentinels.deletedAt),
    inSiteScope(sentinels.siteId, scope.siteScope),
  ];
  if (q.siteId !== undefined) conds.push(eq(sentinels.siteId, q.siteId));
  if (q.equipmentId !== undefined)
    conds.push(or(eq(sentinels.equipmentId, q.equipmentId), holds(sentinels.equipmentIds, q.equipmentId))!);
  if (q.sensorId !== undefined) conds.push(holds(sentinels.sensorIds, q.sensorId));
  if (q.sentinelType !== undefined) conds.push(eq(sentinels.sentinelType, q.sentinelType));
  return select(db, and(...conds));
}

/** One live sentinel of the organisation (any site: the caller's scope is checked on its site). */
export async function getSetupSentinel(db: Db, orgId: number, id: number): Promise<SetupSentinel | null> {
  const [row] = await select(
    db,
    and(eq(sentinels.id, id), eq(sentinels.orgId, orgId), isNull(sentinels.deletedAt)),
  );
  return row ?? null;
}
