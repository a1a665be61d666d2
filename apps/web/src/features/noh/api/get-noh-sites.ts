import type { Site } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/v1/sites: the site filter's options. Same key and call as the other features' site lists
 * (features do not import each other), so the cache is shared.
 */
export function useNohSites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
  });
}
