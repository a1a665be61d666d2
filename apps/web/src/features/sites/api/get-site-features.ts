import type { SiteFeatures } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** D-054: what the site offers, as navigation items, components and cards. */
export function getSiteFeatures(siteId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<SiteFeatures>(`/api/v1/features/site/${siteId}`, { signal });
}

export const siteFeaturesQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['site-features', siteId],
    queryFn: ({ signal }) => getSiteFeatures(siteId, { signal }),
    staleTime: 5 * 60_000,
  });

/** Nothing is asked for without a valid id (a malformed URL reads as not found). */
export function useSiteFeatures(siteId: number | null) {
  return useQuery({ ...siteFeaturesQueryOptions(siteId ?? 0), enabled: siteId !== null });
}
