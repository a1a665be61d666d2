import { displayPriority } from '@sw/domain';

// Incident counts per site (spec 2 §3; C-007 … C-011).

/** C-011: either total name, and priorities as a list of entries or keyed by priority. */
export interface RawSiteCount {
  siteId: number;
  siteTitle?: string | null;
  title?: string | null;
  incidentCountTotal?: number | null;
  incidentCount?: number | null;
  incidentCountByPriority?: readonly { incidentPriority: string; incidentCount: number }[] | null;
  incidentCountByPrio?: Readonly<Record<string, number | null | undefined>> | null;
}

export interface SiteCount {
  siteId: number;
  title: string;
  total: number;
  low: number;
  medium: number;
  high: number;
  critical: number;
}

const count = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;

/**
 * C-011: one shape from either server shape. Priorities are shown by their display label (C-092:
 * NORMAL counts as Low, HIGHEST as Critical); unknown labels count in the total only. Without a total
 * the priorities are summed.
 */
export function normalizeSiteCount(raw: RawSiteCount, titles?: ReadonlyMap<number, string>): SiteCount {
  const out: SiteCount = {
    siteId: raw.siteId,
    title: raw.siteTitle ?? raw.title ?? titles?.get(raw.siteId) ?? `Site ${raw.siteId}`,
    total: 0,
    low: 0,
    medium: 0,
    high: 0,
    critical: 0,
  };
  const entries: [string, number][] = raw.incidentCountByPriority
    ? raw.incidentCountByPriority.map((e) => [e.incidentPriority, count(e.incidentCount)])
    : Object.entries(raw.incidentCountByPrio ?? {}).map(([k, v]) => [k, count(v)]);
  let summed = 0;
  for (const [priority, n] of entries) {
    summed += n;
    const d = displayPriority(priority);
    if (d === 'LOW') out.low += n;
    else if (d === 'MEDIUM') out.medium += n;
    else if (d === 'HIGH') out.high += n;
    else if (d === 'CRITICAL') out.critical += n;
  }
  const total = raw.incidentCountTotal ?? raw.incidentCount;
  out.total = typeof total === 'number' && Number.isFinite(total) ? Math.max(0, total) : summed;
  return out;
}

/**
 * C-007/C-010 (decision): most incidents first; ties go to the more severe site (more critical, then
 * high, then medium); then by title and id, so that the order is total.
 */
export function compareSiteCounts(a: SiteCount, b: SiteCount): number {
  return (
    b.total - a.total ||
    b.critical - a.critical ||
    b.high - a.high ||
    b.medium - a.medium ||
    a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) ||
    a.siteId - b.siteId
  );
}

/** Sites with at least one incident, ranked. */
export function rankSiteCounts(rows: readonly SiteCount[]): SiteCount[] {
  return rows.filter((r) => r.total > 0).sort(compareSiteCounts);
}

/** C-006: the tile's top 5. */
export const SITES_TILE_LIMIT = 5;

/** C-010 (decision): the search applies from 3 characters (spec 2 §9) and matches the site title. */
export const SITE_SEARCH_MIN = 3;

export function searchSiteCounts(rows: readonly SiteCount[], query: string): SiteCount[] {
  const q = query.trim().toLocaleLowerCase();
  if (Array.from(q).length < SITE_SEARCH_MIN) return [...rows];
  return rows.filter((r) => r.title.toLocaleLowerCase().includes(q));
}

/** C-039 (decision): 10 rows a page unless the URL says otherwise; the choices offered. */
export const DEFAULT_ROW_LIMIT = 10;
export const ROW_LIMIT_OPTIONS = [10, 25, 50, 100] as const;

/** One page (1-based) of a list; a page past the end shows the last page. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  rowLimit: number,
): { rows: T[]; page: number; pages: number } {
  const size = Math.max(1, Math.floor(rowLimit));
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}
