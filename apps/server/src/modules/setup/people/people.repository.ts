import type { SetupAccessResource, SetupGroup, SetupUser } from '@sw/contracts/setup';
import { effectiveRole } from '@sw/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accessResources, groupMembers, groups, users } from '../../../db/schema';
import { invalidFields } from '../setup-access';

// Reads and membership writes of people in setup. Users here are the organisation's own (home)
// users: accounts of other organisations with a membership keep their home organisation's record.

// Qualified by hand: inside a subquery an unqualified column would resolve to the subquery's table.
const RESOURCE_TITLE = sql<string | null>`case "access_resources"."resource_type"
  when 'ORGANIZATION' then (select o.title from organizations o
    where o.id = "access_resources"."resource_id" and o.id = "access_resources"."org_id")
  when 'SITE' then (select s.title from sites s
    where s.id = "access_resources"."resource_id" and s.org_id = "access_resources"."org_id")
  when 'SITE_GROUP' then (select g.title from site_groups g
    where g.id = "access_resources"."resource_id" and g.org_id = "access_resources"."org_id")
  end`;

/** The organisation's access resources (optionally narrowed), with their resource's title. */
export async function listAccess(db: Db, orgId: number, where?: SQL): Promise<SetupAccessResource[]> {
  return db
    .select({
      id: accessResources.id,
      userId: accessResources.userId,
      groupId: accessResources.groupId,
      resourceType: accessResources.resourceType,
      resourceId: accessResources.resourceId,
      resourceTitle: RESOURCE_TITLE,
      role: accessResources.role,
    })
    .from(accessResources)
    .where(and(eq(accessResources.orgId, orgId), where))
    .orderBy(asc(accessResources.id));
}

export async function getAccess(db: Db, orgId: number, id: number): Promise<SetupAccessResource | null> {
  const [row] = await listAccess(db, orgId, eq(accessResources.id, id));
  return row ?? null;
}

async function memberships(db: Db, orgId: number) {
  return db
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.orgId, orgId))
    .orderBy(asc(groupMembers.groupId), asc(groupMembers.userId));
}

/** The organisation's users with their groups, access (own and through groups) and effective role. */
export async function listSetupUsers(db: Db, orgId: number, ids?: number[]): Promise<SetupUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), ids ? inArray(users.id, ids.length ? ids : [0]) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  if (!rows.length) return [];
  const members = await memberships(db, orgId);
  const access = await listAccess(db, orgId);
  return rows.map((u) => {
    const groupIds = members.filter((m) => m.userId === u.id).map((m) => m.groupId);
    const reach = access.filter(
      (a) => a.userId === u.id || (a.groupId !== null && groupIds.includes(a.groupId)),
    );
    return {
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      position: u.position,
      role: u.role,
      effectiveRole: effectiveRole(
        u.role,
        reach.map((a) => a.role),
      ),
      userStatus: u.userStatus,
      lastLogin: u.lastLogin?.toISOString() ?? null,
      createdAt: u.createdAt.toISOString(),
      groupIds,
      accessResources: reach,
    };
  });
}

export async function getSetupUser(db: Db, orgId: number, id: number): Promise<SetupUser | null> {
  const [row] = await listSetupUsers(db, orgId, [id]);
  return row ?? null;
}

/** The organisation's user groups with their members and access. */
export async function listSetupGroups(db: Db, orgId: number, ids?: number[]): Promise<SetupGroup[]> {
  const rows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.orgId, orgId), ids ? inArray(groups.id, ids.length ? ids : [0]) : undefined))
    .orderBy(asc(groups.title), asc(groups.id));
  if (!rows.length) return [];
  const members = await memberships(db, orgId);
  const access = await listAccess(db, orgId, sql`${accessResources.groupId} is not null`);
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    description: g.description,
    memberIds: members.filter((m) => m.groupId === g.id).map((m) => m.userId),
    accessResources: access.filter((a) => a.groupId === g.id),
  }));
}

export async function getSetupGroup(db: Db, orgId: number, id: number): Promise<SetupGroup | null> {
  const [row] = await listSetupGroups(db, orgId, [id]);
  return row ?? null;
}

/** Ids that must all be rows of the organisation: any other is a field error (400). */
function checkIds(found: { id: number }[], ids: number[], field: string, what: string): void {
  const known = new Set(found.map((f) => f.id));
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  if (missing.length) throw invalidFields([{ field, message: `Unknown ${what} ${missing.join(', ')}` }]);
}

export async function checkUsers(db: Db, orgId: number, ids: number[], field: string): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, ids)));
  checkIds(found, ids, field, 'user');
}

export async function checkGroups(db: Db, orgId: number, ids: number[], field: string): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.orgId, orgId), inArray(groups.id, ids)));
  checkIds(found, ids, field, 'group');
}

/** Replaces the user's groups. */
export async function setUserGroups(db: Db, orgId: number, userId: number, groupIds: number[]) {
  await db.delete(groupMembers).where(and(eq(groupMembers.orgId, orgId), eq(groupMembers.userId, userId)));
  const unique = [...new Set(groupIds)];
  if (unique.length)
    await db.insert(groupMembers).values(unique.map((groupId) => ({ orgId, groupId, userId })));
}

/** Replaces the group's members. */
export async function setGroupMembers(db: Db, orgId: number, groupId: number, userIds: number[]) {
  await db.delete(groupMembers).where(and(eq(groupMembers.orgId, orgId), eq(groupMembers.groupId, groupId)));
  const unique = [...new Set(userIds)];
  if (unique.length)
    await db.insert(groupMembers).values(unique.map((userId) => ({ orgId, groupId, userId })));
}
