import type { Site } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The caller's sites for the site filter: the same call and cache entry as the sites list
 * (features/sites), which a feature may not import.
 */
export function useSiteOptions() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
    select: (sites) =>
      sites
        .map((s) => ({ value: String(s.id), label: s.title }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}
