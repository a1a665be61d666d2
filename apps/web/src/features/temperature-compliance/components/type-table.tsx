import { Table, Text } from '@mantine/core';
import { formatNumber, formatPercent } from '@sw/domain';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import type { TypeRow } from '../utils/trend';

/** Compliance by equipment type, least compliant first, with its first and last day in the period. */
export function TypeTable({ rows }: { rows: readonly TypeRow[] }) {
  return (
    <ResponsiveTable minWidth={820}>
      <Table verticalSpacing="xs" fz="sm" striped aria-label="Temperature compliance by equipment type">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Equipment type</Table.Th>
            <Table.Th ta="right">Compliance</Table.Th>
            <Table.Th ta="right">First day → last day</Table.Th>
            <Table.Th ta="right">Out-of-range hours</Table.Th>
            <Table.Th ta="right">Defrost hours (excused)</Table.Th>
            <Table.Th ta="right">Sensors</Table.Th>
            <Table.Th ta="right">Sites</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.typeId} data-testid="type-row">
              <Table.Td fw={600}>{r.title}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {r.within_compliance === null ? 'N/A' : formatPercent(r.within_compliance, 1)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" span>
                  {formatPercent(r.first, 1)} → {formatPercent(r.last, 1)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(r.outOfRange, 0)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.defrost_points, 0)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.sensors, 0)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.sites, 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
