import type { EnrichedNotification } from '@sw/contracts';
import { DismissCommentDialog } from '../../../components/ui/dismiss-comment-dialog';
import { useDismissNotification } from '../api/dismiss-notification';

/**
 * 'Dismiss Notification' for one row of the notification list: the same dialog as the incident lists
 * (C-100), dismissing this notification itself.
 */
export function NotificationDismissDialog({
  notification,
  onClose,
}: {
  notification: EnrichedNotification | null;
  onClose: () => void;
}) {
  const dismiss = useDismissNotification({ onSuccess: onClose });
  return (
    <DismissCommentDialog
      subject={notification && { title: notification.sentinelTitle, detail: notification.resourceTitle }}
      resetKey={notification?.id}
      pending={dismiss.isPending}
      onSubmit={(comment) => {
        if (notification) dismiss.mutate({ id: notification.id, comment });
      }}
      onClose={onClose}
      onReset={dismiss.reset}
    />
  );
}
