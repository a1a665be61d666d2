import type { OrgRecommendationsReport, RecommendationKind, Site } from '@sw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RecommendationsRequest {
  orgId: number;
  /** yyyy-MM-dd, or 'latest' (each site's yesterday). */
  date: string;
  siteIds: readonly number[];
  kinds: readonly RecommendationKind[];
}

/** GET <ANALYTICS_ROOT>/report/org_recommendations/{orgId}/{date}?site_id&kind: every site's recommendations. */
export function useOrgRecommendations(req: RecommendationsRequest | null) {
  return useQuery({
    queryKey: ['analytics', 'org_recommendations', req],
    queryFn: ({ signal }) =>
      apiRequest<OrgRecommendationsReport>(`/report/org_recommendations/${req!.orgId}/${req!.date}`, {
        service: 'analytics',
        query: {
          site_id: req!.siteIds.length ? req!.siteIds : undefined,
          kind: req!.kinds.length ? req!.kinds : undefined,
        },
        signal,
      }),
    enabled: req !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/sites (the site filter; same key as the sites feature). */
export function useRecommendationSites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
  });
}
