import { Group, Text } from '@mantine/core';
import { THERMOSTAT_MODE_CYCLE } from '@sw/domain';

const LABEL: Record<string, string> = { off: 'Off', cooling: 'Cooling', heating: 'Heating', auto: 'Auto' };

/** G-014: the thermostat's mode shown in its cycle (off, cooling, heating, auto), the current one marked. */
export function ModeCycle({ mode }: { mode: string | null }) {
  if (!mode) return <>-</>;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      aria-label={`Mode: ${LABEL[mode] ?? mode}`}
      role="img"
      data-testid="mode-cycle"
      data-mode={mode}
    >
      {THERMOSTAT_MODE_CYCLE.map((m) => (
        <Text
          key={m}
          span
          size="xs"
          px={6}
          py={1}
          fw={m === mode ? 700 : 400}
          c={m === mode ? 'white' : 'dimmed'}
          bg={m === mode ? 'blue.8' : undefined}
          style={{ borderRadius: 4 }}
          aria-hidden
        >
          {LABEL[m]}
        </Text>
      ))}
    </Group>
  );
}
