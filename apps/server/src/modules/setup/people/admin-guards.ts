import { effectiveRole, type Role } from '@sw/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accessResources, groupMembers, userOrganizations, users } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';

// Changes to people must not lock the organisation out of its own administration: the caller keeps
// their own administrator rights, and at least one ACTIVE user keeps the global ADMIN role. Both
// are checked inside the change's transaction, after the change, so a refusal rolls it back.

export const LAST_ADMIN_MESSAGE =
  'The organisation must keep at least one active user with the global ADMIN role';
export const SELF_ADMIN_MESSAGE = 'You cannot remove your own administrator rights';
export const SELF_SUSPEND_MESSAGE = 'You cannot suspend yourself';

const activeAdmins = (orgId: number) =>
  and(eq(users.orgId, orgId), eq(users.role, 'ADMIN'), eq(users.userStatus, 'ACTIVE'));

/**
 * Locks the organisation's active global ADMIN rows for the transaction: two administrators
 * demoting or suspending each other at once are serialised, so the second sees the first's change.
 */
export async function lockAdmins(tx: Db, orgId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(activeAdmins(orgId)).for('update');
}

/** 409 when no active global ADMIN is left (call after the change, in its transaction). */
export async function keepOneAdmin(tx: Db, orgId: number): Promise<void> {
  if ((await tx.$count(users, activeAdmins(orgId))) === 0) throw new HttpError(409, LAST_ADMIN_MESSAGE);
}

/** True when the user, as the change leaves them, is still the ADMIN of the whole organisation. */
async function isOrgAdmin(tx: Db, orgId: number, userId: number): Promise<boolean> {
  const [me] = await tx.select().from(users).where(eq(users.id, userId));
  if (me?.userStatus !== 'ACTIVE') return false;
  let globalRole: Role | null = me.role;
  if (me.orgId !== orgId) {
    const [membership] = await tx
      .select({ role: userOrganizations.role })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.orgId, orgId)));
    globalRole = membership?.role ?? null;
  }
  // As identity resolves a token: a global role wins and reaches every site.
  if (globalRole) return globalRole === 'ADMIN';
  const groupIds = (
    await tx
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(and(eq(groupMembers.orgId, orgId), eq(groupMembers.userId, userId)))
  ).map((g) => g.id);
  const who = groupIds.length
    ? or(eq(accessResources.userId, userId), inArray(accessResources.groupId, groupIds))
    : eq(accessResources.userId, userId);
  const reach = await tx
    .select({ role: accessResources.role, resourceType: accessResources.resourceType })
    .from(accessResources)
    .where(and(eq(accessResources.orgId, orgId), who));
  return (
    effectiveRole(
      null,
      reach.map((r) => r.role),
    ) === 'ADMIN' && reach.some((r) => r.resourceType === 'ORGANIZATION')
  );
}

/** 409 when the change took the caller's own administration of the organisation away. */
export async function keepCallerAdmin(tx: Db, auth: AuthContext): Promise<void> {
  if (!(await isOrgAdmin(tx, auth.orgId, auth.userId))) throw new HttpError(409, SELF_ADMIN_MESSAGE);
}
