import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { dayInZone } from '@sw/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { PeriodRangeInput } from '../../../components/ui/period-range-input';
import { useSiteOptions } from '../api/get-site-options';
import type { EnergyPeriod } from '../utils/energy-period';

type SiteFilter =
  | { mode: 'multi'; value: readonly number[]; onChange: (ids: number[]) => void }
  | { mode: 'single'; value: number | undefined; onChange: (id: number | undefined) => void };

/**
 * The energy pages' filters, every value from and to the URL: the period (days of the user's zone,
 * up to today), the site filter (all sites when none is chosen; shown only when there are sites to
 * choose from), the search box and any page-specific `children`.
 */
export function EnergyFilters({
  period,
  timeZone,
  onPeriod,
  sites,
  search,
  searchLabel,
  onSearch,
  children,
}: {
  period: EnergyPeriod;
  timeZone: string;
  onPeriod: (p: EnergyPeriod) => void;
  sites: SiteFilter;
  search: string | undefined;
  searchLabel: string;
  onSearch: (q: string | undefined) => void;
  children?: ReactNode;
}) {
  const options = useSiteOptions();
  const [text, setText] = useState(search ?? '');
  // The URL wins when it changes from outside (back button, a link).
  useEffect(() => setText(search ?? ''), [search]);
  const commit = useDebouncedCallback((q: string) => onSearch(q.trim() ? q : undefined), 250);
  const list = options.data ?? [];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="energy-filters">
      <PeriodRangeInput
        label={`Period (${timeZone})`}
        fromDay={period.from}
        toDay={period.to}
        maxDay={dayInZone(new Date(), timeZone)}
        onChange={(days) => onPeriod(days)}
        w={{ base: '100%', xs: 260 }}
      />
      {list.length > 1 &&
        (sites.mode === 'multi' ? (
          <MultiSelect
            label="Sites"
            placeholder={sites.value.length ? undefined : 'All sites'}
            data={list}
            value={sites.value.map(String)}
            onChange={(v) => sites.onChange(v.map(Number))}
            searchable
            clearable
            w={{ base: '100%', xs: 300 }}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Select
            label="Site"
            placeholder="All sites"
            data={list}
            value={sites.value === undefined ? null : String(sites.value)}
            onChange={(v) => sites.onChange(v ? Number(v) : undefined)}
            searchable
            clearable
            w={{ base: '100%', xs: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      {children}
      <TextInput
        label={searchLabel}
        placeholder="Search"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        w={{ base: '100%', xs: 240 }}
        type="search"
      />
    </Group>
  );
}
