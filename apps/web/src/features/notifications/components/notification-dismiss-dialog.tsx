import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { EnrichedNotification } from '@sw/contracts';
import { useEffect, useId, useState } from 'react';
import { useDismissNotification } from '../api/dismiss-notification';

/** C-100: the comment is required, 1–250 characters (the server's DismissRequest). */
const COMMENT_MAX = 250;

/**
 * 'Dismiss Notification' for one row of the notification list: the same dialog as the incident lists
 * (comment with a counter out of 250, Cancel and Dismiss), dismissing this notification itself.
 */
export function NotificationDismissDialog({
  notification,
  onClose,
}: {
  notification: EnrichedNotification | null;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const counterId = useId();
  const dismiss = useDismissNotification({ onSuccess: onClose });
  const id = notification?.id;
  // A fresh comment for every notification the dialog opens on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another notification is shown
  useEffect(() => {
    setComment('');
    dismiss.reset();
  }, [id]);
  const valid = comment.trim().length >= 1 && comment.length <= COMMENT_MAX;

  return (
    <Modal
      opened={notification !== null}
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
          if (notification && valid && !dismiss.isPending) dismiss.mutate({ id: notification.id, comment });
        }}
      >
        <Stack gap="sm">
          {notification && (
            <Text size="sm">
              <Text span fw={600}>
                {notification.sentinelTitle}
              </Text>
              {notification.resourceTitle ? ` — ${notification.resourceTitle}` : ''}
            </Text>
          )}
          <Textarea
            label="Comment"
            placeholder="Why is this notification dismissed?"
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            aria-describedby={counterId}
            data-autofocus
          />
          <Group justify="space-between" align="center">
            <Text size="xs" c="dimmed" id={counterId} aria-live="polite">
              {comment.length}/{COMMENT_MAX}
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
