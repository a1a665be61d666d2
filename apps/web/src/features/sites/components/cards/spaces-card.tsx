import { Badge, Skeleton, Table, Text } from '@mantine/core';
import { formatMeasurement } from '@sw/domain';
import { TileCard } from '../../../../components/tiles/tile-card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { useSiteSpaces, useSpaceStats } from '../../api/get-site-spaces';

/** D-062: the site's spaces with what they hold and their current conditions. */
export function SpacesCard({ siteId }: { siteId: number }) {
  const spaces = useSiteSpaces(siteId);
  const stats = useSpaceStats(spaces.data?.map((s) => s.id) ?? []);
  return (
    <TileCard title="Spaces" testId="site-spaces">
      {spaces.isPending ? (
        <Skeleton h={80} />
      ) : spaces.isError ? (
        <ErrorState message={spaces.error.message} onRetry={() => void spaces.refetch()} />
      ) : spaces.data.length === 0 ? (
        <EmptyState compact title="No spaces" subtitle="This site has no spaces yet." />
      ) : (
        // No minimum width: the headers wrap, so that the table fits the half-width card (issue 9).
        <ResponsiveTable>
          <Table verticalSpacing={6} horizontalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Space</Table.Th>
                <Table.Th ta="right">Equipment</Table.Th>
                <Table.Th ta="right">Sensors</Table.Th>
                <Table.Th ta="right">Temperature</Table.Th>
                <Table.Th ta="right">Active incidents</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {spaces.data.map((space, i) => {
                const s = stats[i]?.data;
                return (
                  <Table.Tr key={space.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {space.title}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {s ? s.equipmentCount : <Skeleton h={12} w={24} ml="auto" />}
                    </Table.Td>
                    <Table.Td ta="right">{s ? s.sensorCount : <Skeleton h={12} w={24} ml="auto" />}</Table.Td>
                    <Table.Td ta="right">
                      {s
                        ? s.temperature
                          ? formatMeasurement(s.temperature.value, s.temperature.unit)
                          : '-'
                        : null}
                    </Table.Td>
                    <Table.Td ta="right">
                      {s && s.numberActiveIncidents > 0 ? (
                        <Badge color="red" size="sm">
                          {s.numberActiveIncidents}
                        </Badge>
                      ) : (
                        (s?.numberActiveIncidents ?? '')
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
    </TileCard>
  );
}
