/** Organisation 275 is the operator's internal organisation (spec 1 §6). */
export const INTERNAL_ORG_ID = 275;

export interface FeatureLists {
  whitelist: readonly number[];
  blacklist: readonly number[];
  /** Strict blacklisting: the blacklist applies to organisation 275 as well. */
  strict?: boolean;
}

/**
 * Spec 1 §6 feature gating, with the gaps decided in docs/decisions.md:
 * no organisation → denied; blacklisted → denied (275 only under strict blacklisting); 275 → granted;
 * a non-empty whitelist grants only its members; with no whitelist everyone else passes.
 */
export function isFeatureEnabled(orgId: number | null | undefined, lists: FeatureLists): boolean {
  if (orgId == null) return false;
  const internal = orgId === INTERNAL_ORG_ID;
  if (lists.blacklist.includes(orgId)) return internal && !lists.strict;
  if (internal) return true;
  if (lists.whitelist.length > 0) return lists.whitelist.includes(orgId);
  return true;
}

/** Analytics tag of an organisation. */
export const orgAudience = (orgId: number | null | undefined) =>
  orgId === INTERNAL_ORG_ID ? 'internal' : 'external';
