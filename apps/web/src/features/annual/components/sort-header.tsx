import { Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortDir, SortKey } from '../utils/annual-search';
import classes from './annual.module.css';

/** A sortable column header: a button naming the order it would apply, aria-sort on the cell. */
export function SortHeader({
  label,
  sortKey,
  sort,
  dir,
  onSort,
  help,
  align = 'right',
  className,
}: {
  label: string;
  sortKey: SortKey;
  sort: SortKey;
  dir: SortDir;
  onSort: (key: SortKey, dir: SortDir) => void;
  /** A 'How is this calculated?' beside the label. */
  help?: ReactNode;
  align?: 'left' | 'right';
  className?: string;
}) {
  const active = sort === sortKey;
  // A new column starts with the biggest first (site names A to Z).
  const next: SortDir = active ? (dir === 'asc' ? 'desc' : 'asc') : sortKey === 'site' ? 'asc' : 'desc';
  return (
    <Table.Th
      ta={align}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={className}
      style={{ whiteSpace: 'nowrap' }}
    >
      <Group gap={2} justify={align === 'right' ? 'flex-end' : 'flex-start'} wrap="nowrap">
        <UnstyledButton
          className={classes.sortButton}
          fz="sm"
          onClick={() => onSort(sortKey, next)}
          aria-label={`${label}: sort ${next === 'asc' ? 'ascending' : 'descending'}`}
        >
          {label}
          <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
        </UnstyledButton>
        {help}
      </Group>
    </Table.Th>
  );
}
