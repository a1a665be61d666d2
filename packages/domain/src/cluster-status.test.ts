import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clusterStatus,
  compareSearchResults,
  incidentShare,
  mergeClusterStatus,
  type SiteConnectivity,
  searchSites,
  sitePosition,
} from './cluster-status';

const status = fc.constantFrom<SiteConnectivity>('ONLINE', 'OFFLINE', 'PARTIALLY_OFF');

describe('clusterStatus', () => {
  it('is OFFLINE with any offline child, else PARTIALLY_OFF with any partial one, else ONLINE', () => {
    expect(clusterStatus(['ONLINE', 'PARTIALLY_OFF', 'OFFLINE'])).toBe('OFFLINE');
    expect(clusterStatus(['ONLINE', 'PARTIALLY_OFF'])).toBe('PARTIALLY_OFF');
    expect(clusterStatus(['ONLINE', 'ONLINE'])).toBe('ONLINE');
    expect(clusterStatus([])).toBe('ONLINE');
  });

  it('follows the rule for any children', () => {
    fc.assert(
      fc.property(fc.array(status), (children) => {
        const expected = children.includes('OFFLINE')
          ? 'OFFLINE'
          : children.includes('PARTIALLY_OFF')
            ? 'PARTIALLY_OFF'
            : 'ONLINE';
        expect(clusterStatus(children)).toBe(expected);
      }),
    );
  });

  it('does not depend on the order or grouping in which children are merged', () => {
    fc.assert(
      fc.property(status, status, status, (a, b, c) => {
        expect(mergeClusterStatus(a, b)).toBe(mergeClusterStatus(b, a));
        expect(mergeClusterStatus(mergeClusterStatus(a, b), c)).toBe(
          mergeClusterStatus(a, mergeClusterStatus(b, c)),
        );
        expect(mergeClusterStatus(a, a)).toBe(a);
      }),
    );
  });
});

describe('incidentShare', () => {
  it('is the fraction of sites with incidents, within 0..1', () => {
    expect(incidentShare(1, 4)).toBe(0.25);
    expect(incidentShare(0, 0)).toBe(0);
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (k, n) => {
        const share = incidentShare(k, n);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('sitePosition', () => {
  it('places sites without usable coordinates at 0,0', () => {
    expect(sitePosition({})).toEqual({ lat: 0, lng: 0 });
    expect(sitePosition({ latitude: null, longitude: Number.NaN })).toEqual({ lat: 0, lng: 0 });
    expect(sitePosition({ latitude: 51.5, longitude: -0.12 })).toEqual({ lat: 51.5, lng: -0.12 });
  });
});

const site = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  title: fc.string({ maxLength: 12 }),
  numberActiveIncidents: fc.nat(20),
});

describe('searchSites', () => {
  const sites = [
    { id: 1, title: 'Harbor Street', numberActiveIncidents: 0 },
    { id: 2, title: 'harbor Mall', numberActiveIncidents: 0 },
    { id: 3, title: 'Harbour View', numberActiveIncidents: 3 },
    { id: 4, title: 'Airport', numberActiveIncidents: 9 },
  ];

  it('matches titles case-insensitively, most incidents first, then title A–Z', () => {
    expect(searchSites(sites, 'HARB').map((s) => s.id)).toEqual([3, 2, 1]);
    expect(searchSites(sites, '  ')).toEqual([]);
    expect(searchSites(sites, 'r', 2).map((s) => s.id)).toEqual([4, 3]);
  });

  it('returns only matches, ordered by the comparator, a total order', () => {
    fc.assert(
      fc.property(fc.array(site, { maxLength: 30 }), fc.string({ minLength: 1, maxLength: 2 }), (list, q) => {
        const out = searchSites(list, q, 1000);
        const needle = q.trim().toLocaleLowerCase('en');
        for (const s of out) expect(s.title.toLocaleLowerCase('en')).toContain(needle);
        for (let i = 1; i < out.length; i++) {
          expect(compareSearchResults(out[i - 1]!, out[i]!)).toBeLessThanOrEqual(0);
          expect(out[i - 1]!.numberActiveIncidents).toBeGreaterThanOrEqual(out[i]!.numberActiveIncidents);
        }
      }),
    );
  });
});
