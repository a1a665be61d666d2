import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessResources,
  auditLog,
  dashboards,
  groupMembers,
  organizations,
  revokedTokens,
  siteGroupMembers,
  sites,
  userOrganizations,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AccessRow = typeof accessResources.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
export type DashboardRow = typeof dashboards.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** A user by id whatever their organisation: only for the caller's own row (token subject). */
export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** A user of the given home organisation. */
export async function findUser(db: Db, orgId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  return row;
}

export async function findOrganization(db: Db, orgId: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return row;
}

export async function findMembership(db: Db, userId: number, orgId: number) {
  const [row] = await db
    .select()
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.orgId, orgId)));
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

export type AccessGrant = Pick<AccessRow, 'resourceType' | 'resourceId' | 'role'>;

/**
 * What every authenticated request needs in one round trip: the user, and in the given organisation
 * the user's groups and the access resources of the user and of those groups.
 */
export async function authSnapshot(db: Db, userId: number, orgId: number, tokenId: string) {
  // Correlate by the userId parameter, never by `users.id`: Drizzle renders a lone table's column
  // unqualified, which inside these subqueries would resolve to their own `id`.
  const [row] = await db
    .select({
      user: users,
      groupIds: sql<number[]>`(select coalesce(json_agg(gm.group_id), '[]'::json)
        from group_members gm where gm.org_id = ${orgId} and gm.user_id = ${userId})`,
      resources: sql<AccessGrant[]>`(select coalesce(json_agg(json_build_object(
          'resourceType', ar.resource_type, 'resourceId', ar.resource_id, 'role', ar.role)), '[]'::json)
        from access_resources ar
        where ar.org_id = ${orgId} and (ar.user_id = ${userId} or ar.group_id in (
          select gm.group_id from group_members gm where gm.org_id = ${orgId} and gm.user_id = ${userId})))`,
      revoked: sql<boolean>`exists(select 1 from revoked_tokens rt where rt.token_id = ${tokenId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Site ids reachable through SITE and SITE_GROUP access resources. */
export async function siteIdsForResources(
  db: Db,
  orgId: number,
  resources: AccessGrant[],
): Promise<number[]> {
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

export async function dashboardsOf(db: Db, orgId: number, userId: number): Promise<DashboardRow[]> {
  return db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.orgId, orgId), eq(dashboards.userId, userId)))
    .orderBy(dashboards.id);
}

export async function recordLogin(db: Db, userId: number, at: Date) {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}

export async function audit(
  db: Db,
  entry: {
    orgId: number;
    userId: number | null;
    action: string;
    targetType: string;
    targetId: string | number;
  },
  payload: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({ ...entry, targetId: String(entry.targetId), payload });
}

/** Ends one token (logout) until its own expiry; rows of tokens already expired are dropped. */
export async function revokeToken(db: Db, tokenId: string, userId: number, expiresAt: Date, now: Date) {
  await db.insert(revokedTokens).values({ tokenId, userId, expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

/** Whether any account exists (a clean installation has none until its first administrator). */
export async function anyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}
