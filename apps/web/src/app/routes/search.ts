import { compact, searchEnum, searchInt, searchIntList, searchString } from '../../lib/search-params';

// URL filters of the pages whose query the spec gives (spec 2 §2, §4, §5); later issues build the
// pages on the same search shapes.

type Raw = Record<string, unknown>;

/** Site-scoped pages name their site in the query. */
export const siteScopedSearch = (s: Raw) => compact({ siteId: searchInt(s.siteId) });

/** Page and rowLimit come from the URL; page defaults to 1 (spec 2 §5). */
const paging = (s: Raw) => ({ page: searchInt(s.page) ?? 1, rowLimit: searchInt(s.rowLimit) });

/** Incident overview: sites (repeated), siteGroups, page, rowLimit and the time period. */
export const incidentOverviewSearch = (s: Raw) =>
  compact({
    sites: searchIntList(s.sites),
    siteGroups: searchIntList(s.siteGroups),
    from: searchString(s.from),
    to: searchString(s.to),
    ...paging(s),
  });

/** Incident lists: source, incidentId, notificationId, orgId (spec 2 §2), the filters and the page. */
export { incidentListSearch } from '../../features/incidents/utils/incident-search';

export const pagedSearch = (s: Raw) => compact(paging(s));

/** HVAC controls operations: a prev query of today or equipments (spec 2 §2). */
export const hvacOperationsSearch = (s: Raw) =>
  compact({ prev: searchEnum(s.prev, ['today', 'equipments'] as const) });

/** The public switch page may carry the organisation id to switch to. */
export const organizationSearch = (s: Raw) => compact({ organizationId: searchInt(s.organizationId) });

/** Recommendations: the sites, the kinds and the report date (issue 11). */
export { recommendationsSearch } from '../../features/recommendations/utils/recommendations-search';
/** Savings and controls savings: the days (from, to) and the sites (issue 11). */
export { savingsSearch } from '../../features/savings/utils/savings-search';
/** Sustainability: the year and the sites (issue 11). */
export { sustainabilitySearch } from '../../features/sustainability/utils/sustainability-search';
