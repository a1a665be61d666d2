import type { Equipment, EquipmentPathNode } from '@sw/contracts';
import type { EquipmentRow } from './equipment.repository';

/** The equipment fields of spec 3 §3 (F-091), plus its site title and the type under both names. */
export function presentEquipment(row: EquipmentRow, withPath = false): Equipment {
  const e = row.equipment;
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    siteId: e.siteId,
    siteTitle: row.siteTitle,
    spaceId: e.spaceId,
    space: e.spaceId !== null && row.spaceTitle !== null ? { id: e.spaceId, title: row.spaceTitle } : null,
    typeId: e.typeId,
    equipmentTypeId: e.typeId,
    type: row.type,
    groupId: e.groupId,
    equipmentGroupId: e.groupId,
    model: e.model,
    vendor: e.vendor,
    activeControl: e.activeControl,
    manufactureDate: e.manufactureDate,
    serialNumber: e.serialNumber,
    resourceType: e.resourceType,
    ...(withPath ? { path: equipmentPath(row) } : {}),
  };
}

/** Organisation → site → space (only when the equipment is placed in one) → the equipment. */
export function equipmentPath(row: EquipmentRow): EquipmentPathNode[] {
  const e = row.equipment;
  return [
    { id: e.orgId, title: row.orgTitle, resourceType: 'ORGANIZATION' },
    { id: e.siteId, title: row.siteTitle, resourceType: 'SITE' },
    ...(e.spaceId !== null && row.spaceTitle !== null
      ? [{ id: e.spaceId, title: row.spaceTitle, resourceType: 'SPACE' as const }]
      : []),
    { id: e.id, title: e.title, resourceType: 'EQUIPMENT' },
  ];
}
