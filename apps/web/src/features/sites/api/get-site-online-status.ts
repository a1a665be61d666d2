import type { SiteOnlineStatus } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** D-041: the site's status with its device counts. */
export function getSiteOnlineStatus(siteId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<SiteOnlineStatus>(`/api/v1/sites/${siteId}/online-status`, { signal });
}

export const siteOnlineStatusQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['site-online-status', siteId],
    queryFn: ({ signal }) => getSiteOnlineStatus(siteId, { signal }),
  });

export function useSiteOnlineStatus(siteId: number) {
  return useQuery(siteOnlineStatusQueryOptions(siteId));
}
