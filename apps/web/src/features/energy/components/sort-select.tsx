import { ActionIcon, Group, Select } from '@mantine/core';
import type { SortDir } from '../utils/site-rows';

/**
 * Sorting on a phone, where the table is a list of cards without its header row: the column and a
 * direction toggle, writing the same URL keys as the headers.
 */
export function SortSelect<K extends string>({
  options,
  sort,
  dir,
  onChange,
}: {
  options: readonly { value: K; label: string }[];
  sort: K;
  dir: SortDir;
  onChange: (sort: K, dir: SortDir) => void;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" hiddenFrom="sm" data-testid="sort-select">
      <Select
        label="Sort by"
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={sort}
        onChange={(v) => v && onChange(v as K, dir)}
        allowDeselect={false}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: true }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onChange(sort, dir === 'asc' ? 'desc' : 'asc')}
        aria-label={dir === 'asc' ? 'Sorted ascending: sort descending' : 'Sorted descending: sort ascending'}
      >
        {dir === 'asc' ? '▲' : '▼'}
      </ActionIcon>
    </Group>
  );
}
