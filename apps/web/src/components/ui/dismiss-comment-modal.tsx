import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { DISMISS_COMMENT_MAX, isValidDismissComment } from './dismiss-comment';

export interface DismissCommentDialogProps {
  /** What is dismissed: the sentinel title, and the equipment/space when known. Null keeps it closed. */
  subject: { title: string; detail?: string | null } | null;
  /** Another key (the incident's or notification's id) starts a fresh comment. */
  resetKey: number | undefined;
  pending: boolean;
  onSubmit: (comment: string) => void;
  onClose: () => void;
  /** Called with every fresh comment, e.g. to clear the previous dismissal's error. */
  onReset?: () => void;
}

/**
 * 'Dismiss Notification' (spec 2 §2, C-098 … C-102): a required comment of 1–250 characters with a
 * counter, Cancel and Dismiss; it says that a dismissal cannot be undone. The incident lists and the
 * notification list each send the dismissal their own way; the dialog is the same for both. While the
 * call runs it cannot be closed, and a failed call leaves it open with the comment kept (C-106).
 */
export function DismissCommentModal({
  subject,
  resetKey,
  pending,
  onSubmit,
  onClose,
  onReset,
}: DismissCommentDialogProps) {
  const [comment, setComment] = useState('');
  const counterId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh comment when another item is shown
  useEffect(() => {
    setComment('');
    onReset?.();
  }, [resetKey]);
  const valid = isValidDismissComment(comment);

  return (
    <Modal
      opened={subject !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      title="Dismiss Notification"
      centered
      radius="md"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (subject && valid && !pending) onSubmit(comment);
        }}
      >
        <Stack gap="sm">
          {subject && (
            <Text size="sm">
              <Text span fw={600}>
                {subject.title}
              </Text>
              {subject.detail ? ` — ${subject.detail}` : ''}
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
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!valid} loading={pending}>
              Dismiss
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
