import { describe, expect, it } from 'vitest';
import { normalizeSiteCount, pageOf, rankSiteCounts, type SiteCount, searchSiteCounts } from './site-counts';

const site = (siteId: number, title: string, p: Partial<SiteCount> = {}): SiteCount => ({
  siteId,
  title,
  total: 0,
  low: 0,
  medium: 0,
  high: 0,
  critical: 0,
  ...p,
});

describe('normalizeSiteCount (C-011)', () => {
  it('reads incidentCountTotal and a list of priority entries', () => {
    expect(
      normalizeSiteCount({
        siteId: 1,
        siteTitle: 'North',
        incidentCountTotal: 6,
        incidentCountByPriority: [
          { incidentPriority: 'NORMAL', incidentCount: 1 },
          { incidentPriority: 'MEDIUM', incidentCount: 1 },
          { incidentPriority: 'HIGH', incidentCount: 2 },
          { incidentPriority: 'HIGHEST', incidentCount: 2 },
        ],
      }),
    ).toEqual(site(1, 'North', { total: 6, low: 1, medium: 1, high: 2, critical: 2 }));
  });

  it('reads incidentCount and priorities keyed by priority, folding aliases into their label', () => {
    expect(
      normalizeSiteCount(
        {
          siteId: 2,
          incidentCount: 5,
          incidentCountByPrio: { LOW: 1, NORMAL: 1, CRITICAL: 2, HIGHEST: 1 },
        },
        new Map([[2, 'South']]),
      ),
    ).toEqual(site(2, 'South', { total: 5, low: 2, critical: 3 }));
  });

  it('sums the priorities when no total is given and ignores nonsense counts', () => {
    const n = normalizeSiteCount({ siteId: 3, incidentCountByPrio: { HIGH: 2, MEDIUM: -4, WHAT: 1 } });
    expect(n.total).toBe(3);
    expect(n.high).toBe(2);
    expect(n.medium).toBe(0);
    expect(n.title).toBe('Site 3');
  });
});

describe('rankSiteCounts (C-007)', () => {
  it('puts most incidents first, then the more severe, then by title; leaves out sites without any', () => {
    const ranked = rankSiteCounts([
      site(1, 'Bravo', { total: 3, high: 3 }),
      site(2, 'Alpha', { total: 3, critical: 1 }),
      site(3, 'Charlie', { total: 5 }),
      site(4, 'Delta', { total: 0 }),
      site(5, 'Able', { total: 3, high: 3 }),
    ]);
    expect(ranked.map((s) => s.siteId)).toEqual([3, 2, 5, 1]);
  });
});

describe('searchSiteCounts and pageOf (C-010)', () => {
  const rows = [site(1, 'Harbour Street'), site(2, 'Market Hall'), site(3, 'Harbor View')];
  it('searches titles case-insensitively from 3 characters', () => {
    expect(searchSiteCounts(rows, 'ha')).toHaveLength(3);
    expect(searchSiteCounts(rows, ' HARB ').map((r) => r.siteId)).toEqual([1, 3]);
    expect(searchSiteCounts(rows, 'zzz')).toEqual([]);
  });
  it('pages from 1 and clamps a page past the end', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 1, 10)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pages: 3 });
    expect(pageOf(many, 9, 10).rows).toEqual([20, 21, 22]);
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
