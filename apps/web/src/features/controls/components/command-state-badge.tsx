import { Badge, Tooltip } from '@mantine/core';
import type { DeviceCommand } from '@sw/contracts';
import { COMMAND_STATE_COLORS, COMMAND_STATE_LABELS, workingModeLabel } from '../utils/control-labels';

/** Badges wrap their text in narrow cells rather than cutting it off. */
const WRAP = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal' as const, overflow: 'visible' },
};

/** The state of the newest command sent to a control (sent, acknowledged, confirmed, failed). */
export function CommandStateBadge({ command }: { command: DeviceCommand | null }) {
  if (!command) return <>-</>;
  const text = `${COMMAND_STATE_LABELS[command.state]}: ${workingModeLabel(command.workingMode)}`;
  const badge = (
    <Badge
      color={COMMAND_STATE_COLORS[command.state]}
      variant="light"
      radius="sm"
      tt="none"
      styles={WRAP}
      data-testid="command-state"
      data-state={command.state}
    >
      {text}
    </Badge>
  );
  return command.failureReason ? <Tooltip label={command.failureReason}>{badge}</Tooltip> : badge;
}
