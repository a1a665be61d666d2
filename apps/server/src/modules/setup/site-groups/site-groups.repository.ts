import type { SetupSiteGroup } from '@sw/contracts/setup';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteGroupMembers, siteGroups, sites } from '../../../db/schema';
import { invalidFields } from '../setup-access';

/** The organisation's site groups with their sites. */
export async function listSetupSiteGroups(db: Db, orgId: number, ids?: number[]): Promise<SetupSiteGroup[]> {
  const rows = await db
    .select()
    .from(siteGroups)
    .where(and(eq(siteGroups.orgId, orgId), ids ? inArray(siteGroups.id, ids.length ? ids : [0]) : undefined))
    .orderBy(asc(siteGroups.title), asc(siteGroups.id));
  if (!rows.length) return [];
  const members = await db
    .select({ siteGroupId: siteGroupMembers.siteGroupId, siteId: siteGroupMembers.siteId })
    .from(siteGroupMembers)
    .where(
      and(
        eq(siteGroupMembers.orgId, orgId),
        inArray(
          siteGroupMembers.siteGroupId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(siteGroupMembers.siteId));
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    description: g.description,
    siteIds: members.filter((m) => m.siteGroupId === g.id).map((m) => m.siteId),
  }));
}

export async function getSetupSiteGroup(db: Db, orgId: number, id: number): Promise<SetupSiteGroup | null> {
  const [row] = await listSetupSiteGroups(db, orgId, [id]);
  return row ?? null;
}

/** The site ids must be the organisation's: any other is a field error. */
export async function checkSites(db: Db, orgId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.orgId, orgId), inArray(sites.id, ids)));
  const known = new Set(found.map((f) => f.id));
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  if (missing.length)
    throw invalidFields([{ field: 'siteIds', message: `Unknown site ${missing.join(', ')}` }]);
}

/** Replaces the group's sites. */
export async function setGroupSites(db: Db, orgId: number, siteGroupId: number, siteIds: number[]) {
  await db
    .delete(siteGroupMembers)
    .where(and(eq(siteGroupMembers.orgId, orgId), eq(siteGroupMembers.siteGroupId, siteGroupId)));
  const unique = [...new Set(siteIds)];
  if (unique.length)
    await db.insert(siteGroupMembers).values(unique.map((siteId) => ({ orgId, siteGroupId, siteId })));
}
