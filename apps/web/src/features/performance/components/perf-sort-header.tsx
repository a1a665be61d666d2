import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../../components/ui/how-calculated';

/**
 * A sortable column header (aria-sort on the cell) with, for a figure, its 'How is this calculated?'
 * formula (docs/analytics.md). Long labels wrap so that the table fits its card.
 */
export function PerfSortHeader<K extends string>({
  column,
  label,
  sort,
  dir,
  onSort,
  numeric = false,
  formula,
  badge,
}: {
  column: K;
  label: string;
  sort: K;
  dir: 'asc' | 'desc';
  onSort: (column: K) => void;
  numeric?: boolean;
  formula?: string;
  badge?: ReactNode;
}) {
  const active = sort === column;
  return (
    <Table.Th
      ta={numeric ? 'right' : undefined}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Group gap={2} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'} align="center">
        <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" data-testid={`sort-${column}`}>
          {label}
          {badge}
          {'\u00a0'}
          {active ? (
            <span aria-hidden>{dir === 'asc' ? '▲' : '▼'}</span>
          ) : (
            <Text span c="dimmed" fz="xs" aria-hidden>
              ↕
            </Text>
          )}
        </UnstyledButton>
        {formula && <HowCalculated label={label} formula={formula} />}
      </Group>
    </Table.Th>
  );
}
