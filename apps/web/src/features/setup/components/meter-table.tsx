import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupEnergyMeter } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { RowActions } from './equipment-row-actions';

/** A site's energy meters as the server lists them (the main one first), with their sensor. */
export function MeterTable({
  meters,
  readOnly,
  onEdit,
  onDelete,
}: {
  meters: readonly SetupEnergyMeter[];
  readOnly: boolean;
  onEdit: (meter: SetupEnergyMeter) => void;
  onDelete: (meter: SetupEnergyMeter) => void;
}) {
  return (
    <ResponsiveTable minWidth={860}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Meter</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>ENERGY sensor</Table.Th>
            <Table.Th>Uuid</Table.Th>
            <Table.Th>Vendor / model</Table.Th>
            <Table.Th>Gateway</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {meters.map((m) => (
            <Table.Tr key={m.id} data-meter-id={m.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {m.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {m.isSiteMain ? (
                    <Badge variant="light" color="blue">
                      Main meter
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      Sub-meter
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.sensorTitle}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {m.uuid}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{[m.vendor, m.model].filter(Boolean).join(' ')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.gatewayTitle ?? '-'}</Text>
              </Table.Td>
              {/* On a phone (a card per row) the actions go to the right end of their line. */}
              <Table.Td ml="auto">
                <RowActions
                  name={m.title}
                  actions={[
                    { label: 'Edit', onClick: () => onEdit(m), disabled: readOnly },
                    { label: 'Delete…', onClick: () => onDelete(m), danger: true, disabled: readOnly },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
