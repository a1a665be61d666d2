import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import type { ReportCall } from '@sw/contracts';
import { MAX_EQUIPMENT_COMPARE_DAYS } from '@sw/contracts/constants';
import {
  formatDate,
  performancePeriodChoice,
  remainingSeconds,
  remainingText,
  vendorOptions,
} from '@sw/domain';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { ArrowLeftIcon } from '../../components/tiles/tile-icons';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ListPagination } from '../../components/ui/list-pagination';
import { TableFormulas } from '../../components/ui/table-formulas';
import { useRequestReport } from '../../features/downloads/api/request-report';
import { ReportDownloadMenu } from '../../features/downloads/components/report-download-menu';
import { ReportStartedDialog } from '../../features/downloads/components/report-started-dialog';
import {
  usePerformanceCatalogue,
  usePerformanceSiteGroups,
  usePerformanceSites,
} from '../../features/performance/api/get-performance-reference';
import { useEquipmentPerformance } from '../../features/performance/api/get-performance-reports';
import { EquipmentPerformanceTable } from '../../features/performance/components/equipment-performance-table';
import { LoadingOverlay } from '../../features/performance/components/loading-overlay';
import { PerformanceFilters } from '../../features/performance/components/performance-filters';
import { PerformancePeriod } from '../../features/performance/components/performance-period';
import {
  DEFAULT_EQUIPMENT_SORT,
  EQUIPMENT_COLUMN_LABELS,
  EQUIPMENT_PAGE_SIZE,
  EQUIPMENT_SORT_KEYS,
  type EquipmentSortKey,
  equipmentColumns,
  equipmentRows,
  equipmentSortValue,
} from '../../features/performance/utils/equipment-rows';
import { filterRows, sortRows } from '../../features/performance/utils/filter-rows';
import { EQUIPMENT_FORMULAS } from '../../features/performance/utils/formulas';
import {
  EQUIPMENT_DEFAULT_PRESET,
  EQUIPMENT_PRESETS,
  resolvePerformancePeriod,
} from '../../features/performance/utils/performance-period';
import type { PerformanceSearch } from '../../features/performance/utils/performance-search';
import { performanceReportBody } from '../../features/performance/utils/report-request';
import { useTemperatureUnit } from '../../features/temperature-compliance/api/use-temperature-unit';
import { todayIn } from '../../features/temperature-compliance/utils/period';
import { currentOrganizationId } from '../../lib/current-organization';
import { useDisplayZone } from '../../lib/time-zone';

export const PERFORMANCE_HINT = '* Select the Date, Equipment Type and Vendor to generate results';

