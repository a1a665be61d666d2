import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../../components/ui/how-calculated';

/** A summary figure with its 'How is this calculated?' popover. */
export function Figure({
  label,
  value,
  sub,
  formula,
  children,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  formula: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Stack gap={2}>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <HowCalculated label={label} formula={formula}>
            {children}
          </HowCalculated>
        </Group>
        <Text
          fz={26}
          fw={700}
          lh={1.2}
          data-testid="figure-value"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Text>
        {sub && (
          <Text size="xs" c="dimmed">
            {sub}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
