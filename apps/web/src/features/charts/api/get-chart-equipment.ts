import type { Equipment } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/equipment/{id}/: the equipment a monitoring view charts (title, site, type). */
export const chartEquipmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['equipment', id],
    queryFn: ({ signal }) => apiRequest<Equipment>(`/api/v1/equipment/${id}/`, { signal }),
  });

export function useChartEquipment(id: number | null) {
  return useQuery({ ...chartEquipmentQueryOptions(id ?? 0), enabled: id !== null });
}
