export type Role = 'ADMIN' | 'MANAGER' | 'VIEWER';

const RANK: Record<Role, number> = { VIEWER: 1, MANAGER: 2, ADMIN: 3 };

/**
 * Spec 1 §6: the user's own global role if set; otherwise the highest role among the user's own access
 * resources and those of the user's groups; null when there is none.
 */
export function effectiveRole(
  globalRole: Role | null | undefined,
  accessRoles: readonly Role[],
): Role | null {
  if (globalRole) return globalRole;
  let best: Role | null = null;
  for (const r of accessRoles) if (best === null || RANK[r] > RANK[best]) best = r;
  return best;
}

/** True when `role` is at least `required` (ADMIN > MANAGER > VIEWER). */
export function roleAtLeast(role: Role | null | undefined, required: Role): boolean {
  return role != null && RANK[role] >= RANK[required];
}
