import { describe, expect, it } from 'vitest';
import {
  choosePeriod,
  chooseSiteGroups,
  chooseSites,
  dailyBarSearch,
  overviewPeriod,
  siteScope,
} from './overview-filters';

describe('URL filter transitions (C-037 … C-042)', () => {
  it('choosing sites removes siteGroups, keeps the ids and goes back to page 1', () => {
    expect(chooseSites({ siteGroups: [3], page: 4, rowLimit: 25, from: '2026-01-01' }, [7, 4, 7])).toEqual({
      sites: [7, 4],
      page: 1,
      rowLimit: 25,
      from: '2026-01-01',
    });
  });
  it('choosing no site means all sites (no sites key)', () => {
    expect(chooseSites({ sites: [1] }, []).sites).toBeUndefined();
  });
  it('choosing groups replaces the site choice', () => {
    expect(chooseSiteGroups({ sites: [1, 2], page: 3 }, [9])).toEqual({ siteGroups: [9], page: 1 });
    expect(chooseSiteGroups({ siteGroups: [9] }, []).siteGroups).toBeUndefined();
  });
  it('a period change keeps the sites and resets paging', () => {
    expect(choosePeriod({ sites: [1], page: 2 }, { from: '2026-01-01', to: '2026-01-05' })).toEqual({
      sites: [1],
      page: 1,
      from: '2026-01-01',
      to: '2026-01-05',
    });
    expect(choosePeriod({ from: 'a', to: 'b' }, null)).toEqual({ page: 1, from: undefined, to: undefined });
  });
});

describe('siteScope (C-041, C-042)', () => {
  const groups = [
    { id: 1, sites: [{ id: 10 }, { id: 11 }] },
    { id: 2, sites: [{ id: 11 }, { id: 12 }] },
    { id: 3, sites: [] },
  ];
  it('is every site without a filter', () => {
    expect(siteScope({}, groups)).toEqual({ kind: 'all' });
  });
  it('is the chosen sites, or the union of the chosen groups', () => {
    expect(siteScope({ sites: [5] }, groups)).toEqual({ kind: 'some', siteIds: [5] });
    expect(siteScope({ siteGroups: [2, 1] }, groups)).toEqual({ kind: 'some', siteIds: [10, 11, 12] });
  });
  it('is nothing for a group without sites, or a group that is not known', () => {
    expect(siteScope({ siteGroups: [3] }, groups)).toEqual({ kind: 'none' });
    expect(siteScope({ siteGroups: [99] }, groups)).toEqual({ kind: 'none' });
  });
});

describe('overviewPeriod (C-045)', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  it('defaults to the last 7 days up to now', () => {
    expect(overviewPeriod({}, 'UTC', now)).toEqual({
      from: '2026-03-03T15:00:00.000Z',
      to: '2026-03-10T15:00:00.000Z',
      fromDay: '2026-03-03',
      toDay: '2026-03-10',
    });
  });
  it('reads the days in the zone, swaps a reversed pair and stops at now', () => {
    const p = overviewPeriod({ from: '2026-03-10', to: '2026-03-08' }, 'Europe/Berlin', now);
    expect(p.from).toBe('2026-03-07T23:00:00.000Z');
    expect(p.to).toBe('2026-03-10T15:00:00.000Z');
    expect(overviewPeriod({ from: '2026-03-01' }, 'UTC', now).to).toBe('2026-03-01T23:59:59.999Z');
    expect(overviewPeriod({ from: 'junk' }, 'UTC', now).fromDay).toBe('2026-03-03');
  });
});

describe('dailyBarSearch (C-036)', () => {
  it('opens the incidents of that day with the same site filter', () => {
    expect(dailyBarSearch('2026-03-04', { sites: [1, 2], siteGroups: [5] })).toEqual({
      from: '2026-03-04',
      to: '2026-03-04',
      sites: [1, 2],
    });
    expect(dailyBarSearch('2026-03-04', { siteGroups: [5] })).toEqual({
      from: '2026-03-04',
      to: '2026-03-04',
      siteGroups: [5],
    });
  });
});
