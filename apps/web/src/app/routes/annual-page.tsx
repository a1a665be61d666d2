import { Alert, Box, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { showSiteFilters } from '@sw/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { monthRange } from '../../components/charts/daily-bars';
import { DailyEnergyModal, type DailyEnergyTarget } from '../../components/charts/daily-energy-modal';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ReportProgress } from '../../components/ui/report-progress';
import { useAnnualReport } from '../../features/annual/api/use-annual-report';
import { AnnualCards } from '../../features/annual/components/annual-cards';
import { AnnualFigures } from '../../features/annual/components/annual-figures';
import { AnnualFilters } from '../../features/annual/components/annual-filters';
import { AnnualHeader } from '../../features/annual/components/annual-header';
import { AnnualTable } from '../../features/annual/components/annual-table';
import { MonthLegend } from '../../features/annual/components/month-cell';
import { WeatherCards, WeatherTable } from '../../features/annual/components/weather-table';
import { ANNUAL_KINDS, type AnnualKind } from '../../features/annual/utils/annual-kinds';
import {
  type AnnualRow,
  monthLabel,
  rowsOf,
  searchApplies,
  searchRows,
  sortRows,
} from '../../features/annual/utils/annual-rows';
import {
  type AnnualSearch,
  type AnnualView,
  defaultSort,
  reportPeriod,
  type SortKey,
  yearOptions,
} from '../../features/annual/utils/annual-search';
import { useRequestReport } from '../../features/downloads/api/request-report';
import { ReportStartedDialog } from '../../features/downloads/components/report-started-dialog';
import { useSiteDailyEnergy } from '../../features/sites/api/get-site-energy';
import { useSites } from '../../features/sites/api/get-sites';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/** What each sort key orders by, for the phone's sort menu. */
const SORT_LABELS: Record<AnnualKind, Record<SortKey, string>> = {
  energy: {
    site: 'Site',
    total: 'YTD Total',
    estimate: '',
    factor: '',
    normalized: '',
    effect: '',
    change: '',
  },
  eui: {
    site: 'Site',
    total: 'EUI (YTD)',
    estimate: 'Estimated EUI',
    factor: '',
    normalized: 'Normalised EUI',
    effect: 'Weather effect',
    change: 'Change vs last year',
  },
  co2: {
    site: 'Site',
    total: 'CO2 Emissions',
    estimate: '',
    factor: 'CO2 Factor',
    normalized: '',
    effect: '',
    change: '',
  },
};

/** The sort keys each table has. */
const SORTS: Record<AnnualKind | 'weather', readonly SortKey[]> = {
  energy: ['site', 'total'],
  eui: ['site', 'total', 'estimate'],
  co2: ['site', 'total', 'factor'],
  weather: ['site', 'total', 'estimate', 'normalized', 'effect', 'change'],
};

/**
 * An annual page (spec 3 §2 "Annual pages"; E-001 … E-025): the report of the year for the chosen
 * sites, polled every second until ready (E-026 … E-029), its summary figures and a table of the
 * sites by month; a month opens the site's daily energy of that month.
 */
