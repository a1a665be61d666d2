import { Badge, Group } from '@mantine/core';
import { OVERRIDE_STATE_LABELS, type OverrideState } from '@sw/domain';

/** G-015: the override states of the thermostat's newest sample; 'None' when it runs normally. */
export function OverrideBadges({ states }: { states: string[] }) {
  if (!states.length) return <>None</>;
  return (
    <Group gap={4}>
      {states.map((s) => (
        <Badge key={s} color="orange" variant="light" radius="sm" tt="none" data-testid="override-state">
          {OVERRIDE_STATE_LABELS[s as OverrideState] ?? s}
        </Badge>
      ))}
    </Group>
  );
}
