import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SetupGateway } from '@sw/contracts/setup';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useZonedFormat } from '../../../components/ui/zoned-time';
import { CONNECTION_BADGE, deviceCountText, keyPrefixText } from '../utils/gateway-values';
import { RowActions } from './equipment-row-actions';

export type GatewayAction = 'edit' | 'rotate' | 'delete';

/** A site's gateways: status, last contact, what reports through each and which key it holds. */
export function GatewayTable({
  gateways,
  readOnly,
  onAction,
}: {
  gateways: readonly SetupGateway[];
  readOnly: boolean;
  onAction: (gateway: SetupGateway, action: GatewayAction) => void;
}) {
  const format = useZonedFormat();
  return (
    <ResponsiveTable minWidth={980}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Gateway</Table.Th>
            <Table.Th>UUID</Table.Th>
            <Table.Th>Vendor / model</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last contact</Table.Th>
            <Table.Th>Devices</Table.Th>
            <Table.Th>API key</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gateways.map((g) => {
            const badge = CONNECTION_BADGE[g.status];
            const devices = deviceCountText(g.counts);
            return (
              <Table.Tr key={g.id} data-gateway-id={g.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {g.title}
                  </Text>
                  {g.externalId && (
                    <Text size="xs" c="dimmed">
                      {g.externalId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {g.uuid}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{g.model ? `${g.vendor} ${g.model}` : g.vendor}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={badge.color}
                    variant="light"
                    radius="sm"
                    styles={{ label: { overflow: 'visible' } }}
                    data-testid="gateway-status"
                  >
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {g.lastSeenAt ? format(g.lastSeenAt, 'dd MMM yyyy, HH:mm') : 'Never'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={devices ? undefined : 'dimmed'}>
                    {devices ?? 'None yet'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {keyPrefixText(g.keyPrefix)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={g.title}
                    actions={[
                      { label: 'Edit', onClick: () => onAction(g, 'edit'), disabled: readOnly },
                      { label: 'Rotate API key…', onClick: () => onAction(g, 'rotate'), disabled: readOnly },
                      {
                        label: 'Delete…',
                        onClick: () => onAction(g, 'delete'),
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
