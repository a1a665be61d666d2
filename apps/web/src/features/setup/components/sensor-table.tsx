import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupSensor } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useZonedFormat } from '../../../components/ui/zoned-time';
import { CONNECTION_BADGE } from '../utils/gateway-values';
import { formatReading, sensorPlace, sensorTypeLabel } from '../utils/sensor-values';
import { RowActions } from './equipment-row-actions';

export type SensorAction = 'edit' | 'deactivate' | 'activate' | 'delete';

const badgeLabel = { label: { overflow: 'visible' } } as const;

/** A site's sensors: what each measures, through which gateway, its last value and its state. */
export function SensorTable({
  sensors,
  readOnly,
  onAction,
}: {
  sensors: readonly SetupSensor[];
  readOnly: boolean;
  onAction: (sensor: SetupSensor, action: SensorAction) => void;
}) {
  const format = useZonedFormat();
  return (
    <ResponsiveTable minWidth={1040}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sensor</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Measures</Table.Th>
            <Table.Th>Gateway</Table.Th>
            <Table.Th>Last value</Table.Th>
            <Table.Th>Last contact</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sensors.map((s) => {
            const connection = CONNECTION_BADGE[s.connection];
            const inactive = s.status === 'INACTIVE';
            return (
              <Table.Tr key={s.id} data-sensor-id={s.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {s.title}
                  </Text>
                  {/* The uuid under the name: the id the gateway reports it by, in one column with it. */}
                  <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {s.uuid}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{sensorTypeLabel(s.sensorType)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.unit}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={s.equipmentTitle || s.spaceTitle ? undefined : 'dimmed'}>
                    {sensorPlace(s)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.gatewayTitle ?? '-'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="sensor-last-value">
                    {formatReading(s.lastValue, s.unit)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {s.lastSeenAt ? format(s.lastSeenAt, 'dd MMM yyyy, HH:mm') : 'Never'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    {inactive && (
                      <Badge color="gray" variant="outline" radius="sm" styles={badgeLabel}>
                        Deactivated
                      </Badge>
                    )}
                    <Badge
                      color={connection.color}
                      variant="light"
                      radius="sm"
                      styles={badgeLabel}
                      data-testid="sensor-connection"
                    >
                      {connection.label}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={s.title}
                    actions={[
                      { label: 'Edit', onClick: () => onAction(s, 'edit'), disabled: readOnly },
                      inactive
                        ? { label: 'Activate', onClick: () => onAction(s, 'activate'), disabled: readOnly }
                        : {
                            label: 'Deactivate…',
                            onClick: () => onAction(s, 'deactivate'),
                            disabled: readOnly,
                          },
                      {
                        label: 'Delete…',
                        onClick: () => onAction(s, 'delete'),
                        danger: true,
                        disabled: readOnly,
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
