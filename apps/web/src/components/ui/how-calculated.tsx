import { ActionIcon, Popover, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
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
  // Controlled, so that Escape closes it from its button too (Mantine closes on Escape only from
  // inside the dropdown, where the focus never goes for a text-only popover).
  const [opened, setOpened] = useState(false);
  return (
    <Popover width={320} position="bottom" shadow="md" withArrow opened={opened} onChange={setOpened}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`How is this calculated? ${label}`}
          aria-expanded={opened}
          data-testid="how-calculated"
          onClick={() => setOpened((o) => !o)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && opened) {
              e.stopPropagation();
              setOpened(false);
            }
          }}
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
