import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Incident } from '@sw/contracts';
import { useEffect, useId, useState } from 'react';
import { useDismissIncident } from '../hooks/use-dismiss-incident';
import { DISMISS_COMMENT_MAX, isValidDismissComment } from '../utils/dismiss-comment';

export interface DismissDialogProps {
  /** The incident to dismiss; null keeps the dialog closed. */
  incident: Incident | null;
  onClose: () => void;
  /** Called with the dismissed incident after the caches are updated. */
  onDismissed?: (incident: Incident) => void;
  /** Shown under the title to say what is dismissed; the equipment/space name when the caller has it. */
  subject?: string;
  /** The notification an email link named (C-059): dismissed in preference to the newest. */
  notificationId?: number;
}

/**
 * 'Dismiss Notification' (spec 2 §2, C-098 … C-102): a required comment with a counter out of 250,
 * Cancel and Dismiss. A dismissal cannot be undone, which the dialog says. On failure it stays open
 * with the comment kept, and the hook shows the server's message (C-106).
 */
export function DismissDialog({
  incident,
  onClose,
  onDismissed,
  subject,
  notificationId,
}: DismissDialogProps) {
  const [comment, setComment] = useState('');
  const counterId = useId();
  const dismiss = useDismissIncident({
    onSuccess: (dismissed) => {
      onDismissed?.(dismissed);
      onClose();
    },
  });
  const incidentId = incident?.incidentId;
  // A fresh comment for every incident the dialog opens on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another incident is shown
  useEffect(() => {
    setComment('');
    dismiss.reset();
  }, [incidentId]);

  const valid = isValidDismissComment(comment);
  const submit = () => {
    if (incident && valid && !dismiss.isPending) dismiss.mutate({ incident, comment, notificationId });
  };

  return (
    <Modal
      opened={incident !== null}
      onClose={() => {
        if (!dismiss.isPending) onClose();
      }}
      title="Dismiss Notification"
      centered
      radius="md"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {incident && (
            <Text size="sm">
              <Text span fw={600}>
                {incident.sentinelTitle}
              </Text>
              {subject ? ` — ${subject}` : ''}
            </Text>
          )}
          <Textarea
            label="Comment"
            placeholder="Why is this notification dismissed?"
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={DISMISS_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            aria-describedby={counterId}
            data-autofocus
          />
          <Group justify="space-between" align="center">
            <Text size="xs" c="dimmed" id={counterId} aria-live="polite">
              {comment.length}/{DISMISS_COMMENT_MAX}
            </Text>
            <Text size="xs" c="dimmed">
              A dismissal cannot be undone.
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={dismiss.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!valid} loading={dismiss.isPending}>
              Dismiss
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
