import { Anchor, Table, Tooltip } from '@mantine/core';
import type { IncidentCountBySite } from '@sw/contracts';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TileCard } from '../../../components/tiles/tile-card';
import { mostIncidentSites } from '../utils/overview-tiles';
import { TileTable } from './tile-table';

const num = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums' } };

/** C-046 … C-048: the 5 sites with most incidents in the period. */
export function MostIncidentsSitesTile({
  data,
  error,
  onRetry,
  dimmed,
}: {
  data: readonly IncidentCountBySite[] | undefined;
  error: Error | null;
  onRetry: () => void;
  dimmed: boolean;
}) {
  const rows = useMemo(() => mostIncidentSites(data ?? []), [data]);
  return (
    <TileCard
      title="Sites with Most Incidents"
      tooltip="New and Existing count incidents still active by status; Resolved counts those that ended. Low to Critical count the notifications sent."
      testId="most-incidents-sites-tile"
    >
      <TileTable
        label="Sites with Most Incidents"
        error={error}
        onRetry={onRetry}
        loading={!data}
        empty={rows.length === 0}
        dimmed={dimmed}
        minWidth={640}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>Site</Table.Th>
            <Table.Th rowSpan={2} ta="right">
              Total Incidents
            </Table.Th>
            <Table.Th rowSpan={2} ta="right">
              New
            </Table.Th>
            <Table.Th rowSpan={2} ta="right">
              Existing
            </Table.Th>
            <Table.Th rowSpan={2} ta="right">
              Resolved
            </Table.Th>
            <Table.Th colSpan={4} ta="center" fz="xs" c="dimmed" fw={600}>
              Notifications sent
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {['Low', 'Medium', 'High', 'Critical'].map((c) => (
              <Table.Th key={c} ta="right">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.siteId}>
              <Table.Td>
                <Tooltip label={r.fullTitle} disabled={r.title === r.fullTitle} withArrow>
                  <Anchor component={Link} to={`/sites/${r.siteId}/incidents`} size="sm" fw={500}>
                    {r.title}
                  </Anchor>
                </Tooltip>
              </Table.Td>
              <Table.Td {...num} fw={700}>
                {r.total}
              </Table.Td>
              <Table.Td {...num}>{r.new}</Table.Td>
              <Table.Td {...num}>{r.existing}</Table.Td>
              <Table.Td {...num}>{r.resolved}</Table.Td>
              <Table.Td {...num}>{r.low}</Table.Td>
              <Table.Td {...num}>{r.medium}</Table.Td>
              <Table.Td {...num}>{r.high}</Table.Td>
              <Table.Td {...num}>{r.critical}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </TileTable>
    </TileCard>
  );
}
