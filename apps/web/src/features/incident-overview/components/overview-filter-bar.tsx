import { Button, Group, MultiSelect } from '@mantine/core';
import { dayInZone, showSiteFilters } from '@sw/domain';
import { PeriodRangeInput } from '../../../components/ui/period-range-input';
import { useFilterSiteGroups, useFilterSites } from '../api/get-filter-options';
import {
  choosePeriod,
  chooseSiteGroups,
  chooseSites,
  type OverviewPeriod,
  type OverviewSearch,
} from '../utils/overview-filters';

/**
 * C-032, C-040 … C-044: time period, site and 'Site Groups'. Every choice goes to the URL through
 * `onChange`; nothing chosen means all sites.
 */
export function OverviewFilterBar({
  search,
  period,
  timeZone,
  onChange,
}: {
  search: OverviewSearch;
  period: OverviewPeriod;
  timeZone: string;
  onChange: (next: OverviewSearch) => void;
}) {
  const sites = useFilterSites();
  const groups = useFilterSiteGroups();
  const siteList = sites.data ?? [];
  const groupList = groups.data ?? [];
  const siteFilters = showSiteFilters(sites.data);
  const chosen = Boolean(search.from || search.to || search.sites?.length || search.siteGroups?.length);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PeriodRangeInput
        label="Time period"
        fromDay={period.fromDay}
        toDay={period.toDay}
        maxDay={dayInZone(new Date(), timeZone)}
        onChange={(days) => onChange(choosePeriod(search, days))}
        w={{ base: '100%', xs: 260 }}
      />
      {/* C-044: the site options show only when there are sites; D-035: not for a single-site user. */}
      {siteList.length > 0 && siteFilters && (
        <MultiSelect
          label="Sites"
          placeholder={search.sites?.length ? undefined : 'All sites'}
          data={siteList.map((s) => ({ value: String(s.id), label: s.title }))}
          value={(search.sites ?? []).map(String)}
          onChange={(v) => onChange(chooseSites(search, v.map(Number)))}
          searchable
          clearable
          maxValues={50}
          w={{ base: '100%', xs: 280 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {siteFilters && (
        <MultiSelect
          label="Site Groups"
          placeholder={
            search.siteGroups?.length ? undefined : groupList.length ? 'All site groups' : 'No site groups'
          }
          data={groupList.map((g) => ({ value: String(g.id), label: g.title }))}
          value={(search.siteGroups ?? []).map(String)}
          onChange={(v) => onChange(chooseSiteGroups(search, v.map(Number)))}
          disabled={groupList.length === 0}
          clearable
          w={{ base: '100%', xs: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {chosen && (
        <Button variant="subtle" size="sm" onClick={() => onChange({ page: 1, rowLimit: search.rowLimit })}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
