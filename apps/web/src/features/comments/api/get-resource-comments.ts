import type { Comment, CommentResourceType } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TimeRange } from '../../../lib/day-range';

export interface ResourceCommentsFilter {
  resourceId: number;
  resourceType: CommentResourceType;
  range: TimeRange;
}

/** G-075: the comments of a resource within the chart's range. */
export const resourceCommentsQueryOptions = ({ resourceId, resourceType, range }: ResourceCommentsFilter) =>
  queryOptions({
    queryKey: ['comments', resourceType, resourceId, range.from.getTime(), range.to.getTime()],
    queryFn: ({ signal }) =>
      apiRequest<Comment[]>(`/api/v1/comments/resource/${resourceId}`, {
        service: 'comments',
        signal,
        query: { resourceType, from: range.from.toISOString(), to: range.to.toISOString() },
      }),
  });

export function useResourceComments(filter: ResourceCommentsFilter | null) {
  return useQuery({
    ...resourceCommentsQueryOptions(
      filter ?? { resourceId: 0, resourceType: 'SENSOR', range: { from: new Date(0), to: new Date(0) } },
    ),
    enabled: filter !== null,
  });
}
