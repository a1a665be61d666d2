import type { Comment, CreateCommentRequest } from '@sw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function createComment(body: CreateCommentRequest): Promise<Comment> {
  return apiRequest<Comment>('/api/v1/comments', { method: 'POST', body, service: 'comments' });
}

/** G-070: Save posts the comment; the resource's comment lists reload. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_c, body) =>
      queryClient.invalidateQueries({ queryKey: ['comments', body.resourceType, Number(body.resourceId)] }),
  });
}
