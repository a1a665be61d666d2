import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** A sortable column header: a button naming its direction (aria-sort on the cell). */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  dir,
  onSort,
  numeric = false,
}: {
  column: K;
  label: ReactNode;
  sort: K;
  dir: 'asc' | 'desc';
  onSort: (column: K) => void;
  numeric?: boolean;
}) {
  const active = sort === column;
  return (
    <Table.Th
      ta={numeric ? 'right' : undefined}
      style={{ whiteSpace: 'nowrap' }}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" data-testid={`sort-${column}`}>
        {label}{' '}
        {active ? (
          <span aria-hidden>{dir === 'asc' ? '▲' : '▼'}</span>
        ) : (
          <Text span c="dimmed" fz="xs" aria-hidden>
            ↕
          </Text>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}
