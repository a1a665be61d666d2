import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HowCalculated } from './how-calculated';

/**
 * One summary figure of an analytics page: its label with a 'How is this calculated?' popover, the
 * value (already formatted, '-' when missing) with its unit, and an optional line below.
 */
export function AnalyticsFigure({
  label,
  value,
  unit,
  formula,
  explanation,
  footer,
  testId,
  loading = false,
}: {
  label: string;
  value: string;
  unit?: string;
  formula: string;
  explanation?: ReactNode;
  footer?: ReactNode;
  testId?: string;
  loading?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" shadow="xs" data-testid={testId} aria-busy={loading}>
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <HowCalculated label={label} formula={formula}>
            {explanation}
          </HowCalculated>
        </Group>
        <Text fz={26} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {loading ? '\u00a0' : value}
          {unit && !loading && value !== '-' && value !== 'N/A' && (
            <Text span fz="sm" fw={500} c="dimmed" ml={4}>
              {unit}
            </Text>
          )}
        </Text>
        {footer && (
          <Text size="xs" c="dimmed" component="div">
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
