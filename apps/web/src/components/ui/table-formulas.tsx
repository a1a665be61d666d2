import { Box, Button, Popover, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HelpIcon } from '../tiles/tile-icons';

export interface TableFormula {
  label: string;
  formula: string;
  explanation?: ReactNode;
}

/**
 * On a phone a ResponsiveTable shows each row as a card and hides the column headers, with their
 * 'How is this calculated?' popovers: this button, shown only there, lists every column's formula.
 */
export function TableFormulas({ what, items }: { what: string; items: readonly TableFormula[] }) {
  return (
    <Box hiddenFrom="sm">
      <Popover width={320} position="bottom-start" shadow="md" withArrow>
        <Popover.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<HelpIcon size={16} />}
            aria-label={`How is this calculated? ${what}`}
          >
            How is this calculated?
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={8}>
            <Title order={3} fz="sm">
              How is this calculated?
            </Title>
            {items.map((i) => (
              <Stack key={i.label} gap={2}>
                <Text size="sm" fw={600}>
                  {i.label}: {i.formula}
                </Text>
                {i.explanation && (
                  <Text size="xs" c="dimmed" component="div">
                    {i.explanation}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
