import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { NotificationState } from '@sw/contracts';
import {
  PeriodPicker,
  SentinelTypeFilter,
  SeverityFilter,
} from '../../../components/ui/incident-filter-fields';
import { useNotificationSites } from '../api/get-sites';
import type { ListPeriod } from '../utils/notification-period';
import type { NotificationFilterPatch, NotificationListSearch } from '../utils/notification-search';

const STATE_OPTIONS: { value: NotificationState; label: string }[] = [
  { value: 'active', label: 'Active incident' },
  { value: 'resolved', label: 'Resolved incident' },
  { value: 'undismissed', label: 'Not dismissed' },
  { value: 'dismissed', label: 'Dismissed' },
];

/** Period, site (all-sites list only), sentinel type, state and severity; every change goes to the URL. */
export function NotificationFilters({
  search,
  period,
  timeZone,
  multiSite,
  onChange,
}: {
  search: NotificationListSearch;
  period: ListPeriod;
  timeZone: string;
  multiSite: boolean;
  onChange: (patch: NotificationFilterPatch) => void;
}) {
  const sites = useNotificationSites();
  const siteList = sites.data ?? [];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: multiSite ? 5 : 4 }} spacing="sm">
      <PeriodPicker fromDay={period.fromDay} toDay={period.toDay} timeZone={timeZone} onChange={onChange} />
      {/* C-044: the site options show only when there are sites. */}
      {multiSite && siteList.length > 0 && (
        <MultiSelect
          label="Sites"
          placeholder={search.sites?.length ? undefined : 'All'}
          data={siteList.map((s) => ({ value: String(s.id), label: s.title }))}
          value={(search.sites ?? []).map(String)}
          onChange={(v) => onChange({ sites: v.map(Number) })}
          clearable
          searchable
        />
      )}
      <SentinelTypeFilter
        value={search.sentinelTypes}
        onChange={(sentinelTypes) => onChange({ sentinelTypes })}
      />
      <Select
        label="State"
        placeholder="All"
        data={STATE_OPTIONS}
        value={search.state ?? null}
        onChange={(v) => onChange({ state: (v as NotificationState | null) ?? undefined })}
        clearable
      />
      <SeverityFilter value={search.severity} onChange={(severity) => onChange({ severity })} />
    </SimpleGrid>
  );
}
