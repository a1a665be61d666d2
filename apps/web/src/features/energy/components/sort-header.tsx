import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortDir } from '../utils/site-rows';

/**
 * A sortable column header: a button that sorts by the column (a second press reverses it), its
 * direction announced through aria-sort, and an optional 'How is this calculated?' beside it.
 */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  dir,
  onSort,
  numeric,
  help,
}: {
  label: string;
  column: K;
  sort: K;
  dir: SortDir;
  onSort: (column: K) => void;
  numeric?: boolean;
  help?: ReactNode;
}) {
  const active = sort === column;
  return (
    <Table.Th
      ta={numeric ? 'right' : undefined}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ whiteSpace: 'nowrap', verticalAlign: 'bottom' }}
    >
      <Group gap={2} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
        <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" data-testid={`sort-${column}`}>
          {label}{' '}
          {active ? (
            dir === 'asc' ? (
              '▲'
            ) : (
              '▼'
            )
          ) : (
            <Text span c="dimmed" fz="xs">
              ↕
            </Text>
          )}
        </UnstyledButton>
        {help}
      </Group>
    </Table.Th>
  );
}
