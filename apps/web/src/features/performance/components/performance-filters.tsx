import { Button, Indicator, MultiSelect, Popover, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Site, SiteGroup } from '@sw/contracts';
import { useEffect, useState } from 'react';
import type { PerformanceSearch } from '../utils/performance-search';

const SEARCH_DELAY_MS = 300;

export interface FilterOptions {
  sites: readonly Site[];
  siteGroups: readonly SiteGroup[];
  /** The Equipment Type options (already narrowed: the group's types, or type group 5708). */
  types: readonly { id: number; title: string }[];
  vendors: readonly string[];
}

/**
 * F-022, F-052: quick search, Site, Site Groups, Equipment Type and the vendor filter. On a phone the
 * four filters fold into one 'Filters' dropdown (F-023, F-053); the search stays in view.
 */
export function PerformanceFilters({
  search,
  options,
  vendorLabel,
  mobile,
  onChange,
}: {
  search: PerformanceSearch;
  options: FilterOptions;
  /** 'Vendor' on the HVAC page, 'Manufacturer' on the equipment group page. */
  vendorLabel: string;
  mobile: boolean;
  onChange: (patch: Partial<PerformanceSearch>) => void;
}) {
  const [q, setQ] = useState(search.q ?? '');
  // The URL wins when it changes from elsewhere (back button, a link).
  useEffect(() => setQ(search.q ?? ''), [search.q]);
  useEffect(() => {
    if ((search.q ?? '') === q) return;
    const timer = setTimeout(() => onChange({ q: q.trim() || undefined, page: undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, search.q, onChange]);
  // In the phone dropdown, option lists open inside it: a portal would count as a click outside.
  const comboboxProps = { withinPortal: !mobile };
  const ids = (v: string[]) => (v.length ? v.map(Number) : undefined);
  const fields = (
    <>
      {options.sites.length > 0 && (
        <MultiSelect
          label="Site"
          placeholder={search.sites?.length ? undefined : 'All'}
          data={options.sites.map((s) => ({ value: String(s.id), label: s.title }))}
          value={(search.sites ?? []).map(String)}
          onChange={(v) => onChange({ sites: ids(v), page: undefined })}
          searchable
          clearable
          comboboxProps={comboboxProps}
          data-testid="filter-site"
        />
      )}
      <MultiSelect
        label="Site Groups"
        placeholder={search.siteGroups?.length ? undefined : 'All'}
        data={options.siteGroups.map((g) => ({ value: String(g.id), label: g.title }))}
        value={(search.siteGroups ?? []).map(String)}
        onChange={(v) => onChange({ siteGroups: ids(v), page: undefined })}
        disabled={options.siteGroups.length === 0}
        searchable
        clearable
        comboboxProps={comboboxProps}
      />
      <MultiSelect
        label="Equipment Type"
        placeholder={search.types?.length ? undefined : 'All'}
        data={options.types.map((t) => ({ value: String(t.id), label: t.title }))}
        value={(search.types ?? []).map(String)}
        onChange={(v) => onChange({ types: ids(v), page: undefined })}
        searchable
        clearable
        comboboxProps={comboboxProps}
        data-testid="filter-type"
      />
      <MultiSelect
        label={vendorLabel}
        placeholder={search.vendors?.length ? undefined : 'All'}
        data={[...options.vendors]}
        value={search.vendors ?? []}
        onChange={(v) => onChange({ vendors: v.length ? v : undefined, page: undefined })}
        searchable
        clearable
        comboboxProps={comboboxProps}
        data-testid="filter-vendor"
      />
    </>
  );
  const count = [search.sites, search.siteGroups, search.types, search.vendors].filter(
    (x) => x?.length,
  ).length;
  return (
    <Stack gap="sm">
      <TextInput
        label="Search"
        placeholder="Site, site group, equipment, vendor or type"
        type="search"
        value={q}
        maxLength={100}
        onChange={(e) => setQ(e.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
      />
      {mobile ? (
        <Indicator label={count} size={18} disabled={count === 0} offset={4}>
          <Popover position="bottom-start" width="target" shadow="md" trapFocus>
            <Popover.Target>
              <Button variant="default" fullWidth>
                Filters
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="sm">{fields}</Stack>
            </Popover.Dropdown>
          </Popover>
        </Indicator>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {fields}
        </SimpleGrid>
      )}
    </Stack>
  );
}
