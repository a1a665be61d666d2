import { ActionIcon, Popover, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HelpIcon } from '../tiles/tile-icons';

/**
 * 'How is this calculated?' beside a figure (issue 11): the figure's formula as docs/analytics.md
 * writes it, in the words of the page. `label` names the figure for screen readers.
 */
export function HowCalculated({
  label,
  formula,
  children,
}: {
  label: string;
  /** The formula, one line (e.g. 'EUI = kWh ÷ floor area (m2)'). */
  formula: string;
  /** What the terms mean and which data they come from. */
  children?: ReactNode;
}) {
  return (
    <Popover width={320} position="bottom" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`How is this calculated? ${label}`}
          data-testid="how-calculated"
        >
          <HelpIcon size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Title order={3} fz="sm">
            How is this calculated?
          </Title>
          <Text size="sm" fw={600} data-testid="formula">
            {formula}
          </Text>
          {children && (
            <Text size="sm" component="div">
              {children}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
