import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import type { ReportCall } from '@sw/contracts';
import { MAX_HVAC_REPORT_DAYS } from '@sw/contracts/constants';
import {
  formatDate,
  formatNumber,
  formatPercent,
  hvacCountdownSeconds,
  hvacTypeOptions,
  vendorOptions,
} from '@sw/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { addDays, format, parseISO } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { HelpIcon } from '../../components/tiles/tile-icons';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { TableFormulas } from '../../components/ui/table-formulas';
import { useRequestReport } from '../../features/downloads/api/request-report';
import { ReportDownloadMenu } from '../../features/downloads/components/report-download-menu';
import { ReportStartedDialog } from '../../features/downloads/components/report-started-dialog';
import {
  usePerformanceCatalogue,
  usePerformanceSiteGroups,
  usePerformanceSites,
} from '../../features/performance/api/get-performance-reference';
import { useHvacPerformance } from '../../features/performance/api/get-performance-reports';
import { HvacPerformanceTable } from '../../features/performance/components/hvac-performance-table';
import { LoadingOverlay } from '../../features/performance/components/loading-overlay';
import { PerformanceFilters } from '../../features/performance/components/performance-filters';
import { PerformancePeriod } from '../../features/performance/components/performance-period';
import { filterRows, sortRows } from '../../features/performance/utils/filter-rows';
import { HVAC_FORMULAS } from '../../features/performance/utils/formulas';
import {
  DEFAULT_HVAC_SORT,
  groupsBySite,
  HVAC_SORT_KEYS,
  type HvacSortKey,
  hvacRows,
  hvacSortValue,
} from '../../features/performance/utils/hvac-rows';
import {
  HVAC_DEFAULT_PRESET,
  HVAC_PRESETS,
  resolvePerformancePeriod,
} from '../../features/performance/utils/performance-period';
import type { PerformanceSearch } from '../../features/performance/utils/performance-search';
import { performanceReportBody } from '../../features/performance/utils/report-request';
import { useTemperatureUnit } from '../../features/temperature-compliance/api/use-temperature-unit';
import { todayIn } from '../../features/temperature-compliance/utils/period';
import { currentOrganizationId } from '../../lib/current-organization';
import { useDisplayZone } from '../../lib/time-zone';

export const NO_HVAC_DATA = 'There is no data available in the time period selected';
export const NO_HVAC_MATCH = 'No HVAC equipment matches the search and filters';

/**
 * /equipment-performance-hvac and /equipment-performance-hvac/hvac-controls (spec 3 §2, F.3; F-050
 * decided: one page): every thermostat-controlled HVAC unit with its set-point compliance, trend,
 * temperatures, daily runtime and energy, from org_thermostat_compliance polled every 4 s.
 */
