import type { SiteGroup } from '@sw/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteGroupMembers, siteGroups, sites } from '../../db/schema';
import { inSiteScope, type Scope } from '../../db/site-scope';

/**
 * The organisation's site groups, each with the member sites the caller may see. A group whose sites
 * are all out of the caller's scope is kept with an empty list: the filter then shows an empty state.
 */
export async function listSiteGroups(db: Db, scope: Scope): Promise<SiteGroup[]> {
  const groups = await db
    .select({ id: siteGroups.id, title: siteGroups.title, description: siteGroups.description })
    .from(siteGroups)
    .where(eq(siteGroups.orgId, scope.orgId))
    .orderBy(asc(siteGroups.title), asc(siteGroups.id));
  const members = await db
    .select({
      groupId: siteGroupMembers.siteGroupId,
      id: sites.id,
      title: sites.title,
      address: sites.address,
    })
    .from(siteGroupMembers)
    .innerJoin(sites, eq(sites.id, siteGroupMembers.siteId))
    .where(
      and(
        eq(siteGroupMembers.orgId, scope.orgId),
        eq(sites.orgId, scope.orgId),
        inSiteScope(sites.id, scope.siteScope),
      ),
    )
    .orderBy(asc(sites.title), asc(sites.id));
  return groups.map((g) => ({
    ...g,
    sites: members
      .filter((m) => m.groupId === g.id)
      .map((m) => ({ id: m.id, title: m.title, description: m.address || null })),
  }));
}
