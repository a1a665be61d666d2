import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { showSiteFilters } from '@sw/domain';
import { useEffect, useState } from 'react';
import { PeriodRangeInput } from '../../../components/ui/period-range-input';
import type { NohPeriod } from '../utils/noh-period';
import type { NohSearch } from '../utils/noh-search';

const SEARCH_DELAY_MS = 300;

/**
 * E-036, E-048: search, the site filter and the period. Every choice goes to the URL through
 * `onChange` (the search after a short pause in typing); no site chosen means all sites.
 */
export function NohFilterBar({
  search,
  period,
  sites,
  onChange,
}: {
  search: NohSearch;
  period: NohPeriod;
  sites: readonly Site[] | undefined;
  onChange: (next: NohSearch) => void;
}) {
  const [q, setQ] = useState(search.q ?? '');
  // The URL wins when it changes from elsewhere (back button, a link).
  useEffect(() => setQ(search.q ?? ''), [search.q]);
  useEffect(() => {
    if ((search.q ?? '') === q) return;
    const timer = setTimeout(() => onChange({ ...search, q: q || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, search, onChange]);
  const siteList = sites ?? [];
  const chosen = Boolean(search.from || search.to || search.sites?.length || search.q);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="noh-filters">
      <TextInput
        label="Search"
        placeholder="Search sites"
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        w={{ base: '100%', xs: 220 }}
        type="search"
        maxLength={100}
      />
      {siteList.length > 0 && showSiteFilters(siteList) && (
        <MultiSelect
          label="Sites"
          placeholder={search.sites?.length ? undefined : 'All sites'}
          data={siteList.map((s) => ({ value: String(s.id), label: s.title }))}
          value={(search.sites ?? []).map(String)}
          onChange={(v) => onChange({ ...search, sites: v.length ? v.map(Number) : undefined })}
          searchable
          clearable
          maxValues={50}
          w={{ base: '100%', xs: 300 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="noh-site-filter"
        />
      )}
      <PeriodRangeInput
        label="Period"
        fromDay={period.from}
        toDay={period.to}
        maxDay={period.maxDay}
        onChange={(days) => onChange({ ...search, from: days.from, to: days.to })}
        w={{ base: '100%', xs: 260 }}
      />
      {chosen && (
        <Button
          variant="subtle"
          size="sm"
          onClick={() => {
            setQ('');
            onChange({ sort: search.sort, dir: search.dir });
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