/** /equipment-performance/$equipmentGroupId (spec 3 §2, F.4): every equipment of the group and its figures. */
export function EquipmentGroupPerformancePage() {
  const { equipmentGroupId } = useParams({ strict: false }) as { equipmentGroupId?: string };
  const groupId = /^\d{1,9}$/.test(equipmentGroupId ?? '') ? Number(equipmentGroupId) : null;
  const search = useSearch({ strict: false }) as PerformanceSearch;
  const navigate = useNavigate();
  const zone = useDisplayZone().page;
  const unit = useTemperatureUnit();
  const mobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const today = todayIn(new Date(), zone);
  const period = resolvePerformancePeriod(
    search,
    today,
    EQUIPMENT_PRESETS,
    EQUIPMENT_DEFAULT_PRESET,
    MAX_EQUIPMENT_COMPARE_DAYS,
  );
  const catalogue = usePerformanceCatalogue();
  const group = catalogue.groups?.find((g) => g.id === groupId);
  useDocumentTitle(`${group?.title ?? 'Equipment Group'} Performance · ${PRODUCT_NAME}`);
  const sites = usePerformanceSites();
  const siteGroups = usePerformanceSiteGroups();
  const report = useEquipmentPerformance(
    groupId === null ? null : { groupId, from: period.from, to: period.to },
  );
  const [switched, setSwitched] = useState(false);

  const setSearch = useCallback(
    (patch: Partial<PerformanceSearch>) =>
      void navigate({ to: '.', search: ((prev: PerformanceSearch) => ({ ...prev, ...patch })) as never }),
    [navigate],
  );
  const all = useMemo(() => equipmentRows(report.data), [report.data]);
  const columns = useMemo(() => equipmentColumns(all), [all]);
  const sort = EQUIPMENT_SORT_KEYS.includes(search.sort as EquipmentSortKey)
    ? (search.sort as EquipmentSortKey)
    : DEFAULT_EQUIPMENT_SORT;
  const dir = search.dir ?? 'asc';
  const rows = useMemo(
    () => sortRows(filterRows(all, search), (r) => equipmentSortValue(r, sort), dir),
    [all, search, sort, dir],
  );
  const pages = Math.max(1, Math.ceil(rows.length / EQUIPMENT_PAGE_SIZE));
  const page = Math.min(Math.max(1, search.page ?? 1), pages);
  const shown = rows.slice((page - 1) * EQUIPMENT_PAGE_SIZE, page * EQUIPMENT_PAGE_SIZE);
  const types = catalogue.types.filter((t) => t.groupId === groupId);
  const vendors = vendorOptions(all.map((r) => r.vendor));

  // H-027: the report worker makes the file of the page's rows (equipmentPerformance).
  const reports = useRequestReport();
  const orgId = currentOrganizationId();
  const download = (call: ReportCall) =>
    groupId !== null &&
    void reports.request(
      call,
      performanceReportBody('equipmentPerformance', rows, search, period, orgId, {
        equipmentGroupId: groupId,
      }),
    );

  if (groupId === null || (catalogue.groups && !group))
    return (
      <EmptyState
        title="Equipment group not found"
        subtitle="Choose a group on the Equipment Performance page."
      />
    );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/equipment-performance" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <ArrowLeftIcon size={16} />
          {group?.title ?? 'Equipment Performance'}
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {group?.title ?? 'Equipment group'} performance
        </Title>
        <Text size="sm" c="dimmed">
          Energy, temperature, compliance, defrost cycles and door openings of each piece of equipment ·{' '}
          {formatDate(`${period.from}T12:00:00`)} – {formatDate(`${period.to}T12:00:00`)}, each site in its
          own time zone
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <PerformancePeriod
          mobile={mobile}
          period={period}
          presets={EQUIPMENT_PRESETS}
          today={today}
          maxDay={today}
          onChange={(range) => {
            // F-073: 'Today' becomes the last 7 days; F-074: a new period clears the data (a new report).
            const next = performancePeriodChoice(range, today);
            setSwitched(next.switched);
            setSearch({ from: next.from, to: next.to, page: undefined });
          }}
        />
        <ReportDownloadMenu disabled={!rows.length} pending={reports.pending} onPick={download} />
      </Group>
      {switched && (
        <Alert
          variant="light"
          color="blue"
          withCloseButton
          onClose={() => setSwitched(false)}
          title="Last 7 days"
        >
          Today alone has too few hours to compare equipment: the page shows the last 7 days.
        </Alert>
      )}
      <PerformanceFilters
        search={search}
        options={{ sites: sites.data ?? [], siteGroups: siteGroups.data ?? [], types, vendors }}
        vendorLabel="Manufacturer"
        mobile={mobile}
        onChange={setSearch}
      />
      <Text size="xs" c="dimmed">
        {PERFORMANCE_HINT}
      </Text>
      {report.phase !== 'ready' ? (
        <LoadingOverlay
          report={report}
          what="equipment performance report"
          remaining={remainingText(remainingSeconds(report.progress, report.elapsedSeconds))}
        />
      ) : (
        <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label="Equipment">
          <Stack gap="sm">
            <Group justify="space-between" align="baseline">
              <Title order={2} fz="lg">
                Equipment{' '}
                <Text span c="dimmed" fz="sm" fw={500} data-testid="equipment-count">
                  ({rows.length}
                  {rows.length !== all.length ? ` of ${all.length}` : ''})
                </Text>
              </Title>
              <TableFormulas
                what="equipment performance"
                items={columns.map((c) => ({
                  label: EQUIPMENT_COLUMN_LABELS[c],
                  formula: EQUIPMENT_FORMULAS[c],
                }))}
              />
            </Group>
            {all.length === 0 ? (
              <EmptyState subtitle="This group has no equipment at your sites" />
            ) : rows.length === 0 ? (
              <EmptyState subtitle="No equipment matches the search and filters" />
            ) : (
              <>
                <EquipmentPerformanceTable
                  rows={shown}
                  columns={columns}
                  unit={unit}
                  mobile={mobile}
                  sort={sort}
                  dir={dir}
                  onSort={(key) =>
                    setSearch({
                      sort: key,
                      dir: key === sort && dir === 'asc' ? 'desc' : 'asc',
                      page: undefined,
                    })
                  }
                />
                <ListPagination page={page} pages={pages} onPage={(p) => setSearch({ page: p })} />
              </>
            )}
          </Stack>
        </Paper>
      )}
      {reports.error && (
        <Alert color="red" variant="light" role="alert" title="The report was not started">
          {reports.error}
        </Alert>
      )}
      <ReportStartedDialog opened={reports.started !== null} onClose={reports.close} />
    </Stack>
  );
}
