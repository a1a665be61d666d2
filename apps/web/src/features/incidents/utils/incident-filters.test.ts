import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveQuery,
  matchesClientFilters,
  matchesQuery,
  selectedSiteIds,
  statusQuery,
} from './incident-filters';
import { incident } from './test-incident';

const names = { resource: 'Walk-in Freezer', site: 'Camden Market' };

describe('incident search (C-070, C-071)', () => {
  it('applies only from 3 characters, blanks around it not counted', () => {
    expect(effectiveQuery('fr')).toBeNull();
    expect(effectiveQuery('  fr  ')).toBeNull();
    expect(effectiveQuery(' Fre ')).toBe('fre');
    expect(effectiveQuery(undefined)).toBeNull();
  });

  it('a query under 3 characters never hides an incident', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2 }), (q) => matchesQuery(incident(), names, effectiveQuery(q))),
    );
  });

  it('matches the sentinel title and description, the equipment/space, the site and the id', () => {
    const i = incident({
      incidentId: 4711,
      sentinelTitle: 'Door left open',
      sentinelDescription: 'Back store',
    });
    for (const q of ['door', 'BACK STORE', 'freezer', 'camden', '4711'])
      expect(matchesQuery(i, names, effectiveQuery(q))).toBe(true);
    expect(matchesQuery(i, names, effectiveQuery('chiller'))).toBe(false);
  });
});

describe('client-side filters', () => {
  const namesOf = () => names;
  it('severity compares shown labels: HIGHEST is Critical, NORMAL is Low (C-067)', () => {
    const crit = incident({ incidentPriority: 'HIGHEST' });
    expect(matchesClientFilters(crit, { severity: ['CRITICAL'], query: null }, namesOf)).toBe(true);
    expect(matchesClientFilters(crit, { severity: ['HIGH'], query: null }, namesOf)).toBe(false);
    expect(
      matchesClientFilters(
        incident({ incidentPriority: 'NORMAL' }),
        { severity: ['LOW'], query: null },
        namesOf,
      ),
    ).toBe(true);
  });

  it('sentinel type and equipment (type) filters', () => {
    const i = incident({ sentinelType: 'DOOR_OPEN', equipmentId: 5, equipmentIds: [5] });
    expect(matchesClientFilters(i, { sentinelTypes: ['DOOR_OPEN'], query: null }, namesOf)).toBe(true);
    expect(matchesClientFilters(i, { sentinelTypes: ['DEVICE_OFFLINE'], query: null }, namesOf)).toBe(false);
    expect(matchesClientFilters(i, { equipmentIds: new Set([5]), query: null }, namesOf)).toBe(true);
    expect(matchesClientFilters(i, { equipmentIds: new Set([6]), query: null }, namesOf)).toBe(false);
    const siteWide = incident({ equipmentId: null, equipmentIds: [] });
    expect(matchesClientFilters(siteWide, { equipmentIds: new Set([6]), query: null }, namesOf)).toBe(false);
  });

  it('no filter keeps everything', () => {
    expect(matchesClientFilters(incident(), { query: null }, namesOf)).toBe(true);
  });
});

describe('site and site-group selection (C-040 … C-042)', () => {
  const groups = [
    { id: 1, sites: [{ id: 10 }, { id: 11 }] },
    { id: 2, sites: [{ id: 11 }, { id: 12 }] },
    { id: 3, sites: [] },
  ];
  it('sites win over groups; groups stand for their sites; none means every site', () => {
    expect(selectedSiteIds({ sites: [5], siteGroups: [1] }, groups)).toEqual([5]);
    expect(selectedSiteIds({ siteGroups: [1, 2] }, groups)).toEqual([10, 11, 12]);
    expect(selectedSiteIds({}, groups)).toBeUndefined();
  });
  it('a group without sites selects no site (an empty list, not all)', () => {
    expect(selectedSiteIds({ siteGroups: [3] }, groups)).toEqual([]);
  });
});

describe('status filter (C-086, C-087)', () => {
  it('clips resolved incidents to the period unless only active ones are asked for', () => {
    expect(statusQuery(undefined)).toEqual({ incidentStatus: undefined, strict: true });
    expect(statusQuery('resolved')).toEqual({ incidentStatus: 'resolved', strict: true });
    expect(statusQuery('active')).toEqual({ incidentStatus: 'active', strict: false });
  });
});
