import { Group, Table } from '@mantine/core';
import type { TableFormula } from '../../../components/ui/table-formulas';
import { ColumnHelp } from './column-help';

/** A header that does not sort, with its column's 'How is this calculated?' beside the label. */
export function HelpHeader({ column, numeric = false }: { column: TableFormula; numeric?: boolean }) {
  return (
    <Table.Th ta={numeric ? 'right' : undefined} style={{ verticalAlign: 'bottom' }}>
      <Group gap={2} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'} align="flex-end">
        <span>{column.label}</span>
        <ColumnHelp column={column} />
      </Group>
    </Table.Th>
  );
}
