import { Badge, Group } from '@mantine/core';
import { OVERRIDE_STATE_LABELS, type OverrideState } from '@sw/domain';

/** Badges wrap their text in narrow cells rather than cutting it off. */
const WRAP = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal' as const, overflow: 'visible' },
};

/** G-015: the override states of the thermostat's newest sample; 'None' when it runs normally. */
export function OverrideBadges({ states }: { states: string[] }) {
  if (!states.length) return <>None</>;
  return (
    <Group gap={4}>
      {states.map((s) => (
        <Badge
          key={s}
          color="orange"
          variant="light"
          radius="sm"
          tt="none"
          styles={WRAP}
          data-testid="override-state"
        >
          {OVERRIDE_STATE_LABELS[s as OverrideState] ?? s}
        </Badge>
      ))}
    </Group>
  );
}
