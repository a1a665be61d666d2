import type { Site } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getSites({ signal }: { signal?: AbortSignal } = {}): Promise<Site[]> {
  return apiRequest<Site[]>('/api/v1/sites', { signal });
}

export const sitesQueryOptions = queryOptions({
  queryKey: ['sites'],
  queryFn: getSites,
});

export function useSites() {
  return useQuery(sitesQueryOptions);
}
