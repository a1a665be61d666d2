import { Box, Group, UnstyledButton } from '@mantine/core';

export interface LegendEntry {
  name: string;
  colour: string;
  /** How the entry is drawn: a line, a dashed line or a filled band. */
  shape: 'line' | 'dashed' | 'band';
}

/**
 * The chart's legend as buttons (G-031): each shows or hides its entry, readable by screen readers
 * and keyboards, unlike a legend drawn inside the SVG.
 */
export function ChartLegend({
  entries,
  hidden,
  onToggle,
}: {
  entries: readonly LegendEntry[];
  hidden: ReadonlySet<string>;
  onToggle: (name: string) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label="Legend" wrap="wrap">
      {entries.map((e) => (
        <UnstyledButton
          key={e.name}
          onClick={() => onToggle(e.name)}
          aria-pressed={!hidden.has(e.name)}
          px={6}
          py={2}
          style={{ borderRadius: 4, opacity: hidden.has(e.name) ? 0.45 : 1, fontSize: 13 }}
        >
          <Group gap={6} wrap="nowrap">
            <Box
              w={18}
              h={e.shape === 'band' ? 10 : 0}
              style={{
                background: e.shape === 'band' ? e.colour : undefined,
                borderTop:
                  e.shape === 'band'
                    ? undefined
                    : `3px ${e.shape === 'dashed' ? 'dashed' : 'solid'} ${e.colour}`,
                borderRadius: 2,
              }}
            />
            {e.name}
          </Group>
        </UnstyledButton>
      ))}
    </Group>
  );
}
