import type { Equipment, EquipmentType } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The product's reads a new sentinel's form needs beside setup's own: the equipment types (the
// catalogue, under the product's key so the cache is shared) and how many items of one type exist
// across the user's sites (for "every item of a type in every site").

/** GET /api/v1/equipment-types: the catalogue, loaded once. */
export function useSentinelEquipmentTypes() {
  return useQuery({
    queryKey: ['equipment-types'],
    queryFn: ({ signal }) => apiRequest<EquipmentType[]>('/api/v1/equipment-types', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The user's equipment items of a type in all their sites (GET /api/v1/equipment?typeIds=). */
export function useEquipmentOfType(typeId: number | null) {
  return useQuery({
    queryKey: ['equipment', 'of-type', typeId],
    queryFn: ({ signal }) =>
      apiRequest<Equipment[]>('/api/v1/equipment', { signal, query: { typeIds: String(typeId) } }),
    enabled: typeId !== null,
  });
}
