import { cleanProperties, type Properties } from './properties';

/**
 * The URL search keys that are filters (A-002: site, site group, equipment type and vendor; spec 2
 * §4: the time period; the incident filters of spec 2 §2). Paging (page, rowLimit), deep-link ids
 * (source, incidentId, notificationId, orgId) and back links (prev) are not filters. Pages that add a
 * filter to their URL add its key here.
 */
export const FILTER_SEARCH_KEYS = [
  'siteId',
  'sites',
  'siteGroups',
  'equipmentTypes',
  'equipmentTypeId',
  'vendors',
  'vendor',
  'from',
  'to',
  'severity',
  'sentinelTypes',
  'status',
  'incidentStatus',
] as const;
export type FilterKey = (typeof FILTER_SEARCH_KEYS)[number];

/** A page's filters: one value, or several (a repeated key). */
export type FilterValues = Partial<Record<FilterKey, string | string[]>>;

/** A filter's values as a sorted set of strings: `sites=7&sites=4` is the same filter as `sites=4,7`. */
function canonical(v: unknown): string[] {
  const items = (Array.isArray(v) ? v : [v]).flatMap((x) =>
    typeof x === 'string' ? x.split(',') : typeof x === 'number' || typeof x === 'boolean' ? [String(x)] : [],
  );
  return [...new Set(items.map((s) => s.trim()).filter((s) => s !== ''))].sort();
}

/** The filters present in a URL search object, each as one value or a list. */
export function filtersOf(search: Record<string, unknown> | undefined): FilterValues {
  const out: FilterValues = {};
  for (const key of FILTER_SEARCH_KEYS) {
    const values = canonical(search?.[key]);
    if (values.length === 1) out[key] = values[0]!;
    else if (values.length > 1) out[key] = values;
  }
  return out;
}

export interface FilterChange {
  /** The filters now applied. */
  filters: FilterValues;
  /** The keys whose values changed (added, removed or altered). */
  changed: FilterKey[];
}

/**
 * What a navigation within one page did to its URL filters, or null when they are the same (paging,
 * other keys and the order of repeated keys do not count).
 */
export function filterChange(
  from: Record<string, unknown> | undefined,
  to: Record<string, unknown> | undefined,
): FilterChange | null {
  const changed = FILTER_SEARCH_KEYS.filter(
    (key) => canonical(from?.[key]).join('\u0000') !== canonical(to?.[key]).join('\u0000'),
  );
  return changed.length > 0 ? { filters: filtersOf(to), changed } : null;
}

/** The 'Filter Applied' properties: the page, the keys that changed and every filter now applied. */
export function filterAppliedProperties(
  filters: FilterValues,
  context: { path?: string; changed?: readonly string[] } = {},
): Properties {
  return cleanProperties({
    ...filters,
    ...(context.changed ? { changed: [...context.changed] } : {}),
    ...(context.path ? { path: context.path } : {}),
  });
}
