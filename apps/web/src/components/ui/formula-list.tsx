import { Box, Flex, Group, type MantineBreakpoint, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table's formulas on a phone, above its cards: the phone layout has no column headers, so each
 * figure is listed once by the label its cards show, with its 'How is this calculated?' (`help`).
 */
export function FormulaList({
  items,
  hiddenFrom,
}: {
  items: readonly { label: string; help: ReactNode }[];
  /** Where the headers show again (the list is then hidden). */
  hiddenFrom?: MantineBreakpoint;
}) {
  return (
    <Box
      hiddenFrom={hiddenFrom}
      role="group"
      aria-label="How are these calculated?"
      data-testid="phone-formulas"
    >
      <Text size="xs" fw={600} c="dimmed">
        How are these calculated?
      </Text>
      <Flex wrap="wrap" columnGap="sm" rowGap={0}>
        {items.map(({ label, help }) => (
          <Group key={label} gap={0} wrap="nowrap">
            <Text size="xs">{label}</Text>
            {help}
          </Group>
        ))}
      </Flex>
    </Box>
  );
}
