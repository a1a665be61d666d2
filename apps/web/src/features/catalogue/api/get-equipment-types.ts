import type { EquipmentType } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/equipment-types: reference data loaded after sign-in (spec 1 §4). */
export function getEquipmentTypes({ signal }: { signal?: AbortSignal } = {}): Promise<EquipmentType[]> {
  return apiRequest<EquipmentType[]>('/api/v1/equipment-types', { signal });
}

export const equipmentTypesQueryOptions = queryOptions({
  queryKey: ['equipment-types'],
  queryFn: getEquipmentTypes,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useEquipmentTypes() {
  return useQuery(equipmentTypesQueryOptions);
}
