import type { Site, SiteGroup } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The site and site group filters' options. Same keys and calls as the sites and incidents features
// (features do not import each other), so the cache is shared.

/** GET /api/v1/sites. */
export function useFilterSites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
  });
}

/** GET /api/v1/site-groups (C-043). */
export function useFilterSiteGroups() {
  return useQuery({
    queryKey: ['site-groups'],
    queryFn: ({ signal }) => apiRequest<SiteGroup[] | null>('/api/v1/site-groups', { signal }),
    retry: false,
  });
}
