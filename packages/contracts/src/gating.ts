import type { FeatureName } from './identity-org';

/** The `code` of a 403 for a feature the caller's organisation is denied (spec 1 §6, issue 9). */
export const FEATURE_NOT_AVAILABLE = 'FEATURE_NOT_AVAILABLE';
/** The `code` of a 403 while the caller's password update is enforced (spec 1 §2/§4, issue 9). */
export const PASSWORD_UPDATE_REQUIRED = 'PASSWORD_UPDATE_REQUIRED';

/** The gated features (SAVINGS_ROUTING is a routing flag and gates nothing). */
export type GatedFeature = Exclude<FeatureName, 'SAVINGS_ROUTING'>;

/** How a gated feature is named to users. */
export const GATED_FEATURE_LABELS: Record<GatedFeature, string> = {
  INSIGHTS: 'Insights summary',
  EQUIPMENT: 'Equipment',
  TEMPERATURE_REVIEW_TILE: 'Organisation temperature compliance',
};

export const featureNotAvailableMessage = (feature: GatedFeature) =>
  `${GATED_FEATURE_LABELS[feature]} is not available for your organisation.`;

export const PASSWORD_UPDATE_REQUIRED_MESSAGE = 'Your password must be updated before you can continue.';
