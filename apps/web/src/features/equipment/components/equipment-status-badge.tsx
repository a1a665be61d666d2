import { Badge } from '@mantine/core';
import { EQUIPMENT_STATUS_LABEL, type EquipmentStatus } from '@sw/domain';

const COLOUR: Record<EquipmentStatus, string> = {
  INCIDENT: 'red',
  OFFLINE: 'gray',
  ONLINE: 'teal',
  NOT_MONITORED: 'yellow',
};

export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  return (
    <Badge
      color={COLOUR[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="equipment-status"
      data-status={status}
    >
      {EQUIPMENT_STATUS_LABEL[status]}
    </Badge>
  );
}
