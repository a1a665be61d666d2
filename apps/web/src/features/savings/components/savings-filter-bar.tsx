import { Button, Group, MultiSelect } from '@mantine/core';
import type { ReportPeriod } from '@sw/domain';
import { dayInZone } from '@sw/domain';
import { PeriodRangeInput } from '../../../components/ui/period-range-input';
import { useSavingsSites } from '../api/get-controls-savings';
import type { SavingsSearch } from '../utils/savings-search';

/** The savings pages' period and site filters; every choice goes to the URL through `onChange`. */
export function SavingsFilterBar({
  search,
  period,
  timeZone,
  onChange,
}: {
  search: SavingsSearch;
  period: ReportPeriod;
  timeZone: string;
  onChange: (next: SavingsSearch) => void;
}) {
  const sites = useSavingsSites();
  const list = sites.data ?? [];
  const chosen = Boolean(search.from || search.to || search.sites?.length);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PeriodRangeInput
        label="Period"
        fromDay={period.from}
        toDay={period.to}
        maxDay={dayInZone(new Date(), timeZone)}
        onChange={(days) => onChange({ ...search, from: days.from, to: days.to })}
        w={{ base: '100%', xs: 260 }}
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
      {chosen && (
        <Button variant="subtle" size="sm" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
