import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessResources,
  groupMembers,
  organizations,
  siteGroupMembers,
  sites,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AccessRow = typeof accessResources.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUser(db: Db, orgId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  return row;
}

export async function findOrganization(db: Db, orgId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return row;
}

export async function groupIdsOf(db: Db, orgId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.orgId, orgId), eq(groupMembers.userId, userId)));
  return rows.map((r) => r.groupId);
}

/** The user's own access resources and those of the user's groups. */
export async function accessResourcesOf(db: Db, orgId: number, userId: number, groupIds: number[]) {
  const who = groupIds.length
    ? or(eq(accessResources.userId, userId), inArray(accessResources.groupId, groupIds))
    : eq(accessResources.userId, userId);
  return db
    .select()
    .from(accessResources)
    .where(and(eq(accessResources.orgId, orgId), who));
}

/** Site ids reachable through SITE and SITE_GROUP access resources. */
export async function siteIdsForResources(db: Db, orgId: number, resources: AccessRow[]): Promise<number[]> {
  const siteIds = resources.filter((r) => r.resourceType === 'SITE').map((r) => r.resourceId);
  const groupIds = resources.filter((r) => r.resourceType === 'SITE_GROUP').map((r) => r.resourceId);
  if (groupIds.length) {
    const rows = await db
      .select({ siteId: siteGroupMembers.siteId })
      .from(siteGroupMembers)
      .where(and(eq(siteGroupMembers.orgId, orgId), inArray(siteGroupMembers.siteGroupId, groupIds)));
    siteIds.push(...rows.map((r) => r.siteId));
  }
  if (!siteIds.length) return [];
  const valid = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.orgId, orgId), inArray(sites.id, siteIds)));
  return valid.map((r) => r.id);
}

export async function recordLogin(db: Db, userId: number, success: boolean, lockedUntil: Date | null) {
  await db
    .update(users)
    .set(
      success
        ? { failedLogins: 0, lockedUntil: null, lastLogin: new Date() }
        : { failedLogins: sql`${users.failedLogins} + 1`, lockedUntil },
    )
    .where(eq(users.id, userId));
}
