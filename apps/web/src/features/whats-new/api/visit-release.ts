import type { ReleaseVisit } from '@sw/contracts';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { releasesQueryOptions } from './get-releases';

/** GET /api/release/visit/{id}: the caller's visit state of one release. */
export function getReleaseVisit(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReleaseVisit> {
  return apiRequest<ReleaseVisit>(`/api/release/visit/${id}`, { signal });
}

/** POST /api/release/visit/{id} (no body; idempotent). */
export function visitRelease(id: number): Promise<ReleaseVisit> {
  return apiRequest<ReleaseVisit>(`/api/release/visit/${id}`, { method: 'POST' });
}

/** Under the releases key, so that refreshing the releases refreshes the visit states too. */
export const releaseVisitQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...releasesQueryOptions.queryKey, 'visit', id],
    queryFn: ({ signal }) => getReleaseVisit(id, { signal }),
    // Read afresh each time the popup shows the release: another tab or device may have visited it.
    staleTime: 0,
  });

/** The visit states of the given releases, read while `enabled` (the popup is open). */
export function useReleaseVisits(ids: readonly number[], enabled: boolean) {
  return useQueries({
    queries: ids.map((id) => ({ ...releaseVisitQueryOptions(id), enabled })),
  });
}

/** Marks every given release visited, then refreshes the list's marks. */
export function useVisitReleases({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map(visitRelease)),
    onSuccess: (visits) => {
      for (const v of visits) queryClient.setQueryData(releaseVisitQueryOptions(v.releaseId).queryKey, v);
      onSuccess();
      void queryClient.invalidateQueries({ queryKey: releasesQueryOptions.queryKey, exact: true });
    },
  });
}
