import type { Equipment } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/equipment/{id}/?withPath=true (I-061): one equipment with its place. */
export const equipmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['equipment', 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<Equipment>(`/api/v1/equipment/${id}/`, { signal, query: { withPath: 'true' } }),
  });

/** Nothing is asked for without a valid id (a malformed URL reads as not found). */
export const useEquipment = (id: number | null) =>
  useQuery({ ...equipmentQueryOptions(id ?? 0), enabled: id !== null });