export function AnnualPage({ kind }: { kind: AnnualKind }) {
  const def = ANNUAL_KINDS[kind];
  useDocumentTitle(`Annual Performance · ${def.tab} · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as AnnualSearch;
  const navigate = useNavigate();
  const zone = useUserZone();
  // The page's "now": the report asked for stays the same while the page is open.
  const [now] = useState(() => new Date());
  const period = reportPeriod(search, now, zone);
  const orgId = currentOrganizationId();
  const sites = useSites();
  const report = useAnnualReport(
    kind,
    orgId === null ? null : { orgId, date: period.date, siteIds: search.sites },
  );
  const view: AnnualView = kind === 'eui' && search.view === 'weather' ? 'weather' : 'monthly';
  const fallback = defaultSort(kind, view);
  const allowed = SORTS[view === 'weather' ? 'weather' : kind];
  const sort = search.sort && allowed.includes(search.sort) ? search.sort : fallback.sort;
  const dir = search.sort && allowed.includes(search.sort) ? (search.dir ?? 'desc') : fallback.dir;
  const allRows = useMemo(() => (report.data ? rowsOf(kind, report.data) : []), [kind, report.data]);
  const rows = useMemo(
    () => sortRows(searchRows(allRows, search.q), sort, dir),
    [allRows, search.q, sort, dir],
  );
  const phone = useMediaQuery('(max-width: 48em)');

  const setSearch = (next: AnnualSearch, replace = false) =>
    void navigate({ to: '.', search: next as never, replace });
  const onSort = (key: SortKey, d: 'asc' | 'desc') => setSearch({ ...search, sort: key, dir: d });

  const [target, setTarget] = useState<DailyEnergyTarget | null>(null);
  const daily = useSiteDailyEnergy(
    target ? { siteId: target.siteId, range: monthRange(target.month, target.timeZone) } : null,
  );
  const openMonth = (row: AnnualRow, month: string) =>
    setTarget({
      siteId: row.siteId,
      siteTitle: row.title,
      month,
      timeZone: sites.data?.find((s) => s.id === row.siteId)?.timeZone ?? zone,
    });

  // H-011: the organisation energy performance report of the year and sites shown, as a PDF.
  const reports = useRequestReport();
  const downloadPdf = () =>
    void reports.request(
      { call: 'toPdf' },
      {
        reportTemplate: 'organizationEnergyPerformance',
        ...(orgId === null ? {} : { organizationId: orgId }),
        reportFromDate: `${period.year}-01-01`,
        reportToDate: period.date,
        reportOrgImage: true,
        ...(search.sites?.length ? { searchFilter: { siteIds: search.sites } } : {}),
      },
    );

  const data = report.data;
  const busy = report.phase === 'starting' || report.phase === 'running';
  const periodText = data
    ? `${monthLabel(`${data.repo_year}-01`).slice(0, 3)} – ${monthLabel(data.repo_month)}`
    : '';
  const incomplete = allRows.filter((r) => r.incompleteMonths > 0).length;

  return (
    <Stack gap="md">
      <AnnualHeader kind={kind} search={search} />
      <Paper withBorder radius="md" p="md" shadow="xs">
        <AnnualFilters
          search={search}
          onChange={setSearch}
          sites={showSiteFilters(sites.data) ? (sites.data ?? null) : null}
          years={yearOptions(now, zone)}
          year={period.year}
          monthChoices={period.monthChoices}
        />
      </Paper>
      <Box aria-busy={busy} data-testid="annual-report">
        <ReportProgress report={report} what={def.what} />
        {data && (
          <Stack gap="md">
            <AnnualFigures kind={kind} report={data} view={view} period={periodText} />
            <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label="Sites">
              <Stack gap="sm">
                <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                  <Stack gap={2}>
                    <Text fw={650} data-testid="site-count">
                      {rows.length} of {allRows.length} site{allRows.length === 1 ? '' : 's'}
                      {searchApplies(search.q) ? ` matching “${search.q!.trim()}”` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {periodText} · {def.unit}
                      {incomplete > 0 ? ` · ${incomplete} with days missing` : ''}
                    </Text>
                  </Stack>
                  <Button
                    variant="default"
                    size="xs"
                    loading={reports.pending}
                    onClick={downloadPdf}
                    disabled={orgId === null}
                  >
                    Download PDF
                  </Button>
                  {kind === 'eui' && (
                    <SegmentedControl
                      size="xs"
                      aria-label="EUI view"
                      data={[
                        { value: 'monthly', label: 'By month' },
                        { value: 'weather', label: 'Weather-normalised' },
                      ]}
                      value={view}
                      onChange={(v) =>
                        setSearch({
                          ...search,
                          view: v === 'weather' ? 'weather' : undefined,
                          sort: undefined,
                          dir: undefined,
                        })
                      }
                    />
                  )}
                </Group>
                {phone && rows.length > 1 && (
                  <Select
                    label="Sort by"
                    data={allowed.flatMap((k) =>
                      (['desc', 'asc'] as const).map((d) => ({
                        value: `${k}:${d}`,
                        label: `${SORT_LABELS[kind][k]}, ${
                          k === 'site'
                            ? d === 'asc'
                              ? 'A to Z'
                              : 'Z to A'
                            : d === 'desc'
                              ? 'highest first'
                              : 'lowest first'
                        }`,
                      })),
                    )}
                    value={`${sort}:${dir}`}
                    onChange={(v) => {
                      const [k, d] = (v ?? '').split(':') as [SortKey, 'asc' | 'desc'];
                      if (k && d) onSort(k, d);
                    }}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
                {view === 'monthly' && <MonthLegend />}
                {rows.length === 0 ? (
                  allRows.length === 0 ? (
                    <EmptyState subtitle="There is no energy data available in the time period selected" />
                  ) : (
                    <EmptyState subtitle="No matching entries found" />
                  )
                ) : view === 'weather' ? (
                  phone ? (
                    <WeatherCards rows={rows} year={data.repo_year} />
                  ) : (
                    <WeatherTable rows={rows} year={data.repo_year} sort={{ sort, dir, onSort }} />
                  )
                ) : phone ? (
                  <AnnualCards kind={kind} rows={rows} unit={def.unit} onOpenMonth={openMonth} />
                ) : (
                  <AnnualTable
                    kind={kind}
                    rows={rows}
                    unit={def.unit}
                    sort={{ sort, dir, onSort }}
                    onOpenMonth={openMonth}
                  />
                )}
              </Stack>
            </Paper>
          </Stack>
        )}
      </Box>
      <DailyEnergyModal target={target} series={daily} onClose={() => setTarget(null)} />
      {reports.error && (
        <Alert color="red" variant="light" role="alert" title="The report was not started">
          {reports.error}
        </Alert>
      )}
      <ReportStartedDialog opened={reports.started !== null} onClose={reports.close} />
    </Stack>
  );
}

export const AnnualEnergyPage = () => <AnnualPage kind="energy" />;
export const AnnualEuiPage = () => <AnnualPage kind="eui" />;
export const AnnualCo2Page = () => <AnnualPage kind="co2" />;
