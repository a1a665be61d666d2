import { DEFAULT_INCIDENT_DAYS } from '@sw/contracts/constants';
import { dayPeriod } from '@sw/domain';

// The incident overview's URL filters (spec 2 §2 "Incident overview page"; C-032, C-037 … C-045).

export interface OverviewSearch {
  sites?: number[];
  siteGroups?: number[];
  /** Calendar days, yyyy-MM-dd, in the viewer's time zone. */
  from?: string;
  to?: string;
  page?: number;
  rowLimit?: number;
}

/**
 * C-040: choosing sites removes siteGroups and keeps the ids as a repeated `sites` parameter; no site
 * chosen means all (C-042). Paging starts again at page 1: the old page may not exist any more.
 */
export function chooseSites(search: OverviewSearch, siteIds: readonly number[]): OverviewSearch {
  const { siteGroups: _dropped, ...rest } = search;
  return { ...rest, sites: siteIds.length ? [...new Set(siteIds)] : undefined, page: 1 };
}

/**
 * Choosing site groups (decision, the mirror of C-040): the groups replace a site choice, so that one
 * scope applies at a time and the URL says which.
 */
export function chooseSiteGroups(search: OverviewSearch, groupIds: readonly number[]): OverviewSearch {
  const { sites: _dropped, ...rest } = search;
  return { ...rest, siteGroups: groupIds.length ? [...new Set(groupIds)] : undefined, page: 1 };
}

/** A new time period (days yyyy-MM-dd); null clears it back to the default last 7 days. */
export function choosePeriod(
  search: OverviewSearch,
  period: { from: string; to: string } | null,
): OverviewSearch {
  return { ...search, from: period?.from, to: period?.to, page: 1 };
}

export interface GroupLike {
  id: number;
  sites: readonly { id: number }[];
}

/**
 * The sites the page is about: `all` (no filter, C-042), `some` ids, or `none` when the chosen groups
 * hold no site (C-041: an empty state rather than every site).
 */
export type SiteScope = { kind: 'all' } | { kind: 'some'; siteIds: number[] } | { kind: 'none' };

export function siteScope(search: OverviewSearch, groups: readonly GroupLike[] | undefined): SiteScope {
  if (search.sites?.length) return { kind: 'some', siteIds: [...search.sites] };
  if (search.siteGroups?.length) {
    const chosen = new Set(search.siteGroups);
    const ids = new Set<number>();
    for (const g of groups ?? []) if (chosen.has(g.id)) for (const s of g.sites) ids.add(s.id);
    return ids.size ? { kind: 'some', siteIds: [...ids].sort((a, b) => a - b) } : { kind: 'none' };
  }
  return { kind: 'all' };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface OverviewPeriod {
  /** ISO instants for the calls. */
  from: string;
  to: string;
  fromDay: string;
  toDay: string;
}

/**
 * The period (C-045): the URL's days from the start of the first to the end of the last, in the
 * viewer's zone; without them the last 7 days up to now. Malformed days are ignored; a reversed pair
 * is swapped; one day alone is a one-day period. The end never runs past now.
 */
export function overviewPeriod(search: OverviewSearch, timeZone: string, now: Date): OverviewPeriod {
  const valid = (day: string | undefined) => (day && DAY.test(day) ? day : undefined);
  const p = dayPeriod(
    { from: valid(search.from), to: valid(search.to) },
    timeZone,
    now,
    DEFAULT_INCIDENT_DAYS,
  );
  const start = Date.parse(p.from);
  const end = Math.min(Date.parse(p.to), now.getTime());
  return {
    from: p.from,
    to: new Date(Math.max(start, end)).toISOString(),
    fromDay: p.fromDay,
    toDay: p.toDay,
  };
}

/**
 * C-036 (decision): a 'Daily Notifications' bar opens /incidents for that day (from = to = the day)
 * with the overview's own site or site group filter, so that the list shows what the bar counted.
 */
export function dailyBarSearch(day: string, search: OverviewSearch): Record<string, string | number[]> {
  const out: Record<string, string | number[]> = { from: day, to: day };
  if (search.sites?.length) out.sites = search.sites;
  else if (search.siteGroups?.length) out.siteGroups = search.siteGroups;
  return out;
}
