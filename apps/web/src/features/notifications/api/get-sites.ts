import type { Site } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/sites: the site filter and my-view's picker (same key as the sites feature: one cache). */
export const notificationSitesQueryOptions = queryOptions({
  queryKey: ['sites'],
  queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
});

export function useNotificationSites() {
  return useQuery(notificationSitesQueryOptions);
}
