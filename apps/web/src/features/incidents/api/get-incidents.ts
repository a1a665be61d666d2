import type { Incident } from '@sw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the list asks the server for (C-083); the other filters apply in the browser. */
export interface IncidentsRequest {
  /** ISO instants. */
  from: string;
  to: string;
  siteIds?: readonly number[];
  equipmentIds?: readonly number[];
  incidentStatus?: 'active' | 'resolved';
  /** Resolved incidents only when wholly inside from–to (C-087). */
  strict?: boolean;
}

/** GET /api/v1/incidents: incidents of the caller's sites overlapping from–to, in the list order. */
export function getIncidents(
  req: IncidentsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Incident[]> {
  return apiRequest<Incident[] | null>('/api/v1/incidents', {
    query: {
      from: req.from,
      to: req.to,
      siteIds: req.siteIds?.length ? req.siteIds : undefined,
      equipmentIds: req.equipmentIds?.length ? req.equipmentIds : undefined,
      incidentStatus: req.incidentStatus,
      strict: req.strict || undefined,
    },
    signal,
    service: 'sentinel',
  }).then((list) => list ?? []); // 204 means none (spec 2 §7)
}

/** Every incident list shares this prefix, so that a dismissal or a live update reaches them all. */
export const INCIDENT_LISTS_KEY = ['incidents', 'list'] as const;

export const incidentsQueryOptions = (req: IncidentsRequest) =>
  queryOptions({
    queryKey: [...INCIDENT_LISTS_KEY, req],
    queryFn: ({ signal }) => getIncidents(req, { signal }),
  });

/** The list for `req`; null asks for nothing (e.g. a site group without sites). */
export function useIncidents(req: IncidentsRequest | null) {
  return useQuery({
    ...incidentsQueryOptions(req ?? { from: '', to: '' }),
    enabled: req !== null,
    // Keep the previous list on screen while a changed filter loads: the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}
