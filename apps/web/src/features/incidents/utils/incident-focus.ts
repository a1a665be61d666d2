import type { Incident } from '@sw/contracts';
import { dayInZone } from '@sw/domain';
import { DEFAULT_ROW_LIMIT, MAX_ROW_LIMIT } from '../../../lib/page-slice';
import type { IncidentsRequest } from '../api/get-incidents';
import type { Period } from './incident-period';
import { FILTER_KEYS, type IncidentListSearch, reviewIncidentId, withFilters } from './incident-search';
import { belongsToQuery } from './live-merge';

// C-059 (decision, extended): a plain link naming an incident (the notification list's Incident
// column: incidentId and notificationId, no source=email) opens the list ON that incident: a period
// that holds it, its page, its row expanded, highlighted, scrolled to and focused. An email link keeps
// its own Review section (reviewIncidentId), untouched.

/** The incident a plain link names; null for none, and for an email link (its Review section shows it). */
export function focusIncidentId(search: IncidentListSearch): number | null {
  return reviewIncidentId(search) === null && search.incidentId !== undefined ? search.incidentId : null;
}

/**
 * Whether GET /api/v1/incidents over `req`'s period lists the incident by time alone (overlap; strict
 * clips a resolved one to the period, C-087): the period is the one filter the link's reader did not
 * choose, so it is the one the page may widen by itself.
 */
export function periodHolds(incident: Incident, req: IncidentsRequest, openEnded: boolean): boolean {
  return belongsToQuery(
    {
      siteId: incident.siteId,
      resolved: incident.resolved,
      createdAt: Date.parse(incident.createdAt),
      recoveredAt: incident.recoveredAt === null ? null : Date.parse(incident.recoveredAt),
    },
    { ...req, siteIds: undefined, incidentStatus: undefined },
    openEnded,
  );
}

/**
 * The picker's days of a period holding both the current one and the incident, from its start to its
 * recovery (or `now` while active), read in the page's zone: widened, never narrowed, so the rows the
 * reader would have seen stay.
 */
export function daysHolding(
  incident: Pick<Incident, 'createdAt' | 'recoveredAt'>,
  period: Pick<Period, 'fromDay' | 'toDay'>,
  timeZone: string,
  now: Date,
): { from: string; to: string } {
  const start = dayInZone(new Date(incident.createdAt), timeZone);
  const end = dayInZone(incident.recoveredAt ? new Date(incident.recoveredAt) : now, timeZone);
  return {
    from: start < period.fromDay ? start : period.fromDay,
    to: end > period.toDay ? end : period.toDay,
  };
}

/** The page (1-based, as pageOf pages) of the incident in the shown list; null when it is not there. */
export function pageHolding(
  shown: readonly Pick<Incident, 'incidentId'>[],
  incidentId: number,
  rowLimit: number | undefined,
): number | null {
  const index = shown.findIndex((i) => i.incidentId === incidentId);
  if (index < 0) return null;
  const size = Math.min(Math.max(1, rowLimit ?? DEFAULT_ROW_LIMIT), MAX_ROW_LIMIT);
  return Math.floor(index / size) + 1;
}

/** 'Show it': every filter that could hide the incident cleared, the period widened to hold it. */
export function revealSearch(
  search: IncidentListSearch,
  days: { from: string; to: string },
): IncidentListSearch {
  const cleared = Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined]));
  return withFilters(search, { ...cleared, ...days });
}
