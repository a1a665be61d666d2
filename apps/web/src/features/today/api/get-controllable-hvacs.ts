import type { ControllableHvac } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DAY_RANGE_REFRESH_MS } from '../../../lib/day-range';

/** GET /api/v1/aggregate-views/controllable-hvacs/organization/{id} (C-016): every thermostat of the organisation. */
export function getControllableHvacs(
  orgId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ControllableHvac[]> {
  return apiRequest<ControllableHvac[] | null>(
    `/api/v1/aggregate-views/controllable-hvacs/organization/${orgId}`,
    { signal },
  ).then((rows) => rows ?? []);
}

export const controllableHvacsQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: ['controllable-hvacs', 'organization', orgId],
    queryFn: ({ signal }) => getControllableHvacs(orgId, { signal }),
    // C-015/spec 2 §4: refreshed every 15 minutes like the other Today tiles (theirs follow the day
    // range, which is renewed on that beat; this query has no range, so it refetches on an interval).
    refetchInterval: DAY_RANGE_REFRESH_MS,
  });

export function useControllableHvacs(orgId: number | null) {
  return useQuery({ ...controllableHvacsQueryOptions(orgId ?? 0), enabled: orgId !== null });
}
