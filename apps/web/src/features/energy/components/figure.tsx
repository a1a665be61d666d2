import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A summary figure: its label with a 'How is this calculated?' beside it, the value and its unit. */
export function Figure({
  label,
  value,
  unit,
  note,
  help,
  testId,
}: {
  label: string;
  value: string;
  unit?: string;
  note?: ReactNode;
  help: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Stack gap={2}>
        <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {help}
        </Group>
        <Text fz="xl" fw={700} lh={1.2}>
          {value}
          {unit && value !== '-' && (
            <Text span fz="sm" fw={500} c="dimmed">
              {' '}
              {unit}
            </Text>
          )}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
