import { describe, expect, it } from 'vitest';
import { siteSelection } from './sites.repository';

// The site selection the reads beside reportSites take must be the sites reportSites selects: the
// caller's scope, narrowed by the request's site_id list (an empty list narrows nothing).
describe('siteSelection', () => {
  it('every site of the organisation for an unscoped caller without a list; else the list', () => {
    expect(siteSelection('ALL')).toBeNull();
    expect(siteSelection('ALL', [])).toBeNull();
    expect(siteSelection('ALL', [4, 2])).toEqual([4, 2]);
  });

  it('a scoped caller: the scope, or the part of the list inside it (possibly nothing)', () => {
    expect(siteSelection([3, 5])).toEqual([3, 5]);
    expect(siteSelection([3, 5], null)).toEqual([3, 5]);
    expect(siteSelection([3, 5], [5, 7])).toEqual([5]);
    expect(siteSelection([3, 5], [7])).toEqual([]);
    expect(siteSelection([], [1])).toEqual([]);
  });
});
