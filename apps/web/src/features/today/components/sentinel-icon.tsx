import { ThemeIcon, Tooltip } from '@mantine/core';
import { SENTINEL_TYPE_LABELS } from '@sw/domain';
import type { ReactNode } from 'react';
import {
  BoltIcon,
  DoorIcon,
  GaugeIcon,
  InfoIcon,
  ThermometerIcon,
  WifiOffIcon,
} from '../../../components/tiles/tile-icons';

const ICONS: Record<keyof typeof SENTINEL_TYPE_LABELS, ReactNode> = {
  TEMPERATURE_RANGE: <ThermometerIcon size={16} />,
  DOOR_OPEN: <DoorIcon size={16} />,
  DEVICE_OFFLINE: <WifiOffIcon size={16} />,
  ENERGY_BASELINE: <BoltIcon size={16} />,
  SETPOINT_DEVIATION: <GaugeIcon size={16} />,
};

const isKnown = (type: string): type is keyof typeof SENTINEL_TYPE_LABELS => type in SENTINEL_TYPE_LABELS;

/** The incident's kind as an icon (C-020), named (as in every incident list) for screen readers and on hover. */
export function SentinelIcon({ type }: { type: string }) {
  const entry = isKnown(type)
    ? { label: SENTINEL_TYPE_LABELS[type], icon: ICONS[type] }
    : { label: 'Incident', icon: <InfoIcon size={16} /> };
  return (
    <Tooltip label={entry.label} withArrow>
      <ThemeIcon variant="light" color="gray" size="md" radius="md" role="img" aria-label={entry.label}>
        {entry.icon}
      </ThemeIcon>
    </Tooltip>
  );
}
