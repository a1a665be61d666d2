import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CommentType } from '@sw/contracts';
import { COMMENT_MAX_LENGTH, COMMENT_TYPES } from '@sw/contracts/constants';
import { formatMeasurement, formatNumber } from '@sw/domain';
import { useState } from 'react';
import { useCreateComment } from '../api/create-comment';
import {
  COMMENT_TYPE_LABELS,
  type CommentPoint,
  canSaveComment,
  commentPayload,
  DEFAULT_COMMENT_TYPE,
  remainingCharacters,
} from '../utils/comment-form';

const TYPE_OPTIONS = COMMENT_TYPES.map((t) => ({ value: t, label: COMMENT_TYPE_LABELS[t] }));

/** G-072: the post-comment error display (the spec does not give its words). */
export const POST_COMMENT_ERROR = 'Your comment could not be saved.';

interface Props {
  /** The point being commented on; null closes the panel. */
  point: CommentPoint | null;
  author: string;
  timeZone: string;
  onClose: () => void;
}

/**
 * The add-comment panel (G-064..G-071): a card beside the chart on larger screens, a modal on mobile.
 * It is keyed by the point, so every opening starts with reset fields (G-063).
 */
export function AddCommentPanel({ point, author, timeZone, onClose }: Props) {
  const mobile = useMediaQuery('(max-width: 48em)');
  if (!point) return null;
  const key = `${point.resourceId}-${point.at.getTime()}`;
  const form = <CommentForm key={key} point={point} author={author} timeZone={timeZone} onClose={onClose} />;
  if (mobile) {
    return (
      <Modal opened onClose={onClose} title="Add Comment" centered>
        {form}
      </Modal>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" shadow="sm" aria-label="Add Comment" component="section">
      <Text fw={700} mb="xs">
        Add Comment
      </Text>
      {form}
    </Paper>
  );
}

function CommentForm({ point, author, timeZone, onClose }: Omit<Props, 'point'> & { point: CommentPoint }) {
  const [text, setText] = useState('');
  const [type, setType] = useState<CommentType>(DEFAULT_COMMENT_TYPE);
  const save = useCreateComment();
  const left = remainingCharacters(text);
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(point.at);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!canSaveComment(text, save.isPending)) return;
        save.mutate(commentPayload(point, text, type), { onSuccess: onClose });
      }}
    >
      <Stack gap="xs">
        <Stack gap={2}>
          <Text size="sm">
            <Text span c="dimmed">
              Time:{' '}
            </Text>
            {when}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {point.resourceTitle}:{' '}
            </Text>
            {formatMeasurement(point.value, point.unit)}
          </Text>
          {point.currentAmps != null && (
            <Text size="sm">
              <Text span c="dimmed">
                Current:{' '}
              </Text>
              {formatNumber(point.currentAmps, 1)} A
            </Text>
          )}
          <Text size="sm">
            <Text span c="dimmed">
              By:{' '}
            </Text>
            {author}
          </Text>
        </Stack>
        <Select
          label="Comment type"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(v) => setType((v as CommentType | null) ?? DEFAULT_COMMENT_TYPE)}
          allowDeselect={false}
          size="sm"
        />
        <Textarea
          aria-label="Comment"
          placeholder="Add Comment Here"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={6}
          data-autofocus
          error={left < 0 ? `At most ${COMMENT_MAX_LENGTH} characters` : undefined}
        />
        <Text size="xs" c={left < 0 ? 'red' : 'dimmed'} ta="right" aria-live="polite">
          {left}/{COMMENT_MAX_LENGTH}
        </Text>
        {save.isError && (
          <Alert color="red" variant="light" title={POST_COMMENT_ERROR} role="alert">
            {save.error.message}. Please try again.
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} size="sm">
            Cancel
          </Button>
          <Button
            type="submit"
            size="sm"
            disabled={!canSaveComment(text, save.isPending)}
            loading={save.isPending}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
