import type { Space, SpaceStats } from '@sw/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getSiteSpaces(siteId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<Space[]>('/api/v1/spaces', { signal, query: { siteIds: String(siteId) } });
}

export function getSpaceStats(spaceId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<SpaceStats>(`/api/v1/spaces/${spaceId}/stats`, { signal });
}

export const siteSpacesQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['spaces', { siteId }],
    queryFn: ({ signal }) => getSiteSpaces(siteId, { signal }),
  });

export function useSiteSpaces(siteId: number) {
  return useQuery(siteSpacesQueryOptions(siteId));
}

/** D-062: each space's stats (a site has a handful of spaces). */
export function useSpaceStats(spaceIds: readonly number[]) {
  return useQueries({
    queries: spaceIds.map((id) => ({
      queryKey: ['space-stats', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => getSpaceStats(id, { signal }),
    })),
  });
}
