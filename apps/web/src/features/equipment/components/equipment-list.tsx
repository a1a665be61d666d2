import { Group, MultiSelect, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  EQUIPMENT_GROUPING_LABEL,
  EQUIPMENT_GROUPINGS,
  EQUIPMENT_SEARCH_MIN,
  type EquipmentGrouping,
  searchEquipment,
} from '@sw/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useEquipmentList } from '../api/get-equipment-list';
import { useOpenIncidents } from '../api/get-open-incidents';
import { useSensors } from '../api/get-sensors';
import { equipmentRows, filterEquipmentRows } from '../utils/equipment-rows';
import type { EquipmentListSearch } from '../utils/equipment-search';
import { EquipmentTable } from './equipment-table';

const EMPTY: readonly number[] = [];
const PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => `placeholder-${i}`);

/**
 * The organisation's equipment (F-086..F-090): search, site and type filters, the status filter (on
 * by default: equipment no sensor monitors is hidden), the grouping options, loading/error/empty states.
 * The type filter is the shared equipment-type filter, which the page passes in (`typeFilter`).
 */
export function EquipmentList({
  groupTitle,
  search,
  onSearch,
  typeFilter,
}: {
  groupTitle: (groupId: number) => string;
  /** The list's choices, kept in the URL by the page. */
  search: EquipmentListSearch;
  onSearch: (next: Partial<EquipmentListSearch>) => void;
  typeFilter: ReactNode;
}) {
  const equipment = useEquipmentList();
  const sensors = useSensors();
  const incidents = useOpenIncidents();
  // The text box answers every keystroke; the URL follows without a history entry per letter.
  const [query, setQuery] = useState(search.q ?? '');
  const siteIds = useMemo(() => (search.sites ?? []).map(String), [search.sites]);
  const typeIds = search.types ?? EMPTY;
  const grouping: EquipmentGrouping = search.groupBy ?? 'alphabetical';
  const monitoredOnly = search.status !== 'all';

  const all = useMemo(
    () => equipmentRows(equipment.data ?? [], sensors.data ?? [], incidents.data ?? [], groupTitle),
    [equipment.data, sensors.data, incidents.data, groupTitle],
  );
  const sites = useMemo(() => {
    const m = new Map<number, string>();
    for (const e of equipment.data ?? []) m.set(e.siteId, e.siteTitle);
    return [...m]
      .map(([value, label]) => ({ value: String(value), label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [equipment.data]);
  const shown = useMemo(
    () =>
      searchEquipment(
        filterEquipmentRows(all, { siteIds: siteIds.map(Number), typeIds, monitoredOnly }),
        query,
      ),
    [all, siteIds, typeIds, monitoredOnly, query],
  );

  const failed = equipment.error ?? sensors.error ?? incidents.error;
  const loading = equipment.isPending || sensors.isPending || incidents.isPending;
  const short = query.trim().length > 0 && query.trim().length < EQUIPMENT_SEARCH_MIN;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Equipment, site, type, vendor"
          value={query}
          onChange={(e) => {
            const q = e.currentTarget.value;
            setQuery(q);
            onSearch({ q: q.trim() ? q : undefined });
          }}
          w={{ base: '100%', sm: 260 }}
          description={short ? `Type ${EQUIPMENT_SEARCH_MIN} or more characters` : undefined}
        />
        {sites.length > 0 && (
          <MultiSelect
            label="Site"
            placeholder={siteIds.length ? undefined : 'All sites'}
            data={sites}
            value={siteIds}
            onChange={(v) => onSearch({ sites: v.length ? v.map(Number) : undefined })}
            searchable
            clearable
            maxValues={50}
            w={{ base: '100%', sm: 240 }}
          />
        )}
        {typeFilter}
        <Select
          label="Group by"
          data={EQUIPMENT_GROUPINGS.map((g) => ({ value: g, label: EQUIPMENT_GROUPING_LABEL[g] }))}
          value={grouping}
          onChange={(v) =>
            v && onSearch({ groupBy: v === 'alphabetical' ? undefined : (v as EquipmentGrouping) })
          }
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
        <Switch
          label="Monitored equipment only"
          checked={monitoredOnly}
          onChange={(e) => onSearch({ status: e.currentTarget.checked ? undefined : 'all' })}
          mb={8}
        />
      </Group>
      {failed ? (
        <ErrorState
          message={failed.message}
          onRetry={() => {
            void equipment.refetch();
            void sensors.refetch();
            void incidents.refetch();
          }}
        />
      ) : loading ? (
        <Stack gap={6} aria-busy="true" role="status" aria-label="Loading equipment">
          {PLACEHOLDERS.map((key) => (
            <Skeleton key={key} height={36} />
          ))}
        </Stack>
      ) : all.length === 0 ? (
        <EmptyState title="No equipment yet" subtitle="Equipment of your sites will appear here." />
      ) : shown.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status" data-testid="equipment-count">
            {shown.length} of {all.length} equipment
          </Text>
          <EquipmentTable rows={shown} grouping={grouping} />
        </>
      )}
    </Stack>
  );
}
