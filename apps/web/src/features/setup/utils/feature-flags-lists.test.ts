import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, toEntries, toFeatureState } from './feature-flags-lists';

describe('feature-flags-lists', () => {
  it('knows the four features of spec 1 §6', () => {
    expect(FEATURE_NAMES).toEqual(['INSIGHTS', 'EQUIPMENT', 'SAVINGS_ROUTING', 'TEMPERATURE_REVIEW_TILE']);
  });

  it('reads entries into switches and writes them back', () => {
    const entries = [
      { feature: 'INSIGHTS', list: 'WHITELIST', strict: false },
      { feature: 'EQUIPMENT', list: 'BLACKLIST', strict: true },
      { feature: 'EQUIPMENT', list: 'WHITELIST', strict: false },
    ] as const;
    const state = toFeatureState([...entries]);
    expect(state.INSIGHTS).toEqual({ whitelist: true, blacklist: false, strict: false });
    expect(state.EQUIPMENT).toEqual({ whitelist: true, blacklist: true, strict: true });
    expect(state.SAVINGS_ROUTING).toEqual({ whitelist: false, blacklist: false, strict: false });
    expect(toEntries(state)).toEqual([
      { feature: 'INSIGHTS', list: 'WHITELIST', strict: false },
      { feature: 'EQUIPMENT', list: 'WHITELIST', strict: false },
      { feature: 'EQUIPMENT', list: 'BLACKLIST', strict: true },
    ]);
  });

  it('drops strict with the blacklist entry', () => {
    const state = toFeatureState([]);
    state.SAVINGS_ROUTING = { whitelist: false, blacklist: false, strict: true };
    expect(toEntries(state)).toEqual([]);
  });
});
