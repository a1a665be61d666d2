import type { EnrichedNotification, NotificationState } from '@sw/contracts';
import { DEFAULT_NOTIFICATION_LIMIT } from '@sw/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAllPages } from '../../../lib/paging';

/** What the list asks the server for; severity applies in the browser. */
export interface NotificationsRequest {
  /** ISO instants. */
  from: string;
  to: string;
  siteIds?: readonly number[];
  sentinelTypes?: readonly string[];
  state?: NotificationState;
}

/**
 * GET /api/v1/notifications/enriched, every page (spec 2 §7: 2,500 a page, offset+1 while a full page
 * comes back), so that the browser can filter by severity and page through the whole period.
 */
export function getEnrichedNotifications(
  req: NotificationsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EnrichedNotification[]> {
  return getAllPages(
    ({ limit, offset }) =>
      apiRequest<EnrichedNotification[] | null>('/api/v1/notifications/enriched', {
        query: {
          from: req.from,
          to: req.to,
          siteIds: req.siteIds?.length ? req.siteIds : undefined,
          sentinelTypes: req.sentinelTypes?.length ? req.sentinelTypes : undefined,
          state: req.state,
          limit,
          offset,
        },
        signal,
        service: 'sentinel',
      }),
    DEFAULT_NOTIFICATION_LIMIT,
  );
}

/** Every notification list shares this prefix, so that a dismissal refreshes them all. */
export const NOTIFICATION_LISTS_KEY = ['notifications', 'list'] as const;

export const notificationsQueryOptions = (req: NotificationsRequest) =>
  queryOptions({
    queryKey: [...NOTIFICATION_LISTS_KEY, req],
    queryFn: ({ signal }) => getEnrichedNotifications(req, { signal }),
  });

/** The list for `req`; null asks for nothing (my-view before a site is chosen). */
export function useEnrichedNotifications(req: NotificationsRequest | null) {
  return useQuery({
    ...notificationsQueryOptions(req ?? { from: '', to: '' }),
    enabled: req !== null,
    // The previous rows stay on screen while a changed filter loads: the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}
