import { FEATURES, type FeatureName, type OrganizationFeatures } from '@sw/contracts';
import { type FeatureLists, isFeatureEnabled } from '@sw/domain';
import type { Db } from '../../db/client';
import { type FeatureEntryRow, featureEntries } from './organizations.repository';

/**
 * How each feature of spec 1 §6 reads its lists. Gates (INSIGHTS, EQUIPMENT,
 * TEMPERATURE_REVIEW_TILE) use isFeatureEnabled as it is. SAVINGS_ROUTING is a flag: off unless the
 * organisation is on its whitelist (with no entries the gate rule would turn it on for everyone), and a
 * blacklist entry still wins.
 */
const KIND: Record<FeatureName, 'gate' | 'flag'> = {
  INSIGHTS: 'gate',
  EQUIPMENT: 'gate',
  SAVINGS_ROUTING: 'flag',
  TEMPERATURE_REVIEW_TILE: 'gate',
};

export function toLists(rows: FeatureEntryRow[]): FeatureLists {
  return {
    whitelist: rows.filter((r) => r.list === 'WHITELIST').map((r) => r.orgId),
    blacklist: rows.filter((r) => r.list === 'BLACKLIST').map((r) => r.orgId),
    strict: rows.some((r) => r.list === 'BLACKLIST' && r.strict),
  };
}

export function evaluateFeature(feature: FeatureName, orgId: number, rows: FeatureEntryRow[]): boolean {
  const lists = toLists(rows);
  if (KIND[feature] === 'flag' && !lists.whitelist.includes(orgId)) return false;
  return isFeatureEnabled(orgId, lists);
}

export async function organizationFeatures(db: Db, orgId: number): Promise<OrganizationFeatures> {
  const entries = await Promise.all(
    FEATURES.map(async (f) => [f, evaluateFeature(f, orgId, await featureEntries(db, f))] as const),
  );
  return {
    organizationId: orgId,
    features: Object.fromEntries(entries) as OrganizationFeatures['features'],
  };
}

/** One feature for one organisation (the server's gate on data routes, issue 9). */
export async function isOrganizationFeatureEnabled(
  db: Db,
  orgId: number,
  feature: FeatureName,
): Promise<boolean> {
  return evaluateFeature(feature, orgId, await featureEntries(db, feature));
}
