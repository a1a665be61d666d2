import type { Incident } from '@sw/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useIncident } from '../api/get-incident';
import {
  daysHolding,
  focusIncidentId,
  pageHolding,
  periodHolds,
  revealSearch,
} from '../utils/incident-focus';
import { type IncidentListSearch, withFilters } from '../utils/incident-search';
import type { useIncidentList } from './use-incident-list';

export type FocusState =
  | { kind: 'none' }
  | { kind: 'loading' }
  /** In the list: its row is opened, highlighted and focused. */
  | { kind: 'shown'; incident: Incident }
  /** Left out by filters (or a period) the reader chose; 'Show it' clears them. */
  | { kind: 'hidden'; incident: Incident }
  /** On a site page that is not its site's. */
  | { kind: 'otherSite'; incident: Incident }
  | { kind: 'notFound'; incidentId: number }
  | { kind: 'error'; message: string; retry: () => void };

interface Done {
  id: number | null;
  /** The period was checked (and widened when it left the incident out). */
  widened: boolean;
  /** Days written to the URL that the page has not read back yet. */
  awaiting: { from: string; to: string } | null;
  /** Page set and row expanded: later paging and collapsing are the reader's own. */
  placed: boolean;
}

/**
 * A plain link naming an incident (C-059, extended): reads it (GET /api/v1/incidents/{id}), widens
 * the period once when it leaves the incident out, then once it is listed turns to its page, expands
 * it and asks for it to be scrolled to. Each step runs once per incident, so the reader's own filter,
 * page and row changes afterwards are never undone.
 */
export function useFocusIncident({
  search,
  siteId,
  list,
  setSearch,
  expand,
  foreignOrganization,
}: {
  search: IncidentListSearch;
  siteId: number | undefined;
  list: ReturnType<typeof useIncidentList>;
  setSearch: (next: IncidentListSearch) => void;
  expand: (incidentId: number) => void;
  foreignOrganization: boolean;
}) {
  const focusId = foreignOrganization ? null : focusIncidentId(search);
  const query = useIncident(focusId ?? undefined);
  const done = useRef<Done>({ id: null, widened: false, awaiting: null, placed: false });
  if (done.current.id !== focusId)
    done.current = { id: focusId, widened: false, awaiting: null, placed: false };
  if (done.current.awaiting?.from === search.from && done.current.awaiting?.to === search.to)
    done.current.awaiting = null;
  /** The id of the row to scroll to and focus once it is on screen. */
  const [scrollTo, setScrollTo] = useState<number | null>(null);

  const incident = focusId !== null ? query.data : undefined;
  const otherSite = incident !== undefined && siteId !== undefined && incident.siteId !== siteId;
  const req = list.request;
  const ready = req !== null && list.incidents.data !== undefined && !list.incidents.isPlaceholderData;
  const timeFits = incident !== undefined && req !== null && periodHolds(incident, req, !list.period.chosen);
  const page = incident ? pageHolding(list.shown, incident.incidentId, search.rowLimit) : null;

  useEffect(() => {
    if (!incident || otherSite || !req || done.current.widened) return;
    done.current.widened = true;
    if (timeFits) return;
    const days = daysHolding(incident, list.period, list.timeZone, list.now);
    done.current.awaiting = days;
    setSearch(withFilters(search, days));
  });

  useEffect(() => {
    if (!incident || !ready || page === null || done.current.placed || done.current.awaiting) return;
    done.current.placed = true;
    if (page !== search.page) setSearch({ ...search, page });
    expand(incident.incidentId);
    setScrollTo(incident.incidentId);
  });

  const state = focusState();
  return {
    focusId,
    state,
    scrollTo,
    scrolled: () => setScrollTo(null),
    reveal: () => {
      if (!incident) return;
      done.current.placed = false;
      setSearch(revealSearch(search, daysHolding(incident, list.period, list.timeZone, list.now)));
    },
  };

  function focusState(): FocusState {
    if (focusId === null) return { kind: 'none' };
    if (query.isError)
      return isApiError(query.error, 404)
        ? { kind: 'notFound', incidentId: focusId }
        : { kind: 'error', message: query.error.message, retry: () => void query.refetch() };
    if (!incident) return { kind: 'loading' };
    if (otherSite) return { kind: 'otherSite', incident };
    if (page !== null) return { kind: 'shown', incident };
    // Not listed yet: the widened period is on its way, or the list is still loading.
    if (!ready || done.current.awaiting || (!done.current.widened && !timeFits)) return { kind: 'loading' };
    return { kind: 'hidden', incident };
  }
}
