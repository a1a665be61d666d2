import { apiRequest } from '../../../lib/api-client';

/** The answer of a dismissal (contracts NotificationDismissal). */
export interface Dismissal {
  id: number;
  incidentId: number;
  sentinelId: number;
  siteId: number;
  dismissedAt: string;
  dismissedBy: number;
  dismissedComment: string;
}

/** PUT /api/v1/notifications/{id}/dismiss with {dismissedComment} (C-099); cannot be undone. */
export function dismissNotification(notificationId: number, dismissedComment: string): Promise<Dismissal> {
  return apiRequest<Dismissal>(`/api/v1/notifications/${notificationId}/dismiss`, {
    method: 'PUT',
    body: { dismissedComment },
    service: 'sentinel',
  });
}
