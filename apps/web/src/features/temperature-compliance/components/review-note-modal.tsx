import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMMENT_MAX_LENGTH } from '@sw/contracts/constants';
import { useEffect, useState } from 'react';
import { type ReviewNoteTarget, useCreateReviewNote } from '../api/create-review-note';

/**
 * Records a review note on an excursion (a comment on its sensor over its from–to): what was found
 * and done. 1 to 250 characters, as every comment (spec 3 §5).
 */
export function ReviewNoteModal({
  target,
  subject,
  onClose,
}: {
  target: ReviewNoteTarget | null;
  /** What the excursion was, shown above the box. */
  subject: string;
  onClose: () => void;
}) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const [text, setText] = useState('');
  const create = useCreateReviewNote();
  // A new excursion starts with an empty note.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the target changes
  useEffect(() => {
    setText('');
    create.reset();
  }, [target]);
  const trimmed = text.trim();
  const save = () => {
    if (!target || !trimmed) return;
    create.mutate({ target, comment: trimmed }, { onSuccess: onClose });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title="Add review note" fullScreen={mobile} centered>
      <Stack gap="sm">
        <Text size="sm">{subject}</Text>
        <Textarea
          label="Review note"
          placeholder="What was found and what was done"
          value={text}
          onChange={(e) => setText(e.currentTarget.value.slice(0, COMMENT_MAX_LENGTH))}
          autosize
          minRows={3}
          maxLength={COMMENT_MAX_LENGTH}
          description={`${text.length}/${COMMENT_MAX_LENGTH}`}
          data-autofocus
        />
        {create.isError && (
          <Text size="sm" c="red.8" role="alert">
            {create.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!trimmed} loading={create.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
