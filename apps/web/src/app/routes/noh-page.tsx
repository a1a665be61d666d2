import { Anchor, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { formatDate } from '@sw/domain';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ArrowLeftIcon } from '../../components/tiles/tile-icons';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ReportProgress } from '../../components/ui/report-progress';
import { useOrgNohReport } from '../../features/noh/api/get-noh-reports';
import { useNohSites } from '../../features/noh/api/get-noh-sites';
import { NohFilterBar } from '../../features/noh/components/noh-filter-bar';
import { NohSiteCards } from '../../features/noh/components/noh-site-cards';
import { NohSitesTable } from '../../features/noh/components/noh-sites-table';
import { NohSummary } from '../../features/noh/components/noh-summary';
import { NO_NOH_DATA, NohTile } from '../../features/noh/components/noh-tile';
import { nohPeriod } from '../../features/noh/utils/noh-period';
import { nohRows, searchRows, sortRows } from '../../features/noh/utils/noh-rows';
import {
  choosePhoneSort,
  type NohSearch,
  nohSort,
  PHONE_SORTS,
  toggleSort,
} from '../../features/noh/utils/noh-search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useDisplayZone } from '../../lib/time-zone';

/** /dashboard/noh_energy_consumption: 'NOH Efficiency Analysis' (spec 3 §2; E-035 … E-051). */
export function NohPage() {
  useDocumentTitle(`NOH Efficiency Analysis · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as NohSearch;
  const navigate = useNavigate();
  const zone = useDisplayZone().page;
  const orgId = currentOrganizationId();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // "Today" is read when the period in the URL changes, not on every render.
  const { from, to } = search;
  const period = useMemo(() => nohPeriod({ from, to }, zone, new Date()), [from, to, zone]);
  const sites = useNohSites();
  const siteIds = search.sites;
  const report = useOrgNohReport(
    orgId === null ? null : { orgId, from: period.from, to: period.to, siteIds },
  );
  const sort = nohSort(search);
  const allRows = useMemo(() => (report.data ? nohRows(report.data) : []), [report.data]);
  const rows = useMemo(
    () => sortRows(searchRows(allRows, search.q), sort.key, sort.dir),
    [allRows, search.q, sort.key, sort.dir],
  );
  const setSearch = useCallback(
    (next: NohSearch) => void navigate({ to: '.', search: next as never, replace: false }),
    [navigate],
  );
  const noData =
    report.data !== null &&
    allRows.every((r) => r.status === 'no_data' || r.status === 'in_progress') &&
    report.data.by_org.op_hour.energy_total + report.data.by_org.non_op_hour.energy_total === 0;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/dashboard" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <ArrowLeftIcon size={16} />
          Dashboard
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
          Insights
        </Text>
        <Title order={1} fz="h2">
          NOH Efficiency Analysis
        </Title>
        <Text size="sm" c="dimmed">
          Energy used in operating and non-operating hours, per site · {formatDate(`${period.from}T12:00:00`)}{' '}
          – {formatDate(`${period.to}T12:00:00`)}
        </Text>
      </Stack>
      <NohFilterBar search={search} period={period} sites={sites.data} onChange={setSearch} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {report.phase === 'ready' && report.data ? (
            <NohSummary report={report.data} />
          ) : (
            <Paper withBorder radius="md" p="md">
              <ReportProgress report={report} what="NOH efficiency report" />
              {report.phase === 'idle' && <Text size="sm">Data is loading...</Text>}
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <NohTile orgId={orgId} timeZone={zone} siteIds={siteIds} showLink={false} />
        </Grid.Col>
      </Grid>
      {report.phase === 'ready' && report.data && (
        <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label="Sites">
          <Stack gap="sm">
            <Group justify="space-between" align="baseline">
              <Title order={2} fz="lg">
                Sites{' '}
                <Text span c="dimmed" fz="sm" fw={500}>
                  ({rows.length}
                  {rows.length !== allRows.length ? ` of ${allRows.length}` : ''})
                </Text>
              </Title>
              <Text size="xs" c="dimmed">
                Striped rows: data not complete for the period
              </Text>
            </Group>
            {noData || allRows.length === 0 ? (
              <EmptyState subtitle={NO_NOH_DATA} />
            ) : rows.length === 0 ? (
              <EmptyState />
            ) : phone ? (
              <>
                <Select
                  label="Sort by"
                  data={PHONE_SORTS.map((o) => ({ value: o.value, label: o.label }))}
                  value={`${sort.key}-${sort.dir}`}
                  onChange={(v) => v && setSearch(choosePhoneSort(search, v))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
                <NohSiteCards rows={rows} />
              </>
            ) : (
              <NohSitesTable rows={rows} sort={sort} onSort={(key) => setSearch(toggleSort(search, key))} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
