import type { Site } from '@sw/contracts';
import { compareSearchResults } from '@sw/domain';

export type SiteSortKey = 'title' | 'status' | 'incidents';
export type SortDirection = 'asc' | 'desc';
export interface SiteSort {
  key: SiteSortKey;
  direction: SortDirection;
}

/** D-033: the list opens with the sites that need attention first (most active incidents). */
export const DEFAULT_SITE_SORT: SiteSort = { key: 'incidents', direction: 'desc' };
export const SITES_PAGE_SIZE = 25;

const STATUS_RANK: Record<Site['status'], number> = { OFFLINE: 0, PARTIALLY_OFF: 1, ONLINE: 2 };
const byTitle = (a: { id: number; title: string }, b: { id: number; title: string }) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

type ListedSite = Pick<Site, 'id' | 'title' | 'address' | 'country' | 'status' | 'numberActiveIncidents'>;

/** D-033: search matches title, address and country, case-insensitively, from the first character. */
export function filterSites<T extends ListedSite>(sites: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase('en');
  if (!q) return [...sites];
  return sites.filter((s) => `${s.title}\n${s.address}\n${s.country}`.toLocaleLowerCase('en').includes(q));
}

/** A total order for each column; ties fall back to the title so pages never reshuffle. */
export function sortSites<T extends ListedSite>(sites: readonly T[], { key, direction }: SiteSort): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    switch (key) {
      case 'title':
        return sign * byTitle(a, b);
      case 'status':
        return sign * (STATUS_RANK[a.status] - STATUS_RANK[b.status]) || byTitle(a, b);
      case 'incidents':
        // Descending is the search ranking (most incidents, then title A–Z).
        return direction === 'desc'
          ? compareSearchResults(a, b)
          : a.numberActiveIncidents - b.numberActiveIncidents || byTitle(a, b);
    }
  };
  return [...sites].sort(compare);
}

/** The rows of a 1-based page; a page past the end gives the last page. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size = SITES_PAGE_SIZE,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { rows: rows.slice((p - 1) * size, p * size), page: p, pages };
}

/** The site's wall-clock time, e.g. '14:05'; '-' for an unknown time zone. */
export function localTime(timeZone: string, at: Date): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  } catch {
    return '-';
  }
}
