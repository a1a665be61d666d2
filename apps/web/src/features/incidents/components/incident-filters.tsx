import { Button, Indicator, MultiSelect, Popover, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { showSiteFilters } from '@sw/domain';
import { useEffect, useState } from 'react';
import {
  PeriodPicker,
  SentinelTypeFilter,
  SeverityFilter,
} from '../../../components/ui/incident-filter-fields';
import { useEquipmentTypeOptions, useIncidentSites, useSiteGroups } from '../api/get-reference';
import { SEARCH_MIN_CHARS } from '../utils/incident-filters';
import type { Period } from '../utils/incident-period';
import { FILTER_KEYS, type FilterPatch, type IncidentListSearch } from '../utils/incident-search';

export interface IncidentFiltersProps {
  search: IncidentListSearch;
  period: Period;
  /** The picker's zone, named under it (the site's, or the user's on the multi-site page). */
  timeZone: string;
  multiSite: boolean;
  /** Whether equipment types can be told apart (equipment details loaded). */
  equipmentTypesAvailable: boolean;
  mobile: boolean;
  onChange: (patch: FilterPatch) => void;
}

/**
 * The incidents list filters (C-062 … C-068) and search (C-070). Every change goes to the URL.
 * On mobile they fold into one 'Filters' dropdown (C-066); the search box stays in view.
 */
export function IncidentFilters(props: IncidentFiltersProps) {
  const { search, mobile, onChange } = props;
  const fields = <FilterFields {...props} />;
  const count = FILTER_KEYS.filter((k) => k !== 'q' && search[k] !== undefined).length;
  return (
    <Stack gap="sm">
      <SearchBox value={search.q ?? ''} onChange={(q) => onChange({ q })} />
      {mobile ? (
        // The Indicator outside the target: aria-expanded belongs on the button, not on its wrapper.
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
        <SimpleGrid cols={{ base: 2, md: props.multiSite ? 4 : 3, xl: props.multiSite ? 7 : 5 }} spacing="sm">
          {fields}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FilterFields(props: IncidentFiltersProps) {
  const { search, period, timeZone, multiSite, equipmentTypesAvailable, mobile, onChange } = props;
  // In the mobile dropdown, option lists open inside it: a portal would count as a click outside
  // and close the dropdown.
  const comboboxProps = { withinPortal: !mobile };
  const sites = useIncidentSites();
  const groups = useSiteGroups(multiSite);
  const { types, groups: equipmentGroups } = useEquipmentTypeOptions();
  const siteGroups = groups.data ?? [];
  const equipmentData = equipmentGroups
    .map((g) => ({
      group: g.title,
      items: types.filter((t) => t.groupId === g.id).map((t) => ({ value: String(t.id), label: t.title })),
    }))
    .filter((g) => g.items.length > 0);

  return (
    <>
      <SeverityFilter
        value={search.severity}
        onChange={(severity) => onChange({ severity })}
        comboboxProps={comboboxProps}
      />
      <SentinelTypeFilter
        value={search.sentinelTypes}
        onChange={(sentinelTypes) => onChange({ sentinelTypes })}
        comboboxProps={comboboxProps}
      />
      <Select
        label="Status"
        placeholder="All"
        data={[
          { value: 'active', label: 'Active' },
          { value: 'resolved', label: 'Resolved' },
        ]}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: (v as 'active' | 'resolved' | null) ?? undefined })}
        clearable
        comboboxProps={comboboxProps}
      />
      <MultiSelect
        label="Equipment Type"
        placeholder={
          !equipmentTypesAvailable ? 'Not available' : search.equipmentTypes?.length ? undefined : 'All'
        }
        title={equipmentTypesAvailable ? undefined : 'Equipment details are not available'}
        data={equipmentData}
        value={(search.equipmentTypes ?? []).map(String)}
        onChange={(v) => onChange({ equipmentTypes: v.map(Number) })}
        disabled={!equipmentTypesAvailable}
        clearable
        searchable
        comboboxProps={comboboxProps}
      />
      {/* D-035: a single-site user has no site or site group to choose. */}
      {multiSite && showSiteFilters(sites.data) && (
        <>
          {/* C-044: the site filter shows only when there are sites. */}
          {(sites.data?.length ?? 0) > 0 && (
            <MultiSelect
              label="Sites"
              placeholder={search.sites?.length ? undefined : 'All'}
              data={(sites.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
              value={(search.sites ?? []).map(String)}
              // C-040: choosing sites drops the site groups.
              onChange={(v) => onChange({ sites: v.map(Number), siteGroups: undefined })}
              clearable
              searchable
              comboboxProps={comboboxProps}
            />
          )}
          {/* C-043: titled 'Site Groups', disabled when there are none. */}
          <MultiSelect
            label="Site Groups"
            placeholder={search.siteGroups?.length ? undefined : 'All'}
            data={siteGroups.map((g) => ({ value: String(g.id), label: g.title }))}
            value={(search.siteGroups ?? []).map(String)}
            onChange={(v) => onChange({ siteGroups: v.map(Number), sites: undefined })}
            disabled={siteGroups.length === 0}
            clearable
            comboboxProps={comboboxProps}
          />
        </>
      )}
      <PeriodPicker
        fromDay={period.fromDay}
        toDay={period.toDay}
        timeZone={timeZone}
        onChange={onChange}
        withinPortal={!mobile}
      />
    </>
  );
}

/** The search box: applied as typed from 3 characters (C-070), debounced so the URL is not rewritten per key. */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string | undefined) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = window.setTimeout(() => onChange(text.trim() ? text : undefined), 300);
    return () => window.clearTimeout(t);
  }, [text, value, onChange]);
  const short = text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS;
  return (
    <TextInput
      label="Search"
      placeholder="Equipment, space, site or incident"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      description={short ? `Type at least ${SEARCH_MIN_CHARS} characters to search` : undefined}
      type="search"
      maw={480}
    />
  );
}
