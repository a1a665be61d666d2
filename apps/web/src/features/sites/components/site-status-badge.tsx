import { Badge } from '@mantine/core';
import type { Site } from '@sw/contracts';

const STATUS: Record<Site['status'], { label: string; color: string }> = {
  ONLINE: { label: 'Online', color: 'teal' },
  PARTIALLY_OFF: { label: 'Partially offline', color: 'yellow' },
  OFFLINE: { label: 'Offline', color: 'red' },
};

export function SiteStatusBadge({ status }: { status: Site['status'] }) {
  const { label, color } = STATUS[status];
  return (
    // Badges truncate their label by default; a status must always be read in full.
    <Badge color={color} variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }}>
      {label}
    </Badge>
  );
}
