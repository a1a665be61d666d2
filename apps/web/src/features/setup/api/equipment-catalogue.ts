import type { EquipmentGroup, EquipmentType } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The equipment catalogue (types and their groups) is reference data of the product, not of setup:
// read once per session. The keys are the product's own, so the copy loaded after sign-in serves.
const catalogue = <T>(path: string) => ({
  queryKey: [path],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<T>(`/api/v1/${path}`, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET /api/v1/equipment-types and /api/v1/equipment-groups, for the equipment form and table. */
export function useEquipmentCatalogue() {
  const types = useQuery(catalogue<EquipmentType[]>('equipment-types'));
  const groups = useQuery(catalogue<EquipmentGroup[]>('equipment-groups'));
  return {
    types: types.data,
    groups: groups.data,
    isPending: types.isPending || groups.isPending,
    error: types.error ?? groups.error,
    refetch: () => Promise.all([types.refetch(), groups.refetch()]),
  };
}
