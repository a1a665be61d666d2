import { ActionIcon, Popover, Stack, Text, Title } from '@mantine/core';
import { HelpIcon } from '../../../components/tiles/tile-icons';
import { HOW_CALCULATED, HOW_TO_USE } from '../utils/help-texts';

/** F-009: 'How to use this tile' and 'How is this calculated?'. */
export function ComplianceHelp() {
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Help: Temperature Compliance Level">
          <HelpIcon size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <div>
            <Title order={3} fz="sm" mb={4}>
              How to use this tile
            </Title>
            <Text size="sm">{HOW_TO_USE}</Text>
          </div>
          <div>
            <Title order={3} fz="sm" mb={4}>
              How is this calculated?
            </Title>
            <Text size="sm">{HOW_CALCULATED}</Text>
          </div>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
