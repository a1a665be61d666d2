import type { ControllableHvac } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
  });

export function useControllableHvacs(orgId: number | null) {
  return useQuery({ ...controllableHvacsQueryOptions(orgId ?? 0), enabled: orgId !== null });
}
