import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { NO_ENERGY_DATA_MESSAGE } from '@sw/contracts/constants';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSiteEnergyCompare } from '../../features/energy/api/get-energy-reports';
import { EnergyFilters } from '../../features/energy/components/energy-filters';
import { OrgEnergySummary } from '../../features/energy/components/org-energy-summary';
import { OrgSitesEnergyTable } from '../../features/energy/components/org-sites-energy-table';
import { SortSelect } from '../../features/energy/components/sort-select';
import { energyPagePeriod, periodLabel } from '../../features/energy/utils/energy-period';
import type { OrgSitesEnergySearch } from '../../features/energy/utils/energy-search';
import {
  monthLabel,
  type SiteSortKey,
  searchSiteRows,
  siteEnergyRows,
  sortSiteRows,
} from '../../features/energy/utils/site-rows';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/**
 * /org-sites-energy-consumption (E-058, E-062; A-084 decided): every site's energy over a period with
 * kWh/m2, the three months before it, in and out of opening hours and its equipment count; sortable,
 * searchable, with the period and the sites in the URL.
 */
export function OrgSitesEnergyPage() {
  useDocumentTitle(`Sites Energy Consumption · ${PRODUCT_NAME}`);
  const orgId = currentOrganizationId();
  const timeZone = useUserZone();
  const search = useSearch({ strict: false }) as OrgSitesEnergySearch;
  const navigate = useNavigate();
  const period = useMemo(
    () => energyPagePeriod({ from: search.from, to: search.to }, new Date(), timeZone),
    [search.from, search.to, timeZone],
  );
  const report = useSiteEnergyCompare(
    orgId === null ? null : { orgId, from: period.from, to: period.to, siteIds: search.sites },
  );
  const sort: SiteSortKey = search.sort ?? 'kwh';
  const dir = search.dir ?? (search.sort === 'site' ? 'asc' : 'desc');
  const rows = useMemo(
    () => sortSiteRows(searchSiteRows(siteEnergyRows(report.data ?? emptyReport), search.q), sort, dir),
    [report.data, search.q, sort, dir],
  );
  const set = (next: Partial<OrgSitesEnergySearch>) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });
  const data = report.data;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor component={Link} to="/dashboard" size="sm">
          ← Dashboard
        </Anchor>
        <Title order={1} fz="h2">
          Sites Energy Consumption
        </Title>
        <Text size="sm" c="dimmed">
          Energy use of every site, {periodLabel(period)}, each site in its own time zone.
        </Text>
      </Stack>
      <EnergyFilters
        period={period}
        timeZone={timeZone}
        onPeriod={(p) => set({ from: p.from, to: p.to })}
        sites={{
          mode: 'multi',
          value: search.sites ?? [],
          onChange: (ids) => set({ sites: ids.length ? ids : undefined }),
        }}
        search={search.q}
        searchLabel="Search sites"
        onSearch={(q) => set({ q })}
      />
      {report.isPending ? (
        <Paper withBorder radius="md" p="md">
          <ChartLoading height={240} />
        </Paper>
      ) : report.isError ? (
        <Paper withBorder radius="md" p="md">
          <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
        </Paper>
      ) : data ? (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <OrgEnergySummary report={data} />
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} fz="lg">
                  Sites
                </Title>
                <Text size="sm" c="dimmed" data-testid="org-sites-count">
                  {rows.length} of {Object.keys(data.by_site).length} sites
                </Text>
              </Group>
              {data.sites_with_data === 0 ? (
                <EmptyState title="No energy data" subtitle={NO_ENERGY_DATA_MESSAGE} />
              ) : rows.length === 0 ? (
                <EmptyState subtitle="No site matches the search" />
              ) : (
                <>
                  <SortSelect
                    options={[
                      { value: 'site', label: 'Site' },
                      { value: 'kwh', label: 'Energy (kWh)' },
                      { value: 'kwhPerM2', label: 'kWh/m2' },
                      { value: 'lastMonth', label: monthLabel(data.months.last_month) },
                      { value: 'twoMonthsAgo', label: monthLabel(data.months.two_months_ago) },
                      { value: 'threeMonthsAgo', label: monthLabel(data.months.three_months_ago) },
                      { value: 'inSched', label: 'In Schedule (kWh)' },
                      { value: 'outSched', label: 'Out of Schedule (kWh)' },
                      { value: 'cphIn', label: 'kW In Schedule' },
                      { value: 'cphOut', label: 'kW Out of Schedule' },
                      { value: 'equipment', label: 'Equipment' },
                    ]}
                    sort={sort}
                    dir={dir}
                    onChange={(key, d) => set({ sort: key, dir: d })}
                  />
                  <OrgSitesEnergyTable
                    rows={rows}
                    months={[
                      data.months.last_month,
                      data.months.two_months_ago,
                      data.months.three_months_ago,
                    ]}
                    sort={sort}
                    dir={dir}
                    onSort={(key) =>
                      set({
                        sort: key,
                        dir:
                          key === sort ? (dir === 'asc' ? 'desc' : 'asc') : key === 'site' ? 'asc' : 'desc',
                      })
                    }
                  />
                </>
              )}
            </Stack>
          </Paper>
        </Stack>
      ) : null}
    </Stack>
  );
}

const emptyReport = {
  orgId: 0,
  from: '',
  to: '',
  months: { last_month: '', two_months_ago: '', three_months_ago: '' },
  site_total_kwh: 0,
  site_count: 0,
  monitored_site_count: 0,
  sites_with_data: 0,
  average_site_kwh: null,
  kwh_per_unit_area: null,
  consumption_in_sched: 0,
  consumption_out_sched: 0,
  by_site: {},
  top_sites: [],
};
