import { describe, expect, it } from 'vitest';
import { filterSites, localTime, pageOf, sortSites } from './site-list';

const site = (
  id: number,
  title: string,
  over: Partial<{
    address: string;
    country: string;
    status: 'ONLINE' | 'OFFLINE' | 'PARTIALLY_OFF';
    numberActiveIncidents: number;
  }> = {},
) => ({
  id,
  title,
  address: '',
  country: '',
  status: 'ONLINE' as const,
  numberActiveIncidents: 0,
  ...over,
});

const sites = [
  site(1, 'Harbor Street', { address: '1 Quay Road', country: 'GB', numberActiveIncidents: 1 }),
  site(2, 'airport', { status: 'OFFLINE', country: 'NL' }),
  site(3, 'Bakery', { status: 'PARTIALLY_OFF', numberActiveIncidents: 4 }),
];

describe('site list', () => {
  it('searches title, address and country', () => {
    expect(filterSites(sites, 'quay').map((s) => s.id)).toEqual([1]);
    expect(filterSites(sites, 'nl').map((s) => s.id)).toEqual([2]);
    expect(filterSites(sites, ' ').length).toBe(3);
  });

  it('sorts by each column in both directions', () => {
    expect(sortSites(sites, { key: 'title', direction: 'asc' }).map((s) => s.id)).toEqual([2, 3, 1]);
    expect(sortSites(sites, { key: 'title', direction: 'desc' }).map((s) => s.id)).toEqual([1, 3, 2]);
    expect(sortSites(sites, { key: 'status', direction: 'asc' }).map((s) => s.id)).toEqual([2, 3, 1]);
    expect(sortSites(sites, { key: 'incidents', direction: 'desc' }).map((s) => s.id)).toEqual([3, 1, 2]);
    expect(sortSites(sites, { key: 'incidents', direction: 'asc' }).map((s) => s.id)).toEqual([2, 1, 3]);
  });

  it('pages and clamps the page', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(rows, 2, 25)).toEqual({ rows: [25, 26, 27, 28, 29], page: 2, pages: 2 });
    expect(pageOf(rows, 9, 25).page).toBe(2);
    expect(pageOf([], 1, 25)).toEqual({ rows: [], page: 1, pages: 1 });
  });

  it('formats the local time of a site', () => {
    const at = new Date('2026-06-01T12:00:00Z');
    expect(localTime('Europe/London', at)).toBe('13:00');
    expect(localTime('Not/AZone', at)).toBe('-');
  });
});
