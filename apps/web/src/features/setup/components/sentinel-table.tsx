import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { SetupSentinel } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import {
  conditionText,
  escalationText,
  type Lookups,
  SENTINEL_TYPE_LABELS,
  watchesText,
} from '../utils/sentinel-text';

/** A site's sentinels: what each watches, its condition and escalation in words, and its actions. */
export function SentinelTable({
  sentinels,
  lookups,
  pendingId,
  onEdit,
  onMute,
  onDelete,
}: {
  sentinels: readonly SetupSentinel[];
  lookups: Lookups;
  /** The row whose mute or resume is on its way. */
  pendingId: number | null;
  onEdit: (s: SetupSentinel) => void;
  onMute: (s: SetupSentinel, muted: boolean) => void;
  onDelete: (s: SetupSentinel) => void;
}) {
  return (
    <ResponsiveTable minWidth={1100}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sentinel</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Watches</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th>Escalation</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sentinels.map((s) => {
            const w = watchesText(s, lookups);
            return (
              <Table.Tr key={s.id} data-sentinel-id={s.id}>
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {s.title}
                    </Text>
                    {s.muted && (
                      <Badge color="gray" variant="light" size="sm">
                        Muted
                      </Badge>
                    )}
                  </Group>
                  {s.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {s.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{SENTINEL_TYPE_LABELS[s.sentinelType]}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{w.main}</Text>
                  {w.detail && (
                    <Text size="xs" c="dimmed">
                      {w.detail}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{conditionText(s.sentinelType, s.params)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{escalationText(s.sentinelType, s.params)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Edit ${s.title}`}
                      onClick={() => onEdit(s)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`${s.muted ? 'Resume' : 'Mute'} ${s.title}`}
                      loading={pendingId === s.id}
                      onClick={() => onMute(s, !s.muted)}
                    >
                      {s.muted ? 'Resume' : 'Mute'}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${s.title}`}
                      onClick={() => onDelete(s)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
