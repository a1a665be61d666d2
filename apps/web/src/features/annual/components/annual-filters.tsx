import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { monthLabel, SEARCH_MIN, searchApplies } from '../utils/annual-rows';
import { type AnnualSearch, chooseYear } from '../utils/annual-search';

/**
 * The annual pages' filters, every one in the URL through `onChange`: the search (E-003: site names,
 * from 3 characters), the year (E-005, no custom range), for the current year the month the figures
 * run to (E-007, E-008: completed months only) and the sites (E-009: none chosen means all).
 */
export function AnnualFilters({
  search,
  onChange,
  sites,
  years,
  year,
  monthChoices,
}: {
  search: AnnualSearch;
  onChange: (next: AnnualSearch, replace?: boolean) => void;
  sites: readonly { id: number; title: string }[] | null;
  years: readonly number[];
  year: number;
  monthChoices: readonly string[];
}) {
  // The box follows typing at once; the URL follows without a history entry per key.
  const [text, setText] = useState(search.q ?? '');
  useEffect(() => setText(search.q ?? ''), [search.q]);
  const short = text.trim().length > 0 && !searchApplies(text);
  const chosen = Boolean(search.q || search.sites?.length || search.year || search.month);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Site name"
        value={text}
        onChange={(e) => {
          const q = e.currentTarget.value;
          setText(q);
          onChange({ ...search, q: q.trim() ? q : undefined }, true);
        }}
        description={short ? `Type at least ${SEARCH_MIN} characters` : undefined}
        w={{ base: '100%', xs: 220 }}
        type="search"
      />
      <Select
        label="Year"
        data={years.map((y) => ({ value: String(y), label: String(y) }))}
        value={String(year)}
        onChange={(v) => v && onChange(chooseYear(search, Number(v)))}
        allowDeselect={false}
        w={{ base: '48%', xs: 110 }}
        comboboxProps={{ withinPortal: true }}
      />
      {monthChoices.length > 0 && (
        <Select
          label="Up to"
          data={[
            { value: 'to-date', label: 'To date' },
            ...monthChoices.map((m) => ({ value: m, label: monthLabel(m) })),
          ]}
          value={search.month && monthChoices.includes(search.month) ? search.month : 'to-date'}
          onChange={(v) => onChange({ ...search, month: v && v !== 'to-date' ? v : undefined })}
          allowDeselect={false}
          w={{ base: '48%', xs: 190 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {sites && (
        <MultiSelect
          label="Sites"
          placeholder={search.sites?.length ? undefined : 'All sites'}
          data={sites.map((s) => ({ value: String(s.id), label: s.title }))}
          value={(search.sites ?? []).map(String)}
          onChange={(v) => onChange({ ...search, sites: v.length ? v.map(Number) : undefined })}
          searchable
          clearable
          w={{ base: '100%', xs: 300 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {chosen && (
        <Button
          variant="subtle"
          size="sm"
          mt={24}
          onClick={() => onChange({ sort: search.sort, dir: search.dir, view: search.view })}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
