import { Button, Group, MultiSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import {
  RECOMMENDATION_KIND_LABELS,
  RECOMMENDATION_KINDS,
  type RecommendationKind,
} from '@sw/contracts/constants';
import { addDaysTo, dayInZone } from '@sw/domain';
import { useRecommendationSites } from '../api/get-org-recommendations';
import type { RecommendationsSearch } from '../utils/recommendations-search';

/** Sites, kinds and the week's last day; every choice goes to the URL through `onChange`. */
export function RecommendationsFilterBar({
  search,
  timeZone,
  onChange,
}: {
  search: RecommendationsSearch;
  timeZone: string;
  onChange: (next: RecommendationsSearch) => void;
}) {
  const sites = useRecommendationSites();
  const list = sites.data ?? [];
  const yesterday = addDaysTo(dayInZone(new Date(), timeZone), -1);
  const chosen = Boolean(search.sites?.length || search.kind?.length || search.date);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
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
      <MultiSelect
        label="Kind"
        placeholder={search.kind?.length ? undefined : 'All kinds'}
        data={RECOMMENDATION_KINDS.map((k) => ({ value: k, label: RECOMMENDATION_KIND_LABELS[k] }))}
        value={search.kind ?? []}
        onChange={(v) => onChange({ ...search, kind: v.length ? (v as RecommendationKind[]) : undefined })}
        clearable
        w={{ base: '100%', xs: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
      <DatePickerInput
        label="Week ending"
        placeholder="Yesterday"
        value={search.date ?? null}
        onChange={(d) => onChange({ ...search, date: d ? String(d).slice(0, 10) : undefined })}
        valueFormat="DD MMM, YYYY"
        maxDate={yesterday}
        clearable
        w={{ base: '100%', xs: 180 }}
        data-testid="week-ending"
      />
      {chosen && (
        <Button variant="subtle" size="sm" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
