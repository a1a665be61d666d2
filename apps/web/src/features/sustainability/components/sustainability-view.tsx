import { Anchor, Box, SimpleGrid, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { addDaysTo, dayInZone, formatNumber, formatPercent, shortMonthName, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { TileCard } from '../../../components/tiles/tile-card';
import { AnalyticsFigure } from '../../../components/ui/analytics-figure';
import { EmptyState } from '../../../components/ui/empty-state';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ReportProgress } from '../../../components/ui/report-progress';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TableFormulas } from '../../../components/ui/table-formulas';
import { useCo2Report, useControlsCo2 } from '../api/get-co2-report';
import { compareYears, monthlyTotals, reportMonths, siteCo2Rows } from '../utils/co2-rows';

const F = {
  co2: {
    formula: 'CO2 (kg CO2e) = kWh × site grid factor (kg CO2e/kWh)',
    explanation:
      'Site energy (main meter, else the sum of its sub-meters) per local month, from January to the report month, times the site’s location-based grid factor. Sites without a factor are left out. Months not yet complete or with missing days count what was measured.',
  },
  change: {
    formula: 'Change (%) = (this year − same months last year) ÷ same months last year × 100',
    explanation: 'Only months that have a value in both years are compared.',
  },
  avoided: {
    formula: 'CO2 avoided (kg) = kWh saved by controls × site grid factor',
    explanation:
      'kWh saved = closed hours × each controlled equipment’s open-hours rate − its closed-hours kWh, from 1 January to yesterday (the Controls Savings page explains it).',
  },
  factor: {
    formula: 'Grid factor = kg CO2e emitted per kWh drawn from the grid, per site (location-based)',
    explanation: 'Stored for each site: it depends on the region’s electricity mix.',
  },
};

const month = (m: string) => shortMonthName(Number(m.slice(5)) - 1);

