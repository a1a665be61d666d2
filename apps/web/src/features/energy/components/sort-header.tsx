import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortDir } from '../utils/site-rows';
import classes from './sort-header.module.css';

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
  minWidth,
}: {
  label: string;
  column: K;
  sort: K;
  dir: SortDir;
  onSort: (column: K) => void;
  numeric?: boolean;
  help?: ReactNode;
  /** Headers wrap onto two lines to keep wide tables narrow; this keeps the column from shrinking more. */
  minWidth?: number;
}) {
  const active = sort === column;
  return (
    <Table.Th
      ta={numeric ? 'right' : undefined}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ verticalAlign: 'bottom', minWidth }}
    >
      <Group gap={2} wrap="wrap" justify={numeric ? 'flex-end' : 'flex-start'} align="flex-end">
        <UnstyledButton
          onClick={() => onSort(column)}
          fw={700}
          fz="xs"
          ta={numeric ? 'right' : undefined}
          lh={1.3}
          data-testid={`sort-${column}`}
          className={classes.button}
          data-dir={active ? dir : undefined}
        >
          {label}
        </UnstyledButton>
        {help}
      </Group>
    </Table.Th>
  );
}
