import type { ControlsSavingsReport, Site } from '@sw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SavingsRequest {
  orgId: number;
  /** Local days of each site, from … to inclusive (yyyy-MM-dd). */
  from: string;
  to: string;
  /** None means every site. */
  siteIds: readonly number[];
}

/** GET <ANALYTICS_ROOT>/report/org_controls_savings/{orgId}/{from}/{to}?site_id (I-100, E-064). */
export function getControlsSavings(
  req: SavingsRequest,
  signal?: AbortSignal,
): Promise<ControlsSavingsReport> {
  return apiRequest<ControlsSavingsReport>(
    `/report/org_controls_savings/${req.orgId}/${req.from}/${req.to}`,
    {
      service: 'analytics',
      query: { site_id: req.siteIds.length ? req.siteIds : undefined },
      signal,
    },
  );
}

export function useControlsSavings(req: SavingsRequest | null) {
  return useQuery({
    queryKey: ['analytics', 'org_controls_savings', req],
    queryFn: ({ signal }) => getControlsSavings(req!, signal),
    enabled: req !== null,
    // A changed filter keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/sites: the site filter's options (same key as the sites feature: one cache). */
export function useSavingsSites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
  });
}
