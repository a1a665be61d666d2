import { type Role, roleAtLeast } from '@sw/domain';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { findUser } from './identity.repository';
import type { AuthContext } from './identity.service';

/** Access policy (guide): VIEWER reads, MANAGER adds control, ADMIN adds administration. */
export function requireRole(auth: AuthContext, required: Role): void {
  if (!roleAtLeast(auth.role, required)) throw forbidden();
}

/**
 * Calls on /users/{id}/... that only the user may make: another user of the caller's organisation
 * → 403; an id outside it → 404, like every cross-organisation id.
 */
export async function requireSelf(db: Db, auth: AuthContext, userId: number): Promise<void> {
  if (userId === auth.userId) return;
  throw (await findUser(db, auth.orgId, userId)) ? forbidden() : notFound('User');
}
