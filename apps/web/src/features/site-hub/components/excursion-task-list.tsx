import { Badge, Group, Stack, Text } from '@mantine/core';
import { EXCURSION_EXPLANATION_LABELS, type ExcursionExplanation } from '@sw/contracts/constants';
import { formatDuration, truncate } from '@sw/domain';
import { useZonedFormat } from '../../../components/ui/zoned-time';

export interface ExcursionTask {
  id: string;
  start: string;
  minutes: number;
  explanation: ExcursionExplanation;
  equipment: string;
  sensor: string;
  /** The peak and the bound it crossed, already in the user's unit ('-12.5 °C, max -15.0 °C'). */
  peak: string;
  detail: string;
}

/** The most recent excursions waiting for a review note, on the site's clock. */
export function ExcursionTaskList({ rows }: { rows: readonly ExcursionTask[] }) {
  const zoned = useZonedFormat();
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Most recent">
      {rows.map((r) => (
        <Stack
          component="li"
          key={r.id}
          gap={2}
          py={8}
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid="excursion-task"
        >
          <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
            <Text size="sm" fw={600} title={r.equipment}>
              {truncate(r.equipment, 40)}
              <Text span size="sm" c="dimmed" fw={400}>
                {' · '}
                {truncate(r.sensor, 40)}
              </Text>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="excursion-task-start">
              {zoned(r.start, 'd MMM, HH:mm')}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {EXCURSION_EXPLANATION_LABELS[r.explanation]}
            </Badge>
            <Text size="xs">
              {formatDuration(r.minutes * 60_000)} · peak {r.peak}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {r.detail}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
