import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { useSustainabilitySites } from '../api/get-co2-report';
import type { SustainabilitySearch } from '../utils/sustainability-search';

/** Year (this one and the two before; no custom range) and sites; every choice goes to the URL. */
export function SustainabilityFilterBar({
  search,
  year,
  currentYear,
  onChange,
}: {
  search: SustainabilitySearch;
  year: number;
  currentYear: number;
  onChange: (next: SustainabilitySearch) => void;
}) {
  const sites = useSustainabilitySites();
  const list = sites.data ?? [];
  const years = [currentYear, currentYear - 1, currentYear - 2].map(String);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Year"
        data={years}
        value={String(year)}
        allowDeselect={false}
        onChange={(v) => onChange({ ...search, year: v ? Number(v) : undefined })}
        w={{ base: '100%', xs: 140 }}
        comboboxProps={{ withinPortal: true }}
      />
      {list.length > 1 && (
        <MultiSelect
          label="Sites"
          placeholder={search.sites?.length ? undefined : 'All sites'}
          data={list.map((s) => ({ value: String(s.id), label: s.title }))}
          value={(search.sites ?? []).map(String)}
          onChange={(v) => onChange({ ...search, sites: v.length ? v.map(Number) : undefined })}
          searchable
          clearable
          maxValues={50}
          w={{ base: '100%', xs: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {(search.year || search.sites?.length) && (
        <Button variant="subtle" size="sm" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
