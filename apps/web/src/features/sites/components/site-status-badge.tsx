import { Badge } from '@mantine/core';
import type { Site } from '@sw/contracts';

export const SITE_STATUS_LABEL: Record<Site['status'], string> = {
  ONLINE: 'Online',
  PARTIALLY_OFF: 'Partially offline',
  OFFLINE: 'Offline',
};

// Mantine's own teal / yellow / red keep the light badge readable; they match the map's colours (D-023).
const COLOR: Record<Site['status'], string> = { ONLINE: 'teal', PARTIALLY_OFF: 'yellow', OFFLINE: 'red' };

export function SiteStatusBadge({ status }: { status: Site['status'] }) {
  return (
    // Badges truncate their label by default; a status must always be read in full.
    <Badge color={COLOR[status]} variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }}>
      {SITE_STATUS_LABEL[status]}
    </Badge>
  );
}
