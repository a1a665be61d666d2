import { matchesPerformanceSearch, type PerformanceSearchFields } from '@sw/domain';
import type { PerformanceSearch } from './performance-search';

/** What the filters read of a row of either page. */
export interface FilterableRow extends PerformanceSearchFields {
  siteId: number;
  siteGroupIds: readonly number[];
  typeId: number;
}

/**
 * The filters of both pages (F-022, F-052, F-024): sites, site groups (a site in any chosen group),
 * equipment types and vendors, each empty meaning all (C-043 "no selection shows all"), then the
 * quick search. The report is computed once per period; the filters narrow its rows in the browser.
 */
export function filterRows<R extends FilterableRow>(rows: readonly R[], s: PerformanceSearch): R[] {
  const sites = s.sites?.length ? new Set(s.sites) : null;
  const groups = s.siteGroups?.length ? new Set(s.siteGroups) : null;
  const types = s.types?.length ? new Set(s.types) : null;
  const vendors = s.vendors?.length ? new Set(s.vendors) : null;
  return rows.filter(
    (r) =>
      (!sites || sites.has(r.siteId)) &&
      (!groups || r.siteGroupIds.some((g) => groups.has(g))) &&
      (!types || types.has(r.typeId)) &&
      (!vendors || (r.vendor !== null && vendors.has(r.vendor.trim()))) &&
      matchesPerformanceSearch(r, s.q),
  );
}

/** Sorts by a figure, missing values last in both directions; ties by site then equipment title. */
export function sortRows<R extends FilterableRow>(
  rows: readonly R[],
  value: (r: R) => number | string | null,
  dir: 'asc' | 'desc',
): R[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null && y !== null) return 1;
    if (y === null && x !== null) return -1;
    if (x !== null && y !== null && x !== y)
      return (
        sign *
        (typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x < y ? -1 : 1)
      );
    return a.siteTitle.localeCompare(b.siteTitle) || a.equipmentTitle.localeCompare(b.equipmentTitle);
  });
}
