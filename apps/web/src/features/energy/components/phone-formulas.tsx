import { Box, Flex, Group, Text } from '@mantine/core';
import { HowCalculated } from '../../../components/ui/how-calculated';
import type { EnergyFormula } from '../utils/energy-formulas';

/**
 * A table's formulas for phones, above its cards: the phone layout hides the column headers and
 * with them their 'How is this calculated?' buttons, so each figure is listed here with its popover.
 * Hidden from 48em up, where the headers show.
 */
export function PhoneFormulas({ items }: { items: readonly EnergyFormula[] }) {
  return (
    <Box hiddenFrom="sm" role="group" aria-label="How are these calculated?" data-testid="phone-formulas">
      <Text size="xs" fw={600} c="dimmed">
        How are these calculated?
      </Text>
      <Flex wrap="wrap" columnGap="sm" rowGap={0}>
        {items.map((f) => (
          <Group key={f.label} gap={0} wrap="nowrap">
            <Text size="xs">{f.label}</Text>
            <HowCalculated label={f.label} formula={f.formula}>
              {f.detail}
            </HowCalculated>
          </Group>
        ))}
      </Flex>
    </Box>
  );
}
