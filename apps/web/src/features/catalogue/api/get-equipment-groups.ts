import type { EquipmentGroup } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/equipment-groups: reference data loaded after sign-in (spec 1 §4). */
export function getEquipmentGroups({ signal }: { signal?: AbortSignal } = {}): Promise<EquipmentGroup[]> {
  return apiRequest<EquipmentGroup[]>('/api/v1/equipment-groups', { signal });
}

export const equipmentGroupsQueryOptions = queryOptions({
  queryKey: ['equipment-groups'],
  queryFn: getEquipmentGroups,
  // Reference data: it changes with releases, not during a session.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useEquipmentGroups() {
  return useQuery(equipmentGroupsQueryOptions);
}
