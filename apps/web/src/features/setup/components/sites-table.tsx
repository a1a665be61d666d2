import { Badge, Table, Text } from '@mantine/core';
import type { SetupSite } from '@sw/contracts/setup';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The organisation's sites in setup: each opens its own setup page (spaces, devices, rules). */
export function SitesTable({ sites }: { sites: readonly SetupSite[] }) {
  return (
    <ResponsiveTable minWidth={860}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Site</Table.Th>
            <Table.Th>External id</Table.Th>
            <Table.Th>Time zone</Table.Th>
            <Table.Th>Floor area</Table.Th>
            <Table.Th>Equipment</Table.Th>
            <Table.Th>Devices</Table.Th>
            <Table.Th>Sentinels</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((s) => (
            <Table.Tr key={s.id} data-site-id={s.id}>
              <Table.Td>
                <AnchorLink
                  to="/setup/sites/$siteId"
                  params={{ siteId: String(s.id) }}
                  search={{ tab: undefined }}
                  fw={600}
                  size="sm"
                >
                  {s.title}
                </AnchorLink>
                {s.archivedAt && (
                  <Badge ml="xs" color="gray" variant="light" size="sm">
                    Archived
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {s.address || '-'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.externalId ?? '-'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.timeZone}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {s.floorAreaM2 === null ? '-' : `${s.floorAreaM2.toLocaleString('en-US')} m²`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{count(s.counts.equipment, 'item', 'items')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {count(s.counts.gateways, 'gateway', 'gateways')},{' '}
                  {count(s.counts.sensors, 'sensor', 'sensors')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.counts.sentinels.toLocaleString('en-US')}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
