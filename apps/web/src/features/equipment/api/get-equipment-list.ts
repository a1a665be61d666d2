import type { Equipment } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/equipment (I-059): every equipment of the caller's sites. */
export const equipmentListQueryOptions = () =>
  queryOptions({
    queryKey: ['equipment', 'list'],
    queryFn: ({ signal }) => apiRequest<Equipment[]>('/api/v1/equipment', { signal }),
    staleTime: 60_000,
  });

export const useEquipmentList = () => useQuery(equipmentListQueryOptions());

/** GET /api/v1/equipment?spaceIds= : the equipment placed in one space. */
export const useSpaceEquipment = (spaceId: number) =>
  useQuery({
    queryKey: ['equipment', 'space', spaceId],
    queryFn: ({ signal }) =>
      apiRequest<Equipment[]>('/api/v1/equipment', { signal, query: { spaceIds: String(spaceId) } }),
  });

/** GET /api/v1/equipment?siteIds= : the equipment of one site (null: none asked for). */
export const useSiteEquipment = (siteId: number | null) =>
  useQuery({
    queryKey: ['equipment', 'site', siteId],
    queryFn: ({ signal }) =>
      apiRequest<Equipment[]>('/api/v1/equipment', { signal, query: { siteIds: String(siteId) } }),
    enabled: siteId !== null,
    staleTime: 60_000,
  });
