import type { Comment, CreateCommentRequest } from '@sw/contracts';
import { EXCURSION_REVIEW_VALUE_TYPE } from '@sw/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ReviewNoteTarget {
  sensorId: number;
  /** The excursion's start and end (ISO instants) and its peak °C. */
  start: string;
  end: string;
  peak: number;
}

/**
 * A review note: POST /api/v1/comments on the sensor with valueType TEMPERATURE_EXCURSION and the
 * excursion's from–to, which the compliance reports attach to the excursion it covers.
 */
export function useCreateReviewNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, comment }: { target: ReviewNoteTarget; comment: string }) => {
      const body: CreateCommentRequest = {
        comment,
        commentType: 'GENERAL',
        resourceType: 'SENSOR',
        resourceId: target.sensorId,
        valueType: EXCURSION_REVIEW_VALUE_TYPE,
        value: target.peak,
        from: target.start,
        to: target.end,
      };
      return apiRequest<Comment>('/api/v1/comments', { method: 'POST', body, service: 'comments' });
    },
    // Every compliance report showing excursions reads its notes again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['compliance'] }),
  });
}
