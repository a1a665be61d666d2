import { Box, Flex, Group, Text } from '@mantine/core';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { NOH_HELP } from '../utils/noh-help';

type Help = (typeof NOH_HELP)[keyof typeof NOH_HELP];

/** The figures of a site card, by the names the cards give them, with the desktop headers' texts. */
const CARD_FIGURES: readonly (readonly [label: string, help: Help])[] = [
  ['NOH Efficiency', NOH_HELP.efficiency],
  ['Trend (last 6 months)', NOH_HELP.trend],
  ['Total Energy (kWh)', NOH_HELP.total],
  ['Operating Hours energy', NOH_HELP.op],
  ['Non-Operating Hours energy', NOH_HELP.noh],
  ['Hours and Average per Hour', NOH_HELP.hours],
  ['Operating Hourly EUI', NOH_HELP.opEui],
  ['Non-Operating Hourly EUI', NOH_HELP.nohEui],
  ['Key Contributors', NOH_HELP.contributors],
  ['Equipment lower than 20%', NOH_HELP.offenders],
];

/**
 * The site cards' formulas on a phone: the cards have no column headers, so each figure is listed
 * once above them with its 'How is this calculated?'.
 */
export function PhoneFormulas() {
  return (
    <Box role="group" aria-label="How are these calculated?" data-testid="phone-formulas">
      <Text size="xs" fw={600} c="dimmed">
        How are these calculated?
      </Text>
      <Flex wrap="wrap" columnGap="sm" rowGap={0}>
        {CARD_FIGURES.map(([label, help]) => (
          <Group key={label} gap={0} wrap="nowrap">
            <Text size="xs">{label}</Text>
            <HowCalculated label={label} formula={help.formula}>
              {help.text}
            </HowCalculated>
          </Group>
        ))}
      </Flex>
    </Box>
  );
}
