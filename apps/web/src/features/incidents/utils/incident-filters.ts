import type { Incident } from '@sw/contracts';
import { type DisplayPriority, matchesSeverity } from '@sw/domain';
import type { IncidentListSearch, SentinelTypeName } from './incident-search';

/** C-070: the search applies from this many characters (blanks around it do not count). */
export const SEARCH_MIN_CHARS = 3;

/** The search text in force: trimmed, or null while shorter than 3 characters. */
export function effectiveQuery(q: string | null | undefined): string | null {
  const t = (q ?? '').trim();
  return t.length >= SEARCH_MIN_CHARS ? t.toLocaleLowerCase() : null;
}

/** The names an incident is found by (C-071), resolved by the page. */
export interface IncidentNames {
  resource: string;
  site: string;
}

/**
 * C-071: the search matches the incident's sentinel title and description, its equipment or space
 * name, its site's name and its id, case-insensitively as a substring (what a user reads in a row
 * or an email is what they type).
 */
export function matchesQuery(incident: Incident, names: IncidentNames, query: string | null): boolean {
  if (query === null) return true;
  const fields = [
    incident.sentinelTitle,
    incident.sentinelDescription ?? '',
    names.resource,
    names.site,
    String(incident.incidentId),
  ];
  return fields.some((f) => f.toLocaleLowerCase().includes(query));
}

export interface ClientFilters {
  severity?: readonly DisplayPriority[];
  sentinelTypes?: readonly SentinelTypeName[];
  /** Equipment ids allowed by the equipment-type filter; null when that filter is off. */
  equipmentIds?: ReadonlySet<number> | null;
  query: string | null;
}

/**
 * The filters the server does not take (severity, sentinel type, equipment type when it cannot be
 * sent as ids, search); period, sites and status are already applied by GET /api/v1/incidents. Also
 * used on live incidents, which arrive unfiltered.
 */
export function matchesClientFilters(
  incident: Incident,
  filters: ClientFilters,
  names: (incident: Incident) => IncidentNames,
): boolean {
  if (filters.severity?.length && !matchesSeverity(incident.incidentPriority, filters.severity)) return false;
  if (filters.sentinelTypes?.length && !filters.sentinelTypes.includes(incident.sentinelType)) return false;
  if (filters.equipmentIds) {
    const ids = incident.equipmentIds.length
      ? incident.equipmentIds
      : incident.equipmentId !== null
        ? [incident.equipmentId]
        : [];
    if (!ids.some((id) => filters.equipmentIds?.has(id))) return false;
  }
  return matchesQuery(incident, names(incident), filters.query);
}

/** The sites a site/site-group selection stands for; undefined = every site (C-042). */
export function selectedSiteIds(
  search: { sites?: readonly number[]; siteGroups?: readonly number[] },
  groups: readonly { id: number; sites: readonly { id: number }[] }[],
): number[] | undefined {
  if (search.sites?.length) return [...search.sites];
  if (!search.siteGroups?.length) return undefined;
  const ids = new Set<number>();
  for (const g of groups) if (search.siteGroups.includes(g.id)) for (const s of g.sites) ids.add(s.id);
  // A group without sites selects no site at all (C-041: the list is then empty), not every site.
  return [...ids];
}

/**
 * The server's incidentStatus and strict for a status filter (C-086/C-087): with no status or with
 * 'resolved', resolved incidents are clipped to the period, i.e. only those wholly inside it are kept
 * (the server's strict); active incidents are never clipped.
 */
export function statusQuery(status: IncidentListSearch['status']): {
  incidentStatus?: 'active' | 'resolved';
  strict: boolean;
} {
  return { incidentStatus: status, strict: status !== 'active' };
}
