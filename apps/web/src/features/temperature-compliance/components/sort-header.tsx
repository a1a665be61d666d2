import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A sortable column header: a button naming its direction (aria-sort on the cell), and an optional
 * 'How is this calculated?' beside it. Long labels wrap so that the tables fit their cards at
 * 1280 px; the arrow stays with the last word.
 */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  dir,
  onSort,
  numeric = false,
  help,
}: {
  column: K;
  label: ReactNode;
  sort: K;
  dir: 'asc' | 'desc';
  onSort: (column: K) => void;
  numeric?: boolean;
  /** The column's 'How is this calculated?' (ColumnHelp). */
  help?: ReactNode;
}) {
  const active = sort === column;
  return (
    <Table.Th
      ta={numeric ? 'right' : undefined}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ verticalAlign: 'bottom' }}
    >
      <Group gap={2} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'} align="flex-end">
        <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" data-testid={`sort-${column}`}>
          {label}
          {'\u00a0'}
          {active ? (
            <span aria-hidden>{dir === 'asc' ? '▲' : '▼'}</span>
          ) : (
            <Text span c="dimmed" fz="xs" aria-hidden>
              ↕
            </Text>
          )}
        </UnstyledButton>
        {help}
      </Group>
    </Table.Th>
  );
}
