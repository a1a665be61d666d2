import type { Dashboard } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeProfile,
  applyTileChange,
  hiddenTiles,
  removedTiles,
  visibleTiles,
  withProfile,
} from './tile-layout';

const profile = (id: number, isDefault = false, config: Dashboard['config'] = {}): Dashboard => ({
  id,
  userId: 7,
  title: `P${id}`,
  config,
  isDefault,
});

describe('activeProfile (A-071)', () => {
  it('takes the default profile, else the first, else none', () => {
    expect(activeProfile([profile(1), profile(2, true)])?.id).toBe(2);
    expect(activeProfile([profile(3), profile(4)])?.id).toBe(3);
    expect(activeProfile([])).toBeNull();
  });
});

describe('hiddenTiles (C-027)', () => {
  it("reads one site's removed tiles, not another site's", () => {
    const config = {
      siteTiles: { '5': { hidden: ['RECOMMENDATIONS', 'ENERGY_USAGE'] }, '6': { hidden: ['X'] } },
    };
    expect(hiddenTiles(config, 5)).toEqual(['RECOMMENDATIONS', 'ENERGY_USAGE']);
    expect(hiddenTiles(config, 6)).toEqual(['X']);
    expect(hiddenTiles(config, 7)).toEqual([]);
  });
  it('reads a config it does not understand as nothing hidden', () => {
    for (const config of [
      undefined,
      {},
      { siteTiles: [] },
      { siteTiles: 'x' },
      { siteTiles: { '5': null } },
      { siteTiles: { '5': { hidden: 'RECOMMENDATIONS' } } },
    ])
      expect(hiddenTiles(config as Dashboard['config'] | undefined, 5)).toEqual([]);
  });
  it('drops duplicates and non-strings', () => {
    expect(hiddenTiles({ siteTiles: { '5': { hidden: ['A', 3, 'A', '', null, 'B'] } } }, 5)).toEqual([
      'A',
      'B',
    ]);
  });
});

describe('applyTileChange (C-027)', () => {
  it('removes a tile once, for that site only, keeping the rest of the config', () => {
    const start = { theme: 'dark', siteTiles: { '6': { hidden: ['X'] } } };
    const once = applyTileChange(start, { siteId: 5, hide: 'RECOMMENDATIONS' });
    const twice = applyTileChange(once, { siteId: 5, hide: 'RECOMMENDATIONS' });
    expect(twice).toEqual({
      theme: 'dark',
      siteTiles: { '6': { hidden: ['X'] }, '5': { hidden: ['RECOMMENDATIONS'] } },
    });
    // The input is not changed in place (it is the cached current user).
    expect(start).toEqual({ theme: 'dark', siteTiles: { '6': { hidden: ['X'] } } });
  });
  it('restores some tiles or all of them, and forgets a site with none left', () => {
    let config = applyTileChange({}, { siteId: 5, hide: 'A' });
    config = applyTileChange(config, { siteId: 5, hide: 'B' });
    config = applyTileChange(config, { siteId: 9, hide: 'A' });
    expect(hiddenTiles(applyTileChange(config, { siteId: 5, restore: ['A'] }), 5)).toEqual(['B']);
    const cleared = applyTileChange(config, { siteId: 5, restore: 'all' });
    expect(cleared).toEqual({ siteTiles: { '9': { hidden: ['A'] } } });
    expect(applyTileChange(cleared, { siteId: 9, restore: ['A'] })).toEqual({ siteTiles: {} });
  });
  it('repairs a malformed entry when it writes', () => {
    expect(applyTileChange({ siteTiles: 'junk' }, { siteId: 5, hide: 'A' })).toEqual({
      siteTiles: { '5': { hidden: ['A'] } },
    });
  });
});

describe('visibleTiles / removedTiles', () => {
  const offered = ['ACTIVE_INCIDENTS', 'ENERGY_USAGE', 'RECOMMENDATIONS'] as const;
  it('splits the offered tiles in their order; removed tiles the site no longer offers are ignored', () => {
    const hidden = new Set(['RECOMMENDATIONS', 'ACTIVE_INCIDENTS', 'GONE']);
    expect(visibleTiles(offered, hidden)).toEqual(['ENERGY_USAGE']);
    expect(removedTiles(offered, hidden)).toEqual(['ACTIVE_INCIDENTS', 'RECOMMENDATIONS']);
    expect(visibleTiles(offered, new Set())).toEqual(offered);
  });
});

describe('withProfile', () => {
  it('replaces a saved profile in place', () => {
    const saved = { ...profile(2, true), config: { a: 1 } };
    expect(withProfile([profile(1), profile(2, true)], saved)).toEqual([profile(1), saved]);
  });
  it('adds a new default profile and clears the old default', () => {
    expect(withProfile([profile(1, true)], profile(2, true))).toEqual([profile(1), profile(2, true)]);
  });
});
