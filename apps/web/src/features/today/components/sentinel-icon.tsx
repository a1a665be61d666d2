import { ThemeIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  BoltIcon,
  DoorIcon,
  GaugeIcon,
  InfoIcon,
  ThermometerIcon,
  WifiOffIcon,
} from '../../../components/tiles/tile-icons';

const ICONS: Record<string, { label: string; icon: ReactNode }> = {
  TEMPERATURE_RANGE: { label: 'Temperature out of range', icon: <ThermometerIcon size={16} /> },
  DOOR_OPEN: { label: 'Door open', icon: <DoorIcon size={16} /> },
  DEVICE_OFFLINE: { label: 'Device offline', icon: <WifiOffIcon size={16} /> },
  ENERGY_BASELINE: { label: 'Energy above baseline', icon: <BoltIcon size={16} /> },
  SETPOINT_DEVIATION: { label: 'Set point deviation', icon: <GaugeIcon size={16} /> },
};

/** The incident's kind as an icon (C-020), named for screen readers and on hover. */
export function SentinelIcon({ type }: { type: string }) {
  const entry = ICONS[type] ?? { label: 'Incident', icon: <InfoIcon size={16} /> };
  return (
    <Tooltip label={entry.label} withArrow>
      <ThemeIcon variant="light" color="gray" size="md" radius="md" role="img" aria-label={entry.label}>
        {entry.icon}
      </ThemeIcon>
    </Tooltip>
  );
}
