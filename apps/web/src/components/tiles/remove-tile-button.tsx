import { Button } from '@mantine/core';
import { CloseIcon } from './tile-icons';

/**
 * C-027: the 'Remove tile' button of dashboard edit mode. Its accessible name also names the tile,
 * since every tile on the page carries one; `data-remove-tile` lets the page move focus to the next
 * one after a removal.
 */
export function RemoveTileButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <Button
      size="xs"
      color="red"
      variant="filled"
      leftSection={<CloseIcon size={14} />}
      onClick={onRemove}
      aria-label={`Remove tile: ${title}`}
      data-remove-tile=""
    >
      Remove tile
    </Button>
  );
}
