import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import type { Ref } from 'react';
import { PencilIcon, RestoreIcon } from '../../../components/tiles/tile-icons';

export interface RemovedTile {
  key: string;
  title: string;
}

/**
 * The dashboard's edit controls (C-027, A-071): 'Edit dashboard' enters edit mode and the same
 * button turns into 'Done' (one element, so keyboard focus stays on it); in edit mode the removed
 * tiles can be brought back one by one or all at once. Outside edit mode a line says how many tiles
 * are removed, so a missing tile is never a mystery.
 */
export function EditDashboardBar({
  editing,
  ready,
  saving,
  removed,
  onToggle,
  onRestore,
  toggleRef,
}: {
  editing: boolean;
  /** The user's profile is known: edits can be saved. */
  ready: boolean;
  saving: boolean;
  removed: readonly RemovedTile[];
  onToggle: () => void;
  onRestore: (keys: readonly string[] | 'all') => void;
  toggleRef?: Ref<HTMLButtonElement>;
}) {
  const count = removed.length;
  const removedText = `${count} ${count === 1 ? 'tile' : 'tiles'} removed`;
  return (
    <Paper
      withBorder={editing}
      bg={editing ? 'var(--mantine-color-blue-light)' : undefined}
      radius="md"
      p={editing ? 'sm' : 0}
      data-testid="edit-dashboard-bar"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" role="status" wrap="nowrap" style={{ minWidth: 0 }}>
          {editing ? (
            <Text size="sm" fw={600}>
              Editing dashboard: remove the tiles you do not need.
            </Text>
          ) : (
            count > 0 && (
              <Text size="sm" c="dimmed">
                {removedText}
              </Text>
            )
          )}
          {saving && (
            <Group gap={6} wrap="nowrap">
              <Loader size={14} />
              <Text size="sm" c="dimmed">
                Saving…
              </Text>
            </Group>
          )}
        </Group>
        <Group gap="xs" ml="auto">
          {editing && (
            <Button
              variant="default"
              size="sm"
              leftSection={<RestoreIcon size={16} />}
              disabled={count === 0}
              onClick={() => onRestore('all')}
            >
              Restore all tiles
            </Button>
          )}
          <Button
            ref={toggleRef}
            size="sm"
            variant={editing ? 'filled' : 'default'}
            leftSection={editing ? undefined : <PencilIcon size={16} />}
            disabled={!ready}
            onClick={onToggle}
          >
            {editing ? 'Done' : 'Edit dashboard'}
          </Button>
        </Group>
      </Group>
      {editing && count > 0 && (
        <Group gap="xs" mt="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {removedText}:
          </Text>
          {removed.map((t) => (
            <Button
              key={t.key}
              size="compact-sm"
              variant="white"
              leftSection={<RestoreIcon size={14} />}
              aria-label={`Restore tile: ${t.title}`}
              onClick={() => onRestore([t.key])}
            >
              {t.title}
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}
