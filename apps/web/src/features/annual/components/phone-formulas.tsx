import { Box, Flex, Group, Text } from '@mantine/core';
import type { Formula } from '../utils/formulas';
import { help } from './annual-table';

/**
 * The cards' formulas on a phone: the cards have no column headers, so each figure is listed once
 * above them, by the label its cards show, with the desktop header's 'How is this calculated?'.
 */
export function PhoneFormulas({ items }: { items: readonly (readonly [label: string, formula: Formula])[] }) {
  return (
    <Box role="group" aria-label="How are these calculated?" data-testid="phone-formulas">
      <Text size="xs" fw={600} c="dimmed">
        How are these calculated?
      </Text>
      <Flex wrap="wrap" columnGap="sm" rowGap={0}>
        {items.map(([label, formula]) => (
          <Group key={label} gap={0} wrap="nowrap">
            <Text size="xs">{label}</Text>
            {help(formula)}
          </Group>
        ))}
      </Flex>
    </Box>
  );
}
