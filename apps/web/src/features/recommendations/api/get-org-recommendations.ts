import type { OrgRecommendationsData, RecommendationKind, Site } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAsyncReport } from '../../../lib/async-report';

export interface RecommendationsRequest {
  orgId: number;
  /** yyyy-MM-dd, or 'latest' (each site's yesterday). */
  date: string;
  siteIds: readonly number[];
  kinds: readonly RecommendationKind[];
}

/**
 * Every site's recommendations: /async_report/org_recommendations/{orgId}/{date}?site_id&kind, then
 * the result polled every second until ready (a week of every thermostat's samples takes seconds).
 */
export function useOrgRecommendations(req: RecommendationsRequest | null) {
  return useAsyncReport<OrgRecommendationsData>(
    req === null
      ? null
      : {
          name: 'org_recommendations',
          startPath: `${req.orgId}/${req.date}`,
          resultId: req.orgId,
          query: {
            site_id: req.siteIds.length ? req.siteIds : undefined,
            kind: req.kinds.length ? req.kinds : undefined,
          },
        },
  );
}

/** GET /api/v1/sites (the site filter; same key as the sites feature). */
export function useRecommendationSites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
  });
}
