import '@mantine/dates/styles.css';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type NotificationState, SENTINEL_TYPES } from '@sw/contracts';

type SentinelType = (typeof SENTINEL_TYPES)[number];

import { type DisplayPriority, SEVERITY_FILTER_OPTIONS } from '@sw/domain';
import { useNotificationSites } from '../api/get-sites';
import { dayIn, type ListPeriod } from '../utils/notification-period';
import { PRIORITY_NAMES } from '../utils/notification-rows';
import type { NotificationFilterPatch, NotificationListSearch } from '../utils/notification-search';

const SENTINEL_TYPE_LABELS: Record<SentinelType, string> = {
  TEMPERATURE_RANGE: 'Temperature out of range',
  DOOR_OPEN: 'Door left open',
  DEVICE_OFFLINE: 'Device offline',
  ENERGY_BASELINE: 'Energy above baseline',
  SETPOINT_DEVIATION: 'Setpoint deviation',
};

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
      <DatePickerInput
        type="range"
        label={`Period (${timeZone})`}
        value={[period.fromDay, period.toDay]}
        onChange={([from, to]) => {
          // Only a complete range is applied; the picker holds the first day meanwhile.
          if (from && to) onChange({ from: String(from).slice(0, 10), to: String(to).slice(0, 10) });
        }}
        valueFormat="DD MMM, YYYY"
        allowSingleDateInRange
        maxDate={dayIn(new Date(), timeZone)}
      />
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
      <MultiSelect
        label="Sentinel Type"
        placeholder={search.sentinelTypes?.length ? undefined : 'All'}
        data={SENTINEL_TYPES.map((t) => ({ value: t, label: SENTINEL_TYPE_LABELS[t] }))}
        value={search.sentinelTypes ?? []}
        onChange={(v) => onChange({ sentinelTypes: v as SentinelType[] })}
        clearable
      />
      <Select
        label="State"
        placeholder="All"
        data={STATE_OPTIONS}
        value={search.state ?? null}
        onChange={(v) => onChange({ state: (v as NotificationState | null) ?? undefined })}
        clearable
      />
      <MultiSelect
        label="Severity"
        placeholder={search.severity?.length ? undefined : 'All'}
        data={SEVERITY_FILTER_OPTIONS.map((p) => ({ value: p, label: PRIORITY_NAMES[p] }))}
        value={search.severity ?? []}
        onChange={(v) => onChange({ severity: v as DisplayPriority[] })}
        clearable
      />
    </SimpleGrid>
  );
}
