import { Stack, Table, Text } from '@mantine/core';
import { formatNumber, formatPercent } from '@sw/domain';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TableFormulas } from '../../../components/ui/table-formulas';
import { TYPE_COLUMNS } from '../utils/column-formulas';
import type { TypeRow } from '../utils/trend';
import { HelpHeader } from './help-header';

/**
 * Compliance by equipment type, least compliant first, with its first and last day in the period;
 * each figure's formula in its header (on a phone, in one list above the cards).
 */
export function TypeTable({ rows }: { rows: readonly TypeRow[] }) {
  return (
    <Stack gap={4}>
      <TableFormulas what="Temperature compliance by equipment type" items={Object.values(TYPE_COLUMNS)} />
      <ResponsiveTable minWidth={820}>
        <Table verticalSpacing="xs" fz="sm" striped aria-label="Temperature compliance by equipment type">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Equipment type</Table.Th>
              <HelpHeader column={TYPE_COLUMNS.compliance} numeric />
              <HelpHeader column={TYPE_COLUMNS.firstLast} numeric />
              <HelpHeader column={TYPE_COLUMNS.outOfRange} numeric />
              <HelpHeader column={TYPE_COLUMNS.defrost} numeric />
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
    </Stack>
  );
}
