import { INTERNAL_ORG_ID, type Role } from '@sw/domain';
import type { Db } from '../../db/client';
import * as repo from './identity.repository';

/** How a user reaches an organisation, and the global role they hold there. */
export interface OrgGrant {
  via: 'HOME' | 'MEMBERSHIP' | 'INTERNAL';
  globalRole: Role | null;
}

/** Internal staff: users of organisation 275 with a global role there. */
export const isInternalStaff = (user: repo.UserRow) => user.orgId === INTERNAL_ORG_ID && user.role != null;

/**
 * The user's grant in `orgId`, or null when the user may not act in it: the home organisation with
 * the user's own role; a user_organizations row with its role; otherwise, for internal staff, any
 * existing organisation as VIEWER (support may look; changing anything needs a membership row).
 */
export async function grantFor(db: Db, user: repo.UserRow, orgId: number): Promise<OrgGrant | null> {
  if (orgId === user.orgId) return { via: 'HOME', globalRole: user.role };
  const membership = await repo.findMembership(db, user.id, orgId);
  if (membership) return { via: 'MEMBERSHIP', globalRole: membership.role };
  if (isInternalStaff(user) && (await repo.findOrganization(db, orgId)))
    return { via: 'INTERNAL', globalRole: 'VIEWER' };
  return null;
}
