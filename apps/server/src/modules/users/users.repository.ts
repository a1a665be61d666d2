import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessResources, groupMembers, groups, users } from '../../db/schema';

/** Users of the organisation, optionally only those with the given ids (others are left out). */
export function listUsers(db: Db, orgId: number, ids?: number[]) {
  const where = ids
    ? and(eq(users.orgId, orgId), inArray(users.id, ids.length ? ids : [0]))
    : eq(users.orgId, orgId);
  return db.select().from(users).where(where).orderBy(asc(users.id)).limit(1000);
}

/** Changes a user's status; suspending also ends the user's sessions (token version bump). */
export async function setUserStatus(db: Db, orgId: number, userId: number, status: 'ACTIVE' | 'SUSPENDED') {
  const [row] = await db
    .update(users)
    .set({
      userStatus: status,
      ...(status === 'SUSPENDED' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)))
    .returning();
  return row;
}

export async function listGroups(db: Db, orgId: number, ids?: number[]) {
  const where = ids
    ? and(eq(groups.orgId, orgId), inArray(groups.id, ids.length ? ids : [0]))
    : eq(groups.orgId, orgId);
  const rows = await db.select().from(groups).where(where).orderBy(asc(groups.id)).limit(1000);
  const groupIds = rows.map((g) => g.id);
  if (!groupIds.length) return [];
  const members = await db
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.orgId, orgId), inArray(groupMembers.groupId, groupIds)));
  const resources = await db
    .select()
    .from(accessResources)
    .where(and(eq(accessResources.orgId, orgId), inArray(accessResources.groupId, groupIds)));
  return rows.map((g) => ({
    ...g,
    userIds: members.filter((m) => m.groupId === g.id).map((m) => m.userId),
    resources: resources.filter((r) => r.groupId === g.id),
  }));
}
