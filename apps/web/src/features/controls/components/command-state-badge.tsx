import { Badge, Tooltip } from '@mantine/core';
import type { DeviceCommand } from '@sw/contracts';
import { COMMAND_STATE_COLORS, COMMAND_STATE_LABELS, workingModeLabel } from '../utils/control-labels';

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
      data-testid="command-state"
      data-state={command.state}
    >
      {text}
    </Badge>
  );
  return command.failureReason ? <Tooltip label={command.failureReason}>{badge}</Tooltip> : badge;
}
