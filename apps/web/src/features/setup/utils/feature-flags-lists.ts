import { FeatureFlagEntry } from '@sw/contracts/setup';

export const FEATURE_NAMES = FeatureFlagEntry.shape.feature.options;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureFlagEntryValue = ReturnType<typeof FeatureFlagEntry.parse>;

/** One organisation's place on one feature's lists, as the form edits it. */
export interface FeatureListsState {
  whitelist: boolean;
  blacklist: boolean;
  /** Kept on the blacklist entry (the only place the server reads it, A-103). */
  strict: boolean;
}

/** The server's entries as one row of switches per feature (absent features: on no list). */
export function toFeatureState(
  entries: readonly FeatureFlagEntryValue[],
): Record<FeatureName, FeatureListsState> {
  const state = Object.fromEntries(
    FEATURE_NAMES.map((f) => [f, { whitelist: false, blacklist: false, strict: false }]),
  ) as Record<FeatureName, FeatureListsState>;
  for (const e of entries) {
    const s = state[e.feature];
    if (e.list === 'WHITELIST') s.whitelist = true;
    else {
      s.blacklist = true;
      s.strict = e.strict;
    }
  }
  return state;
}

/** The PUT body's entries: strict only travels with a blacklist entry (on a whitelist it means nothing). */
export function toEntries(state: Record<FeatureName, FeatureListsState>): FeatureFlagEntryValue[] {
  return FEATURE_NAMES.flatMap((feature) => {
    const s = state[feature];
    const out: FeatureFlagEntryValue[] = [];
    if (s.whitelist) out.push({ feature, list: 'WHITELIST', strict: false });
    if (s.blacklist) out.push({ feature, list: 'BLACKLIST', strict: s.strict });
    return out;
  });
}