export function HvacPerformancePage() {
  useDocumentTitle(`HVAC Performance · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as PerformanceSearch;
  const navigate = useNavigate();
  const orgId = currentOrganizationId();
  const zone = useDisplayZone().page;
  const unit = useTemperatureUnit();
  const mobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const today = todayIn(new Date(), zone);
  const period = resolvePerformancePeriod(
    search,
    today,
    HVAC_PRESETS,
    HVAC_DEFAULT_PRESET,
    MAX_HVAC_REPORT_DAYS,
  );
  const report = useHvacPerformance(orgId === null ? null : { orgId, from: period.from, to: period.to });
  const catalogue = usePerformanceCatalogue();
  const sites = usePerformanceSites();
  const siteGroups = usePerformanceSiteGroups();
  const bySite = useMemo(() => groupsBySite(siteGroups.data ?? []), [siteGroups.data]);
  const setSearch = useCallback(
    (patch: Partial<PerformanceSearch>) =>
      void navigate({ to: '.', search: ((prev: PerformanceSearch) => ({ ...prev, ...patch })) as never }),
    [navigate],
  );
  // F-046: a new period starts from an empty report (the hook keys its data by the request).
  const all = useMemo(() => hvacRows(report.data, bySite), [report.data, bySite]);
  const sort = HVAC_SORT_KEYS.includes(search.sort as HvacSortKey)
    ? (search.sort as HvacSortKey)
    : DEFAULT_HVAC_SORT;
  const dir = search.dir ?? 'asc';
  const rows = useMemo(
    () => sortRows(filterRows(all, search), (r) => hvacSortValue(r, sort), dir),
    [all, search, sort, dir],
  );
  const data = report.data;
  const yesterday = format(addDays(parseISO(today), -1), 'yyyy-MM-dd');

  // H-026: the file is made by the report worker from the same rows: the equipment the filters leave.
  const reports = useRequestReport();
  const download = (call: ReportCall) =>
    void reports.request(
      call,
      performanceReportBody('hvacControlledPerformance', rows, search, period, orgId),
    );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
          HVAC (Controlled)
        </Text>
        <Group gap={6} align="center">
          <Title order={1} fz="h2">
            Performance
          </Title>
          <Tooltip
            multiline
            w={300}
            withArrow
            label="Set-point compliance, space temperature, daily runtime and energy of every thermostat-controlled HVAC unit, in each site's opening hours and own time zone."
          >
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label="About this page">
              <HelpIcon size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(`${period.from}T12:00:00`)} – {formatDate(`${period.to}T12:00:00`)}
          {data &&
            ` · ${formatNumber(data.eq_failed, 0)} of ${formatNumber(data.eq_total, 0)} units below ${formatPercent(data.compliance_threshold * 100, 0)} compliance`}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <PerformancePeriod
          mobile={mobile}
          period={period}
          presets={HVAC_PRESETS}
          today={today}
          maxDay={yesterday}
          onChange={(r) => setSearch({ from: r.from, to: r.to })}
        />
        <ReportDownloadMenu disabled={!rows.length} pending={reports.pending} onPick={download} />
      </Group>
      <PerformanceFilters
        search={search}
        options={{
          sites: sites.data ?? [],
          siteGroups: siteGroups.data ?? [],
          types: hvacTypeOptions(catalogue.types),
          vendors: vendorOptions(all.map((r) => r.vendor)),
        }}
        vendorLabel="Vendor"
        mobile={mobile}
        onChange={setSearch}
      />
      {report.phase !== 'ready' || !data ? (
        <LoadingOverlay
          report={report}
          what="HVAC performance report"
          remaining={`${hvacCountdownSeconds(report.progress)} secs remaining`}
        />
      ) : (
        <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label="HVAC equipment">
          <Stack gap="sm">
            <Group justify="space-between" align="baseline">
              <Title order={2} fz="lg">
                HVAC equipment{' '}
                <Text span c="dimmed" fz="sm" fw={500} data-testid="hvac-count">
                  ({rows.length}
                  {rows.length !== all.length ? ` of ${all.length}` : ''})
                </Text>
              </Title>
              <Text size="xs" c="dimmed">
                Highlighted: compliance below {formatPercent(data.compliance_threshold * 100, 0)}, runtime
                above {formatPercent(data.runtime_threshold * 100, 0)} of the day
              </Text>
              <TableFormulas
                what="HVAC performance"
                items={[
                  { label: 'Setpoint Compliance', formula: HVAC_FORMULAS.compliance },
                  { label: 'Compliance Trend', formula: HVAC_FORMULAS.trend },
                  { label: 'Space Temperature', formula: HVAC_FORMULAS.avgTemp },
                  { label: 'Deviation from Setpoint', formula: HVAC_FORMULAS.deviation },
                  { label: 'Daily Cooling Runtime', formula: HVAC_FORMULAS.coolingHours },
                  { label: 'Daily Heating Runtime', formula: HVAC_FORMULAS.heatingHours },
                  { label: 'Energy Consumed', formula: HVAC_FORMULAS.energy },
                ]}
              />
            </Group>
            {all.length === 0 ? (
              <EmptyState subtitle={NO_HVAC_DATA} />
            ) : rows.length === 0 ? (
              <EmptyState title="No results" subtitle={NO_HVAC_MATCH} />
            ) : (
              <HvacPerformanceTable
                rows={rows}
                unit={unit}
                complianceThreshold={data.compliance_threshold}
                runtimeThreshold={data.runtime_threshold}
                sort={sort}
                dir={dir}
                onSort={(key) =>
                  setSearch({ sort: key, dir: key === sort && dir === 'asc' ? 'desc' : 'asc' })
                }
              />
            )}
          </Stack>
        </Paper>
      )}
      {reports.error && (
        <Text size="sm" c="red.8" role="alert">
          {reports.error}
        </Text>
      )}
      <ReportStartedDialog opened={reports.started !== null} onClose={reports.close} />
    </Stack>
  );
}
