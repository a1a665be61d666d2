import type { Db } from '../db/client';
import * as s from '../db/schema';

let seq = 0;

/** A user group with the given members. */
export async function buildGroup(db: Db, orgId: number, memberIds: number[] = [], title = `Group ${++seq}`) {
  const [row] = await db.insert(s.groups).values({ orgId, title }).returning();
  if (memberIds.length)
    await db.insert(s.groupMembers).values(memberIds.map((userId) => ({ orgId, groupId: row!.id, userId })));
  return row!;
}

/** A site group holding the given sites. */
export async function buildSiteGroup(
  db: Db,
  orgId: number,
  siteIds: number[] = [],
  title = `Site group ${++seq}`,
) {
  const [row] = await db.insert(s.siteGroups).values({ orgId, title }).returning();
  if (siteIds.length)
    await db
      .insert(s.siteGroupMembers)
      .values(siteIds.map((siteId) => ({ orgId, siteGroupId: row!.id, siteId })));
  return row!;
}
