import type { Release } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/release/all: published releases, newest first, with the caller's visit marks. */
export function getReleases({ signal }: { signal?: AbortSignal } = {}): Promise<Release[]> {
  return apiRequest<Release[]>('/api/release/all', { signal });
}

export const releasesQueryOptions = queryOptions({
  queryKey: ['releases'],
  queryFn: getReleases,
  staleTime: 30 * 60_000,
});

export function useReleases() {
  return useQuery(releasesQueryOptions);
}
