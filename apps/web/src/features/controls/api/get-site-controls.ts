import type { SiteControl } from '@sw/contracts';
import { commandPending } from '@sw/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** While a command is on its way its state is asked for this often (no real-time channel carries it). */
export const PENDING_REFRESH_MS = 3000;
const IDLE_REFRESH_MS = 60_000;

/** GET /api/v1/controls/site/{id}: the site's controls of every kind, controls sort order. */
export function getSiteControls(
  siteId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SiteControl[]> {
  return apiRequest<SiteControl[] | null>(`/api/v1/controls/site/${siteId}`, { signal }).then((r) => r ?? []);
}

export const siteControlsQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['controls', 'site', siteId],
    queryFn: ({ signal }) => getSiteControls(siteId, { signal }),
    // A pending command is followed closely until the device confirms it (or it fails).
    refetchInterval: (q) =>
      q.state.data?.some((c) => c.lastCommand && commandPending(c.lastCommand.state))
        ? PENDING_REFRESH_MS
        : IDLE_REFRESH_MS,
  });

export function useSiteControls(siteId: number | undefined) {
  return useQuery({ ...siteControlsQueryOptions(siteId ?? 0), enabled: siteId !== undefined });
}
