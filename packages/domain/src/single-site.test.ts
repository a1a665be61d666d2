import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showSiteFilters, singleSiteId } from './single-site';

const sites = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i }));

describe('single-site user (D-034, D-035)', () => {
  it('is the site when the list has exactly one', () => {
    expect(singleSiteId([{ id: 7 }])).toBe(7);
    expect(showSiteFilters([{ id: 7 }])).toBe(false);
  });

  it('is no one with none, several, or an unknown list', () => {
    expect(singleSiteId([])).toBeNull();
    expect(singleSiteId(sites(2))).toBeNull();
    expect(singleSiteId(undefined)).toBeNull();
    expect(singleSiteId(null)).toBeNull();
    expect(showSiteFilters(undefined)).toBe(true);
    expect(showSiteFilters([])).toBe(true);
  });

  it('hides the filters exactly when the list has one site', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), (n) => {
        expect(showSiteFilters(sites(n))).toBe(n !== 1);
        expect(singleSiteId(sites(n)) === 100).toBe(n === 1);
      }),
    );
  });
});
