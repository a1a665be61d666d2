import type { ReleaseVisit } from '@sw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { releasesQueryOptions } from './get-releases';

/** POST /api/release/visit/{id} (no body; idempotent). */
export function visitRelease(id: number): Promise<ReleaseVisit> {
  return apiRequest<ReleaseVisit>(`/api/release/visit/${id}`, { method: 'POST' });
}

/** Marks every given release visited, then refreshes the list's marks. */
export function useVisitReleases({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map(visitRelease)),
    onSuccess: () => {
      onSuccess();
      void queryClient.invalidateQueries({ queryKey: releasesQueryOptions.queryKey });
    },
  });
}
