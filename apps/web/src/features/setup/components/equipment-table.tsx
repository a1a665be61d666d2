import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupEquipment } from '@sw/contracts/setup';
import { HVAC_EQUIPMENT_GROUP_ID } from '@sw/domain';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatTempRange } from '../utils/equipment-range';
import { type RowAction, RowActions } from './equipment-row-actions';

export interface EquipmentActions {
  onEdit: (item: SetupEquipment) => void;
  onDelete: (item: SetupEquipment) => void;
  onAddThermostat: (item: SetupEquipment) => void;
  onRemoveThermostat: (item: SetupEquipment) => void;
}

function rowActions(item: SetupEquipment, readOnly: boolean, a: EquipmentActions): RowAction[] {
  const out: RowAction[] = [{ label: 'Edit', onClick: () => a.onEdit(item), disabled: readOnly }];
  if (item.thermostat)
    out.push({
      label: 'Remove thermostat…',
      onClick: () => a.onRemoveThermostat(item),
      danger: true,
      disabled: readOnly,
    });
  else if (item.groupId === HVAC_EQUIPMENT_GROUP_ID)
    out.push({ label: 'Add thermostat', onClick: () => a.onAddThermostat(item), disabled: readOnly });
  out.push({ label: 'Delete…', onClick: () => a.onDelete(item), danger: true, disabled: readOnly });
  return out;
}

const dash = (v: string | null | undefined) => v || '-';

/** A site's equipment: what each item is, where, its compliance range, sensors and thermostat. */
export function EquipmentTable({
  items,
  readOnly,
  actions,
}: {
  items: readonly SetupEquipment[];
  readOnly: boolean;
  actions: EquipmentActions;
}) {
  return (
    <ResponsiveTable minWidth={1000}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Equipment</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Space</Table.Th>
            <Table.Th>Vendor / model</Table.Th>
            <Table.Th>Serial number</Table.Th>
            <Table.Th>Compliance range</Table.Th>
            <Table.Th>Sensors</Table.Th>
            <Table.Th>Thermostat</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((e) => (
            <Table.Tr key={e.id} data-equipment-id={e.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {e.title}
                </Text>
                <Group gap={4}>
                  {e.ratedKw !== null && (
                    <Text size="xs" c="dimmed">
                      {e.ratedKw.toLocaleString('en-US')} kW
                    </Text>
                  )}
                  {e.activeControl && (
                    <Badge size="xs" variant="light" color="teal">
                      Active control
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.typeTitle}</Text>
                <Text size="xs" c="dimmed">
                  {e.groupTitle}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dash(e.spaceTitle)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dash([e.vendor, e.model].filter(Boolean).join(' '))}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dash(e.serialNumber)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatTempRange(e.minTemp, e.maxTemp) ?? '-'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.sensorCount.toLocaleString('en-US')}</Text>
              </Table.Td>
              <Table.Td>
                {e.thermostat ? (
                  <>
                    <Text size="sm">{e.thermostat.displayName ?? e.thermostat.title}</Text>
                    <Text size="xs" c="dimmed">
                      {e.thermostat.uuid}
                      {e.thermostat.heatPump && ' · heat pump'}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {e.groupId === HVAC_EQUIPMENT_GROUP_ID ? 'None' : '-'}
                  </Text>
                )}
              </Table.Td>
              {/* On a phone (a card per row) the actions go to the right end of their line. */}
              <Table.Td ml="auto">
                <RowActions name={e.title} actions={rowActions(e, readOnly, actions)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
