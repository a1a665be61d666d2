import { SENTINEL_TYPES } from '@sw/contracts/constants';
import { type DisplayPriority, SEVERITY_FILTER_OPTIONS } from '@sw/domain';
import { compact, searchEnum, searchInt, searchIntList, searchString } from '../../../lib/search-params';

// The incidents list's URL query (spec 2 §2): the email-link parameters, the filters (kept in the URL
// so that a filtered list can be shared or bookmarked, and so that the notification tabs carry them,
// C-002) and the page.

type Raw = Record<string, unknown>;
export type SentinelTypeName = (typeof SENTINEL_TYPES)[number];
export type IncidentStatusFilter = 'active' | 'resolved';

/** A calendar day, 'yyyy-MM-dd' (the date-range picker's days, read in the page's time zone). */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function searchDay(v: unknown): string | undefined {
  const s = searchString(v);
  if (!s || !DAY.test(s)) return undefined;
  // Date parsing rolls 2026-02-30 over into March: compare the day back to refuse it.
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : undefined;
}

/** Known values from repeated keys or a comma list (case-insensitive); undefined when none is known. */
export function searchEnumList<T extends string>(v: unknown, allowed: readonly T[]): T[] | undefined {
  const items = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : []));
  const out: T[] = [];
  for (const item of items) {
    const found = allowed.find((a) => a === item.trim().toUpperCase());
    if (found && !out.includes(found)) out.push(found);
  }
  return out.length ? out : undefined;
}

export const incidentListSearch = (s: Raw) =>
  compact({
    // Email links (C-058).
    source: searchString(s.source),
    incidentId: searchInt(s.incidentId),
    notificationId: searchInt(s.notificationId),
    orgId: searchInt(s.orgId),
    // Filters (C-062).
    severity: searchEnumList<DisplayPriority>(s.severity, SEVERITY_FILTER_OPTIONS),
    sentinelTypes: searchEnumList<SentinelTypeName>(s.sentinelTypes, SENTINEL_TYPES),
    status: searchEnum(s.status, ['active', 'resolved'] as const),
    equipmentTypes: searchIntList(s.equipmentTypes),
    sites: searchIntList(s.sites),
    siteGroups: searchIntList(s.siteGroups),
    from: searchDay(s.from),
    to: searchDay(s.to),
    q: searchString(s.q),
    // Page and rowLimit come from the URL; page defaults to 1 (spec 2 §5).
    page: searchInt(s.page) ?? 1,
    rowLimit: searchInt(s.rowLimit),
  });

export type IncidentListSearch = ReturnType<typeof incidentListSearch>;

/** The filter keys: changing any of them starts again at page 1. */
export const FILTER_KEYS = [
  'severity',
  'sentinelTypes',
  'status',
  'equipmentTypes',
  'sites',
  'siteGroups',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof IncidentListSearch)[];

export type FilterPatch = Partial<Pick<IncidentListSearch, (typeof FILTER_KEYS)[number]>>;

/** The search after a filter change: empty values dropped, the page reset (the list got shorter). */
export function withFilters(search: IncidentListSearch, patch: FilterPatch): IncidentListSearch {
  const next: Record<string, unknown> = { ...search, ...patch, page: 1 };
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  return next as IncidentListSearch;
}

/** Whether any filter narrows the list (the empty state then says nothing matched the filters). */
export function hasActiveFilters(search: IncidentListSearch): boolean {
  return FILTER_KEYS.some((k) => search[k] !== undefined);
}

/** The Review section is shown for email links naming an incident (C-060). */
export function reviewIncidentId(search: IncidentListSearch): number | null {
  return search.source?.toLowerCase() === 'email' && search.incidentId !== undefined
    ? search.incidentId
    : null;
}

/** The search with the Review section closed: the email parameters are dropped. */
export function withoutReview(search: IncidentListSearch): IncidentListSearch {
  const { source: _s, incidentId: _i, notificationId: _n, orgId: _o, ...rest } = search;
  return rest as IncidentListSearch;
}
