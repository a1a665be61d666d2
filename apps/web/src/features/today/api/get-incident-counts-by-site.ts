import type { IncidentCountBySite } from '@sw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SiteCountsRequest {
  /** ISO instants; the server's default period (7 days) when left out. */
  from?: string;
  to?: string;
  incidentStatus?: 'active' | 'resolved';
  siteIds?: readonly number[];
}

/** GET /api/v1/count/incidents/by-site (I-036): incidents per site with counts by priority (C-011). */
export function getIncidentCountsBySite(
  req: SiteCountsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<IncidentCountBySite[]> {
  return apiRequest<IncidentCountBySite[] | null>('/api/v1/count/incidents/by-site', {
    service: 'sentinel',
    query: {
      from: req.from,
      to: req.to,
      incidentStatus: req.incidentStatus,
      siteIds: req.siteIds?.length ? req.siteIds : undefined,
    },
    signal,
  }).then((rows) => rows ?? []); // 204: none (spec 2 §7)
}

export const siteCountsQueryOptions = (req: SiteCountsRequest) =>
  queryOptions({
    queryKey: ['incident-counts', 'by-site', req],
    queryFn: ({ signal }) => getIncidentCountsBySite(req, { signal }),
  });

export function useIncidentCountsBySite(req: SiteCountsRequest) {
  return useQuery({ ...siteCountsQueryOptions(req), placeholderData: keepPreviousData });
}
