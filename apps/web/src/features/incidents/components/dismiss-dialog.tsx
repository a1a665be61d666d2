import type { Incident } from '@sw/contracts';
import { DismissCommentDialog } from '../../../components/ui/dismiss-comment-dialog';
import { useDismissIncident } from '../hooks/use-dismiss-incident';

export interface DismissDialogProps {
  /** The incident to dismiss; null keeps the dialog closed. */
  incident: Incident | null;
  onClose: () => void;
  /** Called with the dismissed incident after the caches are updated. */
  onDismissed?: (incident: Incident) => void;
  /** Shown under the title to say what is dismissed; the equipment/space name when the caller has it. */
  subject?: string;
  /** The notification a link named (C-059): dismissed in preference to the newest. */
  notificationId?: number;
}

/**
 * 'Dismiss Notification' for an incident (C-098 … C-102): dismisses it through the notification a
 * link named, else its newest open one (C-099); on failure the hook shows the server's message (C-106).
 */
export function DismissDialog({
  incident,
  onClose,
  onDismissed,
  subject,
  notificationId,
}: DismissDialogProps) {
  const dismiss = useDismissIncident({
    onSuccess: (dismissed) => {
      onDismissed?.(dismissed);
      onClose();
    },
  });
  return (
    <DismissCommentDialog
      subject={incident && { title: incident.sentinelTitle, detail: subject }}
      resetKey={incident?.incidentId}
      pending={dismiss.isPending}
      onSubmit={(comment) => {
        if (incident) dismiss.mutate({ incident, comment, notificationId });
      }}
      onClose={onClose}
      onReset={dismiss.reset}
    />
  );
}
