import type { Comment } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const DAYS = 30;

/**
 * The comments on an equipment and on everything below it (its sensors, thermostats, schedulers,
 * meters) over the last 30 days: GET /api/v1/comments/resource/{id}/downstream.
 */
export const equipmentCommentsQueryOptions = (equipmentId: number) =>
  queryOptions({
    queryKey: ['comments', 'EQUIPMENT', equipmentId, 'downstream'],
    queryFn: ({ signal }) => {
      const to = new Date();
      const from = new Date(to.getTime() - DAYS * 86_400_000);
      return apiRequest<Comment[]>(`/api/v1/comments/resource/${equipmentId}/downstream`, {
        service: 'comments',
        signal,
        query: { resourceType: 'EQUIPMENT', from: from.toISOString(), to: to.toISOString() },
      });
    },
  });

export const useEquipmentComments = (equipmentId: number) =>
  useQuery(equipmentCommentsQueryOptions(equipmentId));
