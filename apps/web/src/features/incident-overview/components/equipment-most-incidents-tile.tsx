import { Anchor, Table, Text } from '@mantine/core';
import type { IncidentCountByEquipment } from '@sw/contracts';
import { formatDuration, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TileCard } from '../../../components/tiles/tile-card';
import { topEquipmentByCount } from '../utils/overview-tiles';
import { TileTable } from './tile-table';

/** C-054 (decision): equipment and site 30 characters each, one line each. */
const EQUIPMENT_MAX = 30;
const SITE_MAX = 30;

/** C-049/C-052 (decision): a table of the 5 pieces of equipment with most incidents. */
export function EquipmentMostIncidentsTile({
  data,
  error,
  onRetry,
  dimmed,
}: {
  data: readonly IncidentCountByEquipment[] | undefined;
  error: Error | null;
  onRetry: () => void;
  dimmed: boolean;
}) {
  const rows = useMemo(() => topEquipmentByCount(data ?? []), [data]);
  return (
    <TileCard title="Equipment with Most Incidents" testId="equipment-most-incidents-tile">
      <TileTable
        label="Equipment with Most Incidents"
        error={error}
        onRetry={onRetry}
        loading={!data}
        empty={rows.length === 0}
        dimmed={dimmed}
        minWidth={320}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Equipment · Site</Table.Th>
            <Table.Th ta="right">Incidents</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              In Incident
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.equipmentId}>
              {/* The site under the equipment: a half-width tile has no room for a column of its own. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={`/equipment/${r.equipmentId}`}
                  size="sm"
                  fw={500}
                  title={r.equipmentTitle}
                >
                  {truncate(r.equipmentTitle, EQUIPMENT_MAX)}
                </Anchor>
                <Text size="xs" c="dimmed" title={r.siteTitle}>
                  {truncate(r.siteTitle, SITE_MAX)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {r.totalIncidentCount}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatDuration(r.totalIncidentDuration)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </TileTable>
    </TileCard>
  );
}
