import { Box, Tooltip } from '@mantine/core';
// The state module alone: the shell needs the indicator, not the STOMP client (kept out of this chunk).
import { type RealtimeState, useRealtimeState } from '../../lib/realtime/state';

const LOOK: Record<RealtimeState, { color: string; label: string }> = {
  connected: { color: 'var(--mantine-color-teal-6)', label: 'Live updates: connected' },
  error: { color: 'var(--mantine-color-red-6)', label: 'Live updates: connection problem, retrying' },
  closed: { color: 'var(--mantine-color-gray-4)', label: 'Live updates: not connected' },
};

/** The real-time connection state, discreetly (spec 1 §4: connected, error, closed). */
export function RealtimeStatus() {
  const state = useRealtimeState();
  const { color, label } = LOOK[state];
  return (
    <Tooltip label={label}>
      <Box
        role="status"
        aria-label={label}
        data-state={state}
        w={8}
        h={8}
        mx={6}
        style={{ borderRadius: '50%', background: color, flexShrink: 0 }}
      />
    </Tooltip>
  );
}
