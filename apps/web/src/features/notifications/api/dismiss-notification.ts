import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATION_LISTS_KEY } from './get-notifications';

/** The answer of a dismissal (contracts NotificationDismissal). */
export interface Dismissal {
  id: number;
  incidentId: number;
  dismissedAt: string;
  dismissedComment: string;
}

/** PUT /api/v1/notifications/{id}/dismiss with {dismissedComment} (C-099); cannot be undone. */
export function dismissNotification(id: number, dismissedComment: string): Promise<Dismissal> {
  return apiRequest<Dismissal>(`/api/v1/notifications/${id}/dismiss`, {
    method: 'PUT',
    body: { dismissedComment },
    service: 'sentinel',
  });
}

/**
 * Dismisses one notification (and, on the server, its incident unless already dismissed). Afterwards
 * the notification lists and the incident lists are refetched, since both show the dismissal; a
 * failure shows the server's message (C-106) and keeps the dialog open.
 */
export function useDismissNotification({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) => dismissNotification(id, comment.trim()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY });
      // The incident lists' key prefix (features do not import each other: named here).
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      onSuccess?.();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: 'Could not dismiss the notification',
        message: error.message,
      });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY });
    },
  });
}