/** /sustainability (E-066, decided): CO2 this year by site and month, against last year, and what controls avoided. */
export function SustainabilityView({
  orgId,
  year,
  reportDate,
  siteIds,
  timeZone,
}: {
  orgId: number | null;
  year: number;
  /** The first day of the report's last month (E-023). */
  reportDate: string;
  siteIds: readonly number[];
  timeZone: string;
}) {
  const thisYear = useCo2Report(orgId, reportDate, siteIds);
  const lastYear = useCo2Report(orgId, `${year - 1}${reportDate.slice(4)}`, siteIds);
  const yesterday = addDaysTo(dayInZone(new Date(), timeZone), -1);
  const to = `${year}-12-31` < yesterday ? `${year}-12-31` : yesterday;
  const controls = useControlsCo2(
    orgId === null || to < `${year}-01-01` ? null : { orgId, from: `${year}-01-01`, to, siteIds },
  );
  const rows = useMemo(() => siteCo2Rows(thisYear.data, lastYear.data), [thisYear.data, lastYear.data]);
  const monthly = useMemo(() => monthlyTotals(thisYear.data, lastYear.data), [thisYear.data, lastYear.data]);
  const org = useMemo(() => {
    if (!thisYear.data) return null;
    const months = reportMonths(thisYear.data);
    const sum = (r: typeof thisYear.data | null) => {
      const out: Record<string, number> = {};
      for (const s of Object.values(r?.site_dict ?? {}))
        for (const [m, e] of Object.entries(s.monthly_dict)) {
          const v = typeof e === 'number' ? e : e.value;
          if (v !== null) out[m] = (out[m] ?? 0) + v;
        }
      return out;
    };
    return compareYears(sum(thisYear.data), sum(lastYear.data), months);
  }, [thisYear.data, lastYear.data]);
  const factors = rows.map((r) => r.factor).filter((f): f is number => f !== null);
  const ready = thisYear.phase === 'ready';
  const lastMonth = thisYear.data ? month(thisYear.data.repo_month) : '';

  const option: BarOption = {
    grid: { left: 56, right: 16, top: 32, bottom: 28 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${formatNumber(v as number)} kg` },
    xAxis: { type: 'category', data: monthly.map((m) => month(m.month)) },
    yAxis: { type: 'value', name: 'kg CO2e', axisLabel: { formatter: (v: number) => formatNumber(v, 0) } },
    series: [
      {
        name: String(year - 1),
        type: 'bar',
        data: monthly.map((m) => m.lastYear),
        itemStyle: { color: '#adb5bd' },
      },
      {
        name: String(year),
        type: 'bar',
        itemStyle: { color: '#0ca678' },
        data: monthly.map((m) => ({
          value: m.thisYear,
          itemStyle: { color: '#0ca678', opacity: m.complete ? 1 : 0.5 },
        })),
      },
    ],
  };

  if (thisYear.phase === 'failed' || thisYear.phase === 'timeout')
    return <ReportProgress report={thisYear} what="CO2 report" />;
  return (
    <Stack gap="md">
      {!ready && <ReportProgress report={thisYear} what="CO2 report" />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <AnalyticsFigure
          label="CO2 Emissions, Year to Date"
          value={formatNumber(thisYear.data?.org_co2_total)}
          unit="kg CO2e"
          formula={F.co2.formula}
          explanation={F.co2.explanation}
          loading={!ready}
          footer={ready && `January – ${lastMonth} ${year}`}
          testId="figure-co2"
        />
        <AnalyticsFigure
          label="Change vs Last Year"
          value={formatPercent(org?.changePercent)}
          formula={F.change.formula}
          explanation={F.change.explanation}
          loading={!ready || lastYear.phase !== 'ready'}
          footer={
            org &&
            (org.months
              ? `${formatNumber(org.thisYear)} vs ${formatNumber(org.lastYear)} kg over ${org.months} months`
              : `No month of ${year - 1} to compare with`)
          }
          testId="figure-change"
        />
        <AnalyticsFigure
          label="CO2 Avoided by Controls"
          value={controls.isError ? '-' : formatNumber(controls.data?.org.co2_saved_kg)}
          unit="kg CO2e"
          formula={F.avoided.formula}
          explanation={F.avoided.explanation}
          loading={controls.isPending && controls.fetchStatus !== 'idle'}
          footer={
            controls.data && (
              <Anchor component={Link} to="/org-controls-savings" size="xs">
                {formatNumber(controls.data.org.saved_kwh)} kWh saved this year
              </Anchor>
            )
          }
          testId="figure-avoided"
        />
        <AnalyticsFigure
          label="Grid Factors"
          value={
            factors.length
              ? `${formatNumber(Math.min(...factors), 3)} – ${formatNumber(Math.max(...factors), 3)}`
              : '-'
          }
          unit="kg CO2e/kWh"
          formula={F.factor.formula}
          explanation={F.factor.explanation}
          loading={!ready}
          footer={ready && `${factors.length} of ${rows.length} sites have a factor`}
          testId="figure-factors"
        />
      </SimpleGrid>

      <TileCard
        title="CO2 by Month"
        subtitle={`${year} against ${year - 1}; paler bars are months not complete yet or with missing days`}
        testId="co2-by-month"
        actions={
          <Anchor component={Link} to="/summary/annual-co2-emission" size="sm" fw={600}>
            Annual CO2 Emissions
          </Anchor>
        }
      >
        {!ready ? (
          <Skeleton height={260} radius="sm" />
        ) : monthly.every((m) => m.thisYear === null) ? (
          <EmptyState subtitle="There is no energy data available in the time period selected" />
        ) : (
          <BarEChart
            option={option}
            height={280}
            label={`CO2 emissions by month, ${year} against ${year - 1}`}
          />
        )}
      </TileCard>

      <TileCard
        title="CO2 by Site"
        subtitle={`January – ${lastMonth} ${year}; the change compares the months both years have`}
        testId="co2-by-site"
      >
        {ready && rows.length === 0 ? (
          <EmptyState subtitle="No sites match the filters." />
        ) : (
          <Stack gap={4}>
            <TableFormulas
              what="CO2 by site"
              items={[
                { label: 'CO2 emissions', ...F.co2 },
                { label: 'Change', ...F.change },
                { label: 'CO2 factor', ...F.factor },
              ]}
            />
            <ResponsiveTable minWidth={760}>
              <Table
                verticalSpacing={6}
                horizontalSpacing="xs"
                fz="sm"
                highlightOnHover
                aria-label="CO2 by site"
                aria-busy={!ready}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th miw={200}>Site</Table.Th>
                    {[
                      { label: 'CO2 Emissions (kg)', ...F.co2 },
                      { label: 'Compared Months (kg)', ...F.change },
                      { label: 'Same Months Last Year (kg)', ...F.change },
                      { label: 'Change (%)', ...F.change },
                      { label: 'CO2 Factor (CO2e)', ...F.factor },
                    ].map((c) => (
                      <Table.Th key={c.label} ta="right" style={{ verticalAlign: 'bottom' }}>
                        {c.label}
                        <Box
                          component="span"
                          ml={2}
                          style={{ display: 'inline-flex', verticalAlign: 'middle' }}
                        >
                          <HowCalculated label={c.label} formula={c.formula}>
                            {c.explanation}
                          </HowCalculated>
                        </Box>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {!ready
                    ? ['a', 'b', 'c'].map((k) => (
                        <Table.Tr key={k}>
                          <Table.Td colSpan={6}>
                            <Skeleton height={12} radius="sm" />
                          </Table.Td>
                        </Table.Tr>
                      ))
                    : rows.map((r) => (
                        <Table.Tr key={r.siteId}>
                          <Table.Td>
                            <Tooltip label={r.title} disabled={r.title.length <= 45}>
                              <AnchorLink
                                to="/sites/$siteId"
                                params={{ siteId: String(r.siteId) }}
                                size="sm"
                                fw={600}
                              >
                                {truncate(r.title, 45)}
                              </AnchorLink>
                            </Tooltip>
                          </Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {r.factor === null ? 'N/A' : formatNumber(r.total)}
                            {r.incompleteMonths > 0 && r.factor !== null && (
                              <Text size="xs" c="dimmed">
                                {r.incompleteMonths} month{r.incompleteMonths > 1 ? 's' : ''} with missing
                                days
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td ta="right">
                            {r.comparison.months ? formatNumber(r.comparison.thisYear) : '-'}
                          </Table.Td>
                          <Table.Td ta="right">
                            {r.comparison.months ? formatNumber(r.comparison.lastYear) : '-'}
                          </Table.Td>
                          <Table.Td ta="right">
                            <Text
                              size="sm"
                              span
                              c={
                                r.comparison.changePercent === null
                                  ? undefined
                                  : r.comparison.changePercent > 0
                                    ? 'red.8'
                                    : 'teal.8'
                              }
                            >
                              {formatPercent(r.comparison.changePercent)}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">
                            {r.factor === null ? 'N/A' : formatNumber(r.factor, 3)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                </Table.Tbody>
              </Table>
            </ResponsiveTable>
          </Stack>
        )}
      </TileCard>
    </Stack>
  );
}
