import { Anchor, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { NO_ENERGY_DATA_MESSAGE } from '@sw/contracts/constants';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { HowCalculated } from '../../components/ui/how-calculated';
import { ListPagination } from '../../components/ui/list-pagination';
import {
  useEquipmentEnergyCompare,
  useEquipmentTypeEnergy,
} from '../../features/energy/api/get-energy-reports';
import { EnergyFilters } from '../../features/energy/components/energy-filters';
import { EquipmentEnergyTable } from '../../features/energy/components/equipment-energy-table';
import { EquipmentGroupCards } from '../../features/energy/components/equipment-group-cards';
import { EquipmentTypeTable } from '../../features/energy/components/equipment-type-table';
import { SortSelect } from '../../features/energy/components/sort-select';
import { energyPagePeriod, periodLabel } from '../../features/energy/utils/energy-period';
import type { EquipmentEnergySearch } from '../../features/energy/utils/energy-search';
import {
  type EquipmentSortKey,
  equipmentRows,
  pageOfRows,
  searchEquipmentRows,
  sortEquipmentRows,
  typeRows,
} from '../../features/energy/utils/equipment-rows';
import { useOrganizationFeatures } from '../../features/organization/api/get-organization-features';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/**
 * /equipment-energy-consumption and /analytics/equipment-energy-consumption (A-084 decided: one page
 * under both paths): energy of the sub-metered equipment by group and by type across the sites (or
 * one site, siteId), drilling down to each piece of equipment. Every filter is in the URL.
 */
export function EquipmentEnergyPage() {
  useDocumentTitle(`Equipment Energy Consumption · ${PRODUCT_NAME}`);
  const orgId = currentOrganizationId();
  const timeZone = useUserZone();
  const search = useSearch({ strict: false }) as EquipmentEnergySearch;
  const navigate = useNavigate();
  const features = useOrganizationFeatures();
  const period = useMemo(
    () => energyPagePeriod({ from: search.from, to: search.to }, new Date(), timeZone),
    [search.from, search.to, timeZone],
  );
  const request =
    orgId === null
      ? null
      : { orgId, from: period.from, to: period.to, siteIds: search.siteId ? [search.siteId] : undefined };
  const types = useEquipmentTypeEnergy(request);
  const equipment = useEquipmentEnergyCompare(request);
  // A new filter or order starts the list again from its first page.
  const set = (next: Partial<EquipmentEnergySearch>) =>
    void navigate({ to: '.', search: { ...search, page: undefined, ...next } as never, replace: true });

  const allTypes = useMemo(() => typeRows(types.data), [types.data]);
  const shownTypes = search.group ? allTypes.filter((t) => t.groupId === search.group) : allTypes;
  const sort: EquipmentSortKey = search.sort ?? 'kwh';
  const dir = search.dir ?? (['equipment', 'site', 'type'].includes(sort) ? 'asc' : 'desc');
  const rows = useMemo(() => {
    const all = equipmentRows(equipment.data).filter(
      (r) => (!search.group || r.groupId === search.group) && (!search.type || r.typeId === search.type),
    );
    return sortEquipmentRows(searchEquipmentRows(all, search.q), sort, dir);
  }, [equipment.data, search.group, search.type, search.q, sort, dir]);
  const paged = pageOfRows(rows, search.page);
  const groupOptions = Object.entries(types.data?.by_equipment_group ?? {})
    .map(([id, g]) => ({ value: id, label: g.group_title }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const typeOptions = shownTypes.map((t) => ({ value: String(t.typeId), label: t.title }));
  const pending = types.isPending || equipment.isPending;
  const error = types.error ?? equipment.error;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor component={Link} to="/dashboard" size="sm">
          ← Dashboard
        </Anchor>
        <Title order={1} fz="h2">
          Equipment Energy Consumption
        </Title>
        <Text size="sm" c="dimmed">
          Energy of sub-metered equipment by group and type, {periodLabel(period)}; pick a type to see its
          equipment.
        </Text>
      </Stack>
      <EnergyFilters
        period={period}
        timeZone={timeZone}
        onPeriod={(p) => set({ from: p.from, to: p.to })}
        sites={{ mode: 'single', value: search.siteId, onChange: (siteId) => set({ siteId }) }}
        search={search.q}
        searchLabel="Search equipment"
        onSearch={(q) => set({ q })}
      >
        <Select
          label="Equipment Group"
          placeholder="All groups"
          data={groupOptions}
          value={search.group ? String(search.group) : null}
          onChange={(v) => set({ group: v ? Number(v) : undefined, type: undefined })}
          clearable
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Equipment Type"
          placeholder="All types"
          data={typeOptions}
          value={search.type ? String(search.type) : null}
          onChange={(v) => set({ type: v ? Number(v) : undefined })}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
      </EnergyFilters>
      {pending ? (
        <Paper withBorder radius="md" p="md">
          <ChartLoading height={240} />
        </Paper>
      ) : error ? (
        <Paper withBorder radius="md" p="md">
          <ErrorState
            message={error.message}
            onRetry={() => {
              void types.refetch();
              void equipment.refetch();
            }}
          />
        </Paper>
      ) : types.data && allTypes.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <EmptyState title="No energy data" subtitle={NO_ENERGY_DATA_MESSAGE} />
        </Paper>
      ) : types.data ? (
        <Stack gap="md" style={{ opacity: types.isPlaceholderData || equipment.isPlaceholderData ? 0.6 : 1 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap={4}>
                <Title order={2} fz="lg">
                  By Equipment Group
                </Title>
                <HowCalculated
                  label="By Equipment Group"
                  formula="Group kWh = Σ daily kWh of the sub-meters on equipment of the group; per site = group kWh ÷ sites with such equipment"
                >
                  Only equipment with its own sub-meter counts; the share is of all sub-metered energy.
                </HowCalculated>
              </Group>
              <EquipmentGroupCards
                report={types.data}
                selected={search.group}
                onSelect={(group) => set({ group, type: undefined })}
              />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                By Equipment Type
              </Title>
              <EquipmentTypeTable
                rows={shownTypes}
                selected={search.type}
                onSelect={(type) => set({ type })}
              />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} fz="lg">
                  Equipment
                </Title>
                <Text size="sm" c="dimmed" data-testid="equipment-count">
                  {rows.length} equipment
                </Text>
              </Group>
              {rows.length === 0 ? (
                <EmptyState subtitle="No equipment matches the filters" />
              ) : (
                <>
                  <SortSelect
                    options={[
                      { value: 'equipment', label: 'Equipment' },
                      { value: 'site', label: 'Site' },
                      { value: 'type', label: 'Type' },
                      { value: 'kwh', label: 'Energy (kWh)' },
                      { value: 'inSched', label: 'In Schedule (kWh)' },
                      { value: 'outSched', label: 'Out of Schedule (kWh)' },
                      { value: 'share', label: 'Share of Site' },
                    ]}
                    sort={sort}
                    dir={dir}
                    onChange={(key, d) => set({ sort: key, dir: d })}
                  />
                  <EquipmentEnergyTable
                    rows={paged.rows}
                    sort={sort}
                    dir={dir}
                    onSort={(key) =>
                      set({
                        sort: key,
                        dir:
                          key === sort
                            ? dir === 'asc'
                              ? 'desc'
                              : 'asc'
                            : ['equipment', 'site', 'type'].includes(key)
                              ? 'asc'
                              : 'desc',
                      })
                    }
                    linkEquipment={features.data?.features.EQUIPMENT === true}
                  />
                  <ListPagination page={paged.page} pages={paged.pages} onPage={(page) => set({ page })} />
                </>
              )}
            </Stack>
          </Paper>
        </Stack>
      ) : null}
    </Stack>
  );
}
